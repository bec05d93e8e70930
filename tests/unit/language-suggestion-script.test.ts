// The offer of the Hindi page on English pages, made at build time: the head script that decides
// before the first paint whether to show it and remembers the visitor's answer, and the row the
// prerender writes into the header.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { languageSuggestionScript, suggestionAttribute, withLanguageSuggestion } from '../../scripts/language-suggestion.ts';
import { languageChoiceKey } from '../../src/content/languages.ts';
import { shells } from '../../src/build/site-plugin.ts';
import { requireLocalizedSite } from '../../src/content/load-site-file.ts';
import { fixtureLevels, fixtureSite, fixtureSitePath } from '../fixture-site.ts';

const { en: fixtureShell, hi } = shells(fixtureSite, requireLocalizedSite(fixtureSitePath, fixtureLevels) ?? null);
if (!hi) throw new Error('the test site has no Hindi');
const fixtureHindiShell = hi;

/** The code of the English pages' head script. */
const code = /<script>([\s\S]*)<\/script>/.exec(languageSuggestionScript(fixtureShell))?.[1] ?? '';

interface Page {
  marked: boolean;
  stored: Map<string, string>;
  click: (target: object) => void;
}

/** Runs the English pages' head script on a page whose browser asks for `languages` and remembers `choice`. */
function runScript(languages: string[], choice: string | null, pathname = '/about', hash = '', search = ''): Page {
  const stored = new Map<string, string>(choice === null ? [] : [[languageChoiceKey, choice]]);
  const attributes = new Set<string>();
  let onClick: (event: { target: object }) => void = () => {};
  runInNewContext(code, {
    localStorage: { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => stored.set(key, value) },
    navigator: { languages },
    location: { pathname, hash, search },
    document: {
      documentElement: { setAttribute: (name: string) => attributes.add(name), removeAttribute: (name: string) => attributes.delete(name) },
      addEventListener: (_type: string, listener: typeof onClick) => (onClick = listener),
    },
  });
  return {
    get marked() {
      return attributes.has(suggestionAttribute);
    },
    stored,
    click: (target) => onClick({ target }),
  };
}

/** An element of the offer's row (a link with its href, or the button): closest() finds the row and the element. */
function inRow(tag: 'a' | 'button', href = '') {
  const self = { href, closest: (selector: string) => (selector === '.language-suggestion' || selector === tag ? self : null) };
  return self;
}

describe('the offer of the Hindi page', () => {
  it.each([
    [['hi-IN', 'en-US'], true],
    [['hi'], true],
    [['HI-in'], true],
    [['mr-IN', 'hi-IN', 'en'], true],
    [['en-IN', 'hi'], false],
    [['mr-IN', 'en', 'hi'], false],
    [['en-US'], false],
    [[], false],
  ])('is shown before the first paint to a browser asking for %j: %s', (languages, shown) => {
    expect(runScript(languages, null).marked).toBe(shown);
  });

  it('is not shown to a visitor who has chosen a language, either one', () => {
    expect(runScript(['hi-IN'], 'en').marked).toBe(false);
    expect(runScript(['hi-IN'], 'hi').marked).toBe(false);
  });

  it('remembers English when dismissed and hides itself; remembers Hindi when followed, to the page, query and section the visitor is on', () => {
    const dismissed = runScript(['hi'], null);
    dismissed.click(inRow('button'));
    expect(dismissed.stored.get(languageChoiceKey)).toBe('en');
    expect(dismissed.marked).toBe(false);
    const followed = runScript(['hi'], null, '/terms', '#refunds', '?utm_source=whatsapp');
    const link = inRow('a', '/hi/about');
    followed.click(link);
    expect(followed.stored.get(languageChoiceKey)).toBe('hi');
    expect(link.href).toBe('/hi/terms?utm_source=whatsapp#refunds');
  });

  it('leaves the page alone where storage is off', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => runInNewContext(code, { localStorage: blocked, navigator: { languages: ['hi'] }, document: {} })).not.toThrow();
  });

  it('is written into the header of English pages only, linking to the page in Hindi', () => {
    const body = '<header><nav></nav><div class="language-suggestion-slot"></div></header>';
    const row = withLanguageSuggestion(body, fixtureShell, '/about');
    expect(row).toContain('href="/hi/about"');
    expect(row).toContain(`<span data-system-font="">${fixtureShell.navigation.language?.suggestion}</span>`);
    expect(withLanguageSuggestion(body, fixtureShell, undefined)).toContain('href="/hi"');
    expect(withLanguageSuggestion(body, fixtureHindiShell, '/hi/about')).toBe(body);
    expect(languageSuggestionScript(fixtureHindiShell)).toBe('');
  });
});
