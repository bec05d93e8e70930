// The visitor's address for the rate limit, which must never throw: request.ip asks proxy-addr,
// which throws when the socket is already gone (a malformed chunked body closes it mid-request).
import type { FastifyRequest } from 'fastify';

export function clientAddress(request: FastifyRequest): string {
  try {
    return request.ip || request.socket?.remoteAddress || 'unknown';
  } catch {
    return request.socket?.remoteAddress ?? 'unknown';
  }
}
