// The Hindi site made from site.yaml and site.hi.yaml: texts replaced, links moved under /hi, the
// rest (settings, images, paths to files) untouched, and what has no Hindi listed to be marked.
import { describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { parseDocument } from 'yaml';
import { fixtureHindiSite, fixtureSite, fixtureSiteText } from '../fixture-site.ts';
import { localizeSiteData, prefixedPath } from '../../src/content/translations/localize-site.ts';
import { visibleStrings } from '../../src/content/translations/visible-strings.ts';
import { isHindiPath, pathInLanguage, withoutPrefix } from '../../src/content/languages.ts';
import { markUntranslated, shownText } from '../../src/frame/mark-untranslated.ts';
import type { Site } from '../../src/content/site.generated.ts';
import { fillTemplate } from '../../src/content/fill-template.ts';

const data = parseDocument(fixtureSiteText).toJS() as Site;
const translation = `
navigation.items[0].label:
  en: About us
  hi: हमारे बारे में
pages.home.sections[home].headline:
  en: An older headline
  hi: पुरानी हेडलाइन
navigation.items[9].label:
  en: Contact Us
  hi: संपर्क करें
`;

describe('localizeSiteData', () => {
  const { data: hindi, untranslated, translated } = localizeSiteData(data, translation);
  const site = hindi as Site;

  it('puts the Hindi in place of the English, found by its English when it sits under another key, and lists what is left in English', () => {
    expect(site.navigation.items[0].label).toBe('हमारे बारे में');
    // A Hindi made from other English is not shown: it may say what the English no longer says.
    const headlineOf = (from: Site) =>
      (from.pages.home.sections.find((section) => section.id === 'home') as { headline?: string }).headline;
    expect(headlineOf(data)).toBeTruthy();
    expect(headlineOf(site)).toBe(headlineOf(data));
    expect(untranslated).toContain(headlineOf(data));
    // A text moved to another place (a list reordered) keeps its Hindi, found by its English.
    const contact = data.navigation.items.findIndex((item) => item.label === 'Contact Us');
    expect(contact).toBeGreaterThan(0);
    expect(site.navigation.items[contact].label).toBe('संपर्क करें');
    // Every place with one of the two English texts gets its Hindi: a label used twice is one text.
    const same = visibleStrings(data).filter(({ text }) => text === 'About us' || text === 'Contact Us');
    expect(same.length).toBeGreaterThan(2);
    expect(translated).toBe(same.length);
    expect(untranslated).toContain(data.navigation.items[1].label);
    expect(site.brand.lang).toBe('hi-IN');
  });

  it('moves every link to a page of the site under /hi, in fields and in text, and leaves files and other sites', () => {
    expect(site.pages.home.path).toBe('/hi');
    expect(site.pages.about.path).toBe('/hi/about');
    expect(site.navigation.items.map((item) => item.to)).toEqual(data.navigation.items.map((item) => prefixedPath(item.to, '/hi')));
    expect(site.navigation.items[0].to).toMatch(/^\/hi#/);
    expect(JSON.stringify(site)).toContain('](/hi/gaming)');
    expect(JSON.stringify(site)).not.toContain('](/gaming)');
    expect(site.brand.logo.src).toBe(data.brand.logo.src);
    expect(site.api.contactPath).toBe(data.api.contactPath);
    expect(site.contact.notification).toEqual(data.contact.notification);
  });

  it('leaves the English data as it was', () => {
    expect(data.pages.home.path).toBe('/');
    expect(data.navigation.items[0].label).toBe('About us');
  });

  it('is what the build makes of the test site with its site.hi.yaml', () => {
    expect(fixtureHindiSite?.brand.lang).toBe('hi-IN');
    expect(fixtureHindiSite?.pages.contact.path).toBe('/hi/contact');
    expect(fixtureHindiSite?.contact.server.received).not.toBe(fixtureSite.contact.server.received);
  });
});

describe('language addresses', () => {
  it('says which paths are Hindi and finds the same page in the other language', () => {
    expect([isHindiPath('/hi'), isHindiPath('/hi/about'), isHindiPath('/hindi'), isHindiPath('/about')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(pathInLanguage('/', '', '/hi')).toBe('/hi');
    expect(pathInLanguage('/about', '', '/hi')).toBe('/hi/about');
    expect(pathInLanguage('/hi', '/hi', '')).toBe('/');
    expect(pathInLanguage('/hi/terms', '/hi', '')).toBe('/terms');
    expect(withoutPrefix('/history', '/hi')).toBe('/history');
    expect(prefixedPath('/#games', '/hi')).toBe('/hi#games');
  });
});

describe('markUntranslated', () => {
  it('marks the outermost element showing an English text, and images by their alt', () => {
    const window = new Window();
    const root = window.document.createElement('div');
    root.innerHTML =
      '<h2><span>Games</span></h2><p>Join <strong>BGMI</strong> and win.</p><p>खेलो और जीतो</p><img alt="A trophy"><img alt="एक ट्रॉफ़ी">';
    const marked = markUntranslated(root as unknown as Element, ['Games', 'Join **BGMI** and win.', 'A trophy'], 'en-IN');
    expect(marked).toBe(3);
    expect(root.innerHTML).toBe(
      '<h2 lang="en-IN"><span>Games</span></h2><p lang="en-IN">Join <strong>BGMI</strong> and win.</p><p>खेलो और जीतो</p><img alt="A trophy" lang="en-IN"><img alt="एक ट्रॉफ़ी">',
    );
    expect(shownText('Read [our terms](/terms) *now*')).toBe('Read our terms now');
    void window.happyDOM.close();
  });
});

describe('numbers in messages', () => {
  it('are grouped the Indian way in both languages', () => {
    expect(fillTemplate('{n} खिलाड़ी', { n: 1000000 })).toBe('10,00,000 खिलाड़ी');
    expect(fillTemplate('wait {minutes} minutes', { minutes: 10 })).toBe('wait 10 minutes');
    expect(fillTemplate('{n} of {total}', { n: 12345 })).toBe('12,345 of {total}');
  });
});
