// The editor's API as a Fastify app: the files, the draft's check, the save (refused while the
// draft has errors or the disk changed since it was opened), the image upload and the news that a
// file changed on disk. Built apart from the listening server so tests drive it with inject.
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerFactory } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { LevelOverrides } from '../../content/lint/reporter.ts';
import { publicFiles } from '../../content/load-site-file.ts';
import {
  apiPaths,
  type CheckRequest,
  type ConflictAnswer,
  type DiskEvent,
  type FilesAnswer,
  type RefusedAnswer,
  type SaveAnswer,
  type SaveRequest,
} from '../shared/api.ts';
import { commitMessage, describeSiteChanges, describeTranslationChanges } from '../shared/change-summary.ts';
import { checkDraft, type CheckSettings } from './check-draft.ts';
import { commitFiles, isGitRepository } from './git-commit.ts';
import { listImages } from './image-list.ts';
import { saveUpload, UploadRefused } from './image-upload.ts';
import { refusal, type GuardSettings } from './request-guard.ts';
import { readFileState, readOptionalFileState, watchFiles, writeWhole } from './site-files.ts';

export interface EditorSettings extends GuardSettings {
  siteFile: string;
  translationFile: string;
  publicDir: string;
  levels: LevelOverrides;
  today: () => string;
}

const bodyLimit = 20 * 1024 * 1024;

export function buildEditorApp(settings: EditorSettings, serverFactory?: FastifyServerFactory): FastifyInstance {
  const app = Fastify({ bodyLimit, ...(serverFactory ? { serverFactory } : {}) });
  const folder = path.dirname(settings.siteFile);
  const checkSettings: CheckSettings = {
    siteName: path.basename(settings.siteFile),
    translationName: path.basename(settings.translationFile),
    files: publicFiles(settings.publicDir),
    levels: settings.levels,
    today: settings.today,
  };
  const onDisk = () => ({ site: readFileState(settings.siteFile), translation: readOptionalFileState(settings.translationFile) });

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const query = request.query as { token?: string } | undefined;
    const why = refusal(request.method, request.headers, query?.token, settings);
    if (why) return reply.code(403).send({ message: why });
  });
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => done(null, body));

  app.get(apiPaths.files, async (): Promise<FilesAnswer> => {
    const { site, translation } = onDisk();
    return { site, translation, git: isGitRepository(folder), images: listImages(settings.publicDir), today: settings.today() };
  });

  app.post<{ Body: CheckRequest }>(apiPaths.check, async (request) => checkDraft(request.body, checkSettings));

  app.post<{ Body: SaveRequest }>(apiPaths.save, async (request, reply) => {
    const draft = request.body;
    const now = onDisk();
    if (now.site.version !== draft.base.site || (now.translation?.version ?? null) !== draft.base.translation) {
      const answer: ConflictAnswer = { message: 'The files changed on disk since you opened them.', ...now };
      return reply.code(409).send(answer);
    }
    const check = checkDraft({ site: draft.site, translation: draft.translation, day: settings.today() }, checkSettings);
    if (check.errors) {
      const answer: RefusedAnswer = {
        message: `Fix the ${check.errors} error${check.errors === 1 ? '' : 's'} first.`,
        errors: check.errors,
      };
      return reply.code(422).send(answer);
    }
    const site = draft.site === now.site.text ? now.site : writeWhole(settings.siteFile, draft.site);
    const translation =
      draft.translation === null || draft.translation === now.translation?.text
        ? now.translation
        : writeWhole(settings.translationFile, draft.translation);
    const answer: SaveAnswer = { site, translation };
    if (draft.commit && isGitRepository(folder)) {
      const message = commitMessage([
        ...describeSiteChanges(now.site.text, draft.site),
        ...describeTranslationChanges(now.translation?.text ?? null, draft.translation),
      ]);
      const files = [settings.siteFile, ...(translation ? [settings.translationFile] : [])];
      answer.commit = { hash: commitFiles(folder, files, message), message };
    }
    return answer;
  });

  app.post<{ Body: Buffer }>(apiPaths.upload, async (request, reply) => {
    const name = request.headers['x-file-name'];
    try {
      if (typeof name !== 'string' || !Buffer.isBuffer(request.body)) throw new UploadRefused('Send the image itself, with its name.');
      return { src: saveUpload(settings.publicDir, decodeURIComponent(name), request.body) };
    } catch (error) {
      if (error instanceof UploadRefused) return reply.code(422).send({ message: error.message });
      throw error;
    }
  });

  // Server-sent events: the files' versions each time one changes on disk.
  const listeners = new Set<ServerResponse>();
  const stopWatching = watchFiles([settings.siteFile, settings.translationFile], () => {
    const { site, translation } = onDisk();
    const event: DiskEvent = { site: site.version, translation: translation?.version ?? null };
    for (const response of listeners) response.write(`data: ${JSON.stringify(event)}\n\n`);
  });
  app.get(apiPaths.events, (request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    reply.raw.write(': connected\n\n');
    listeners.add(reply.raw);
    request.raw.on('close', () => listeners.delete(reply.raw));
  });
  app.addHook('preClose', async () => {
    stopWatching();
    for (const response of listeners) response.end();
    listeners.clear();
  });
  return app;
}
