import type { CalendarProvider } from '@jetsweat/contract';

/** What a synced event says of its workout (the same for Google Calendar and Outlook). */
export interface SyncedEvent {
  workoutId: number;
  title: string;
  start: Date;
  end: Date;
  /** The product's site, as the spec's location label. */
  location: string;
  /** The event's HTML body: the class, its status and a link to it. */
  html: string;
}

/** One member's calendar at a provider, opened with their grant. */
export interface CalendarApi {
  /** Adds the event; the provider's id of it. */
  create(event: SyncedEvent): Promise<string>;
  /** Changes the event; 'gone' when the member deleted it at the provider. */
  update(eventId: string, event: SyncedEvent): Promise<'updated' | 'gone'>;
  /** Deletes the event (one already gone counts as deleted). */
  remove(eventId: string): Promise<void>;
  /** The grant again when using it changed it (MSAL's cache after a refresh), else undefined. */
  changedGrant(): string | undefined;
}

/** A provider's sign-in and calendar, built from its configuration. */
export interface CalendarProviderClient {
  provider: CalendarProvider;
  /** The provider's consent page for this sign-in. */
  consentUrl(state: string, redirectUri: string): Promise<string>;
  /** Trades the code for the grant to keep (what `open` takes). */
  redeem(code: string, redirectUri: string): Promise<string>;
  open(grant: string): CalendarApi;
}

/** The provider refused the grant (revoked, expired): only signing in again helps. */
export class GrantRefused extends Error {
  constructor(cause: unknown) {
    super('the calendar grant was refused', { cause });
  }
}
