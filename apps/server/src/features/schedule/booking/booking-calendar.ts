import ical, { ICalCalendarMethod } from 'ical-generator';
import type { PurchasedLiveClass } from '@jetsweat/contract';

/**
 * A booked live class as an iCalendar file (RFC 5545) for the member's own calendar. The UID is
 * stable, so adding the same class twice updates the one event instead of making another.
 */
export function bookingCalendar(c: PurchasedLiveClass, siteOrigin: string): string {
  const start = new Date(c.scheduledDatetime);
  const url = `${siteOrigin}/newplatform/live/upcoming/${c.id}`;
  const calendar = ical({
    name: 'JetSweat',
    prodId: { company: 'JetSweat', product: 'live classes' },
  });
  calendar.method(ICalCalendarMethod.PUBLISH);
  calendar.createEvent({
    id: `liveclass-${c.id}@jetsweat`,
    start,
    end: new Date(start.getTime() + c.minutesDuration * 60_000),
    summary: c.instructor ? `${c.title} with ${c.instructor}` : c.title,
    description: [c.description, `${c.studioName} live class: join at ${url}`]
      .filter(Boolean)
      .join('\n\n'),
    location: url,
    url,
  });
  return calendar.toString();
}
