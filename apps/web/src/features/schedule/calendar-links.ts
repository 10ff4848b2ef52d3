import type { LiveClass } from '@jetsweat/contract';

/** 20261201T150000Z: the compact UTC form both calendars take. */
const compactUtc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

interface CalendarEvent {
  title: string;
  start: Date;
  end: Date;
  details: string;
  location: string;
}

/** What a booked class puts in a calendar: its time, its length and where to join it. */
export function classEvent(c: LiveClass, classPageUrl: string): CalendarEvent {
  const start = new Date(c.scheduledDatetime);
  return {
    title: c.instructor ? `${c.title} with ${c.instructor}` : c.title,
    start,
    end: new Date(start.getTime() + c.minutesDuration * 60_000),
    details: `${c.studioName} live class: join at ${classPageUrl}`,
    location: classPageUrl,
  };
}

/** Google Calendar's "create event" template link. */
export function googleCalendarUrl(e: CalendarEvent): string {
  const q = new URLSearchParams({
    action: 'TEMPLATE',
    text: e.title,
    dates: `${compactUtc(e.start)}/${compactUtc(e.end)}`,
    details: e.details,
    location: e.location,
  });
  return `https://calendar.google.com/calendar/render?${q}`;
}

/** Outlook on the web's compose-event deep link (personal accounts; work accounts redirect). */
export function outlookCalendarUrl(e: CalendarEvent): string {
  const q = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: e.title,
    startdt: e.start.toISOString(),
    enddt: e.end.toISOString(),
    body: e.details,
    location: e.location,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${q}`;
}
