// Where the server's settings come from, most specific first: buildApp options (tests, benchmarks),
// then environment variables (operators), then site.yaml and the project's defaults.
import path from 'node:path';
import { apkFilePath } from '../content/apk-file.ts';
import type { Site } from '../content/site.generated.ts';
import { projectRoot } from '../content/load-site-file.ts';
import type { RateLimitSettings } from './routes/contact.ts';

export interface ServerSettings {
  databasePath: string;
  apkPath: string;
  rateLimit: RateLimitSettings;
}

export type Environment = Record<string, string | undefined>;

export const defaultDatabasePath = path.join(projectRoot, 'data', 'contact.sqlite');

export function databasePathFrom(env: Environment): string {
  return path.resolve(env.DATABASE_PATH || defaultDatabasePath);
}

function wholeNumber(env: Environment, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of 1 or more, not "${raw}".`);
  return value;
}

export function resolveSettings(site: Site, env: Environment, options: Partial<ServerSettings>): ServerSettings {
  const fromYaml = site.contact.rateLimit;
  return {
    databasePath: options.databasePath ? path.resolve(options.databasePath) : databasePathFrom(env),
    apkPath: options.apkPath ? path.resolve(options.apkPath) : apkPathFrom(site, env),
    rateLimit: options.rateLimit ?? {
      max: wholeNumber(env, 'CONTACT_RATE_MAX', fromYaml.max),
      windowMinutes: wholeNumber(env, 'CONTACT_RATE_WINDOW_MINUTES', fromYaml.windowMinutes),
    },
  };
}

// The same rule the build uses for the checksum, so the page and the file sent always agree.
const apkPathFrom = (site: Site, env: Environment): string => apkFilePath(site, env);
