// The field guide's short how-tos. The YAML they show comes from the schema's examples and the
// limits from the schema itself, and every key they name is looked up first, so a renamed key
// breaks `npm run docs` instead of leaving a how-to that no longer works.
import { stringify } from 'yaml';
import type { SectionTypeHelp } from '../../src/content/section-examples.ts';
import { siteSchema, supportSchemas, type JsonSchema } from '../../src/content/schemas.ts';
import { lowerFirst, resolve } from './schema-walk.ts';

/** The schema node at a path of property names from a schema file, or an error naming the path. */
function schemaAt(file: string, keys: readonly string[]): JsonSchema {
  let at = resolve(file === 'schemas/site.schema.json' ? siteSchema : supportSchemas[file], file);
  for (const key of keys) {
    const child = (at.node.properties as Record<string, JsonSchema> | undefined)?.[key];
    if (!child) throw new Error(`The how-tos name ${keys.join('.')} in ${file}, which has no "${key}"`);
    at = resolve(child, at.file);
  }
  return at.node;
}

function indented(value: unknown, spaces: number): string {
  return stringify(value, { lineWidth: 0 })
    .trimEnd()
    .split('\n')
    .map((line) => ' '.repeat(spaces) + line)
    .join('\n');
}

function addReview(help: readonly SectionTypeHelp[]): string {
  const example = help.find((entry) => entry.type === 'reviews')?.examples[0];
  if (example?.type !== 'reviews') throw new Error('The reviews schema has no example');
  const reviews = schemaAt('src/sections/reviews/reviews.schema.json', ['reviews']);
  const [first, second] = example.reviews;
  const added = { ...second, author: 'Neha', text: 'Quick withdrawals and fair matches. My favourite app for Ludo.' };
  return [
    '### Add a review',
    "Reviews are in the home page's `reviews` section (`pages.home.sections`, the item with `type: reviews`).",
    [
      '1. Find the list under `reviews:` and copy one whole review: the line starting `- author:` and the lines under it.',
      "2. Paste it where the new review should appear (the carousel shows them in order) and change the words. Keep the indentation: the `-` lines up with the other reviews' `-`.",
      '3. Use an avatar and star image that exist under `public/images/` (validate checks), and give the stars `alt:` text such as "Rated 5 out of 5".',
      '4. Run `npm run validate`, then `npm run dev` to see it.',
    ].join('\n'),
    'In VS Code you can instead type `- ` on a new line in the list and pick **Add a review**.',
    ['```yaml', '        reviews:', indented([first], 10), `          # the new review:`, indented([added], 10), '```'].join('\n'),
    `The carousel takes up to ${String(reviews.maxItems)} reviews, and at least as many as it shows at once on the widest screen (\`items:\` of the first \`responsive:\` entry, 3 today): validate says so if there are fewer.`,
  ].join('\n\n');
}

function reorderSections(): string {
  schemaAt('schemas/site.schema.json', ['pages']);
  return [
    "### Reorder the home page's sections",
    'A page shows its sections in the order of its `sections:` list. To move one, cut its whole block (the `- type:` line and every line under it, down to the next `- type:`) and paste it in its new place, at the same indentation.',
    '```yaml\n  home:\n    sections:\n      - type: hero        # first on the page\n        id: home\n        ...\n      - type: reviews     # moved up: now second\n        id: reviews\n        ...\n      - type: stats\n        id: stats\n        ...\n```',
    'Links such as `/#reviews` in the navigation follow the section by its `id`, wherever it moves. A section with `desktopOnly: true` (a decoration) is skipped on phones, so check both widths with `npm run dev` (and [/\\_\\_gallery](http://localhost:5173/__gallery) for a single section).',
  ].join('\n\n');
}

function changeValidationMessage(): string {
  const firstName = schemaAt('schemas/contact.schema.json', ['fields', 'firstName', 'required']);
  const phone = schemaAt('schemas/contact.schema.json', ['fields', 'mobileNumber']);
  const tooLong = schemaAt('schemas/contact.schema.json', ['messages', 'tooLong']);
  return [
    '### Change a validation message',
    'Every message the contact form shows is under the top-level `contact:` key. The browser checks the form with these messages before sending, and the server checks again with the same ones, so one change covers both.',
    `- A field's own messages are under \`contact.fields.<field>\`: \`required\` (${lowerFirst(String(firstName.description).replace(/\.$/, ''))}), and for some fields \`invalid\`, \`numeric\`, \`tooShort\` or \`tooLong\`.\n- Messages shared by several fields are under \`contact.messages\`, such as \`tooLong\` (${lowerFirst(String(tooLong.description).replace(/\.$/, ''))}).\n- What the visitor sees after sending is under \`contact.outcomes\`, and what the server answers under \`contact.server\`.`,
    '```yaml\ncontact:\n  messages:\n    tooLong: "{label} can be at most {max} characters long"   # was: {label} must be at most {max} characters\n```',
    'Keep each `{name}` as it is: the site fills it in. Some messages are fixed word for word by the product specification (the required-field and phone messages, and the notices after sending): validate stops a change to one of them and names the section of the spec. Changing those is a product decision; once it is agreed, a developer changes `src/content/lint/spec-values.ts` with it.',
    `A limit and its message go together: if you change \`contact.fields.mobileNumber.minDigits\`, change \`tooShort\` to match. (${String((phone.properties as Record<string, JsonSchema>).minDigits.description)})`,
  ].join('\n\n');
}

function addSection(): string {
  return [
    '### Add a section or a page',
    "In VS Code, on a new line in a page's `sections:` list, type `- ` and pick one of the **Add ...** suggestions: it inserts a section of that type with every required field, ready to fill in. Give it an `id` no other section uses. [Section types](#section-types) below shows each type's fields and an example you can copy; `npm run dev` and `/__gallery` show how each looks.",
    'To add a page, add a new key under `pages:` (VS Code suggests **Add a page**), then link to its `path` from `navigation` or `footer` if visitors should find it.',
  ].join('\n\n');
}

export function howTos(help: readonly SectionTypeHelp[]): string[] {
  return [addReview(help), reorderSections(), changeValidationMessage(), addSection()];
}
