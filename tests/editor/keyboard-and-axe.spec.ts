// The editor for someone who does not use a mouse or a screen: axe finds no WCAG 2.2 AA violation
// in it at 1280 px, a section moves by keyboard alone, and undo and redo cover the move.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { changedLines, expect, preview, test, sectionRows } from './editor-fixtures.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

test('has no axe violation, and moves a section by keyboard alone', async ({ editor }) => {
  const page = await editor.open();
  await page.getByRole('button', { name: /reviews · #reviews/ }).click();
  await page.addScriptTag({ content: axeSource });
  const results = await page.evaluate(
    // The preview is the site itself, checked by the browser suite's own axe test.
    () =>
      (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }).axe.run(
        { exclude: [['.preview-stage']] },
        { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
      ),
  );
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);

  // Space lifts, the arrow moves, Space drops.
  const sections = sectionRows(page);
  await expect(sections.nth(6)).toContainText('USERS REVIEW');
  await page.getByRole('button', { name: 'Move USERS REVIEW' }).focus();
  await page.keyboard.press('Space');
  const spoken = page.getByRole('status').filter({ hasText: /^USERS REVIEW is over place/ });
  await expect(spoken).toHaveText('USERS REVIEW is over place 7 of 12.');
  // dnd-kit's keyboard sensor listens for the arrows from a zero-delay timer set at the lift
  // (KeyboardSensor.attach), and the lift's announcement can be on screen before that timer runs:
  // an arrow pressed then is lost (12 of 80 lifts here). A timer of the page's own, set after it,
  // runs after it (timers of the same delay run in order), so the sensor listens by then.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  await page.keyboard.press('ArrowUp');
  await expect(spoken).toHaveText('USERS REVIEW is over place 6 of 12.');
  await page.keyboard.press('Space');
  await expect(sections.nth(5)).toContainText('USERS REVIEW');
  await expect(preview(page).locator('#reviews + #skill-games')).toHaveCount(1);

  await page.keyboard.press('Control+z');
  await expect(sections.nth(6)).toContainText('USERS REVIEW');
  await page.keyboard.press('Control+Shift+z');
  await expect(sections.nth(5)).toContainText('USERS REVIEW');
  await page.keyboard.press('Control+s');
  await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).press('Enter');
  await expect(page.getByText('All changes saved')).toBeVisible();
  const moved = changedLines(editor.checkout.git('diff'));
  expect(moved.filter((line) => /^[+-] {6}- type: (reviews|skillGames)$/.test(line))).toHaveLength(2);
});
