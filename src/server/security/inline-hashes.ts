// The CSP hashes of the inline <script> and <style> elements in the built pages, computed when the
// server starts, so the policy allows exactly the inline code the build wrote and nothing else.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

export const cspHash = (content: string) => `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;

function* htmlFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* htmlFiles(full);
    else if (name.endsWith('.html')) yield full;
  }
}

// The build writes plain markup, so a pattern is enough: an element with a src is not inline code.
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const styleElement = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

export function inlineHashesOf(html: string): InlineHashes {
  const scripts = [...html.matchAll(scriptElement)].filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes)).map(([, , body]) => body);
  const styles = [...html.matchAll(styleElement)].map(([, body]) => body);
  return { scripts: scripts.map(cspHash), styles: styles.map(cspHash) };
}

export function inlineHashesInDir(distDir: string): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const file of htmlFiles(distDir)) {
    const found = inlineHashesOf(readFileSync(file, 'utf8'));
    found.scripts.forEach((hash) => scripts.add(hash));
    found.styles.forEach((hash) => styles.add(hash));
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}
