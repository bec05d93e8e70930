// Starts the editor once before its tests, so Vite pre-bundles the editor's libraries (React,
// CodeMirror, dnd-kit) into its cache once, not in every test's editor at the same time.
import { expect, test } from './editor-fixtures.ts';

test('the editor opens', async ({ editor }) => {
  const page = await editor.open();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Site editor');
});
