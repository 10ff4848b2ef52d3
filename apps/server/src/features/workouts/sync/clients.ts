import type { CalendarProvider } from '@jetsweat/contract';
import type { Config } from '../../../platform/config.ts';
import { googleCalendarClient } from './google-calendar.ts';
import { outlookCalendarClient } from './outlook-calendar.ts';
import type { CalendarProviderClient } from './provider.ts';

/** The providers this server is configured for (client id and secret given). */
export function calendarClients(
  config: Config,
): Partial<Record<CalendarProvider, CalendarProviderClient>> {
  const { google, microsoft } = config.calendar;
  return {
    ...(google && { google: googleCalendarClient(google) }),
    ...(microsoft && { outlook: outlookCalendarClient(microsoft) }),
  };
}
