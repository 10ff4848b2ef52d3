import type { Mail } from '../../platform/messaging/mailer.ts';
import type { ContactRow, DemoRequestRow } from './enquiries-store.ts';

/** One line, so nothing a visitor types can add a header or break the subject. */
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

const audienceLabel: Record<string, string> = {
  healthplans: 'Health plans page',
  employers: 'Employers page',
  schools: 'Campus wellness page',
};

export function contactMail(row: ContactRow, to: string, siteName: string): Mail {
  return {
    to,
    replyTo: row.email,
    subject: `Contact form (${oneLine(siteName)}): ${oneLine(row.name)}`,
    text: [
      `From: ${oneLine(row.name)} <${row.email}>`,
      `Site: ${siteName}`,
      `Received: ${row.received_at.toISOString()}`,
      `Reference: contact #${row.id}`,
      '',
      row.message,
      '',
      'Reply to this e-mail to answer the visitor.',
    ].join('\n'),
  };
}

export function demoRequestMail(row: DemoRequestRow, to: string): Mail {
  return {
    to,
    replyTo: row.email,
    subject: `Demo request: ${oneLine(row.organisation)} (${row.size})`,
    text: [
      `Organisation: ${oneLine(row.organisation)}`,
      `Size: ${row.size} people`,
      `Contact: ${oneLine(row.name)} <${row.email}>`,
      `From: ${audienceLabel[row.audience] ?? row.audience}`,
      `Received: ${row.received_at.toISOString()}`,
      `Reference: demo request #${row.id}`,
      '',
      row.message || '(no message)',
    ].join('\n'),
  };
}
