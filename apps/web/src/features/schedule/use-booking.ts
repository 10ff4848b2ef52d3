import { useCallback, useState } from 'react';
import type { LiveClass, LiveClassConfirmation, User } from '@jetsweat/contract';
import { apiErrorCodes, isLiveNow } from '@jetsweat/contract';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { useAddToSchedule } from './api/book.ts';
import { getBookingTerms } from './api/booking-terms.ts';

/**
 * A class under way, booked or paid for just now, is entered at once (issue 51, item 1): a whole
 * page load, as the room's page may use the camera only when loaded as itself. Answers whether it did.
 */
function enterIfLive(c: LiveClass): boolean {
  if (!isLiveNow(c, Date.now())) return false;
  window.location.assign(paths.liveClass(c.id));
  return true;
}

export type BookingStep =
  | { kind: 'idle' }
  | { kind: 'signup' }
  | { kind: 'login' }
  | { kind: 'working' }
  | { kind: 'subscribed' }
  | { kind: 'credited' }
  | { kind: 'registered' }
  | { kind: 'payment' }
  | { kind: 'summary'; confirmation: LiveClassConfirmation }
  | { kind: 'failed'; message: string };

/**
 * The live-class booking routing of spec 4.6. Book chooses the class; a visitor signs up (or logs
 * in) first and the routing then continues with the same class; a class already booked is not
 * added again; a class the person's plan includes goes straight onto their schedule; anyone else
 * pays. Whether the plan includes it is the server's decision (its entitlement rule), asked
 * first (booking-terms), so the payment dialog opens without a refused booking, whose 402 the
 * browser would log as an error (issue 56, point 6). A class under way goes straight into its
 * room once booked or paid for.
 */
export function useBooking() {
  const { user } = useSession();
  const add = useAddToSchedule();
  const [liveClass, setLiveClass] = useState<LiveClass | null>(null);
  const [step, setStep] = useState<BookingStep>({ kind: 'idle' });
  const { mutateAsync: addToSchedule } = add;

  const route = useCallback(
    async (person: User, chosen: LiveClass) => {
      setStep({ kind: 'working' });
      try {
        const terms = await getBookingTerms(chosen.id);
        if (terms.booked) return enterIfLive(chosen) ? undefined : setStep({ kind: 'registered' });
        if (!terms.included) return setStep({ kind: 'payment' });
        await addToSchedule({ userId: person.id, liveClass: chosen });
        if (!enterIfLive(chosen)) setStep({ kind: 'subscribed' });
      } catch (err) {
        // The plan ended between the question and the booking: the payment dialog still follows.
        if (err instanceof ApiError && err.status === 402) return setStep({ kind: 'payment' });
        if (err instanceof ApiError && err.code === apiErrorCodes.alreadyRegistered)
          return setStep({ kind: 'registered' });
        setStep({ kind: 'failed', message: errorMessage(err) });
      }
    },
    [addToSchedule],
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
      if (!liveClass || !enterIfLive(liveClass)) setStep({ kind: 'summary', confirmation });
    },
    [liveClass],
  );
  /** Booked with a class pack's credit from the payment modal (issue 54). */
  const bookedWithCredit = useCallback(() => {
    if (!liveClass || !enterIfLive(liveClass)) setStep({ kind: 'credited' });
  }, [liveClass]);
  const close = useCallback(() => setStep({ kind: 'idle' }), []);
  const show = useCallback((kind: 'signup' | 'login') => setStep({ kind }), []);

  return { liveClass, step, book, signedIn, paid, bookedWithCredit, close, show };
}
export type Booking = ReturnType<typeof useBooking>;
