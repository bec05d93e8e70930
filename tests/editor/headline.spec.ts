// A marketer changes the hero headline, then makes a mistake and fixes it from the message on its
// field. After each save, git diff shows only that line, every comment is still there and
// npm run validate passes.
import { changedLines, commentLines, expect, preview, test } from './editor-fixtures.ts';

test('changes the hero headline, and fixes an error from the message on its field', async ({ editor }) => {
  const page = await editor.open();
  const original = editor.checkout.read();
  await page.getByRole('button', { name: /hero · #home/ }).click();

  const headline = page.getByLabel('Headline', { exact: true });
  await headline.fill('Play smart. Win big.');
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText('Play smart. Win big.');
  await page.getByRole('button', { name: 'Save…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save these changes?' });
  await expect(dialog).toContainText('+        headline: Play smart. Win big.');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  expect(changedLines(editor.checkout.git('diff'))).toEqual([
    '-        headline: Play Game. Win Cash. Rise on the Leaderboard.',
    '+        headline: Play smart. Win big.',
  ]);
  expect(commentLines(editor.checkout.read())).toEqual(commentLines(original));
  expect(editor.validate()).toMatchObject({ code: 0 });
  editor.checkout.git('commit', '--quiet', '-am', 'headline');

  // A tag typed into the tagline: the error shows on the field, with its line and sentence, and
  // save waits until it is fixed.
  const tagline = page.getByLabel('Tagline', { exact: true });
  await tagline.fill('India’s #1 <b>skill</b> gaming zone.');
  const line =
    editor.checkout
      .read()
      .split('\n')
      .findIndex((text) => text.includes(`tagline: "India's #1 skill-based gaming zone, compete`)) + 1;
  const onField = page.locator('.field', { has: tagline }).getByRole('listitem');
  await expect(onField).toContainText(`site.yaml:${line}:`);
  await expect(onField).toContainText('<b>');
  await expect(page.getByRole('button', { name: 'Save…' })).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'Fix 1 error to save' })).toBeVisible();
  await page
    .getByRole('region', { name: /Problems/ })
    .getByRole('button', { name: new RegExp(`^site\\.yaml:${line}:\\d+$`) })
    .click();
  await expect(tagline).toBeFocused();
  await tagline.fill('India’s #1 **skill** gaming zone.');
  await expect(onField).toHaveCount(0);
  await page.getByRole('button', { name: 'Save…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  expect(changedLines(editor.checkout.git('diff'))).toEqual([
    `-        tagline: "India's #1 skill-based gaming zone, compete in Ludo, Free Fire, BGMI and more."`,
    '+        tagline: "India’s #1 **skill** gaming zone."',
  ]);
  expect(editor.validate()).toMatchObject({ code: 0 });
});
