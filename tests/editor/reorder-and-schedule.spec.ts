// A marketer drags USERS REVIEW above SKILL BASED GAME, then schedules a banner for next week and
// sees it in the preview on that day only.
import { changedLines, commentLines, expect, preview, test, today, sectionRows } from './editor-fixtures.ts';

const nextWeek = new Date(Date.parse(`${today}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
const dayAfter = new Date(Date.parse(`${nextWeek}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

test('moves USERS REVIEW above SKILL BASED GAME by drag, and schedules a banner for next week', async ({ editor }) => {
  const page = await editor.open();
  const original = editor.checkout.read();
  const handle = (name: string) => page.getByRole('button', { name: `Move ${name}` });
  const reviews = await handle('USERS REVIEW').boundingBox();
  const games = await handle('SKILL BASED GAME').boundingBox();
  if (!reviews || !games) throw new Error('the outline shows no handles');
  const from = reviews.y + reviews.height / 2;
  const to = games.y + games.height / 2;
  await page.mouse.move(reviews.x + reviews.width / 2, from);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++) await page.mouse.move(reviews.x + reviews.width / 2, from + ((to - from) * step) / 8);
  await page.mouse.up();
  const sections = sectionRows(page);
  await expect(sections.nth(5)).toContainText('USERS REVIEW');
  await expect(sections.nth(6)).toContainText('SKILL BASED GAME');
  await expect(preview(page).locator('#reviews + #skill-games')).toHaveCount(1);

  await page.getByRole('button', { name: 'Save…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  const moved = changedLines(editor.checkout.git('diff'));
  expect(
    moved
      .filter((line) => line.startsWith('-'))
      .map((line) => line.slice(1))
      .sort(),
  ).toEqual(
    moved
      .filter((line) => line.startsWith('+'))
      .map((line) => line.slice(1))
      .sort(),
  );
  // git shows one of the two sections moving past the other, whole.
  expect(moved.filter((line) => /^[+-] {6}- type: (reviews|skillGames)$/.test(line))).toHaveLength(2);
  expect(commentLines(editor.checkout.read())).toEqual(commentLines(original));
  expect(editor.validate()).toMatchObject({ code: 0 });
  editor.checkout.git('commit', '--quiet', '-am', 'moved');

  // A banner after the stats, shown next week only.
  await page.getByRole('button', { name: /stats · #stats/ }).click();
  await page.getByLabel('New section type').selectOption('banner');
  await page.getByRole('button', { name: 'Add section after the selected one' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /banner section/ })).toBeVisible();
  await page.getByLabel(/^Visible from/).fill(nextWeek);
  await page.getByLabel(/^Visible until/).fill(nextWeek);
  await page.getByLabel('Headline', { exact: true }).fill('Cup week: ₹5 lakh in prizes');
  const banner = preview(page).getByText('Cup week: ₹5 lakh in prizes');
  const day = page.getByLabel('Show the site on');
  await expect(day).toHaveValue(today);
  await expect(preview(page).locator('#stats')).toBeVisible();
  await expect(banner).toHaveCount(0);
  await day.fill(nextWeek);
  await expect(banner).toBeVisible();
  await day.fill(dayAfter);
  await expect(preview(page).locator('#stats + section, #stats + div').first()).not.toContainText('Cup week');
  await expect(banner).toHaveCount(0);

  await page.getByRole('button', { name: 'Save…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  const added = changedLines(editor.checkout.git('diff'));
  expect(added.every((line) => line.startsWith('+'))).toBe(true);
  expect(added).toContain(`+        visibleFrom: ${nextWeek}`);
  expect(added).toContain('+        headline: "Cup week: ₹5 lakh in prizes"');
  expect(editor.validate()).toMatchObject({ code: 0 });
});
