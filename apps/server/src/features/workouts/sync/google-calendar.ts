import { calendar, type calendar_v3 } from '@googleapis/calendar';
import { OAuth2Client } from 'google-auth-library';
import type { CalendarProviderConfig } from '../../../platform/config/config.ts';
import {
  GrantRefused,
  type CalendarApi,
  type CalendarProviderClient,
  type SyncedEvent,
} from './provider.ts';

/** Google's scope for the events of the member's calendars (spec 9: "Google calendar events"). */
export const GOOGLE_SCOPES = ['https://www.googleapis.com/auth/calendar.events'];
/** The private extended property that names the event's workout. */
export const GOOGLE_WORKOUT_PROPERTY = 'jetsweatWorkoutId';

const statusOf = (err: unknown): number | undefined => {
  const e = err as { status?: number; response?: { status?: number } };
  return e.status ?? e.response?.status;
};
const isGone = (err: unknown) => statusOf(err) === 404 || statusOf(err) === 410;
const isInvalidGrant = (err: unknown) =>
  (err as { response?: { data?: { error?: unknown } } }).response?.data?.error === 'invalid_grant';

function googleEvent(e: SyncedEvent): calendar_v3.Schema$Event {
  return {
    summary: e.title,
    start: { dateTime: e.start.toISOString() },
    end: { dateTime: e.end.toISOString() },
    location: e.location,
    description: e.html,
    extendedProperties: { private: { [GOOGLE_WORKOUT_PROPERTY]: String(e.workoutId) } },
  };
}

/** The member's primary calendar, a refused grant thrown as GrantRefused. */
function googleCalendarApi(events: calendar_v3.Resource$Events): CalendarApi {
  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      if (isInvalidGrant(err)) throw new GrantRefused(err);
      throw err;
    }
  };
  return {
    async create(e) {
      const res = await call(() =>
        events.insert({ calendarId: 'primary', requestBody: googleEvent(e) }),
      );
      return res.data.id!;
    },
    async update(eventId, e) {
      try {
        await call(() =>
          events.patch({ calendarId: 'primary', eventId, requestBody: googleEvent(e) }),
        );
        return 'updated';
      } catch (err) {
        if (isGone(err)) return 'gone';
        throw err;
      }
    },
    async remove(eventId) {
      try {
        await call(() => events.delete({ calendarId: 'primary', eventId }));
      } catch (err) {
        if (!isGone(err)) throw err;
      }
    },
    changedGrant: () => undefined,
  };
}

/**
 * Google Calendar through Google's own clients: OAuth 2 with offline access (the refresh token is
 * the grant kept), and Calendar v3 on the member's primary calendar. Every URL comes from the
 * configuration, so tests point them at local fakes.
 */
export function googleCalendarClient(c: CalendarProviderConfig): CalendarProviderClient {
  const oauth = (redirectUri?: string) =>
    new OAuth2Client({
      clientId: c.clientId,
      clientSecret: c.clientSecret,
      redirectUri,
      endpoints: { oauth2AuthBaseUrl: c.authUrl, oauth2TokenUrl: c.tokenUrl },
    });

  return {
    provider: 'google',
    async consentUrl(state, redirectUri) {
      return oauth(redirectUri).generateAuthUrl({
        access_type: 'offline',
        prompt: 'consent',
        scope: GOOGLE_SCOPES,
        state,
      });
    },

    async redeem(code, redirectUri) {
      const { tokens } = await oauth(redirectUri).getToken(code);
      if (!tokens.refresh_token) throw new Error('Google gave no refresh token');
      return tokens.refresh_token;
    },

    open(refreshToken): CalendarApi {
      const auth = oauth();
      auth.setCredentials({ refresh_token: refreshToken });
      return googleCalendarApi(calendar({ version: 'v3', auth, rootUrl: c.apiUrl }).events);
    },
  };
}
