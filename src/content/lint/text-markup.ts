// html-tag and markdown-link: site.yaml text is shown as typed, with only **bold**, *italics* and
// [words](address) read as markup (inline-links.ts). An HTML tag or a link with a bracket missing
// reaches the page as raw characters.
import type { PathSegment } from '../problem.ts';
import type { Reporter } from './reporter.ts';

/** What to write instead of each tag a marketer is likely to paste. */
const tagAdvice: Record<string, string> = {
  b: 'write **bold**, not <b>',
  strong: 'write **bold**, not <strong>',
  i: 'write *italics*, not <i>',
  em: 'write *italics*, not <em>',
  a: 'write a link as [the words](https://address), not <a href>',
  br: 'start a new item or paragraph instead of <br>',
  p: 'start a new item or paragraph instead of <p>',
  u: 'underlining is not available; use **bold** to stress words',
};

const tag = /<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^<>]*\/?>/;

export function checkHtmlTags(text: string, path: readonly PathSegment[], reporter: Reporter): void {
  const match = tag.exec(text);
  if (!match) return;
  const name = match[1].toLowerCase();
  reporter.report('html-tag', {
    path,
    snippet: match[0],
    message: `"${match[0]}" is an HTML tag: text in site.yaml is not read as HTML, so visitors would see "${match[0]}" as typed.`,
    hint: tagAdvice[name] ?? `remove "${match[0]}"; for emphasis write **bold** or *italics*`,
  });
}

/** A well-formed [words](address), as inline-links.ts reads it. */
const wellFormedLink = /\[[^\]]+\]\([^)\s]+\)/g;

/** The likely slip in a text whose brackets are left over once the good links are taken out. */
function brokenLink(rest: string): { snippet: string; fix: string } | undefined {
  const noClose = /\[[^\]]+\]\([^)\s]*(?:\s|$)/.exec(rest);
  if (noClose) return { snippet: noClose[0].trimEnd(), fix: 'add the ")" after the address' };
  const spaced = /\[[^\]]+\]\s+\(/.exec(rest);
  if (spaced) return { snippet: spaced[0], fix: 'remove the space between "]" and "(": write [the words](address)' };
  const noSquare = /\[[^\]]*\(/.exec(rest);
  if (noSquare) return { snippet: noSquare[0], fix: 'add the "]" after the link\'s words: [the words](address)' };
  const noOpen = /\]\(/.exec(rest);
  if (noOpen) return { snippet: noOpen[0], fix: 'add the "[" before the link\'s words: [the words](address)' };
  const bracket = /[[\]]/.exec(rest);
  if (bracket) return { snippet: bracket[0], fix: 'write a link as [the words](address), or remove the bracket' };
  return undefined;
}

export function checkMarkdownLinks(text: string, path: readonly PathSegment[], reporter: Reporter): void {
  if (!/[[\]]/.test(text)) return;
  const broken = brokenLink(text.replace(wellFormedLink, ''));
  if (!broken) return;
  reporter.report('markdown-link', {
    path,
    snippet: broken.snippet,
    message: `This link is not complete at "${broken.snippet}", so visitors would see the brackets instead of a link.`,
    hint: broken.fix,
  });
}
