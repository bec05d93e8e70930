// Vite plugin: serves the validated site.yaml to the app as virtual modules, fails the build (or
// shows the dev overlay) with every problem at its line, and reloads the page when site.yaml changes.
import type { Plugin } from 'vite';
import path from 'node:path';
import { defaultSitePath, requireLocalizedSite, requireSite, requireUnscheduledSite, type LocalizedSite } from '../content/load-site-file.ts';
import { translationFileFor } from '../content/translations/translation-files.ts';
import type { LevelOverrides } from '../content/lint/reporter.ts';
import type { Site } from '../content/site.generated.ts';
import { customMedia, replaceCustomMedia } from './media-queries.ts';
import { browserShell, shellOf, type SiteShell } from '../frame/site-shell.ts';
import { hindiPrefix } from '../content/languages.ts';
import { themeCss } from './theme-css.ts';
import { apkChecksum } from './apk-checksum.ts';
import { rasterManifest } from './raster-images.ts';
import { isStaticPage } from '../sections/static-types.ts';
import { loaderScript, loaderScriptPlaceholder } from './loader-script.ts';
import { subsetBundleFonts, textsOf } from './font-subset.ts';

const prefix = 'virtual:site/';
const resolvedPrefix = '\0virtual:site/';

export function sitePlugin(sitePath = defaultSitePath, levels?: LevelOverrides): Plugin {
  let cached: Site | undefined;
  let building = false;
  let buildingServer = false;
  let publicDir = '';
  // The Hindi site (site.hi.yaml beside site.yaml), null for a site in one language.
  let cachedHindi: LocalizedSite | null | undefined;
  // Both shells at once (the APK's checksum is read once for both).
  let cachedShells: ReturnType<typeof shells> | undefined;
  const site = () => (cached ??= requireSite(sitePath, undefined, levels));
  const hindiSite = () => (cachedHindi ??= requireLocalizedSite(sitePath, levels) ?? null);
  const translationPath = translationFileFor(sitePath);

  return {
    name: 'skillstrike-site',
    configResolved(config) {
      building = config.command === 'build';
      buildingServer = Boolean(config.build.ssr);
      publicDir = config.publicDir;
    },
    configureServer(dev) {
      dev.watcher.add([sitePath, translationPath]);
      dev.watcher.on('change', (file) => {
        if (path.resolve(file) !== path.resolve(sitePath) && path.resolve(file) !== path.resolve(translationPath)) return;
        cached = undefined;
        cachedHindi = undefined;
        cachedShells = undefined;
        for (const module of dev.moduleGraph.idToModuleMap.values()) {
          if (module.id?.startsWith(resolvedPrefix) || module.id?.endsWith('.css')) dev.moduleGraph.invalidateModule(module);
        }
        try {
          site();
          dev.ws.send({ type: 'full-reload' });
        } catch (error) {
          dev.config.logger.error((error as Error).message);
          dev.ws.send({ type: 'error', err: { message: (error as Error).message, stack: '' } });
        }
      });
    },
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined;
    },
    async load(id, options) {
      if (!id.startsWith(resolvedPrefix)) return undefined;
      this.addWatchFile(sitePath);
      const name = id.slice(resolvedPrefix.length);
      const data = site();
      // Only the dev gallery imports this: every page's sections whatever their dates.
      if (name === 'all-sections') {
        const all = requireUnscheduledSite(sitePath, levels);
        const pages = [
          ...Object.entries(all.pages).map(([page, { path: address, sections }]) => ({ name: page, path: address, sections })),
          { name: 'notFound', path: undefined, sections: all.notFound.sections },
        ];
        return `export default ${JSON.stringify(pages)};`;
      }
      const hindi = hindiSite();
      if (hindi) this.addWatchFile(translationPath);
      // English form settings; the Hindi ones ride in the Hindi shell, so English pages never load them.
      if (name === 'contact') return `export default ${JSON.stringify(data.contact)};`;
      // The browser's copy leaves out what only the server and the prerendered head read.
      const forPage = (shell: SiteShell | undefined) => (shell && !options?.ssr ? browserShell(shell) : (shell ?? null));
      if (name === 'shell') return `export default ${JSON.stringify(forPage((cachedShells ??= shells(data, hindi)).en))};`;
      const loaders = (folder: string) =>
        Object.keys(data.pages).map((page) => `${JSON.stringify(page)}: () => import(${JSON.stringify(`${prefix}${folder}/${page}`)})`);
      // A module of its own, loaded only by Hindi pages, with the Hindi pages' loaders: English pages
      // download neither.
      if (name === 'shell-hi')
        return [
          `export default ${JSON.stringify(forPage((cachedShells ??= shells(data, hindi)).hi))};`,
          `export const pageLoaders = ${hindi ? `{${loaders('page-hi').join(',')}}` : 'null'};`,
        ].join('\n');
      if (name === 'pages') {
        const entries = loaders('page');
        const staticPages = Object.entries(data.pages).filter(([, page]) => isStaticPage(page.sections)).map(([name]) => name);
        const sectionTypes = Object.fromEntries(Object.entries(data.pages).map(([name, page]) => [name, [...new Set(page.sections.map((section) => section.type))]]));
        return [
          `export const pageLoaders = {${entries.join(',')}};`,
          `export const staticPages = ${JSON.stringify(staticPages)};`,
          `export const pageSectionTypes = ${JSON.stringify(sectionTypes)};`,
        ].join('\n');
      }
      if (name.startsWith('page/') || name.startsWith('page-hi/')) {
        const [folder, pageName] = name.split('/');
        const pages = folder === 'page-hi' ? hindi?.site.pages : data.pages;
        const page = pages?.[pageName];
        if (!page) throw new Error(`No page named ${name}`);
        return `export default ${JSON.stringify(page.sections)};`;
      }
      // The responsive copies exist only in a build (scripts/build.ts writes them); the dev server
      // shows the source files as they are.
      if (name === 'images') return `export default ${JSON.stringify(building ? await rasterManifest(publicDir) : {})};`;
      if (name === 'theme.css') return replaceCustomMedia(themeCss(data), customMedia(data.layout));
      throw new Error(`Unknown site module ${id}`);
    },
    transform(code, id) {
      if (!/\.css(\?|$)/.test(id) || id.startsWith(resolvedPrefix)) return undefined;
      if (!code.includes('(--')) return undefined;
      this.addWatchFile(sitePath);
      return { code: replaceCustomMedia(code, customMedia(site().layout)), map: null };
    },
    transformIndexHtml(html, context) {
      // The site's pages come from index.html; other HTML (the dev-only gallery) has no loader.
      if (!html.includes(loaderScriptPlaceholder)) {
        if (path.basename(context.filename) === 'index.html') throw new Error(`index.html has lost the loader's script ${loaderScriptPlaceholder}`);
        return html;
      }
      return html.replace(loaderScriptPlaceholder, `<script>${loaderScript(site().loader)}</script>`);
    },
    generateBundle: {
      // After Vite has written the stylesheet, which names the font files.
      order: 'post',
      async handler(_options, bundle) {
        // The browser's fonts, cut to the characters the site (in both languages) can show: every
        // section's, also those dated to appear later.
        if (!building || buildingServer) return;
        const text = textsOf(requireUnscheduledSite(sitePath, levels)) + textsOf(hindiSite()?.site);
        await subsetBundleFonts(bundle, text, (fileName, source) => this.emitFile({ type: 'asset', fileName, source }));
      },
    },
    handleHotUpdate(context) {
      if (path.resolve(context.file) === path.resolve(sitePath) || path.resolve(context.file) === path.resolve(translationPath)) return [];
      return undefined;
    },
  };
}

/** The English shell and, when the site has Hindi, the Hindi one; each names the other as its alternate. */
export function shells(site: Site, hindi: LocalizedSite | null): { en: SiteShell; hi?: SiteShell } {
  const checksum = apkChecksum(site);
  const english = { lang: site.brand.lang, prefix: '' };
  const hindiLocale = hindi ? { lang: hindi.language.lang, prefix: hindiPrefix } : undefined;
  const en = shellOf(site, checksum, { ...english, ...(hindiLocale ? { alternate: hindiLocale } : {}), untranslated: [] });
  if (!hindi || !hindiLocale) return { en };
  const hi = shellOf(hindi.site, checksum, { ...hindiLocale, alternate: english, untranslated: hindi.untranslated });
  return { en, hi: { ...hi, contact: hindi.site.contact } };
}
