// The bench's figures as a plain-text table (for a terminal or a pull request) and as JSON.
import type { EditorLatency } from './editor-latency.ts';
import type { PageSummary } from './lighthouse.ts';
import type { LoadResult } from './load.ts';
import type { CommandTime } from './timed-command.ts';
import { throttling, type LoaderLift } from './loader-lift.ts';

export interface BenchReport {
  startedAt: string;
  commit: string;
  dirty: boolean;
  machine: { cpus: number; node: string; platform: string; chrome: string };
  settings: { runs: number; connections: number; durationSeconds: number };
  lighthouse: PageSummary[];
  loader: LoaderLift[];
  load: LoadResult[];
  commands: CommandTime[];
  /** The site editor's keystroke-to-preview and keystroke-to-error times (editor-latency.ts). */
  editor?: EditorLatency;
}

const kb = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)}` : '-');
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)}` : '-');

function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

export function formatReport(report: BenchReport): string {
  const parts: string[] = [
    `Bench of ${report.commit}${report.dirty ? ' (with uncommitted changes)' : ''} on ${report.startedAt}, ` +
      `${report.machine.cpus} CPUs, Node ${report.machine.node}, ${report.machine.chrome}`,
  ];
  if (report.lighthouse.length) {
    parts.push(
      `Lighthouse 12, median of ${report.settings.runs} run(s)`,
      table(
        [
          'preset',
          'route',
          'perf',
          'a11y',
          'bp',
          'seo',
          'FCP ms',
          'LCP ms',
          'TBT ms',
          'TBT cpu ms',
          'CPU/wall %',
          'CLS',
          'SI ms',
          'JS KB',
          'total KB',
        ],
        report.lighthouse.map((page) => [
          page.preset,
          page.route,
          String(page.scores.performance),
          String(page.scores.accessibility),
          String(page.scores['best-practices']),
          String(page.scores.seo),
          ms(page.values.fcpMs),
          ms(page.values.lcpMs),
          ms(page.values.tbtMs),
          ms(page.cpuBlockingMs),
          ms(page.cpuSharePercent),
          page.values.cls.toFixed(3),
          ms(page.values.speedIndexMs),
          kb(page.jsBytes),
          kb(page.totalBytes),
        ]),
      ),
    );
  }
  if (report.loader.length) {
    parts.push(
      `Loader lift at ${throttling.width} px, ${throttling.latencyMs} ms RTT, ${throttling.downloadBitsPerSecond / 1e6} Mbps, CPU ${throttling.cpuSlowdown}x slower, median of ${report.loader[0].runs} run(s)`,
      table(
        ['route', 'FCP ms', 'background ms', 'loader gone ms', 'gone after background ms', 'main thread hid it ms'],
        report.loader.map((lift) => [
          lift.route,
          ms(lift.fcpMs),
          ms(lift.backgroundMs),
          ms(lift.liftMs),
          ms(lift.afterBackgroundMs),
          ms(lift.heardMs),
        ]),
      ),
    );
  }
  if (report.load.length) {
    parts.push(
      `autocannon, ${report.settings.connections} connections, ${report.settings.durationSeconds} s`,
      table(
        ['request', 'req/s', 'p99 ms', 'errors', 'non-2xx'],
        report.load.map((load) => [
          load.name,
          Math.round(load.requestsPerSecond).toString(),
          String(load.p99Ms),
          String(load.errors),
          String(load.non2xx),
        ]),
      ),
    );
  }
  if (report.editor) {
    const editor = report.editor;
    parts.push(
      `Site editor (npm run edit) at 1280 px, ${editor.keystrokes} keystrokes in the headline, each from its keydown to the frame that shows it`,
      table(
        ['after a keystroke', 'median ms', 'slowest ms', 'times'],
        [
          ['the preview shows it', ms(editor.medianPreviewMs), ms(Math.max(...editor.previewMs)), String(editor.previewMs.length)],
          ['its error shows on the field', ms(editor.medianErrorMs), ms(Math.max(...editor.errorMs)), String(editor.errorMs.length)],
          ['(the server checks the draft)', ms(editor.medianCheckMs), ms(Math.max(...editor.checkMs)), String(editor.checkMs.length)],
        ],
      ),
    );
  }
  if (report.commands.length) {
    parts.push(
      'Commands (wall time)',
      table(
        ['command', 'seconds', 'ok'],
        report.commands.map((command) => [command.command, command.seconds.toFixed(2), command.ok ? 'yes' : 'NO']),
      ),
    );
  }
  return parts.join('\n\n');
}
