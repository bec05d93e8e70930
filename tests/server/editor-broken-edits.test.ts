// Every problem `npm run validate` reports for the corpus of broken edits (tests/unit/broken-edits.ts)
// is shown by the editor at the same line and column with the same sentence: the command on the
// edited file, the editor's check on the same text as an unsaved draft, compared whole.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { validateCommand } from '../../scripts/validate-command.ts';
import { projectRoot } from '../../src/content/load-site-file.ts';
import { formatProblem } from '../../src/content/problem.ts';
import type { ProblemRecord } from '../../src/content/problem-format.ts';
import { buildEditorApp } from '../../src/editor/server/editor-app.ts';
import { apiPaths, tokenHeader, type CheckAnswer } from '../../src/editor/shared/api.ts';
import { brokenEdits } from '../unit/broken-edits.ts';
import { original } from '../unit/site-fixtures.ts';
import { fixtureLevels } from '../fixture-site.ts';
import { makeCheckout, type TempCheckout } from '../editor/temp-checkout.ts';

const day = '2026-05-01';
const port = 47_124;
const headers = { host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}`, [tokenHeader]: 'token' };

describe('the editor shows what validate says about each broken edit', () => {
  let checkout: TempCheckout;
  let app: FastifyInstance;
  beforeAll(() => {
    checkout = makeCheckout({ translation: null }, false);
    app = buildEditorApp({
      siteFile: checkout.siteFile,
      translationFile: checkout.translationFile,
      publicDir: path.join(projectRoot, 'public'),
      levels: fixtureLevels,
      today: () => day,
      token: 'token',
      port: () => port,
    });
  });
  afterAll(async () => {
    await app.close();
    checkout.remove();
  });

  for (const edit of brokenEdits) {
    it(`${edit.name}`, async () => {
      const text = edit.edit(original);
      writeFileSync(checkout.siteFile, text);
      const command = validateCommand([checkout.siteFile, '--format', 'json'], { SITE_DATE: day, LINT_LEVELS: 'spec-value=off' });
      const fromValidate = (JSON.parse(command.stdout) as ProblemRecord[]).map(
        (p) => `${p.line}:${p.col}  ${p.path}  ${p.severity}: ${p.message}  (${p.hint ?? ''})`,
      );
      const answer = (
        await app.inject({ method: 'POST', url: apiPaths.check, headers, payload: { site: text, translation: null, day } })
      ).json<CheckAnswer>();
      const inEditor = answer.site.map((p) => `${p.line}:${p.col}  ${p.path}  ${p.severity}: ${p.message}  (${p.hint ?? ''})`);
      expect(fromValidate.length, command.stdout).toBeGreaterThan(0);
      expect(inEditor, answer.site.map((p) => formatProblem('site.yaml', p)).join('\n')).toEqual(fromValidate);
    });
  }
});
