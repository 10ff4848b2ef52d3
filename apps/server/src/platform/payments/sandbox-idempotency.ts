import type { Database } from '../db/database.ts';
import { CardError, GatewayRequestError, type IntentError } from './gateway.ts';
import { answerOf, claimKey, forgetKey, keepAnswer } from './sandbox-idempotency-store.ts';

/**
 * Stripe's idempotency: the first answer to a key is the answer to every repeat of it (a card
 * error included); a repeat while the first is still running is refused, as Stripe does.
 */
export async function idempotent<T>(db: Database, key: string, work: () => Promise<T>): Promise<T> {
  const scoped = `sandbox:${key}`;
  if (!(await claimKey(db, scoped))) {
    const response = await answerOf<T>(db, scoped);
    if (!response) {
      throw new GatewayRequestError(
        `There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): ${key}. Please try again later.`,
        409,
      );
    }
    if (response.error)
      throw new CardError(response.error.message, response.error.code, response.error.declineCode);
    return response.value as T;
  }
  try {
    const value = await work();
    await keepAnswer(db, scoped, { value });
    return value;
  } catch (err) {
    if (err instanceof CardError) {
      const error: IntentError = {
        code: err.code,
        declineCode: err.declineCode,
        message: err.message,
      };
      await keepAnswer(db, scoped, { error });
    } else {
      await forgetKey(db, scoped);
    }
    throw err;
  }
}
