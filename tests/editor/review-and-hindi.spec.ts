// A marketer adds a review, saves and commits it, then translates it into Hindi and sees it on the
// Hindi page at 360 px. Each commit holds only the lines of its change.
import { changedLines, commentLines, expect, preview, test } from './editor-fixtures.ts';

const words = 'Quick matches, fair play, and my winnings reach my bank the same day.';
const hindi = 'तेज़ मैच, निष्पक्ष खेल, और जीत की रकम उसी दिन मेरे बैंक में।';

test("adds Priya's review, then translates it into Hindi", async ({ editor }) => {
  const page = await editor.open();
  const original = editor.checkout.read();
  await page.getByRole('button', { name: /reviews · #reviews/ }).click();
  await page.getByRole('button', { name: /^Reviews\s*10 items/ }).click();
  await page.getByRole('button', { name: 'Add an item to Reviews' }).click();
  // The new review starts as a copy of the last one, selected for its words to be changed.
  await expect(page.getByRole('button', { name: 'Move up' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Move down' })).toBeDisabled();
  await page.getByLabel('Author', { exact: true }).fill('Priya');
  await page.getByLabel('Text', { exact: true }).fill(words);
  await expect(preview(page).locator('#reviews')).toContainText(words);

  await page.getByRole('button', { name: 'Save…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save and commit' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  const commit = editor.checkout.git('show', '--format=%s', 'HEAD');
  expect(commit.split('\n')[0]).toBe("home: reviews: added Priya's review");
  const added = changedLines(commit);
  expect(added.every((line) => line.startsWith('+'))).toBe(true);
  expect(added.slice(0, 2)).toEqual(['+          - author: Priya', `+            text: ${words}`]);
  expect(added).toHaveLength(4);
  expect(commentLines(editor.checkout.read())).toEqual(commentLines(original));
  expect(editor.validate()).toMatchObject({ code: 0 });

  // Hindi side by side: the new review's texts come first, not yet translated.
  await page.getByRole('tab', { name: 'Hindi' }).click();
  const row = page.getByLabel(`Hindi for “${words}”`);
  await expect(page.locator('.hindi-row').first()).toContainText('Not translated yet');
  await row.fill(hindi);
  await expect(preview(page).locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('radio', { name: 'Phone 360' })).toBeChecked();
  await expect(preview(page).locator('#reviews')).toContainText(hindi);
  await page.getByRole('button', { name: 'Save…' }).click();
  await expect(page.getByRole('dialog')).toContainText(`+  hi: ${hindi}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  expect(editor.checkout.git('diff', '--stat').trim()).toMatch(/^site\.hi\.yaml \| 4 \+{4}/);
  // The entry and the blank line between entries (git may show the blank line before or after it).
  const entry = changedLines(editor.checkout.git('diff'));
  expect(entry.filter((line) => line !== '+')).toEqual([
    '+pages.home.sections[reviews].reviews[10].text:',
    `+  en: ${words}`,
    `+  hi: ${hindi}`,
  ]);
  expect(entry).toHaveLength(4);
  expect(editor.validate()).toMatchObject({ code: 0 });
});
