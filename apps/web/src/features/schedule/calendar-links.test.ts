import { describe, expect, it } from 'vitest';
import type { LiveClass } from '@jetsweat/contract';
import { classEvent, googleCalendarUrl, outlookCalendarUrl } from './calendar-links.ts';

const liveClass = {
  id: 7,
  title: 'Power Barre',
  instructor: 'Ana',
  studioName: 'Bari Studio',
  scheduledDatetime: '2026-12-01T15:00:00.000Z',
  minutesDuration: 45,
} as LiveClass;
const event = classEvent(liveClass, 'https://jetsweat.example/newplatform/live/upcoming/7');

describe('calendar links for a booked class', () => {
  it('give Google the class’s start and end in UTC and where to join', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Power Barre with Ana');
    expect(url.searchParams.get('dates')).toBe('20261201T150000Z/20261201T154500Z');
    expect(url.searchParams.get('location')).toBe(
      'https://jetsweat.example/newplatform/live/upcoming/7',
    );
  });

  it('give Outlook the same event', () => {
    const url = new URL(outlookCalendarUrl(event));
    expect(url.searchParams.get('subject')).toBe('Power Barre with Ana');
    expect(url.searchParams.get('startdt')).toBe('2026-12-01T15:00:00.000Z');
    expect(url.searchParams.get('enddt')).toBe('2026-12-01T15:45:00.000Z');
    expect(url.searchParams.get('body')).toContain('Bari Studio live class');
  });
});
