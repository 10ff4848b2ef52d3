import type { Database } from '../../platform/db/database.ts';
import type { Deps } from '../../platform/deps.ts';

/** What billing needs of an account: whom to bill and mail, and which studio's brand to use. */
export interface BillingContact {
  email: string;
  first_name: string;
  last_name: string;
  studio_id: number | null;
  /** When the account was made: keeps a gateway customer's idempotency key apart from a reused id's. */
  created_at: Date;
}

/**
 * Reads a person's billing contact through the handle it is given, so inside the caller's
 * transaction when it passes one; undefined for no such person. Accounts owns the people (the
 * `users` table), and accounts uses billing, so billing does not import accounts back: the app's
 * wiring (services.ts) hands billing accounts' reader.
 */
export type ContactOf = (db: Database, userId: number) => Promise<BillingContact | undefined>;

/** What billing's flows are built from: the app's dependencies and the account reads it is handed. */
export type BillingDeps = Deps & { contactOf: ContactOf };
