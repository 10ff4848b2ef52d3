import type {
  LiveClass,
  LiveClassConfirmation,
  MemberLiveClass,
  PurchasedLiveClass,
  Workout,
} from '@jetsweat/contract';
import { api } from '../../lib/api.ts';

const studioQuery = (studioId: number | null) => (studioId ? `?studioId=${studioId}` : '');

/** The booking time of a live class: UTC, truncated to the minute (spec 3). */
const toTheMinute = (iso: string) =>
  new Date(Math.floor(Date.parse(iso) / 60_000) * 60_000).toISOString();

export const scheduleApi = {
  publicClasses: (studioId: number | null) =>
    api<LiveClass[]>(`/api/liveclass/upcoming/public/all${studioQuery(studioId)}`, { token: null }),
  memberClasses: (studioId: number | null) =>
    api<MemberLiveClass[]>(`/api/liveclass/upcoming${studioQuery(studioId)}`),
  liveClass: (id: number) => api<MemberLiveClass>(`/api/liveclass/upcoming/${id}`),
  purchased: () =>
    api<{ purchased: PurchasedLiveClass[] }>('/api/liveclass/purchased').then((r) => r.purchased),
  addToSchedule: (userId: number, liveClass: Pick<LiveClass, 'id' | 'scheduledDatetime'>) =>
    api<Workout>('/api/workout/add', {
      body: {
        authUserInfo: { id: userId },
        videoId: null,
        liveClassId: liveClass.id,
        status: 'scheduled',
        when: toTheMinute(liveClass.scheduledDatetime),
      },
    }),
  /** Holds a seat and answers the card payment for it (amount in cents, spec 3). */
  paymentIntent: (c: LiveClass, amount: number, coupon: string | null) =>
    api<{ client_secret: string; id: string; amount: number }>(
      '/api/liveclass/upcoming/payment-intent',
      {
        body: { amount, studioId: c.studioId, liveClassId: c.id, coupon },
      },
    ),
  /** Books the class: after a card payment, or with paymentIntentId null when nothing is to pay. */
  confirm: (c: LiveClass, paymentIntentId: string | null, amount: number, promo: string | null) =>
    api<LiveClassConfirmation>(`/api/liveclass/upcoming/${c.id}/confirmation`, {
      body: { amount, studioId: c.studioId, paymentIntentId, promo, liveClassId: c.id },
    }),
};
