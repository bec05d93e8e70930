// Safe on a laptop: when site.yaml changes on disk under unsaved edits the editor says so and
// overwrites nothing until asked; the source pane stays in step with the form; a click in the
// preview selects the field it shows; the editor's own server refuses another Host.
import { request as httpRequest } from 'node:http';
import { writeFileSync } from 'node:fs';
import { expect, preview, test } from './editor-fixtures.ts';

function statusWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const address = new URL(url);
    httpRequest({ host: address.hostname, port: address.port, path: '/', headers: { host } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

test('says when site.yaml changed on disk, never overwrites it silently, and keeps the source in step', async ({ editor }) => {
  expect(await statusWithHost(editor.url, 'rebound.example:80')).toBe(403);
  const page = await editor.open();

  // A click on the headline in the preview selects its field.
  await preview(page).getByRole('heading', { level: 1 }).click();
  const headline = page.getByLabel('Headline', { exact: true });
  await expect(headline).toBeFocused();
  await headline.fill('Mine: play and win');

  // Another editor (or a git pull) changes the file meanwhile.
  const theirs = editor.checkout.read().replace('stickyBarText: Play. Win. Repeat.', 'stickyBarText: Theirs. Win. Repeat.');
  writeFileSync(editor.checkout.siteFile, theirs);
  const banner = page.getByRole('alert').filter({ hasText: 'The files changed on disk' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Show the differences' }).click();
  await expect(banner).toContainText('-        stickyBarText: Theirs. Win. Repeat.');
  expect(editor.checkout.read()).toBe(theirs);
  await banner.getByRole('button', { name: 'Keep mine' }).click();
  await page.getByRole('button', { name: 'Save…' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('-        stickyBarText: Theirs. Win. Repeat.');
  await expect(dialog).toContainText('+        headline: "Mine: play and win"');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  expect(editor.checkout.read()).toContain('headline: "Mine: play and win"');

  // With nothing unsaved, a change on disk is simply taken.
  writeFileSync(editor.checkout.siteFile, editor.checkout.read().replace('headline: "Mine: play and win"', 'headline: From disk'));
  await expect(headline).toHaveValue('From disk');

  // The source pane and the form edit the one draft.
  await page.getByRole('tab', { name: 'Source' }).click();
  const source = page.getByRole('textbox', { name: 'site.yaml' });
  await expect(source).toContainText('headline: From disk');
  await source.getByText('headline: From disk').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' today');
  await page.getByRole('tab', { name: 'Form' }).click();
  await expect(page.getByLabel('Headline', { exact: true })).toHaveValue('From disk today');
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText('From disk today');
});
