// Which connections count as one client's: the same IPv4 address, or the same IPv6 /64. An IPv6
// network hands each home or phone a /64, so one client can take as many addresses as it likes
// within it; counting those one by one would let it open any number of connections.
import { isIPv4, isIPv6 } from 'node:net';

/** The client's group for the per-address limit, or undefined when the address is unknown. */
export function addressGroup(address: string | undefined): string | undefined {
  if (!address) return undefined;
  // A server listening on :: sees IPv4 clients as ::ffff:1.2.3.4.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return mapped;
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, "::" filled in (a zone such as %eth0 dropped). */
function expandIPv6(address: string): string[] {
  const [head, tail] = address.split('%')[0].toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array.from({ length: Math.max(0, missing) }, () => '0'), ...right].map((group) => group.replace(/^0+(?=.)/, ''));
}
