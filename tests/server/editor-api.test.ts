// The editor's API through app.inject: its write endpoints refuse requests without the launch
// token, from another origin or with another Host (403); opening and saving with no change writes
// the files byte for byte as they were; a save is refused while the draft has errors or when the
// files changed on disk meanwhile; "Save and commit" commits only those lines, with a message that
// says what changed.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { projectRoot } from '../../src/content/load-site-file.ts';
import { buildEditorApp } from '../../src/editor/server/editor-app.ts';
import { apiPaths, tokenHeader, type CheckAnswer, type FilesAnswer, type SaveAnswer } from '../../src/editor/shared/api.ts';
import { applyEdit } from '../../src/editor/yaml-edit/edits.ts';
import { fixtureLevels } from '../fixture-site.ts';
import { makeCheckout, type TempCheckout } from '../editor/temp-checkout.ts';

const token = 'launch-token-for-the-tests';
const port = 47_123;
const own = { host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}`, [tokenHeader]: token };

function editorFor(checkout: TempCheckout): FastifyInstance {
  return buildEditorApp({
    siteFile: checkout.siteFile,
    translationFile: checkout.translationFile,
    // The project's images, read only: no test here uploads one.
    publicDir: path.join(projectRoot, 'public'),
    levels: fixtureLevels,
    today: () => '2026-05-01',
    token,
    port: () => port,
  });
}

async function open(app: FastifyInstance): Promise<FilesAnswer> {
  return (await app.inject({ method: 'GET', url: apiPaths.files, headers: own })).json<FilesAnswer>();
}

describe('the editor API', () => {
  let checkout: TempCheckout;
  let app: FastifyInstance;
  beforeAll(() => {
    checkout = makeCheckout({}, false);
    app = editorFor(checkout);
  });
  afterAll(async () => {
    await app.close();
    checkout.remove();
  });

  const writes = [
    { method: 'POST' as const, url: apiPaths.save, payload: { site: 'x: 1', translation: null, base: { site: '', translation: null } } },
    { method: 'POST' as const, url: apiPaths.check, payload: { site: 'x: 1', translation: null, day: '2026-05-01' } },
    {
      method: 'POST' as const,
      url: apiPaths.upload,
      payload: Buffer.from('<svg></svg>'),
      headers: { 'content-type': 'application/octet-stream', 'x-file-name': 'a.svg' },
    },
  ];
  for (const request of writes) {
    it(`answers 403 to ${request.url} without the token, from another origin or with another Host`, async () => {
      const { [tokenHeader]: _token, ...withoutToken } = own;
      const cases = [
        withoutToken,
        { ...own, [tokenHeader]: 'a-guessed-token' },
        { ...own, origin: 'http://evil.example' },
        { ...own, origin: `http://127.0.0.1:${port + 1}` },
        { host: own.host, [tokenHeader]: token },
        { ...own, host: 'evil.example' },
        { ...own, host: `evil.example:${port}`, origin: `http://evil.example:${port}` },
      ];
      for (const headers of cases) {
        const answer = await app.inject({ ...request, headers: { ...request.headers, ...headers } });
        expect(answer.statusCode, JSON.stringify(headers)).toBe(403);
      }
      expect(checkout.read()).toBe(readFileSync(path.join(projectRoot, 'tests/fixtures/site/site.yaml'), 'utf8'));
    });
  }

  it('answers 403 to a read without the token or with another Host', async () => {
    expect((await app.inject({ method: 'GET', url: apiPaths.files, headers: { host: own.host } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: apiPaths.files, headers: { ...own, host: 'evil.example' } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: apiPaths.files, headers: own })).statusCode).toBe(200);
  });

  it('checks a draft as validate does, with the page as it is on the chosen day', async () => {
    const files = await open(app);
    const broken = files.site.text.replace('headline: Play Game. Win Cash. Rise on the Leaderboard.', 'headline: Play <b>Game</b>');
    const answer = (
      await app.inject({
        method: 'POST',
        url: apiPaths.check,
        headers: own,
        payload: { site: broken, translation: files.translation?.text ?? null, day: '2026-05-01' },
      })
    ).json<CheckAnswer>();
    expect(answer.site.find((p) => p.rule === 'html-tag')).toMatchObject({ severity: 'error', message: expect.stringContaining('<b>') });
    expect(answer.preview).toBeNull();
    const check = async (language: 'en' | 'hi') =>
      (
        await app.inject({
          method: 'POST',
          url: apiPaths.check,
          headers: own,
          payload: { site: files.site.text, translation: files.translation?.text ?? null, day: '2026-05-01', language },
        })
      ).json<CheckAnswer>();
    const english = await check('en');
    expect(english.errors).toBe(0);
    expect(english.preview?.site.pages.home.sections.length).toBeGreaterThan(5);
    expect((await check('hi')).preview).toMatchObject({ language: 'hi', site: { brand: { lang: 'hi-IN' } } });
  });

  it('refuses to save a draft with errors (422) or over files changed on disk (409)', async () => {
    const files = await open(app);
    const base = { site: files.site.version, translation: files.translation?.version ?? null };
    const broken = files.site.text.replace('autoCloseMs: 3000', 'autoCloseMs: three seconds');
    const refused = await app.inject({
      method: 'POST',
      url: apiPaths.save,
      headers: own,
      payload: { site: broken, translation: files.translation?.text ?? null, base },
    });
    expect(refused.statusCode).toBe(422);
    writeFileSync(checkout.siteFile, `${files.site.text}\n`);
    const conflict = await app.inject({
      method: 'POST',
      url: apiPaths.save,
      headers: own,
      payload: { site: files.site.text, translation: files.translation?.text ?? null, base },
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json<{ site: { text: string } }>().site.text).toBe(`${files.site.text}\n`);
    writeFileSync(checkout.siteFile, files.site.text);
  });

  it('saves and commits only the lines changed, with a message that says what changed', async () => {
    const files = await open(app);
    const sections = (await import('yaml')).parse(files.site.text).pages.home.sections as { type: string }[];
    const reviews = sections.findIndex((section) => section.type === 'reviews');
    const site = applyEdit(files.site.text, {
      kind: 'insert',
      list: ['pages', 'home', 'sections', reviews, 'reviews'],
      index: 0,
      value: {
        author: 'Priya',
        text: 'Quick matches and fair play.',
        avatar: { src: '/images/reviews/avatar-2.svg', decorative: true },
        stars: { src: '/images/reviews/stars-5.svg', alt: 'Rated 5 out of 5' },
      },
    });
    const answer = await app.inject({
      method: 'POST',
      url: apiPaths.save,
      headers: own,
      payload: {
        site,
        translation: files.translation?.text ?? null,
        base: { site: files.site.version, translation: files.translation?.version ?? null },
        commit: true,
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<SaveAnswer>().commit?.message).toBe("home: reviews: added Priya's review");
    const diff = checkout.git('show', '--format=%s', '--unified=0', 'HEAD');
    expect(diff.split('\n')[0]).toBe("home: reviews: added Priya's review");
    expect(diff.split('\n').filter((line) => /^[+-](?![+-])/.test(line))).toEqual([
      '+          - author: Priya',
      '+            text: Quick matches and fair play.',
      '+            avatar:',
      '+              src: /images/reviews/avatar-2.svg',
      '+              decorative: true',
      '+            stars:',
      '+              src: /images/reviews/stars-5.svg',
      '+              alt: Rated 5 out of 5',
    ]);
  });
});

describe('opening and saving with no change', () => {
  const pairs = [
    ['the test site', 'tests/fixtures/site/site.yaml', 'tests/fixtures/site/site.hi.yaml'],
    // Any copy of the real files: the round trip depends on nothing they say.
    ['the real site', 'site.yaml', 'site.hi.yaml'],
  ] as const;
  for (const [name, site, translation] of pairs) {
    it(`writes ${name}'s site.yaml and site.hi.yaml back byte for byte`, async () => {
      const texts = {
        site: readFileSync(path.join(projectRoot, site), 'utf8'),
        translation: readFileSync(path.join(projectRoot, translation), 'utf8'),
      };
      const checkout = makeCheckout(texts, false);
      const app = editorFor(checkout);
      try {
        const files = await open(app);
        const saved = await app.inject({
          method: 'POST',
          url: apiPaths.save,
          headers: own,
          payload: {
            site: files.site.text,
            translation: files.translation?.text ?? null,
            base: { site: files.site.version, translation: files.translation?.version ?? null },
          },
        });
        expect(saved.statusCode, saved.body).toBe(200);
        expect(checkout.read('site.yaml')).toBe(texts.site);
        expect(checkout.read('site.hi.yaml')).toBe(texts.translation);
        expect(checkout.git('status', '--porcelain')).toBe('');
      } finally {
        await app.close();
        checkout.remove();
      }
    });
  }
});

describe('uploading an image', () => {
  it('saves an image under public/images/uploads with a name validate accepts, and refuses what is not an image', async () => {
    const checkout = makeCheckout({}, true);
    const app = buildEditorApp({
      siteFile: checkout.siteFile,
      translationFile: checkout.translationFile,
      publicDir: path.join(checkout.folder, 'public'),
      levels: fixtureLevels,
      today: () => '2026-05-01',
      token,
      port: () => port,
    });
    const upload = (name: string, body: Buffer) =>
      app.inject({
        method: 'POST',
        url: apiPaths.upload,
        headers: { ...own, 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(name) },
        payload: body,
      });
    try {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg>');
      const saved = await upload('Diwali Offer (final).SVG', svg);
      expect(saved.json()).toEqual({ src: '/images/uploads/diwali-offer-final.svg' });
      expect(readFileSync(path.join(checkout.folder, 'public/images/uploads/diwali-offer-final.svg'))).toEqual(svg);
      expect((await upload('Diwali Offer (final).svg', svg)).json()).toEqual({ src: '/images/uploads/diwali-offer-final-2.svg' });
      const files = await open(app);
      expect(files.images).toContain('/images/uploads/diwali-offer-final.svg');
      expect((await upload('notes.txt', Buffer.from('hello'))).statusCode).toBe(422);
      expect((await upload('photo.png', svg)).json()).toEqual({ message: 'This file is not a PNG image.' });
    } finally {
      await app.close();
      checkout.remove();
    }
  });
});
