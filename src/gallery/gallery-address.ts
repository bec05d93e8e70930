// Addresses inside the dev-only gallery: the index at /__gallery, and one example alone at
// /__gallery?type=reviews&example=0 (what each iframe shows).
export const galleryPath = '/__gallery';

export interface ExampleRef {
  type: string;
  example: number;
}

export function exampleAddress({ type, example }: ExampleRef): string {
  return `${galleryPath}?${new URLSearchParams({ type, example: String(example) }).toString()}`;
}

/** The example an address asks for, or undefined for the index. */
export function exampleOf(search: string): ExampleRef | undefined {
  const params = new URLSearchParams(search);
  const type = params.get('type');
  const example = Number(params.get('example') ?? '0');
  return type && Number.isInteger(example) && example >= 0 ? { type, example } : undefined;
}

/** One section of this site's own pages: /__gallery?page=home&section=2. */
export interface SiteSectionRef {
  page: string;
  section: number;
}

export function siteSectionAddress({ page, section }: SiteSectionRef): string {
  return `${galleryPath}?${new URLSearchParams({ page, section: String(section) }).toString()}`;
}

/** The site section an address asks for, or undefined. */
export function siteSectionOf(search: string): SiteSectionRef | undefined {
  const params = new URLSearchParams(search);
  const page = params.get('page');
  const section = Number(params.get('section') ?? 'x');
  return page && Number.isInteger(section) && section >= 0 ? { page, section } : undefined;
}
