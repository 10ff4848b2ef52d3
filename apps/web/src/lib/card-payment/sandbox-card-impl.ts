import { cardProblems, parseExpiry, type CardField, type PublicIntent } from '@jetsweat/contract';
import { CardPaymentError, type CardImpl, type ConfirmResult } from './context.ts';
import { sandboxApi } from './sandbox-api.ts';

/** What was typed into the sandbox's card form. */
export interface TypedCard {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

const declinedMessage = 'Your card was declined.';

/** Stripe's rules for what was typed: a message per field that is wrong. */
export function problemsOf(t: TypedCard): Partial<Record<CardField, string>> {
  const exp = parseExpiry(t.expiry);
  return cardProblems(
    { number: t.number, expMonth: exp?.month ?? NaN, expYear: exp?.year ?? NaN, cvc: t.cvc },
    new Date(),
  );
}

function outcomeOf(intent: PublicIntent): ConfirmResult {
  if (intent.status === 'succeeded' || intent.status === 'processing')
    return { ok: true, intentId: intent.id };
  return { ok: false, message: intent.lastError?.message ?? declinedMessage };
}

async function guarded(work: () => Promise<ConfirmResult>): Promise<ConfirmResult> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof CardPaymentError) return { ok: false, message: err.message };
    throw err;
  }
}

/**
 * The sandbox's CardImpl: the card as typed (read when asked, through `typed`), refused with the
 * first problem (after showing them all) or sent to the sandbox's stand-ins for Stripe.js.
 */
export function sandboxCardImpl(o: {
  typed(): TypedCard;
  showAll(): void;
  clear(): void;
  askAuthentication(amountCents: number): Promise<'complete' | 'fail'>;
}): CardImpl {
  const card = (name: string) => {
    const t = o.typed();
    const found = problemsOf(t);
    const first = found.number ?? found.expiry ?? found.cvc;
    if (first) {
      o.showAll();
      throw new CardPaymentError(first);
    }
    const exp = parseExpiry(t.expiry)!;
    const holder = (t.name || name).trim() || undefined;
    return { number: t.number, expMonth: exp.month, expYear: exp.year, cvc: t.cvc, name: holder };
  };
  const authenticateIfAsked = async (clientSecret: string, intent: PublicIntent) => {
    if (intent.status !== 'requires_action') return outcomeOf(intent);
    const outcome = await o.askAuthentication(intent.amount);
    return outcomeOf(await sandboxApi.authenticate(clientSecret, outcome));
  };
  return {
    createToken: async (name) => (await sandboxApi.token(card(name))).id,
    createPaymentMethod: async (name) => (await sandboxApi.paymentMethod(card(name))).id,
    confirmPayment: (clientSecret, opts) =>
      guarded(async () => {
        const pm = opts.paymentMethod ?? (await sandboxApi.paymentMethod(card(opts.name))).id;
        return authenticateIfAsked(clientSecret, await sandboxApi.confirm(clientSecret, pm));
      }),
    handleAction: (clientSecret) =>
      guarded(async () =>
        authenticateIfAsked(clientSecret, await sandboxApi.retrieve(clientSecret)),
      ),
    clear: o.clear,
  };
}
