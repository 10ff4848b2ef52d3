import type {
  DayPassBody,
  DayPassView,
  RequiresAction,
  SubscribeBody,
  SubscriptionRecord,
} from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import type { SubscriptionChange } from './subscription.ts';

/** A purchase waiting for the buyer's bank: confirm its client secret, then send it again. */
export const needsAction = (v: unknown): v is RequiresAction =>
  typeof v === 'object' && v !== null && (v as RequiresAction).requiresAction === true;

/** POST /api/user/subscribe[/{studio}]: a trial, or a first payment with a promo code. */
export const subscribe = (body: SubscribeBody, studio?: string) =>
  api<SubscriptionRecord | RequiresAction>(
    studio ? `/api/user/subscribe/${encodeURIComponent(studio)}` : '/api/user/subscribe',
    { body },
  );

export type WalletIntent = {
  id: string;
  client_secret: string;
  clientSecret: string;
  amountCents: number;
  object: string;
};

/** POST /api/user/subscription/payment-intent: what the wallet (Apple Pay) confirms. */
export const walletIntent = (packageId: string, promo?: string) =>
  api<WalletIntent>('/api/user/subscription/payment-intent', {
    body: { packageId, ...(promo ? { promo } : {}) },
  });

/** POST /api/user/subscription/update-card: the card renewals are charged to. */
export const updateCard = (body: { token?: string; setupIntentId?: string }) =>
  api<SubscriptionChange | RequiresAction>('/api/user/subscription/update-card', { body });

/** POST /api/user/daypass/purchase: one day of workouts. */
export const buyDayPass = (body: DayPassBody) =>
  api<DayPassView | RequiresAction>('/api/user/daypass/purchase', { body });
