// deploy/nginx.conf as the tests run it: the file itself, with only what belongs to the machine
// changed (the upstream servers' and the listening addresses) and nginx's own files kept in its
// temporary folder. Every change is checked to have applied, so an edit of the file that moves
// these lines fails here rather than testing something else.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../../src/content/load-site-file.ts';

export const deployNginxConfPath = path.join(projectRoot, 'deploy/nginx.conf');

function replaceChecked(text: string, pattern: RegExp, replacement: string, what: string): string {
  const matches = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`)) ?? [];
  if (matches.length === 0) throw new Error(`deploy/nginx.conf: ${what} not found (${pattern})`);
  return text.replace(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`), replacement);
}

/** deploy/nginx.conf, sending to the servers on `upstreamPorts` and listening on 127.0.0.1:`port`. */
export function deployNginxConf(dir: string, port: number, upstreamPorts: number[]): string {
  let text = readFileSync(deployNginxConfPath, 'utf8');
  // The upstream's servers: the compose file's app1 and app2 become the test's.
  text = replaceChecked(text, /^(\s*)server app1:3000[^;]*;\n(\s*server app\d+:3000[^;]*;\n)*/m, '', 'the upstream servers app1, app2');
  text = replaceChecked(
    text,
    /^(\s*)upstream skillstrike \{\n/m,
    `$1upstream skillstrike {\n${upstreamPorts.map((upstream) => `$1  server 127.0.0.1:${upstream};\n`).join('')}`,
    'the upstream block',
  );
  text = replaceChecked(text, /^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`, 'listen 80');
  // Debian's nginx keeps its temporary files and access log under /var: here, in the folder.
  const local = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `  ${name}_temp_path ${path.join(dir, `${name}_temp`)};`)
    .join('\n');
  return replaceChecked(text, /^http \{\n/m, `http {\n${local}\n  access_log off;\n`, 'the http block');
}
