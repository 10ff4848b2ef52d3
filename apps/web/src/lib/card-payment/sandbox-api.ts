import type { CardObject, PublicIntent, SandboxCardBody } from '@jetsweat/contract';
import { api, ApiError } from '../api.ts';
import { CardPaymentError } from './context.ts';

/** The sandbox gateway's stand-ins for Stripe.js calls. The card goes there and nowhere else. */
const call = async <T>(path: string, body?: unknown): Promise<T> => {
  try {
    return await api<T>(`/api/sandbox/v1/${path}`, { body, token: null });
  } catch (err) {
    throw new CardPaymentError(
      err instanceof ApiError
        ? err.message
        : 'The payment could not be completed. Please try again.',
    );
  }
};

export const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';

export const sandboxApi = {
  token: (card: SandboxCardBody['card']) => call<CardObject>('tokens', { card }),
  paymentMethod: (card: SandboxCardBody['card']) => call<CardObject>('payment_methods', { card }),
  confirm: (clientSecret: string, paymentMethod?: string) =>
    call<PublicIntent>(`intents/${intentIdOf(clientSecret)}/confirm`, {
      clientSecret,
      ...(paymentMethod ? { paymentMethod } : {}),
    }),
  authenticate: (clientSecret: string, outcome: 'complete' | 'fail') =>
    call<PublicIntent>(`intents/${intentIdOf(clientSecret)}/authenticate`, {
      clientSecret,
      outcome,
    }),
  retrieve: (clientSecret: string) =>
    call<PublicIntent>(`intents/${intentIdOf(clientSecret)}/retrieve`, { clientSecret }),
};
