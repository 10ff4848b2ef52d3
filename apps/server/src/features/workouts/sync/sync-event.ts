import { escapeHtml } from '../../../platform/http/web.ts';
import { workoutLink, workoutPlace } from '../feed/feed-calendar.ts';
import type { FeedWorkout } from '../feed/feed-events.ts';
import type { SyncedEvent } from './provider.ts';

const statusNote = { scheduled: '', completed: 'Completed ✔', skipped: 'Skipped' } as const;

/**
 * The event a workout becomes in Google Calendar or Outlook: the class and its instructor, its
 * time, online on the member's site as its location, and an HTML body linking to the class.
 */
export function syncedEventOf(w: FeedWorkout, origin: string): SyncedEvent {
  const link = workoutLink(w, origin);
  const kind = w.liveClassId !== null ? 'Live class' : 'On-demand class';
  const paragraphs = [statusNote[w.status], w.description]
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p)}</p>`);
  paragraphs.push(`<p>${kind}: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`);
  return {
    workoutId: w.id,
    title: w.instructor ? `${w.title} with ${w.instructor}` : w.title,
    start: w.start,
    end: new Date(w.start.getTime() + w.minutes * 60_000),
    location: workoutPlace(w, origin),
    html: paragraphs.join(''),
  };
}
