// Fills {name} placeholders in a site.yaml message; unknown placeholders stay visible so a typo in
// site.yaml shows up instead of vanishing. Numbers are written the Indian way (10,00,000), with
// the digits 0-9, as in both the English and the Hindi copy.
const indianGrouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    if (!Object.hasOwn(values, key)) return whole;
    const value = values[key];
    return typeof value === 'number' ? indianGrouping.format(value) : value;
  });
}
