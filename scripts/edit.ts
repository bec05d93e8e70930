// npm run edit: the site editor in the browser (src/editor/). Edits site.yaml and site.hi.yaml of
// this checkout (SITE_YAML for another site file), on 127.0.0.1:PORT (a free port by default).
// Its first line with an address is the one to open: it carries a token made for this launch,
// without which the editor's API answers 403.
import { buildDayFromEnv, defaultSitePath, lintLevelsFromEnv } from '../src/content/load-site-file.ts';
import { startEditor } from '../src/editor/server/start-editor.ts';

const port = process.env.PORT ? Number(process.env.PORT) : 0;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number (0 for any free one), not "${process.env.PORT}".`);
  process.exit(2);
}
const editor = await startEditor({ siteFile: defaultSitePath, port, levels: lintLevelsFromEnv(), day: buildDayFromEnv() });
console.log(`The site editor is ready. Open ${editor.url}`);
console.log('It edits', defaultSitePath, '(Ctrl+C stops it; unsaved changes are lost).');
const stop = () => {
  // A page left open holds connections; the editor is gone for it either way.
  setTimeout(() => process.exit(0), 3000).unref();
  void editor.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
