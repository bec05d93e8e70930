// Webhook signatures as the Standard Webhooks specification (standardwebhooks.com) has them, so a
// receiver can check them with that project's libraries: HMAC-SHA256 over "id.timestamp.body",
// base64, sent as "webhook-signature: v1,<signature>" beside webhook-id and webhook-timestamp.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function webhookSignature(secret: Buffer, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', secret).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** What a receiver does: true when one of the header's signatures is ours for this body. */
export function verifyWebhookSignature(secret: Buffer, id: string, timestamp: number, body: string, header: string): boolean {
  const expected = Buffer.from(webhookSignature(secret, id, timestamp, body));
  return header.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
