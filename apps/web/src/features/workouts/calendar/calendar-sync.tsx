import { useState } from 'react';
import type { CalendarFeedAddress } from '@jetsweat/contract';
import { errorMessage } from '../../../lib/api.ts';
import { FormMessage } from '../../../ui/form-message.tsx';
import {
  useFeedAddress,
  useReplaceFeed,
  useTurnOffFeed,
  useTurnOnFeed,
} from '../api/calendar-feed.ts';

type Provider = 'google' | 'outlook' | 'ical';

/** The feed's private address, to copy or open in a calendar app, and a way to replace it. */
function FeedAddress({
  address,
  busy,
  onReplace,
}: {
  address: CalendarFeedAddress;
  busy: boolean;
  onReplace(): void;
}) {
  return (
    <div className="calendar-feed">
      <p>
        Subscribe to this private address in any calendar app (Apple Calendar, Google Calendar,
        Outlook). Anyone with it can see your workouts: keep it to yourself.
      </p>
      <label className="calendar-feed__url">
        <span>Your calendar feed</span>
        <input readOnly value={address.url} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <p className="calendar-feed__actions">
        <a className="btn" href={address.webcalUrl}>
          Open in my calendar app
        </a>
        <button type="button" className="btn btn--ghost" disabled={busy} onClick={onReplace}>
          Replace address
        </button>
      </p>
      <p className="calendar-feed__note">
        Clicking Synced ✔ stops the feed. Replacing the address stops the old one at once.
      </p>
    </div>
  );
}

/**
 * The sync dropdown. iCalendar gives a private feed address that any calendar app subscribes to;
 * Google Calendar and Outlook are listed as not set up until their sync is switched on.
 */
export function CalendarSync() {
  const [provider, setProvider] = useState<Provider>('ical');
  const feed = useFeedAddress();
  const address = feed.data ?? null;
  const turnOn = useTurnOnFeed();
  const replace = useReplaceFeed();
  const turnOff = useTurnOffFeed();
  const failed = [feed, turnOn, replace, turnOff].find((m) => m.isError);
  const busy = feed.isPending || turnOn.isPending || replace.isPending || turnOff.isPending;
  return (
    <section className="calendar-sync" aria-labelledby="calendar-sync-heading">
      <h2 id="calendar-sync-heading">Sync to your calendar</h2>
      <div className="calendar-sync__choice">
        <label>
          <span>Calendar</span>
          <select value={provider} onChange={(e) => setProvider(e.target.value as Provider)}>
            <option value="google" disabled>
              Google Calendar (not set up yet)
            </option>
            <option value="outlook" disabled>
              Outlook (not set up yet)
            </option>
            <option value="ical">iCalendar</option>
          </select>
        </label>
        {address ? (
          <button
            type="button"
            className="btn btn--brand"
            disabled={busy}
            onClick={() => turnOff.mutate()}
          >
            Synced ✔
          </button>
        ) : (
          <button
            type="button"
            className="btn btn--ghost"
            disabled={busy}
            onClick={() => turnOn.mutate()}
          >
            {turnOn.isPending ? 'Syncing…' : 'Sync Now'}
          </button>
        )}
      </div>
      {address && <FeedAddress address={address} busy={busy} onReplace={() => replace.mutate()} />}
      <FormMessage error={failed ? errorMessage(failed.error) : undefined} />
    </section>
  );
}
