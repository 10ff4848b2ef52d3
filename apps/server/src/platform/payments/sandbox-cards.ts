import { randomBytes } from 'node:crypto';
import { cardTexts } from '@jetsweat/contract';
import type { IntentError } from './gateway.ts';

/**
 * Stripe's test cards (https://docs.stripe.com/testing) and how each behaves. Any other number
 * that passes the Luhn check behaves as a good card.
 */
export type CardBehaviour =
  | 'ok'
  | 'declined'
  | 'insufficient_funds'
  | 'authenticate'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error'
  | 'charge_declined';

const testCards: Record<string, CardBehaviour> = {
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000002760003184': 'authenticate',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
  // Attaches to a customer, then every charge is declined (a renewal that fails).
  '4000000000000341': 'charge_declined',
};

export const behaviourOf = (digits: string): CardBehaviour => testCards[digits] ?? 'ok';

const declines: Partial<Record<CardBehaviour, IntentError>> = {
  declined: { code: 'card_declined', declineCode: 'generic_decline', message: cardTexts.declined },
  insufficient_funds: {
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: cardTexts.insufficientFunds,
  },
  expired_card: { code: 'expired_card', message: cardTexts.expiredCard },
  incorrect_cvc: { code: 'incorrect_cvc', message: cardTexts.incorrectCvc },
  processing_error: { code: 'processing_error', message: cardTexts.processingError },
  charge_declined: {
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: cardTexts.declined,
  },
};

/**
 * Saving a card checks it with the bank (a zero-amount authorisation), as Stripe does: a declined,
 * expired or wrong-CVC card fails here; a card short of funds or declining only charges passes.
 */
export function attachFailure(b: CardBehaviour): IntentError | null {
  if (b === 'insufficient_funds' || b === 'charge_declined' || b === 'authenticate' || b === 'ok')
    return null;
  return declines[b] ?? null;
}

export type ChargeOutcome =
  | { status: 'succeeded' }
  | { status: 'requires_action' }
  | { status: 'failed'; error: IntentError };

/** What a charge (or, with amount 0, a setup) does with this card. */
export function chargeOutcome(
  b: CardBehaviour,
  opts: { offSession: boolean; authenticated: boolean; setup: boolean },
): ChargeOutcome {
  if (b === 'authenticate') {
    if (opts.authenticated && opts.offSession) return { status: 'succeeded' };
    if (opts.offSession) {
      return {
        status: 'failed',
        error: {
          code: 'authentication_required',
          declineCode: 'authentication_required',
          message: cardTexts.authenticationRequired,
        },
      };
    }
    return { status: 'requires_action' };
  }
  const failure = opts.setup ? attachFailure(b) : (declines[b] ?? null);
  return failure ? { status: 'failed', error: failure } : { status: 'succeeded' };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id in Stripe's style: prefix, underscore, 24 letters and digits. */
export function sandboxId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const b of bytes) id += ALPHABET[b % ALPHABET.length];
  return `${prefix}_${id}`;
}
