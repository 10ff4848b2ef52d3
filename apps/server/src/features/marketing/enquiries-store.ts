import type { ContactBody, DemoRequestBody } from '@jetsweat/contract';
import type { Selectable } from 'kysely';
import type { Database, Tables } from '../../platform/db/database.ts';

const contactColumns = [
  'id',
  'studio_id',
  'name',
  'email',
  'message',
  'received_at',
  'mailed_at',
] as const;
const demoColumns = [
  'id',
  'audience',
  'organisation',
  'name',
  'email',
  'size',
  'message',
  'received_at',
  'mailed_at',
] as const;

export type ContactRow = Pick<
  Selectable<Tables['contact_messages']>,
  (typeof contactColumns)[number]
>;
export type DemoRequestRow = Pick<
  Selectable<Tables['demo_requests']>,
  (typeof demoColumns)[number]
>;

/**
 * Stores a contact message once per request id. A resubmission answers the row already stored
 * (its mailed_at says whether the mail still has to go).
 */
export async function saveContactMessage(
  db: Database,
  body: ContactBody,
  studioId: number | null,
  now: Date,
): Promise<ContactRow> {
  const inserted = await db
    .insertInto('contact_messages')
    .values({
      request_id: body.requestId,
      studio_id: studioId,
      name: body.name,
      email: body.email,
      message: body.message,
      received_at: now,
    })
    .onConflict((oc) => oc.column('request_id').doNothing())
    .returning(contactColumns)
    .executeTakeFirst();
  if (inserted) return inserted;
  return db
    .selectFrom('contact_messages')
    .select(contactColumns)
    .where('request_id', '=', body.requestId)
    .executeTakeFirstOrThrow();
}

export async function saveDemoRequest(
  db: Database,
  body: DemoRequestBody,
  now: Date,
): Promise<DemoRequestRow> {
  const inserted = await db
    .insertInto('demo_requests')
    .values({
      request_id: body.requestId,
      audience: body.audience,
      organisation: body.organisation,
      name: body.name,
      email: body.email,
      size: body.size,
      message: body.message,
      received_at: now,
    })
    .onConflict((oc) => oc.column('request_id').doNothing())
    .returning(demoColumns)
    .executeTakeFirst();
  if (inserted) return inserted;
  return db
    .selectFrom('demo_requests')
    .select(demoColumns)
    .where('request_id', '=', body.requestId)
    .executeTakeFirstOrThrow();
}

/**
 * Claims the right to mail a stored enquiry: only one of two simultaneous resubmissions gets it.
 * Answers false when it was already mailed or another request is mailing it now.
 */
export async function markMailed(
  db: Database,
  table: 'contact_messages' | 'demo_requests',
  id: number,
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .updateTable(table)
    .set({ mailed_at: now })
    .where('id', '=', id)
    .where('mailed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Gives a claim back when the mail could not be sent, so a retry sends it. */
export async function unmarkMailed(
  db: Database,
  table: 'contact_messages' | 'demo_requests',
  id: number,
): Promise<void> {
  await db.updateTable(table).set({ mailed_at: null }).where('id', '=', id).execute();
}

/** The newest contact messages first, for support. */
export function listContactMessages(db: Database, limit: number): Promise<ContactRow[]> {
  return db
    .selectFrom('contact_messages')
    .select(contactColumns)
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The newest demo requests first, for sales. */
export function listDemoRequests(db: Database, limit: number): Promise<DemoRequestRow[]> {
  return db
    .selectFrom('demo_requests')
    .select(demoColumns)
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
