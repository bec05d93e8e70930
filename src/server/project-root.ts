// The project folder, found from this file: the server's defaults (dist/, data/) live under it. Kept
// apart from the site.yaml loader so that the server never loads the loader.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
