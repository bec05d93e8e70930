// Visitors' addresses are kept only as an HMAC keyed by a secret that never sits in the database:
// IP_HASH_SECRET, or a file made on first start (mode 600, beside the database by default, never
// inside it). A copied database file alone gives no address back.
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface IpHashSettings {
  ipHashSecret?: string;
  ipHashSecretFile: string;
}

/**
 * The secret: from the environment, else from its file, which is made (once) when missing. When the
 * file can be neither read nor made (the disk is read-only or full at start-up), a key for this
 * process alone is used, so the pages still come up: `onFallback` says why. Hashes made with it
 * cannot be matched after a restart, which costs nothing but a rate-limit window.
 */
export function loadIpHashSecret(settings: IpHashSettings, onFallback?: (reason: string) => void): Buffer {
  try {
    return readOrMakeSecret(settings);
  } catch (error) {
    onFallback?.(error instanceof Error ? error.message : String(error));
    return randomBytes(32);
  }
}

function readOrMakeSecret({ ipHashSecret, ipHashSecretFile }: IpHashSettings): Buffer {
  if (ipHashSecret) return Buffer.from(ipHashSecret, 'utf8');
  if (!existsSync(ipHashSecretFile)) {
    mkdirSync(path.dirname(ipHashSecretFile), { recursive: true });
    // wx: two servers starting together cannot both write it; the loser reads the winner's.
    try {
      writeFileSync(ipHashSecretFile, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const secret = readFileSync(ipHashSecretFile, 'utf8').trim();
  if (secret.length < 16) throw new Error(`${ipHashSecretFile} holds no usable secret: delete it to have a new one made.`);
  return Buffer.from(secret, 'utf8');
}

/**
 * The part of an address that names one visitor: all of an IPv4 address, the first 64 bits of an
 * IPv6 one (a single household or phone is handed a whole /64 and can pick any address in it).
 */
export function addressPrefix(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head, tail = ''] = ip.split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export type IpHasher = (ip: string) => string;

export function ipHasher(secret: Buffer): IpHasher {
  return (ip) => createHmac('sha256', secret).update(addressPrefix(ip)).digest('hex');
}
