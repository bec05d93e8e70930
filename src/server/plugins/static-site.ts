// Serves the prerendered site from dist/: each route's index.html (held in memory), hashed assets
// cached for a year, HTML revalidated on every visit, precompressed .br/.gz where the client accepts them.
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PageInMemory } from '../static/page-in-memory.ts';
import { manifestFileName } from '../config/server-manifest.ts';
import { hindiPrefix, isHindiPath } from '../../content/languages.ts';

export interface StaticSiteOptions {
  distDir: string;
  /** The JSON answer's message for an address under /api/ that does not exist. */
  /** The JSON 404's message, in the request's language. */
  notFoundMessage: (request: FastifyRequest) => string;
}

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';
const oneDay = 'public, max-age=86400';

/** Every prerendered page in dist/, as URL path -> file relative to dist/. */
export function findPages(distDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) visit(full);
      else if (name === 'index.html') {
        const relative = path.relative(distDir, full);
        const route = `/${path.dirname(relative).split(path.sep).join('/')}`.replace(/^\/\.$/, '/');
        pages.set(route, relative);
      }
    }
  };
  visit(distDir);
  return pages;
}

function cacheControlFor(filePath: string): string {
  // The precompressed copy of a page is still that page: index.html.br is revalidated like index.html.
  if (/\.html(\.br|\.gz)?$/.test(filePath)) return revalidate;
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return immutable;
  return oneDay;
}

async function staticSite(app: FastifyInstance, { distDir, notFoundMessage }: StaticSiteOptions) {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`No built site in ${distDir}: run "npm run build" first (or "npm start", which builds and serves).`);
  }
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    redirect: false,
    preCompressed: true,
    cacheControl: false,
    // The server's own manifest sits in dist/ beside the pages it describes, but is not for visitors.
    allowedPath: (pathName) => pathName !== `/${manifestFileName}`,
    setHeaders: (reply, filePath) => reply.header('Cache-Control', cacheControlFor(filePath)),
  });

  const pages = findPages(distDir);
  for (const [route, file] of pages) {
    const full = path.join(distDir, file);
    const page = new PageInMemory(full, statSync(full).mtime);
    app.get(route, (request, reply) => {
      const answer = page.answer(request.headers['accept-encoding'], request.headers['if-none-match'], revalidate);
      reply.code(answer.status).headers(answer.headers);
      return answer.body === undefined ? reply.send() : reply.send(answer.body);
    });
  }

  // /index.html and /about/index.html are the files behind / and /about, not pages of their own:
  // the browser app would show its not-found page there. Send visitors to the page's one address.
  for (const route of pages.keys()) {
    const fileAddress = route === '/' ? '/index.html' : `${route}/index.html`;
    app.get(fileAddress, (request, reply) => {
      const query = request.url.indexOf('?');
      return reply.redirect(query === -1 ? route : route + request.url.slice(query), 301);
    });
  }

  // //about, /hi//terms: an address with doubled slashes (a link joined from two parts, a slip when
  // typing) is the one with single slashes. Left as it was, the file server refused it (403, JSON).
  // A backslash is left alone: browsers read "/\host" as another site's address.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const query = request.url.indexOf('?');
    const pathname = query === -1 ? request.url : request.url.slice(0, query);
    if (!pathname.includes('//') || pathname.includes('\\')) return;
    return reply.redirect(pathname.replace(/\/{2,}/g, '/') + (query === -1 ? '' : request.url.slice(query)), 301);
  });

  // /About, /CONTACT: typed or shared with capitals, an address that is a page in lower case is sent
  // there (the browser app matches addresses case-sensitively too, so it never shows half a page).
  const lowerCaseRoute = (url: string): string | undefined => {
    const query = url.indexOf('?');
    const pathname = query === -1 ? url : url.slice(0, query);
    const lower = pathname.toLowerCase();
    return lower !== pathname && pages.has(lower) ? lower + (query === -1 ? '' : url.slice(query)) : undefined;
  };

  // The not-found pages are held from the start like the others: read from disk at each visit, a
  // build written while the server runs (before its restart) sent the new 404 page under the old
  // build's CSP hashes, and the browser refused its scripts (its menu button did nothing).
  const heldPage = (file: string) => {
    const full = path.join(distDir, file);
    return existsSync(full) ? new PageInMemory(full, statSync(full).mtime) : undefined;
  };
  const notFoundPage = heldPage('404.html');
  // An address under /hi/ is answered with the Hindi not-found page, when the build has Hindi.
  const hindiNotFoundPage = heldPage(`${hindiPrefix.slice(1)}/404.html`);
  const sendNotFound = (page: PageInMemory, request: FastifyRequest, reply: FastifyReply) => {
    // A 404 is never answered 304: no If-None-Match is passed on.
    const answer = page.answer(request.headers['accept-encoding'], undefined, revalidate);
    reply.code(404).headers(answer.headers);
    return request.method === 'HEAD' ? reply.send() : reply.send(answer.body);
  };
  app.setNotFoundHandler((request, reply: FastifyReply) => {
    const wantsHtml = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    const lower = wantsHtml ? lowerCaseRoute(request.url) : undefined;
    if (lower) return reply.redirect(lower, 301);
    if (wantsHtml && hindiNotFoundPage && isHindiPath(request.url.split('?')[0])) return sendNotFound(hindiNotFoundPage, request, reply);
    if (wantsHtml && notFoundPage) return sendNotFound(notFoundPage, request, reply);
    return reply
      .code(404)
      .header('cache-control', 'no-store')
      .send({ success: false, message: notFoundMessage(request) });
  });
}

export default fp(staticSite, { name: 'static-site' });
