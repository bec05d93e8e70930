// npm run bench -- [--only lighthouse|loader|load|build|editor] [--route /about] [--runs 5] [--preset mobile|desktop]
import { parseArgs } from 'node:util';

export const parts = ['lighthouse', 'loader', 'load', 'build', 'editor'] as const;
export type Part = (typeof parts)[number];
export const presets = ['mobile', 'desktop'] as const;
export type Preset = (typeof presets)[number];

export interface BenchOptions {
  parts: Part[];
  /** undefined: every route in site.yaml */
  routes?: string[];
  runs: number;
  presets: Preset[];
  chromePath: string;
}

const oneOf = <T extends string>(allowed: readonly T[], value: string, flag: string): T => {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`--${flag} must be one of ${allowed.join(', ')}, not "${value}"`);
};

export function readOptions(argv: string[], env: Record<string, string | undefined>): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      only: { type: 'string', multiple: true },
      route: { type: 'string', multiple: true },
      runs: { type: 'string', default: '5' },
      preset: { type: 'string', multiple: true },
    },
    strict: true,
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of 1 or more, not "${values.runs}"`);
  return {
    parts: values.only ? values.only.map((part) => oneOf(parts, part, 'only')) : [...parts],
    routes: values.route,
    runs,
    presets: values.preset ? values.preset.map((preset) => oneOf(presets, preset, 'preset')) : [...presets],
    chromePath: env.CHROME_PATH || '/usr/bin/chromium',
  };
}
