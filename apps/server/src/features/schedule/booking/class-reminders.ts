import { easternWhen, liveReminderChoices } from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import { greeting } from '../../../platform/messaging/mail-greeting.ts';
import { accountSiteUrl, liveReminderMinutesOf, mailContactOf } from '../../accounts/service.ts';
import { findLiveClass } from '../live-classes.ts';
import {
  claimReminder,
  markReminderMailed,
  reminderCandidates,
  unmailedReminders,
  type ReminderCandidate,
} from './reminders-store.ts';

export const CLASS_REMINDER_QUEUE = 'live-class-reminders';
/** Every minute: a reminder comes at most a minute after the moment its member chose. */
export const CLASS_REMINDER_CRON = '* * * * *';

const longestLead = Math.max(...liveReminderChoices);
const MINUTE_MS = 60_000;
/** A claim still unmailed this long after it was made was left by an instance that stopped. */
const ABANDONED_CLAIM_MS = 5 * MINUTE_MS;

/**
 * Whether the seat's reminder is due: its member wants one, the moment they chose has come, and
 * the booking was made before that moment (a class booked ten minutes before it starts has its
 * booking mail, with the same link, and no reminder on top).
 */
function due(seat: ReminderCandidate, leadMinutes: number, now: Date): boolean {
  if (leadMinutes <= 0) return false;
  const remindAt = seat.startsAt.getTime() - leadMinutes * MINUTE_MS;
  return remindAt <= now.getTime() && seat.bookedAt.getTime() <= remindAt;
}

type ReminderDeps = Pick<Deps, 'db' | 'mailer' | 'config' | 'clock'>;

/** The reminder's mail: the class, when, and the link to join it. */
async function fileReminderMail(deps: ReminderDeps, seat: ReminderCandidate): Promise<void> {
  const [user, c, site] = await Promise.all([
    mailContactOf(deps.db, seat.userId),
    findLiveClass(deps.db, seat.liveClassId, deps.clock.now()),
    accountSiteUrl(deps, seat.userId),
  ]);
  if (!user || !c) return;
  const at = easternWhen(new Date(c.scheduled_at));
  await deps.mailer.send({
    to: user.email,
    subject: `Starting soon: ${c.title}, ${at}`,
    text: [
      greeting(user.firstName),
      '',
      `${c.title} with ${c.instructor || c.studio_name} (${c.studio_name}) starts ${at}, ${c.minutes_duration} minutes.`,
      `Join from here, from ten minutes before it starts: ${site}/newplatform/live/upcoming/${c.id}`,
      '',
      'You get this reminder because you booked the class. Choose when (or whether) reminders come on your profile.',
    ].join('\n'),
  });
}

/**
 * Mails each booked member the reminder of their class once, at the lead they chose on their
 * profile. A seat's reminder is claimed first (a row keyed by the seat, so whichever instances
 * run the pass, one claims it, and a cancelled booking, its seat deleted, is never claimed), then
 * its mail is filed on the durable mail queue and the claim marked mailed. A claim left unmailed
 * by an instance that stopped in between is mailed by a later pass: at least once, as all mail.
 */
export async function sendClassReminders(deps: ReminderDeps): Promise<{ reminded: number }> {
  const now = deps.clock.now();
  const seats = await reminderCandidates(deps.db, now, longestLead);
  const leads = await liveReminderMinutesOf(deps.db, [...new Set(seats.map((s) => s.userId))]);
  const claimed: ReminderCandidate[] = [];
  for (const seat of seats)
    if (
      due(seat, leads.get(seat.userId) ?? 0, now) &&
      (await claimReminder(deps.db, seat.seatId, now))
    )
      claimed.push(seat);
  const abandoned = await unmailedReminders(
    deps.db,
    new Date(now.getTime() - ABANDONED_CLAIM_MS),
    now,
  );
  for (const seat of [...claimed, ...abandoned]) {
    await fileReminderMail(deps, seat);
    await markReminderMailed(deps.db, seat.seatId, deps.clock.now());
  }
  return { reminded: claimed.length + abandoned.length };
}
