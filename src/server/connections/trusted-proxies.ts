// The addresses TRUST_PROXY names, as a test of a connection's address: a proxy's connections carry
// many visitors, so the per-address connection limit leaves them to the proxy's own (deploy/nginx.conf).
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { TrustProxy } from '../config/environment.ts';

/** The ranges proxy-addr (Fastify's trustProxy) gives these names. */
const namedRanges: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * Whether a connection from this address is a trusted proxy's. With a number of proxies, every
 * connection is (the README asks for a number only when the server cannot be reached otherwise).
 */
export function trustedProxyTest(trust: TrustProxy): (address: string) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return () => trust > 0;
  const list = new BlockList();
  for (const entry of trust.flatMap((item) => namedRanges[item] ?? [item])) {
    const [address, bits] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    if (mapped) return list.check(mapped, 'ipv4');
    if (isIPv4(address)) return list.check(address, 'ipv4');
    return isIPv6(address) && list.check(address, 'ipv6');
  };
}
