// Email through SMTP (nodemailer): to the support team, Reply-To the visitor, so that answering
// the email answers them. The Message-ID is made from the message's stable id, so a message sent
// twice (at-least-once) is the same email to the mail systems that drop duplicates.
import nodemailer from 'nodemailer';
import type { ContactSettings } from '../../content/site.generated.ts';
import type { EmailSettings } from '../config/environment.ts';
import type { Channel, DeliverableMessage } from './channel.ts';
import { emailSubject, emailText } from './email-text.ts';

export function emailChannel(settings: EmailSettings, contact: ContactSettings, timeoutMs: number): Channel {
  const transport = nodemailer.createTransport({
    url: settings.url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  const domain = settings.from.split('@').pop();
  return {
    name: 'email',
    async send(message: DeliverableMessage, signal: AbortSignal) {
      const sent = await transport.sendMail({
        from: settings.from,
        to: settings.to,
        replyTo: { name: `${message.firstName} ${message.lastName}`.trim(), address: message.email },
        subject: emailSubject(contact, message),
        text: emailText(contact, message),
        // The email is dated when the visitor wrote, not when an outage let it through.
        date: new Date(message.receivedAt),
        messageId: `<${message.publicId}@${domain}>`,
        headers: { 'X-Contact-Message-Id': message.publicId },
        signal,
      });
      if (sent.rejected.length > 0) throw new Error(`the SMTP server refused ${sent.rejected.length} of ${settings.to.length} recipients`);
    },
    // Connects, greets and logs in as a delivery would, then says goodbye: no message is sent.
    check: async () => {
      await transport.verify();
    },
    close: () => transport.close(),
  };
}
