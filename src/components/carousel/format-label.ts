/**
 * Fills a label template from site.yaml, e.g. "{n} of {total}" or "Go to slide {n}". Unknown names
 * stay as typed, so a marketer's typo shows on the page rather than vanishing silently.
 */
export function formatLabel(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
