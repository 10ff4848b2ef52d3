import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDb } from '../../../../test/fresh-database.ts';
import type { Db } from '../../../../test/plain-sql.ts';
import { newUserRow } from '../../../../test/user-rows.ts';
import type { Database } from '../../../platform/db/database.ts';
import { createSandboxGateway } from '../../../platform/payments/sandbox.ts';
import { systemClock } from '../../../platform/runtime/clock.ts';
import type { BillingContact, ContactOf } from '../billing-deps.ts';
import { recipientOf } from './billing-mail.ts';
import { ensureCustomer } from './ensure-customer.ts';

// Accounts owns the people (`users`); billing learns whom to bill and mail only from the reader
// it is handed when the services are built (billing-deps.ts, services.ts), through the handle
// its caller works in. The reader here answers a contact no account row holds, so what billing
// does with it can only have come through the reader.

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await freshDb('seeded'));
});
afterAll(() => drop());

const contact: BillingContact = {
  email: 'from-the-reader@test.example',
  first_name: 'Handed',
  last_name: 'In',
  studio_id: null,
  created_at: new Date('2024-01-02T03:04:05Z'),
};

/** A reader answering `contact` (or, not `knowing`, no one), noting the handles it was asked through. */
function contactReader(knowing = true) {
  const handles: Database[] = [];
  const contactOf: ContactOf = async (handle) => {
    handles.push(handle);
    return knowing ? contact : undefined;
  };
  return { contactOf, handles };
}

describe("billing's contact reader", () => {
  it("makes the person's gateway customer from the contact it is handed, once", async () => {
    const userId = await newUserRow(db);
    const payments = createSandboxGateway(db.kysely, systemClock);
    const created = vi.spyOn(payments, 'createCustomer');
    const { contactOf, handles } = contactReader();
    const deps = { db: db.kysely, payments, contactOf };

    const customerId = await ensureCustomer(deps, userId);
    expect(created).toHaveBeenCalledExactlyOnceWith(
      { email: contact.email, name: 'Handed In', userId },
      `customer:sandbox:user:${userId}:${contact.created_at.getTime()}`,
    );
    expect(handles).toHaveLength(1);
    expect(handles[0]).toBe(db.kysely);

    // The customer is known now: neither the reader nor the gateway is asked again.
    expect(await ensureCustomer(deps, userId)).toBe(customerId);
    expect(handles).toHaveLength(1);
    expect(created).toHaveBeenCalledOnce();
  });

  it("reads a mail's recipient through the caller's transaction", async () => {
    const userId = await newUserRow(db);
    const { contactOf, handles } = contactReader();
    const recipient = await db.kysely.transaction().execute(async (tx) => {
      const to = await recipientOf({ db: tx, contactOf }, userId, null);
      expect(handles).toHaveLength(1);
      expect(handles[0]).toBe(tx);
      return to;
    });
    expect(recipient).toEqual({ email: contact.email, firstName: 'Handed', studio: undefined });
  });

  it('mails and bills no one the reader does not know', async () => {
    const userId = await newUserRow(db);
    const { contactOf } = contactReader(false);
    const payments = createSandboxGateway(db.kysely, systemClock);
    await expect(recipientOf({ db: db.kysely, contactOf }, userId, null)).rejects.toThrow(
      `user ${userId} not found`,
    );
    await expect(ensureCustomer({ db: db.kysely, payments, contactOf }, userId)).rejects.toThrow(
      `user ${userId} not found`,
    );
  });
});
