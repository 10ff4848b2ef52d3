import type { FastifyBaseLogger } from 'fastify';
import type { LiveClass, MemberLiveClass, PurchasedLiveClass } from '@jetsweat/contract';
import { apiErrorCodes, scheduleTexts } from '@jetsweat/contract';
import type { Database } from '../../platform/db/database.ts';
import type { Deps } from '../../platform/deps.ts';
import type { Built } from '../../platform/public-reads/read-cache.ts';
import { conflict, notFound, paymentRequired } from '../../platform/http/errors.ts';
import type { AccountsService } from '../accounts/service.ts';
import { liveClassIncluded } from '../billing/service.ts';
import { liveWorkouts } from '../workouts/service.ts';
import { bookLiveClass } from './booking/book-live-class.ts';
import { bookingTerms } from './booking/booking-terms.ts';
import { cancelBooking, type CancelLog } from './booking/cancel-booking.ts';
import { joinWaitlist, leaveWaitlist } from './booking/waitlist.ts';
import type { MemberMarks } from './booking/member-marks-store.ts';
import { classFacts, seenBy } from './class-access.ts';
import {
  findLiveClass,
  listClassesByIds,
  listLiveClasses,
  type LiveClassRow,
} from './live-classes.ts';
import { classRecordsByIds, classRecordsOfStudio } from './class-records-store.ts';
import { liveClassPaymentOf, liveClassPaymentsOf } from './booking/card-payments-store.ts';
import { findSeat, hasBookedAtStudio, listBookedSeats } from './booking/seat-store.ts';
import { bookingView, liveClassView } from './views.ts';
import { cancelStudioClass } from './studio-classes/cancel-studio-class.ts';
import { createStudioClasses } from './studio-classes/create-studio-classes.ts';
import { listClassRoster } from './studio-classes/list-class-roster.ts';
import { listStudioClasses } from './studio-classes/list-studio-classes.ts';
import { findStudioClass } from './studio-classes/studio-class.ts';
import { bookedUserIds } from './studio-classes/studio-class-store.ts';
import { updateStudioClass } from './studio-classes/update-studio-class.ts';
import {
  classFiguresOfStudio,
  classSeatsOfStudio,
  cohortMonthsOfStudio,
} from './studio-reports-store.ts';
import {
  writeMarkedSiteTimetable,
  writeMemberTimetable,
  writtenClasses,
} from './member-timetable-json.ts';

const endOf = (c: { scheduledDatetime: string; minutesDuration: number }) =>
  Date.parse(c.scheduledDatetime) + c.minutesDuration * 60_000;
/** When the first of `classes` ends and leaves a list of classes not over yet (none: never). */
function firstEndOf(classes: LiveClass[]): Date | undefined {
  const firstEnd = Math.min(...classes.map(endOf));
  return Number.isFinite(firstEnd) ? new Date(firstEnd) : undefined;
}
const notOver = (row: LiveClassRow, now: Date) =>
  new Date(row.scheduled_at).getTime() + row.minutes_duration * 60_000 > now.getTime();
const byTime = (a: LiveClass, b: LiveClass) =>
  Date.parse(a.scheduledDatetime) - Date.parse(b.scheduledDatetime) || a.id - b.id;

interface ScheduleContext {
  deps: Deps;
  accounts: AccountsService;
  onMailError: (err: unknown) => void;
}

/** A site's classes not over yet, shared by every member's list until one changes or ends. */
function unfinishedOnSite({ db, reads }: Deps, studioId: number | undefined, now: Date) {
  return reads.getValue(
    `schedule-unfinished:${studioId ?? 'main'}`,
    ['schedule', 'studios'],
    async () => {
      const classes = (await listLiveClasses(db, { now, notStarted: false, studioId })).map(
        liveClassView,
      );
      return { value: writtenClasses(classes), validUntil: firstEndOf(classes) };
    },
  );
}

/**
 * The member's view: classes not over yet (a started one can still be joined), and their
 * bookings, studio-only ones too. The site's classes are the same for everyone: kept as the
 * public reads are (for seconds, or until a class, a seat or a studio changes), each written
 * once as JSON; the member's own marks come read with their session, per request
 * (booking/member-marks-store.ts); booked classes the site does not list are read by id and
 * merged. Nothing of the member is kept. Answered as the written bytes (member-timetable-json.ts).
 */
async function memberTimetable(
  deps: Deps,
  marks: MemberMarks,
  studioId: number | undefined,
): Promise<Buffer> {
  const { db } = deps;
  const now = deps.clock.now();
  const onSite = await unfinishedOnSite(deps, studioId, now);
  const { booked } = marks;
  const marked = {
    booked: new Set(booked),
    waiting: new Set(marks.waiting),
    held: new Set(marks.held),
  };
  const elsewhere = booked.filter((id) => !onSite.places.has(id));
  const theirs =
    elsewhere.length === 0
      ? []
      : (await listClassesByIds(db, elsewhere, now))
          .filter((r) => notOver(r, now))
          .map(liveClassView);
  if (theirs.length === 0) return writeMarkedSiteTimetable(onSite, marked);
  return writeMemberTimetable([...onSite.classes, ...theirs].sort(byTime), onSite, marked);
}

/** One class, for a person who booked it or may book it without paying; 402 says why not. */
async function memberClass(
  { deps, accounts }: ScheduleContext,
  userId: number,
  id: number,
  siteStudioId: number | null,
): Promise<MemberLiveClass> {
  const { db, clock } = deps;
  const user = await accounts.me(userId, siteStudioId);
  const row = await findLiveClass(db, id, clock.now());
  const seat = row ? await findSeat(db, id, userId) : undefined;
  const booked = seat?.state === 'booked';
  if (!row || (!booked && !seenBy(row, siteStudioId, user.studioId)))
    throw notFound(scheduleTexts.classNotFound);
  if (!booked && !(await liveClassIncluded(db, user, classFacts(row), siteStudioId, clock.now()))) {
    throw paymentRequired(scheduleTexts.notEntitled);
  }
  return { ...liveClassView(row), booked };
}

/** Every class the person has booked, soonest first, with what they paid. */
async function purchased({ db, clock }: Deps, userId: number): Promise<PurchasedLiveClass[]> {
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
}

/**
 * POST /api/workout/add for a live class. A booked class whose workout was deleted goes back on
 * the schedule; otherwise a person whose plan or pass includes the class (spec 4.6, issue 19:
 * billing's entitlement decides) takes a seat without paying, or with `usePack` a credit of their
 * class pack at its studio (issue 54). 409 when the class is already on the schedule, is full or
 * has started; 402 for anyone who must pay.
 */
async function addToSchedule(
  { deps, accounts, onMailError }: ScheduleContext,
  userId: number,
  classId: number,
  siteStudioId: number | null,
  usePack = false,
): Promise<number> {
  const user = await accounts.me(userId, siteStudioId);
  if (usePack) {
    // A class pack's credit pays (book-with-pack.ts); pressed twice, the first booking answers.
    const way = 'pack' as const;
    return (await bookLiveClass(deps, { way, user, classId, siteStudioId }, onMailError)).workoutId;
  }
  const ifBooked = async (tx: Database) => {
    if (await liveWorkouts.findId(tx, userId, classId))
      throw conflict(scheduleTexts.alreadyRegistered, apiErrorCodes.alreadyRegistered);
  };
  const booked = await bookLiveClass(
    deps,
    { way: 'included', user, classId, siteStudioId, ifBooked },
    onMailError,
  );
  return booked.workoutId;
}

/**
 * The live schedule: what anyone may book, a member's classes and bookings, and booking. It is
 * handed the accounts service (built once, in app.ts) for the person a class is shown or booked for.
 */
export function createScheduleService(
  deps: Deps,
  accounts: AccountsService,
  onMailError: (err: unknown) => void = console.error,
  log: Pick<FastifyBaseLogger, 'warn'> = { warn: console.warn },
) {
  const ctx: ScheduleContext = { deps, accounts, onMailError };
  const cancelLog: CancelLog = {
    mailFailed: onMailError,
    refundFailed: (err, paymentIntentId) =>
      log.warn({ err, paymentIntentId }, 'a cancel could not refund at once; its job will'),
  };
  return {
    /**
     * The public timetable: classes not over yet (one under way can still be joined, issue 20),
     * on the main site or on one studio's site, and until when the list holds: the first end.
     */
    async publicClasses(studioId: number | undefined): Promise<Built<LiveClass[]>> {
      const rows = await listLiveClasses(deps.db, {
        now: deps.clock.now(),
        notStarted: false,
        studioId,
      });
      const classes = rows.map(liveClassView);
      return { value: classes, validUntil: firstEndOf(classes) };
    },
    memberTimetable: (marks: MemberMarks, studioId: number | undefined) =>
      memberTimetable(deps, marks, studioId),
    memberClass: (userId: number, id: number, siteStudioId: number | null) =>
      memberClass(ctx, userId, id, siteStudioId),
    /** Booked already, included, or to be paid for: asked when Book is pressed (no 402). */
    bookingTerms: async (userId: number, id: number, siteStudioId: number | null) =>
      bookingTerms(deps, await accounts.me(userId, siteStudioId), id, siteStudioId),
    purchased: (userId: number) => purchased(deps, userId),
    addToSchedule: (
      userId: number,
      classId: number,
      siteStudioId: number | null,
      usePack?: boolean,
    ) => addToSchedule(ctx, userId, classId, siteStudioId, usePack),
    /** `acceptLateFee`: the member was told the late-cancel fee and cancels anyway (issue 54). */
    cancelBooking: (userId: number, classId: number, q: { acceptLateFee?: 'true' } = {}) =>
      cancelBooking(deps, userId, classId, cancelLog, q.acceptLateFee === 'true'),
    joinWaitlist: (userId: number, classId: number, siteStudioId: number | null) =>
      joinWaitlist(deps, userId, classId, siteStudioId),
    leaveWaitlist: (userId: number, classId: number) => leaveWaitlist(deps, userId, classId),
  };
}
export type ScheduleService = ReturnType<typeof createScheduleService>;
export {
  classTimes,
  hasBooked,
  nextClassAfter,
  unfinishedClasses,
  type ClassTimes,
  type TeachableClass,
} from './class-reads.ts';

/**
 * A studio's classes as its console schedules, changes and cancels them (studio-classes/). Each
 * takes the handle to work through: the console asks its access rule first, then works through
 * its own transaction, so its audit entry is kept in the same one. The console names the
 * instructor (InstructorOf): the live room keeps who teaches where, and it uses the schedule.
 */
export const studioClasses = {
  list: listStudioClasses,
  /** One class of the studio (404, or 403 when another studio's). */
  find: findStudioClass,
  create: createStudioClasses,
  update: updateStudioClass,
  cancel: cancelStudioClass,
  /** Its booked seats, with the members' ids: accounts knows their names, the live room who came. */
  roster: listClassRoster,
  /** Who is booked into it (whom a change is mailed to). */
  bookedPeople: bookedUserIds,
};
export type { InstructorOf } from './studio-classes/studio-class.ts';
/** The refunds a studio's cancellation claimed, asked of the gateway after its commit. */
export { refundClaimed, type CancelledSeat } from './booking/cancel-class.ts';
export { owedRefundsOfClass } from './booking/refunds-store.ts';
/** The refunds of a studio's classes still owed, for its console (the jobs keep asking). */
export { refundsOwedAtStudio } from './booking/owed-refunds.ts';
/** A studio's live-class takings and refunds by month, for billing's revenue (the console's). */
export { liveClassTakings, type LiveClassTakings } from './booking/takings-store.ts';

/** Late-cancel and no-show fees (issue 54, item 2): the roster's, and the studio's waive. */
export { feesOfClass, rosterFeeOf, waiveFee } from './booking/waive-fee.ts';
export { settleFee } from './booking/settle-fee.ts';
export { startFeeJobs } from './booking/fee-jobs.ts';
export type { MembersWhoCame } from './booking/mark-no-shows.ts';
/** Every late cancel at a studio in a period (migration 060), for the console's reports. */
export { lateCancelsByClass } from './booking/cancellations-store.ts';
/** A studio's booking policy, which the console edits (migration 044). */
export {
  findBookingPolicy,
  lockBookingPolicy,
  saveBookingPolicy,
} from './booking/booking-policy-store.ts';

// What the demo data (src/demo) uses of this feature: it reaches features only through their services.
export {
  comingDemoGroupClasses,
  fillDemoClass,
  giveDemoClassesTo,
  hasBookingADayAhead,
} from './demo-store.ts';
export { bookLockedClass, lockClassAndEndHolds } from './booking/book-locked-class.ts';
export { insertDemoBookingPolicy } from './booking/booking-policy-store.ts';
export type { Booking } from './booking/seat-store.ts';
export { openStudioClass } from './demo-live-classes.ts';
export { addOpenStudio, extendDemoLiveClasses, seedDemoLiveClasses } from './seed-demo.ts';

/** The timetable's marks, read with the member's session (the route's companion read). */
export { memberMarksWithSession } from './booking/member-marks-store.ts';

/** People's booked seats in classes not over yet (the friends' activity: who is going). */
export { bookedSeatsOfPeople, type PersonGoingRow } from './booking/going-store.ts';

/**
 * Classes as they were scheduled, cancelled ones too, through the caller's handle: what the live
 * room's recordings show of them.
 */
export const classRecords = { byIds: classRecordsByIds, ofStudio: classRecordsOfStudio };
export type { ClassRecord } from './class-records-store.ts';

/**
 * A member's live-class card payments, for billing's receipts: handed to billing when it is built
 * (services.ts), as billing may not import the schedule.
 */
export const liveClassPayments = {
  list: liveClassPaymentsOf,
  byIntent: liveClassPaymentOf,
  bookedAtStudio: hasBookedAtStudio,
};

/** A studio's past classes, their booked seats and its cohorts, for the console's reports. */
export const studioReportFigures = {
  classes: classFiguresOfStudio,
  classSeats: classSeatsOfStudio,
  cohorts: cohortMonthsOfStudio,
};
export type { ClassFigures, ClassSeats, CohortMonth } from './studio-reports-store.ts';
/** A demo studio's past year of classes and bookings, for its reports (demo/report-history.ts). */
export { insertDemoClassHistory } from './demo-history-store.ts';

/** Who booked a studio's classes, and one member's bookings there (its console's clients). */
export {
  bookerTotalsOf,
  studioBookingsOf,
  studioClassIds,
  type StudioBooking,
} from './studio-classes/studio-bookers-store.ts';
