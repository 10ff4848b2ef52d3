import { useCallback, useState } from 'react';
import type { LiveClass, LiveClassConfirmation, User } from '@jetsweat/contract';
import { scheduleTexts } from '@jetsweat/contract';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { useSession } from '../accounts/session.tsx';
import { scheduleApi } from './api.ts';

export type BookingStep =
  | { kind: 'idle' }
  | { kind: 'signup' }
  | { kind: 'login' }
  | { kind: 'working' }
  | { kind: 'subscribed' }
  | { kind: 'registered' }
  | { kind: 'payment' }
  | { kind: 'summary'; confirmation: LiveClassConfirmation }
  | { kind: 'failed'; message: string };

/**
 * The live-class booking routing of spec 4.6. Book chooses the class; a visitor signs up (or logs
 * in) first and the routing then continues with the same class; a class already booked is not
 * added again; a class the person's plan includes goes straight onto their schedule; anyone else
 * pays. Whether the plan includes it is the server's decision (its entitlement rule): it answers
 * the add with 402 when the class must be paid for, and the payment modal opens.
 */
export function useBooking(onBooked: () => void) {
  const { user } = useSession();
  const [liveClass, setLiveClass] = useState<LiveClass | null>(null);
  const [step, setStep] = useState<BookingStep>({ kind: 'idle' });

  const route = useCallback(
    async (person: User, chosen: LiveClass) => {
      setStep({ kind: 'working' });
      try {
        const purchased = await scheduleApi.purchased();
        if (purchased.some((p) => p.id === chosen.id)) return setStep({ kind: 'registered' });
        await scheduleApi.addToSchedule(person.id, chosen);
        onBooked();
        setStep({ kind: 'subscribed' });
      } catch (err) {
        if (err instanceof ApiError && err.status === 402) return setStep({ kind: 'payment' });
        if (err instanceof ApiError && err.message === scheduleTexts.alreadyRegistered)
          return setStep({ kind: 'registered' });
        setStep({ kind: 'failed', message: errorMessage(err) });
      }
    },
    [onBooked],
  );

  const book = useCallback(
    (chosen: LiveClass) => {
      setLiveClass(chosen);
      if (!user) setStep({ kind: 'signup' });
      else void route(user, chosen);
    },
    [user, route],
  );

  /** After sign-up or login in the modals, the routing carries on with the chosen class. */
  const signedIn = useCallback(
    (person: User) => {
      if (liveClass) void route(person, liveClass);
      else setStep({ kind: 'idle' });
    },
    [liveClass, route],
  );

  const paid = useCallback(
    (confirmation: LiveClassConfirmation) => {
      onBooked();
      setStep({ kind: 'summary', confirmation });
    },
    [onBooked],
  );

  const close = useCallback(() => setStep({ kind: 'idle' }), []);
  const show = useCallback((kind: 'signup' | 'login') => setStep({ kind }), []);

  return { liveClass, step, book, signedIn, paid, close, show };
}
export type Booking = ReturnType<typeof useBooking>;
