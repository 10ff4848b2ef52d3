import { z } from 'zod';

/**
 * The largest id a row can have: ids are PostgreSQL `integer` columns. A larger number cannot name
 * anything, and must be refused before the database does it with an error.
 */
export const MAX_ID = 2_147_483_647;

/** A positive whole-number id from a path, a query or a body; `what` names it in the message. */
export const idSchema = (what: string) =>
  z.coerce
    .number({ message: `The ${what} must be a number.` })
    .int(`The ${what} must be a number.`)
    .positive(`The ${what} must be a number.`)
    .max(MAX_ID, `There is no such ${what}.`);
