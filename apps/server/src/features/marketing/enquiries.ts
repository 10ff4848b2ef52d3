import type { FastifyBaseLogger } from 'fastify';
import {
  marketingTexts,
  type ContactBody,
  type ContactMessageView,
  type DemoRequestBody,
  type DemoRequestView,
} from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { forbidden, HttpError } from '../../platform/http/errors.ts';
import type { Mail } from '../../platform/messaging/mailer.ts';
import { studioRecords } from '../studios/service.ts';
import { contactMail, demoRequestMail } from './enquiry-mail.ts';
import {
  listContactMessages,
  listDemoRequests,
  markMailed,
  saveContactMessage,
  saveDemoRequest,
  unmarkMailed,
  type ContactRow,
  type DemoRequestRow,
} from './enquiries-store.ts';

/** Whether a person is JetSweat staff: accounts knows, and app.ts hands it in. */
export type IsStaff = (userId: number) => Promise<boolean>;

/** Per address and hour: enough for a person, too few for a spam run. */
const ENQUIRIES_PER_HOUR = 20;

const contactMessageView = (r: ContactRow): ContactMessageView => ({
  id: r.id,
  studioId: r.studio_id,
  name: r.name,
  email: r.email,
  message: r.message,
  receivedAt: r.received_at.toISOString(),
  mailed: r.mailed_at !== null,
});

const demoRequestView = (r: DemoRequestRow): DemoRequestView => ({
  id: r.id,
  audience: r.audience,
  organisation: r.organisation,
  name: r.name,
  email: r.email,
  size: r.size,
  message: r.message,
  receivedAt: r.received_at.toISOString(),
  mailed: r.mailed_at !== null,
});

/**
 * Contact messages (to support, or to the studio on its own site) and demo requests (to sales).
 * Each is stored first, so nothing is lost when mail fails; then mailed once. A resubmission
 * with the same request id stores nothing new and only sends a mail that has not gone yet.
 */
export function createEnquiries(
  deps: Pick<Deps, 'db' | 'mailer' | 'config' | 'clock' | 'limiter'>,
  log: FastifyBaseLogger,
  isStaff: IsStaff,
) {
  async function deliver(
    table: 'contact_messages' | 'demo_requests',
    id: number,
    mail: Mail,
  ): Promise<void> {
    if (!(await markMailed(deps.db, table, id, deps.clock.now()))) return;
    try {
      await deps.mailer.send(mail);
    } catch (err) {
      log.error({ err, table, id }, 'enquiry stored but not mailed');
      await unmarkMailed(deps.db, table, id);
      throw new HttpError(503, marketingTexts.mailFailed);
    }
  }

  async function requireStaff(userId: number): Promise<void> {
    if (!(await isStaff(userId))) throw forbidden(marketingTexts.staffOnly);
  }

  const limit = (kind: string, address: string) =>
    deps.limiter.hit([{ key: `${kind}:${address}`, limit: ENQUIRIES_PER_HOUR }], 3600);

  return {
    async contact(body: ContactBody, hostname: string, address: string): Promise<void> {
      await limit('contact', address);
      // On a studio's own site the message is for that studio.
      const studio = await studioRecords.byHostname(deps.db, hostname);
      const row = await saveContactMessage(deps.db, body, studio?.id ?? null, deps.clock.now());
      if (row.mailed_at) return;
      const to = studio?.contact_email || deps.config.mail.supportAddress;
      await deliver('contact_messages', row.id, contactMail(row, to, studio?.name ?? 'JetSweat'));
    },
    async demoRequest(body: DemoRequestBody, address: string): Promise<void> {
      await limit('demo-request', address);
      const row = await saveDemoRequest(deps.db, body, deps.clock.now());
      if (row.mailed_at) return;
      await deliver('demo_requests', row.id, demoRequestMail(row, deps.config.mail.salesAddress));
    },
    /** What support reads, also when a mail did not go out. */
    async contactMessages(userId: number, count: number): Promise<ContactMessageView[]> {
      await requireStaff(userId);
      return (await listContactMessages(deps.db, count)).map(contactMessageView);
    },
    async demoRequests(userId: number, count: number): Promise<DemoRequestView[]> {
      await requireStaff(userId);
      return (await listDemoRequests(deps.db, count)).map(demoRequestView);
    },
  };
}
export type Enquiries = ReturnType<typeof createEnquiries>;
