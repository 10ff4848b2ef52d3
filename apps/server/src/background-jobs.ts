import type { FastifyBaseLogger } from 'fastify';
import { removeExpiredAccountRows } from './features/accounts/cleanup.ts';
import { scheduleBillingPass } from './features/billing/billing-jobs.ts';
import { startPackRefundJobs } from './features/billing/service.ts';
import { startRecordingJobs } from './features/live/recording/recording-job.ts';
import {
  failStalledTranscodes,
  liveTranscodeOn,
  removeExpiredUploads,
} from './features/console/videos/video-cleanup.ts';
import { startConsoleVideoJobs } from './features/console/videos/video-transcode-job.ts';
import {
  releaseExpiredSeatHolds,
  SEAT_HOLD_CRON,
  SEAT_HOLD_QUEUE,
} from './features/schedule/booking/end-expired-holds.ts';
import { sendGivenSeatMails } from './features/schedule/booking/waitlist-mail.ts';
import {
  CLASS_REMINDER_CRON,
  CLASS_REMINDER_QUEUE,
  sendClassReminders,
} from './features/schedule/booking/class-reminders.ts';
import {
  checkAllDomains,
  DOMAIN_CHECK_CRON,
  DOMAIN_CHECK_QUEUE,
} from './features/studios/domains/check-domain.ts';
import { startRefundJobs } from './features/schedule/booking/refund-jobs.ts';
import { startPayoutJobs } from './features/console/payouts/payout-jobs.ts';
import { startFeeJobs, type MembersWhoCame } from './features/schedule/service.ts';
import { attendanceOfClass } from './features/live/service.ts';
import { classRecords } from './features/schedule/service.ts';
import {
  AUTO_SKIP_CRON,
  AUTO_SKIP_QUEUE,
  skipPastWorkouts,
} from './features/workouts/auto-skip.ts';
import {
  DEMO_OPEN_STUDIO_CRON,
  DEMO_OPEN_STUDIO_QUEUE,
  keepDemoOpenStudioBooked,
} from './demo/open-studio.ts';
import { calendarClients } from './features/workouts/sync/clients.ts';
import { startCalendarSync } from './features/workouts/sync/sync-queue.ts';
import { scheduleCleanup } from './platform/jobs/cleanup-job.ts';
import type { Database } from './platform/db/database.ts';
import type { Deps } from './platform/deps.ts';
import type { Services } from './services.ts';
import type { JobQueue } from './platform/jobs/job-queue.ts';
import { schedulePeriodicJob } from './platform/jobs/scheduled-job.ts';

/** What the background work runs on: the server's handles and the services app.ts built. */
interface BackgroundContext {
  db: Database;
  deps: Deps;
  services: Pick<Services, 'billing'>;
  log: FastifyBaseLogger;
}

/**
 * Who came to a class's room, from the live room's attendance: the no-show job (with the fee jobs
 * that charge late-cancel and no-show fees, issue 54) marks every other booked member.
 */
const membersWhoCame: MembersWhoCame = async (tx, classId) =>
  (await attendanceOfClass(tx, classId)).map((a) => a.user_id);

/**
 * The jobs that ask the payment gateway for money moves, each retried with its own idempotency key
 * and swept for jobs lost.
 */
async function startGatewayJobs(queue: JobQueue, deps: Deps, log: FastifyBaseLogger) {
  // Live-class refunds claimed and not yet made, paid by their jobs with retries, and a sweep
  // every ten minutes filing a job for any claim left without one.
  await startRefundJobs(queue, deps, log);
  // Studios' payouts: the month before computed and paid on the 1st, a failed transfer's job
  // retried, and an hourly sweep (features/console/payouts/payout-jobs.ts).
  await startPayoutJobs(queue, deps, log);
  // Class packs refunded from the console, paid the same way (billing/packs/pack-refund-jobs.ts).
  await startPackRefundJobs(queue, deps, log);
  // Late-cancel and no-show fees charged, or refunded once waived, and no-shows marked (issue 54).
  await startFeeJobs(queue, deps, membersWhoCame, log);
}

/**
 * Every piece of background work, on the durable job queue: the workers for mail and Stripe's
 * events, and the scheduled jobs (each runs once per occurrence across all instances).
 */
export async function startBackgroundJobs(
  queue: JobQueue,
  { db, deps, services, log }: BackgroundContext,
): Promise<void> {
  // Services built before the queue file their jobs from now on.
  deps.jobs.attach(queue);
  await deps.mailQueue.start(queue, log);
  await deps.sms.start(queue, log);
  await deps.paymentEvents.start(queue, log);
  // Trial ends and renewals (features/billing/billing-jobs.ts).
  await scheduleBillingPass(deps, services.billing, queue, log);
  // Expired sessions and reset links, stale rate-limit counters, abandoned video uploads and
  // transcodes that stopped for good, hourly.
  await scheduleCleanup(queue, {
    db,
    clock: deps.clock,
    log,
    tasks: [
      removeExpiredAccountRows,
      removeExpiredUploads(deps.tusUploads),
      failStalledTranscodes(liveTranscodeOn(queue)),
    ],
  });
  // Seats held for card payments that ran out of time, every minute.
  await schedulePeriodicJob(queue, {
    name: SEAT_HOLD_QUEUE,
    cron: SEAT_HOLD_CRON,
    log,
    // A freed seat goes to the class's first waiting member, who is mailed.
    work: () =>
      releaseExpiredSeatHolds(db, deps.clock.now(), (given) =>
        sendGivenSeatMails(deps, given, (err) => log.warn({ err }, 'waitlist mail not sent')),
      ),
  });
  await startGatewayJobs(queue, deps, log);
  // Booked live classes' reminder mails, at the lead each member chose, every minute.
  await schedulePeriodicJob(queue, {
    name: CLASS_REMINDER_QUEUE,
    cron: CLASS_REMINDER_CRON,
    log,
    work: () => sendClassReminders(deps),
  });
  // Workouts left scheduled after their day: skipped, hourly.
  await schedulePeriodicJob(queue, {
    name: AUTO_SKIP_QUEUE,
    cron: AUTO_SKIP_CRON,
    log,
    work: () => skipPastWorkouts(db, deps.clock.now()),
  });
  // Studios' white-label domains: a new one's DNS record found, a removed one no longer served.
  await schedulePeriodicJob(queue, {
    name: DOMAIN_CHECK_QUEUE,
    cron: DOMAIN_CHECK_CRON,
    log,
    work: () => checkAllDomains(deps),
  });
  // Workouts' changes to the members' Google Calendar and Outlook (features/workouts/sync).
  const calendarProviders = Object.values(await calendarClients(deps.config));
  await startCalendarSync(queue, deps, classRecords.byIds, calendarProviders, log);
  // Recorded live classes become on-demand classes, and a sweep closes the recordings of classes
  // that ended without "End class", every minute.
  await startRecordingJobs(queue, deps, log);
  // Videos uploaded through the console are transcoded to the on-demand ladder.
  await startConsoleVideoJobs(queue, deps, log);
  // A demo server left running: Open Studio carried forward and its members booked, hourly.
  if (deps.config.seedDemo)
    await schedulePeriodicJob(queue, {
      name: DEMO_OPEN_STUDIO_QUEUE,
      cron: DEMO_OPEN_STUDIO_CRON,
      log,
      work: () => keepDemoOpenStudioBooked(db, deps.clock.now()),
    });
}
