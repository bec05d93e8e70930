// One scene as a self-contained HTML page (1280 x 720 CSS px): the site's typeface and artwork
// inlined as data: URLs, so Chromium draws it from a file with nothing to fetch.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Scene } from './scenes.ts';

const require = createRequire(import.meta.url);
const fontFile = require.resolve('@fontsource-variable/baloo-2/files/baloo-2-latin-wght-normal.woff2');

const dataUrl = (file: string, type: string) => `data:${type};base64,${readFileSync(file).toString('base64')}`;
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sceneHtml(scene: Scene, publicDir: string, background: string): string {
  const image = (src: string) => dataUrl(path.join(publicDir, src), src.endsWith('.svg') ? 'image/svg+xml' : 'image/png');
  const art = scene.art ? `<img class="art art-${scene.kind}" src="${image(scene.art)}" alt="">` : '';
  const number = scene.number ? `<div class="number">${String(scene.number).padStart(2, '0')}</div>` : '';
  return `<!doctype html><html><head><meta charset="utf-8"><style>
@font-face { font-family: 'Baloo 2'; font-weight: 400 800; src: url(${dataUrl(fontFile, 'font/woff2')}) format('woff2'); }
html, body { margin: 0; width: 1280px; height: 720px; overflow: hidden; }
body { font-family: 'Baloo 2', sans-serif; color: #f8fafc; background: #070b16 url(${image(background)}) center / cover; }
.frame { position: absolute; inset: 0; display: grid; align-items: center; padding: 0 96px;
  background: radial-gradient(60% 80% at 75% 50%, rgb(124 58 237 / 0.28), transparent 70%); }
.step { grid-template-columns: 1fr 520px; gap: 48px; }
.title, .closing { justify-items: center; text-align: center; align-content: center; gap: 28px; }
.number { font-size: 120px; font-weight: 800; line-height: 0.9; letter-spacing: -0.03em;
  background: linear-gradient(135deg, #fbbf24, #fb7185 60%, #a78bfa); -webkit-background-clip: text; color: transparent; }
h1 { margin: 12px 0 16px; font-size: 72px; line-height: 1.05; font-weight: 800; }
.title h1 { text-transform: uppercase; letter-spacing: 0.04em; }
.closing h1 { font-size: 52px; color: #fbbf24; }
p { margin: 0; font-size: 34px; line-height: 1.35; color: #dbe3f0; max-width: 880px; }
.closing p { font-size: 40px; color: #f8fafc; max-width: 1000px; }
.art-step { width: 520px; height: 440px; object-fit: contain; filter: drop-shadow(0 20px 50px rgb(124 58 237 / 0.45)); }
.art-title, .art-closing { width: 380px; }
</style></head><body><div class="frame ${scene.kind}">
${scene.kind === 'step' ? `<div>${number}<h1>${escape(scene.heading)}</h1><p>${escape(scene.text)}</p></div>${art}` : `${art}<h1>${escape(scene.heading)}</h1><p>${escape(scene.text)}</p>`}
</div></body></html>`;
}
