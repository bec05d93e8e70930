// A minimal Language Server Protocol client for yaml-language-server, the server behind VS Code's
// YAML extension: it starts the real server over stdio so the tests see what a marketer's editor
// sees (completion, hover, diagnostics) from our schema, with no editor and no network.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from 'vscode-jsonrpc/node.js';
import { projectRoot } from '../../src/content/load-site-file.ts';

export interface Position {
  line: number;
  character: number;
}
export interface Range {
  start: Position;
  end: Position;
}
export interface Diagnostic {
  range: Range;
  message: string;
  severity?: number;
}
export interface CompletionItem {
  label: string;
  insertText?: string;
  textEdit?: { newText: string };
  documentation?: string | { kind: string; value: string };
}
export interface Hover {
  contents: string | { kind: string; value: string } | (string | { value: string })[];
}

export interface YamlLanguageClient {
  open(file: string, text: string): Promise<Diagnostic[]>;
  change(text: string): Promise<Diagnostic[]>;
  completion(at: Position): Promise<CompletionItem[]>;
  hover(at: Position): Promise<string>;
  stop(): Promise<void>;
}

const serverScript = path.join(projectRoot, 'node_modules/yaml-language-server/bin/yaml-language-server');

/** Generous: the machine is small and busy, and the first request compiles the whole schema. */
const waitMs = 60_000;

function withTimeout<T>(promise: Promise<T>, what: string, log: readonly string[]): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`yaml-language-server: no ${what} within ${waitMs / 1000} s. Its stderr:\n${log.join('').slice(-2000)}`)),
      waitMs,
    );
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

function hoverText(hover: Hover | null): string {
  if (!hover) return '';
  const parts = Array.isArray(hover.contents) ? hover.contents : [hover.contents];
  return parts.map((part) => (typeof part === 'string' ? part : part.value)).join('\n');
}

export async function startYamlLanguageServer(): Promise<YamlLanguageClient> {
  const child = spawn(process.execPath, [serverScript, '--stdio'], { cwd: projectRoot, stdio: ['pipe', 'pipe', 'pipe'] });
  const stderr: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  const connection: MessageConnection = createMessageConnection(
    new StreamMessageReader(child.stdout),
    new StreamMessageWriter(child.stdin),
  );

  // Each open or change produces one publishDiagnostics for that document version; callers wait
  // for the one that answers their edit, not an older one still in flight.
  let uri = '';
  let version = 0;
  const waiting = new Map<number, (diagnostics: Diagnostic[]) => void>();
  connection.onNotification('textDocument/publishDiagnostics', (params: { uri: string; version?: number; diagnostics: Diagnostic[] }) => {
    if (params.uri !== uri) return;
    const resolve = waiting.get(params.version ?? version);
    if (resolve) {
      waiting.delete(params.version ?? version);
      resolve(params.diagnostics);
    }
  });
  // The server asks the editor for its settings; answer as VS Code would with ours.
  const settings = {
    validate: true,
    hover: true,
    completion: true,
    schemaStore: { enable: false },
    schemas: {},
  };
  connection.onRequest('workspace/configuration', (params: { items: { section?: string }[] }) =>
    params.items.map((item) => (item.section === 'yaml' ? settings : null)),
  );
  connection.onRequest('client/registerCapability', () => null);
  connection.onNotification(() => undefined);
  connection.listen();

  const rootUri = pathToFileURL(projectRoot).href;
  await withTimeout(
    connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri,
      workspaceFolders: [{ uri: rootUri, name: 'site' }],
      capabilities: {
        workspace: { configuration: true },
        textDocument: {
          completion: { completionItem: { snippetSupport: true, documentationFormat: ['markdown', 'plaintext'] } },
          hover: { contentFormat: ['markdown', 'plaintext'] },
          publishDiagnostics: { versionSupport: true },
        },
      },
      initializationOptions: {},
    }),
    'answer to initialize',
    stderr,
  );
  await connection.sendNotification('initialized', {});
  await connection.sendNotification('workspace/didChangeConfiguration', { settings: { yaml: settings } });

  const diagnosticsFor = (forVersion: number) =>
    withTimeout(new Promise<Diagnostic[]>((resolve) => waiting.set(forVersion, resolve)), `diagnostics for version ${forVersion}`, stderr);

  return {
    async open(file, text) {
      uri = pathToFileURL(path.resolve(projectRoot, file)).href;
      version = 1;
      const diagnostics = diagnosticsFor(version);
      await connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version, text } });
      return diagnostics;
    },
    async change(text) {
      version += 1;
      const diagnostics = diagnosticsFor(version);
      await connection.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ text }] });
      return diagnostics;
    },
    async completion(at) {
      const answer = await withTimeout(
        connection.sendRequest<{ items: CompletionItem[] } | CompletionItem[] | null>('textDocument/completion', {
          textDocument: { uri },
          position: at,
        }),
        'completion',
        stderr,
      );
      if (!answer) return [];
      return Array.isArray(answer) ? answer : answer.items;
    },
    async hover(at) {
      return hoverText(
        await withTimeout(
          connection.sendRequest<Hover | null>('textDocument/hover', { textDocument: { uri }, position: at }),
          'hover',
          stderr,
        ),
      );
    },
    async stop() {
      try {
        await withTimeout(connection.sendRequest('shutdown'), 'answer to shutdown', stderr);
        await connection.sendNotification('exit');
      } finally {
        connection.dispose();
        if (child.exitCode === null) child.kill();
      }
    },
  };
}
