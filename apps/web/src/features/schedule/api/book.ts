import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LiveClass, LiveClassConfirmation, Workout } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { reloadAfterChange } from '../../../lib/query-client.ts';
import { scheduleKeys } from './keys.ts';

/** The booking time of a live class: UTC, truncated to the minute (spec 3). */
const toTheMinute = (iso: string) =>
  new Date(Math.floor(Date.parse(iso) / 60_000) * 60_000).toISOString();

/**
 * POST /api/workout/add: a class the person's plan includes goes onto their schedule; with
 * `usePack`, a credit of their class pack at its studio pays for it (issue 54).
 */
export const addToSchedule = (
  userId: number,
  c: Pick<LiveClass, 'id' | 'scheduledDatetime'>,
  usePack = false,
) =>
  api<Workout>('/api/workout/add', {
    body: {
      authUserInfo: { id: userId },
      videoId: null,
      liveClassId: c.id,
      status: 'scheduled',
      when: toTheMinute(c.scheduledDatetime),
      ...(usePack ? { usePack } : {}),
    },
  });

/** Holds a seat and answers the card payment for it (amount in cents, spec 3). */
export const livePaymentIntent = (c: LiveClass, amount: number, coupon: string | null) =>
  api<{ client_secret: string; id: string; amount: number }>(
    '/api/liveclass/upcoming/payment-intent',
    { body: { amount, studioId: c.studioId, liveClassId: c.id, coupon } },
  );

/** Books the class: after a card payment, or with paymentIntentId null when nothing is to pay. */
export const confirmLiveClass = (
  c: LiveClass,
  paymentIntentId: string | null,
  amount: number,
  promo: string | null,
) =>
  api<LiveClassConfirmation>(`/api/liveclass/upcoming/${c.id}/confirmation`, {
    body: { amount, studioId: c.studioId, paymentIntentId, promo, liveClassId: c.id },
  });

/** A booking changes seats, the member's classes and what they bought: all of it is reloaded. */
function useInvalidateSchedule() {
  const queryClient = useQueryClient();
  return () => reloadAfterChange(queryClient, scheduleKeys.all);
}

export function useAddToSchedule() {
  const invalidate = useInvalidateSchedule();
  return useMutation({
    mutationFn: (v: {
      userId: number;
      liveClass: Pick<LiveClass, 'id' | 'scheduledDatetime'>;
      usePack?: boolean;
    }) => addToSchedule(v.userId, v.liveClass, v.usePack),
    onSuccess: () => void invalidate(),
  });
}

export function useConfirmLiveClass() {
  const invalidate = useInvalidateSchedule();
  return useMutation({
    mutationFn: (v: {
      liveClass: LiveClass;
      paymentIntentId: string | null;
      amount: number;
      promo: string | null;
    }) => confirmLiveClass(v.liveClass, v.paymentIntentId, v.amount, v.promo),
    onSuccess: () => void invalidate(),
  });
}
