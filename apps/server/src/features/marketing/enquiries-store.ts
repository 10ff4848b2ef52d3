import type { ContactBody, DemoRequestBody } from '@jetsweat/contract';
import type { Queryable } from '../../platform/db.ts';

export interface ContactRow {
  id: number;
  studio_id: number | null;
  name: string;
  email: string;
  message: string;
  received_at: Date;
  mailed_at: Date | null;
}

export interface DemoRequestRow {
  id: number;
  audience: string;
  organisation: string;
  name: string;
  email: string;
  size: string;
  message: string;
  received_at: Date;
  mailed_at: Date | null;
}

/**
 * Stores a contact message once per request id. A resubmission answers the row already stored
 * (its mailed_at says whether the mail still has to go).
 */
export async function saveContactMessage(
  q: Queryable,
  body: ContactBody,
  studioId: number | null,
  now: Date,
): Promise<ContactRow> {
  const inserted = await q.query<ContactRow>(
    `INSERT INTO contact_messages (request_id, studio_id, name, email, message, received_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (request_id) DO NOTHING
     RETURNING id, studio_id, name, email, message, received_at, mailed_at`,
    [body.requestId, studioId, body.name, body.email, body.message, now],
  );
  if (inserted[0]) return inserted[0];
  const existing = await q.query<ContactRow>(
    'SELECT id, studio_id, name, email, message, received_at, mailed_at FROM contact_messages WHERE request_id = $1',
    [body.requestId],
  );
  return existing[0]!;
}

export async function saveDemoRequest(
  q: Queryable,
  body: DemoRequestBody,
  now: Date,
): Promise<DemoRequestRow> {
  const columns = 'id, audience, organisation, name, email, size, message, received_at, mailed_at';
  const inserted = await q.query<DemoRequestRow>(
    `INSERT INTO demo_requests (request_id, audience, organisation, name, email, size, message, received_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (request_id) DO NOTHING
     RETURNING ${columns}`,
    [
      body.requestId,
      body.audience,
      body.organisation,
      body.name,
      body.email,
      body.size,
      body.message,
      now,
    ],
  );
  if (inserted[0]) return inserted[0];
  const existing = await q.query<DemoRequestRow>(
    `SELECT ${columns} FROM demo_requests WHERE request_id = $1`,
    [body.requestId],
  );
  return existing[0]!;
}

/**
 * Claims the right to mail a stored enquiry: only one of two simultaneous resubmissions gets it.
 * Answers false when it was already mailed or another request is mailing it now.
 */
export async function markMailed(
  q: Queryable,
  table: 'contact_messages' | 'demo_requests',
  id: number,
  now: Date,
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE ${table} SET mailed_at = $2 WHERE id = $1 AND mailed_at IS NULL RETURNING id`,
    [id, now],
  );
  return rows.length === 1;
}

/** Gives a claim back when the mail could not be sent, so a retry sends it. */
export async function unmarkMailed(
  q: Queryable,
  table: 'contact_messages' | 'demo_requests',
  id: number,
): Promise<void> {
  await q.query(`UPDATE ${table} SET mailed_at = NULL WHERE id = $1`, [id]);
}

/** The newest contact messages first, for support. */
export function listContactMessages(q: Queryable, limit: number): Promise<ContactRow[]> {
  return q.query<ContactRow>(
    'SELECT id, studio_id, name, email, message, received_at, mailed_at FROM contact_messages ORDER BY received_at DESC, id DESC LIMIT $1',
    [limit],
  );
}

/** The newest demo requests first, for sales. */
export function listDemoRequests(q: Queryable, limit: number): Promise<DemoRequestRow[]> {
  return q.query<DemoRequestRow>(
    `SELECT id, audience, organisation, name, email, size, message, received_at, mailed_at
     FROM demo_requests ORDER BY received_at DESC, id DESC LIMIT $1`,
    [limit],
  );
}
