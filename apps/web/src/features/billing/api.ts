import type {
  DayPassBody,
  DayPassView,
  PromoResult,
  Product,
  RequiresAction,
  StudioPackages,
  SubscribeBody,
  SubscriptionAnswer,
  SubscriptionRecord,
} from '@jetsweat/contract';
import { MAIN_STUDIO_KEY } from '@jetsweat/contract';
import { api } from '../../lib/api.ts';

type Change = { success: boolean; subscriptionRecord: SubscriptionRecord };
export type WalletIntent = {
  id: string;
  client_secret: string;
  clientSecret: string;
  amountCents: number;
  object: string;
};

const studioPart = (studio: string) => encodeURIComponent(studio);

/** The billing calls of spec 7 and the lifecycle calls under /api/user/subscription/. */
export const billingApi = {
  packages: (studioKey: string) =>
    api<StudioPackages>(`/api/studio/packages/${studioPart(studioKey || MAIN_STUDIO_KEY)}`, {
      token: null,
    }),
  subscribe: (body: SubscribeBody, studio?: string) =>
    api<SubscriptionRecord | RequiresAction>(
      studio ? `/api/user/subscribe/${studioPart(studio)}` : '/api/user/subscribe',
      { body },
    ),
  walletIntent: (packageId: string, promo?: string) =>
    api<WalletIntent>('/api/user/subscription/payment-intent', {
      body: { packageId, ...(promo ? { promo } : {}) },
    }),
  subscription: () => api<SubscriptionAnswer>('/api/user/subscription'),
  cancel: () => api<Change>('/api/user/subscription', { method: 'DELETE' }),
  uncancel: () => api<Change>('/api/user/subscription/un-cancel', { method: 'POST' }),
  pause: () => api<Change>('/api/user/subscription/pause', { method: 'POST' }),
  unpause: () => api<Change>('/api/user/subscription/un-pause', { method: 'POST' }),
  updateCard: (body: { token?: string; setupIntentId?: string }) =>
    api<Change | RequiresAction>('/api/user/subscription/update-card', { body }),
  buyDayPass: (body: DayPassBody) =>
    api<DayPassView | RequiresAction>('/api/user/daypass/purchase', { body }),
  verifyPromo: (body: { promo: string; packageId?: string; amount?: number }) =>
    api<PromoResult>('/api/basic/verifyPromo', { body }),
  products: (productIds: string) =>
    api<{ products: Product[] }>(`/api/products/list?productIds=${encodeURIComponent(productIds)}`),
};

export const needsAction = (v: unknown): v is RequiresAction =>
  typeof v === 'object' && v !== null && (v as RequiresAction).requiresAction === true;
