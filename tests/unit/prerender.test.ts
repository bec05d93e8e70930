// Every route is prerendered with its own head and its content in the HTML: the test site's build
// (npm test builds it first).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/content/load-site-file.ts';
import { fixtureDistDir, fixtureSite } from '../fixture-site.ts';
import { htmlFileOf } from '../../src/app/routes.ts';
import { fixtureHindiSite } from '../fixture-site.ts';
import { prefixedPath } from '../../src/content/translations/localize-site.ts';

const site = fixtureSite;
const dist = fixtureDistDir;
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const firstHeading = (sections: { type: string }[]) => {
  const first = sections[0] as { headline?: string; title?: string };
  return first.headline ?? first.title ?? '';
};

describe('prerendered pages', () => {
  for (const [name, page] of Object.entries(site.pages)) {
    it(`writes ${page.path} with its title, description, canonical link and heading`, () => {
      const file = path.join(dist, htmlFileOf(page.path));
      expect(existsSync(file), `${file} exists`).toBe(true);
      const html = readFileSync(file, 'utf8');
      expect(html).toContain('<html lang="en-IN">');
      expect(html).toContain(`<title>${escape(page.title)}</title>`);
      expect(html).toContain(`<meta name="description" content="${escape(page.description)}" />`);
      expect(html).toContain(`<link rel="canonical" href="${site.brand.origin}${page.path}" />`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${escape(firstHeading(page.sections)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
      expect(html, 'no unresolved placeholder').not.toMatch(/<!--app-(html|head)-->|\{year\}|\{n\}|\{total\}/);
      // Every section rendered in one pass: no suspended boundary left for a script to fill in.
      expect(html, 'no suspended section').not.toMatch(/<!--\$[?!]-->|<template id="B:/);
      const allInline = html.match(/<script>[^<]*<\/script>/g) ?? [];
      // Every page remembers a visitor's choice of Hindi, and leads it to its own Hindi page (tested
      // in the browser).
      const memory = allInline.filter((script) => script.includes('skillstrike-language'));
      expect(memory).toHaveLength(1);
      expect(memory[0]).toContain(`location.replace(${JSON.stringify(page.path === '/' ? '/hi' : `/hi${page.path}`)}+`);
      const inlineScripts = allInline.filter((script) => !memory.includes(script));
      // The js-class line and the one that fetches the page's code after the first paint.
      expect(inlineScripts, 'only the js-class and script-loading lines are inline').toHaveLength(2);
      expect(inlineScripts[1]).toMatch(/"\/assets\/index-[\w-]+\.js".*observe\({type:"paint"/);
      expect(html, 'no script fetched before the first paint').not.toMatch(/<script type="module"|<link rel="modulepreload"/);
      expect(html, `${name} links the navigation`).toContain('href="/#games"');
    });
  }

  it('writes a 404 page that search engines do not index', () => {
    const html = readFileSync(path.join(dist, '404.html'), 'utf8');
    expect(html).toContain(`<title>${escape(site.notFound.title)}</title>`);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('Page not found');
  });

  it('puts every policy text in the HTML, not only in scripts', () => {
    const refund = readFileSync(path.join(dist, 'refund/index.html'), 'utf8');
    expect(refund).toContain('7-10 business days');
    const privacy = readFileSync(path.join(dist, 'privacy/index.html'), 'utf8');
    for (const state of ['Andhra Pradesh', 'Assam', 'Orissa', 'Telangana', 'Sikkim', 'Meghalaya', 'Nagaland']) {
      expect(privacy).toContain(state);
    }
  });
});

describe('search engines and sharing', () => {
  const home = () => readFileSync(path.join(dist, 'index.html'), 'utf8');

  it('gives every page Open Graph and Twitter cards with the share image', () => {
    for (const page of Object.values(site.pages)) {
      const html = readFileSync(path.join(dist, htmlFileOf(page.path)), 'utf8');
      expect(html).toContain(`<meta property="og:title" content="${escape(page.title)}" />`);
      expect(html).toContain(`<meta property="og:url" content="${site.brand.origin}${page.path}" />`);
      expect(html).toContain(`<meta property="og:image" content="${site.brand.origin}/images/share-card.jpg" />`);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
      expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    }
    expect(existsSync(path.join(dist, 'images/share-card.jpg'))).toBe(true);
  });

  it('describes the organisation and the Android app as JSON-LD on the home page', () => {
    const block = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(home())?.[1];
    const data = JSON.parse(String(block)) as { '@graph': { '@type': string; name: string; operatingSystem?: string }[] };
    expect(data['@graph'].map((node) => node['@type'])).toEqual(['Organization', 'MobileApplication']);
    expect(data['@graph'][1]).toMatchObject({ name: site.brand.name, operatingSystem: 'Android' });
  });

  it('lists every page in sitemap.xml and points robots.txt at it', () => {
    const sitemap = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(
      Object.values(site.pages).flatMap((page) => [site.brand.origin + page.path, site.brand.origin + prefixedPath(page.path, '/hi')]),
    );
    // Each page names both its languages and x-default (the English page).
    const about = sitemap.slice(sitemap.indexOf(`<loc>${site.brand.origin}/hi/about</loc>`)).split('</url>')[0];
    expect(about).toContain(`<xhtml:link rel="alternate" hreflang="en-IN" href="${site.brand.origin}/about" />`);
    expect(about).toContain(`<xhtml:link rel="alternate" hreflang="hi-IN" href="${site.brand.origin}/hi/about" />`);
    expect(about).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${site.brand.origin}/about" />`);
    const robots = readFileSync(path.join(dist, 'robots.txt'), 'utf8');
    expect(robots).toContain(`Sitemap: ${site.brand.origin}/sitemap.xml`);
  });

  it('writes a web app manifest with PNG icons that exist', () => {
    const manifest = JSON.parse(readFileSync(path.join(dist, 'manifest.webmanifest'), 'utf8')) as {
      name: string;
      icons: { src: string }[];
    };
    expect(manifest.name).toBe(site.brand.name);
    for (const icon of manifest.icons)
      expect(existsSync(path.join(dist, icon.src)) || existsSync(path.join(projectRoot, 'public', icon.src))).toBe(true);
  });

  it('links the manifest from every page only once it has painted (or without JavaScript)', () => {
    for (const page of Object.values(site.pages)) {
      const links = readFileSync(path.join(dist, htmlFileOf(page.path)), 'utf8').match(
        /(<noscript data-after-paint>)?<link rel="manifest"[^>]*>/g,
      );
      expect(links, page.path).toEqual(['<noscript data-after-paint><link rel="manifest" href="/manifest.webmanifest" />']);
    }
  });
});

describe('the images a page shows at once', () => {
  it("leave out the video player's poster and captions, which a browser would fetch as the page starts", () => {
    const home = readFileSync(path.join(dist, htmlFileOf(site.pages.home.path)), 'utf8');
    const player = /<video\b[^>]*>[\s\S]*?<\/video>/.exec(home)?.[0] ?? '';
    expect(player).toContain('<track');
    expect(player).not.toMatch(/\bposter=/);
    expect(player).not.toMatch(/<track\b[^>]*\bdefault\b/);
  });

  it('are in the page itself when they are small SVGs, not files fetched beside the stylesheet', () => {
    for (const page of Object.values(site.pages)) {
      const html = readFileSync(path.join(dist, htmlFileOf(page.path)), 'utf8');
      const eagerFiles = (html.match(/<img\b[^>]*>/g) ?? [])
        .filter((tag) => !tag.includes('loading="lazy"'))
        .map((tag) => /src="(\/[^"]+\.svg)"/.exec(tag)?.[1])
        .filter((source): source is string => Boolean(source))
        .filter((source) => readFileSync(path.join(dist, source)).length <= 4_096);
      expect(eagerFiles, page.path).toEqual([]);
      expect(html, page.path).toMatch(/<img src="data:image\/svg\+xml,[^"]+" alt="[^"]+"/);
    }
  });

  it('hold only the GAMES image on show: the stacked ones, near the first screen, would be fetched beside the stylesheet', () => {
    const home = readFileSync(path.join(dist, htmlFileOf(site.pages.home.path)), 'utf8');
    const games = site.pages.home.sections.find((section) => section.type === 'games');
    if (games?.type !== 'games') throw new Error('the test site has a GAMES section');
    expect(
      games.sets.some((set) => set.images.length > 1),
      'a set with images to turn',
    ).toBe(true);
    const frames = home.match(/<div class="games-frame">[\s\S]*?<\/article>/g) ?? [];
    expect(frames).toHaveLength(games.sets.length);
    frames.forEach((frame, index) => {
      const images = games.sets[index].images;
      // Every image keeps its place in the stack; only the first has its picture yet.
      expect(frame.match(/class="games-image"/g)).toHaveLength(images.length);
      expect([...frame.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1])).toEqual([images[0].src]);
    });
  });
});

describe("the page's background picture", () => {
  it('is a layer that stays put, not background-attachment: fixed, which repaints the screen on every frame of a scroll', () => {
    const home = readFileSync(path.join(dist, htmlFileOf(site.pages.home.path)), 'utf8');
    const sheets = [...home.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(([, href]) =>
      readFileSync(path.join(dist, href), 'utf8'),
    );
    expect(sheets.length).toBeGreaterThan(0);
    const css = sheets.join('\n');
    expect(css).not.toMatch(/background-attachment:\s*fixed/);
    expect(css).toContain(`body:before{background-image:url(${site.loader.background})}`);
    expect(css).toMatch(/body:before\{[^}]*position:fixed/);
  });
});

describe('the prerendered contact form', () => {
  it('cannot be sent before its code has loaded, and would never send by GET', () => {
    const html = readFileSync(path.join(dist, 'contact/index.html'), 'utf8');
    const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
  });
});

describe('the Hindi pages', () => {
  const hindi = fixtureHindiSite;
  if (!hindi) throw new Error('the test site has no site.hi.yaml');
  for (const [name, page] of Object.entries(hindi.pages)) {
    it(`writes ${page.path} in Hindi, with hreflang to ${site.pages[name].path}`, () => {
      const html = readFileSync(path.join(dist, htmlFileOf(page.path)), 'utf8');
      expect(html).toContain('<html lang="hi-IN">');
      expect(html).toContain(`<title>${escape(page.title)}</title>`);
      expect(html).toContain(`<link rel="canonical" href="${site.brand.origin}${page.path}" />`);
      const origin = site.brand.origin;
      expect(html).toContain(`<link rel="alternate" hreflang="en-IN" href="${origin}${site.pages[name].path}" />`);
      expect(html).toContain(`<link rel="alternate" hreflang="hi-IN" href="${origin}${page.path}" />`);
      expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}${site.pages[name].path}" />`);
      // Its navigation stays in Hindi, and its Hindi shell is fetched with its code, not later.
      expect(html).toContain(`href="/hi#games"`);
      expect(html).toMatch(/"\/assets\/shell-hi-[\w-]+\.js"/);
      // The switcher: a real link to the English page, in English.
      expect(html).toMatch(
        new RegExp(
          `<a class="language-switch language-switch-phone" href="${site.pages[name].path}" hrefLang="en-IN" lang="en-IN" data-system-font="">`,
          'i',
        ),
      );
      expect(html, 'a text without Hindi is marked').toContain('lang="en-IN"');
    });
  }

  it('writes a Hindi 404 page, and English pages name their Hindi one', () => {
    const notFound = readFileSync(path.join(dist, 'hi/404.html'), 'utf8');
    expect(notFound).toContain('<html lang="hi-IN">');
    expect(notFound).toContain(`<title>${escape(hindi.notFound.title)}</title>`);
    // Shown at any address under /hi/: its switcher leads to English home, not to another missing page.
    expect(notFound).toMatch(/<a class="language-switch language-switch-phone" href="\/" hreflang="en-IN"/);
    const about = readFileSync(path.join(dist, 'about/index.html'), 'utf8');
    expect(about).toContain(`<link rel="alternate" hreflang="hi-IN" href="${site.brand.origin}/hi/about" />`);
    expect(about).not.toMatch(/shell-hi-/);
  });
});
