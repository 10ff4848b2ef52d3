import { z } from 'zod';

/** A positive whole-number id from a path, a query or a body; `what` names it in the message. */
export const idSchema = (what: string) =>
  z.coerce
    .number({ message: `The ${what} must be a number.` })
    .int(`The ${what} must be a number.`)
    .positive(`The ${what} must be a number.`);
