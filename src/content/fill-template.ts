// Fills {name} placeholders in a site.yaml message; unknown placeholders stay visible so a typo in
// site.yaml shows up instead of vanishing.
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : whole));
}
