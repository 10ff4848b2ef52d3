import { cardBrand, cardProblem, cardTexts, digitsOnly } from '@jetsweat/contract';
import { CardError, GatewayRequestError } from './gateway.ts';
import type { SandboxCard, SandboxGateway } from './sandbox-types.ts';
import { behaviourOf, sandboxId } from './sandbox-cards.ts';
import type { SandboxContext, SandboxIntents } from './sandbox-intents.ts';
import {
  insertCard,
  markCardAuthenticated,
  saveCardOn,
  summary,
  toIntent,
  updateIntent,
  type IntentRow,
} from './sandbox-store.ts';

type BrowserCalls = Pick<
  SandboxGateway,
  'tokenize' | 'confirmByClient' | 'authenticateByClient' | 'retrieveByClient'
>;

/** Stripe.js's createToken / createPaymentMethod: checks the card and keeps last4 and brand. */
async function tokenize(
  { db, clock }: SandboxContext,
  input: SandboxCard,
  kind: 'token' | 'payment_method',
) {
  const problem = cardProblem(input, clock.now());
  if (problem)
    throw new CardError(
      problem.message,
      problem.field === 'number'
        ? 'invalid_number'
        : problem.field === 'cvc'
          ? 'invalid_cvc'
          : 'invalid_expiry_year',
    );
  const digits = digitsOnly(input.number);
  const id = sandboxId(kind === 'token' ? 'tok' : 'pm');
  const saved = await insertCard(db, {
    id,
    kind,
    brand: cardBrand(digits),
    last4: digits.slice(-4),
    exp_month: input.expMonth,
    exp_year: input.expYear,
    holder_name: input.name ?? '',
    behaviour: behaviourOf(digits),
  });
  return { id, card: summary(saved) };
}

/** The bank's check passed: the card is authenticated (and saved where asked), the intent paid. */
async function passAuthentication({ db, clock }: SandboxContext, row: IntentRow, methodId: string) {
  await markCardAuthenticated(db, methodId);
  if (row.customer_id && (row.kind === 'setup' || row.save_card)) {
    await saveCardOn(db, methodId, row.customer_id);
  }
  return updateIntent(
    db,
    row.id,
    {
      status: 'succeeded',
      error_code: null,
      error_decline_code: null,
      error_message: null,
      updated_at: clock.now(),
    },
    'requires_action',
  );
}

/** The bank's check failed: the intent needs another payment method, as at Stripe. */
function failAuthentication({ db, clock }: SandboxContext, row: IntentRow) {
  return updateIntent(
    db,
    row.id,
    {
      status: 'requires_payment_method',
      error_code:
        row.kind === 'payment'
          ? 'payment_intent_authentication_failure'
          : 'setup_intent_authentication_failure',
      error_message: cardTexts.authenticationFailed,
      updated_at: clock.now(),
    },
    'requires_action',
  );
}

/**
 * What Stripe.js does in the browser, done by the sandbox: card details become a token or a
 * payment method, and an intent is confirmed or authenticated with its client secret.
 */
export function sandboxBrowserCalls(
  ctx: SandboxContext,
  intents: SandboxIntents,
  emitFor: (row: IntentRow) => Promise<void>,
): BrowserCalls {
  const { confirm, byClient } = intents;
  return {
    tokenize: (input, kind) => tokenize(ctx, input, kind),

    async confirmByClient(intentId, clientSecret, paymentMethod) {
      const row = await confirm(await byClient(intentId, clientSecret), paymentMethod);
      await emitFor(row);
      return toIntent(row);
    },

    async authenticateByClient(intentId, clientSecret, outcome) {
      const row = await byClient(intentId, clientSecret);
      const methodId = row.payment_method_id;
      if (row.status !== 'requires_action' || !methodId) {
        throw new GatewayRequestError('This intent is not waiting for authentication.', 400);
      }
      const updated =
        outcome === 'complete'
          ? await passAuthentication(ctx, row, methodId)
          : await failAuthentication(ctx, row);
      if (!updated)
        throw new GatewayRequestError('This intent is not waiting for authentication.', 400);
      await emitFor(updated);
      return toIntent(updated);
    },

    retrieveByClient: async (intentId, clientSecret) =>
      toIntent(await byClient(intentId, clientSecret)),
  };
}
