import type { LiveClass, MemberLiveClass, PurchasedLiveClass, User } from '@jetsweat/contract';
import { scheduleTexts } from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { conflict, notFound, paymentRequired } from '../../platform/errors.ts';
import { createAccountsService } from '../accounts/service.ts';
import { liveClassIncluded } from '../billing/entitlement.ts';
import { findLiveWorkoutId } from '../workouts/store.ts';
import { sendBookingMail } from './booking-mail.ts';
import { bookLockedClass, lockClassOrFail, refuseStarted } from './seats.ts';
import {
  findLiveClass,
  findSeat,
  listBookedSeats,
  listClassesByIds,
  listLiveClasses,
  type LiveClassRow,
} from './store.ts';
import { bookingView, liveClassView } from './views.ts';

/** A class is seen on the main site when flagged so, and always on its own studio's site. */
function visible(
  row: Pick<LiveClassRow, 'studio_id' | 'is_on_jetsweat'>,
  siteStudioId: number | null,
  user?: User,
): boolean {
  return row.is_on_jetsweat || row.studio_id === siteStudioId || row.studio_id === user?.studioId;
}

const classOf = (row: { studio_id: number; scheduled_at: Date }) => ({
  studioId: row.studio_id,
  scheduledAt: new Date(row.scheduled_at),
});

export function createScheduleService(
  deps: Deps,
  onMailError: (err: unknown) => void = console.error,
) {
  const { db, clock } = deps;
  const accounts = createAccountsService(deps);

  async function bookedIds(userId: number): Promise<number[]> {
    return (await listBookedSeats(db, userId)).map((s) => s.live_class_id);
  }

  return {
    /** Classes anyone may book: not started yet, on the main site or on one studio's site. */
    async publicClasses(studioId: number | undefined): Promise<LiveClass[]> {
      const rows = await listLiveClasses(db, { now: clock.now(), notStarted: true, studioId });
      return rows.map(liveClassView);
    },

    /** The member's view: classes not over yet (a started one can still be joined), and their bookings. */
    async memberClasses(userId: number, studioId: number | undefined): Promise<MemberLiveClass[]> {
      const booked = await bookedIds(userId);
      const rows = await listLiveClasses(db, {
        now: clock.now(),
        notStarted: false,
        studioId,
        alsoIds: booked,
      });
      return rows.map((r) => ({ ...liveClassView(r), booked: booked.includes(r.id) }));
    },

    /** One class, for a person who booked it or may book it without paying; 402 says why not. */
    async memberClass(
      userId: number,
      id: number,
      siteStudioId: number | null,
    ): Promise<MemberLiveClass> {
      const user = await accounts.me(userId, siteStudioId);
      const row = await findLiveClass(db, id, clock.now());
      const seat = row ? await findSeat(db, id, userId) : undefined;
      const booked = seat?.state === 'booked';
      if (!row || (!booked && !visible(row, siteStudioId, user)))
        throw notFound(scheduleTexts.classNotFound);
      if (
        !booked &&
        !(await liveClassIncluded(db, user, classOf(row), siteStudioId, clock.now()))
      ) {
        throw paymentRequired(scheduleTexts.notEntitled);
      }
      return { ...liveClassView(row), booked };
    },

    /** Every class the person has booked, soonest first, with what they paid. */
    async purchased(userId: number): Promise<PurchasedLiveClass[]> {
      const seats = await listBookedSeats(db, userId);
      const rows = await listClassesByIds(
        db,
        seats.map((s) => s.live_class_id),
        clock.now(),
      );
      return rows.map((r) => ({
        ...liveClassView(r),
        booking: bookingView(seats.find((s) => s.live_class_id === r.id)!),
      }));
    },

    /**
     * POST /api/workout/add for a live class. A booked class whose workout was deleted goes back on
     * the schedule; otherwise a subscriber (spec 4.6) takes a seat without paying. 409 when the
     * class is already on the schedule, is full or has started; 402 for anyone who must pay.
     */
    async addToSchedule(
      userId: number,
      classId: number,
      siteStudioId: number | null,
    ): Promise<number> {
      const user = await accounts.me(userId, siteStudioId);
      const now = clock.now();
      const booked = await db.transaction(async (tx) => {
        const locked = await lockClassOrFail(tx, classId, now);
        const seat = await findSeat(tx, classId, userId);
        if (seat?.state === 'booked') {
          if (await findLiveWorkoutId(tx, userId, classId))
            throw conflict(scheduleTexts.alreadyRegistered);
        } else {
          if (!visible(locked, siteStudioId, user)) throw notFound(scheduleTexts.classNotFound);
          if (!(await liveClassIncluded(tx, user, classOf(locked), siteStudioId, now)))
            throw paymentRequired(scheduleTexts.bookFirst);
          refuseStarted(locked, now);
        }
        return bookLockedClass(
          tx,
          locked,
          userId,
          { paidWith: 'subscription', amountCents: 0, promo: null, paymentIntentId: null },
          now,
        );
      });
      if (booked.fresh) await sendBookingMail(deps, booked.seat, onMailError);
      return booked.workoutId;
    },
  };
}
export type ScheduleService = ReturnType<typeof createScheduleService>;
