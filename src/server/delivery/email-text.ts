// The email the support team reads: the visitor's words under the labels the form shows them with.
// Plain text only (nothing the visitor wrote can become markup), the site.yaml intro first.
import type { ContactSettings } from '../../content/site.generated.ts';
import { fillTemplate } from '../../content/fill-template.ts';
import { contactFieldNames } from '../../contact/rules.ts';
import type { DeliverableMessage } from './channel.ts';

export function emailSubject(settings: ContactSettings, message: DeliverableMessage): string {
  const { subject, firstName, lastName } = message;
  return fillTemplate(settings.notification.emailSubject, { subject, firstName, lastName });
}

export function emailText(settings: ContactSettings, message: DeliverableMessage): string {
  const lines = [settings.notification.intro, ''];
  // One-line fields first, each on its own line; the message (which may run over lines) last.
  for (const name of contactFieldNames.filter((field) => field !== 'message')) {
    lines.push(`${settings.fields[name].label}: ${message[name]}`);
  }
  lines.push('', `${settings.fields.message.label}:`, message.message, '');
  return lines.join('\n');
}
