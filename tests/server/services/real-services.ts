// PostgreSQL, Redis and nginx for the tests that talk to them, for real: started by the tests themselves
// (scripts/services/), never a system service. Without the binaries those tests are skipped with a
// notice saying how to install them; under CI=true that is an error instead, never a skip.
import { findPostgresBin, postgresInstallHint } from '../../../scripts/services/temp-postgres.ts';
import { findRedisServer, redisInstallHint } from '../../../scripts/services/temp-redis.ts';
import { findNginx, nginxInstallHint } from '../../../scripts/services/temp-nginx.ts';

export type Service = 'postgres' | 'redis' | 'nginx';

const present: Record<Service, () => boolean> = {
  postgres: () => Boolean(findPostgresBin()),
  redis: () => Boolean(findRedisServer()),
  nginx: () => Boolean(findNginx()),
};
const hints: Record<Service, string> = { postgres: postgresInstallHint, redis: redisInstallHint, nginx: nginxInstallHint };
const names: Record<Service, string> = { postgres: 'PostgreSQL', redis: 'Redis', nginx: 'nginx' };

/** Whether the services are installed; under CI=true a missing one fails the test file at once. */
export function servicesInstalled(...needed: Service[]): boolean {
  const missing = needed.filter((service) => !present[service]());
  if (missing.length === 0) return true;
  const how = missing.map((service) => hints[service]).join('; ');
  const what = missing.map((service) => names[service]).join(' and ');
  if (process.env.CI === 'true') throw new Error(`CI=true and ${what} ${missing.length > 1 ? 'are' : 'is'} not installed: ${how}.`);
  console.warn(`Skipping tests that need ${what}: ${how} (under CI=true they fail instead).`);
  return false;
}
