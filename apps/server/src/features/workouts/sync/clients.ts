import type { CalendarProvider } from '@jetsweat/contract';
import type { Config } from '../../../platform/config/config.ts';
import type { CalendarProviderClient } from './provider.ts';

/**
 * The providers this server is configured for (client id and secret given). Their libraries are
 * loaded only then: together they hold about 70 MB, which a server without sync should not carry.
 */
export async function calendarClients(
  config: Config,
): Promise<Partial<Record<CalendarProvider, CalendarProviderClient>>> {
  const { google, microsoft } = config.calendar;
  const clients: Partial<Record<CalendarProvider, CalendarProviderClient>> = {};
  if (google) clients.google = (await import('./google-calendar.ts')).googleCalendarClient(google);
  if (microsoft)
    clients.outlook = (await import('./outlook-calendar.ts')).outlookCalendarClient(microsoft);
  return clients;
}
