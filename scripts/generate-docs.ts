// npm run docs: regenerate docs/content-guide.md from the schema (a test fails when it is stale).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contentGuidePath, generateContentGuide } from './content-guide/render-guide.ts';

mkdirSync(path.dirname(contentGuidePath), { recursive: true });
writeFileSync(contentGuidePath, generateContentGuide());
console.log(`wrote ${contentGuidePath}`);
