import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SYNC_OTHER_BROWSER, workoutTexts, type CalendarProvider } from '@jetsweat/contract';
import { errorMessage } from '../../../lib/api.ts';
import { FormMessage } from '../../../ui/form-message.tsx';
import {
  useFeedAddress,
  useReplaceFeed,
  useTurnOffFeed,
  useTurnOnFeed,
} from '../api/calendar-feed.ts';
import { useConnectCalendar, useDisconnectCalendar, useSyncStatus } from '../api/calendar-sync.ts';
import { FeedAddress } from './feed-address.tsx';
import { ProviderSync, providerNames } from './provider-sync.tsx';

type Provider = CalendarProvider | 'ical';

const isProvider = (v: string | null): v is CalendarProvider => v === 'google' || v === 'outlook';

/** The feed's control: 'Sync Now' turns the feed on; once on, its address and 'Stop syncing'. */
function FeedSync() {
  const feed = useFeedAddress();
  const address = feed.data ?? null;
  const turnOn = useTurnOnFeed();
  const replace = useReplaceFeed();
  const turnOff = useTurnOffFeed();
  const failed = [feed, turnOn, replace, turnOff].find((m) => m.isError);
  const busy = feed.isPending || turnOn.isPending || replace.isPending || turnOff.isPending;
  return (
    <>
      {address ? null : (
        <button
          type="button"
          className="btn btn--ghost"
          disabled={busy}
          onClick={() => turnOn.mutate()}
        >
          {turnOn.isPending ? 'Syncing…' : 'Sync Now'}
        </button>
      )}
      {address && (
        <FeedAddress
          address={address}
          busy={busy}
          onReplace={() => replace.mutate()}
          onStop={() => turnOff.mutate()}
        />
      )}
      <FormMessage error={failed ? errorMessage(failed.error) : undefined} />
    </>
  );
}

/**
 * The sync dropdown (spec 4): Google Calendar and Outlook, synced by the server once the member
 * signs in (an option the server is not configured for says so), and iCalendar, a private feed
 * address that any calendar app subscribes to.
 */
export function CalendarSync() {
  const [params] = useSearchParams();
  const back = params.get('synced') ?? params.get('syncFailed');
  const [provider, setProvider] = useState<Provider>(isProvider(back) ? back : 'ical');
  const status = useSyncStatus();
  const connect = useConnectCalendar();
  const disconnect = useDisconnectCalendar();
  const failed = [status, connect, disconnect].find((m) => m.isError);
  const signInFailed = params.get('syncFailed');
  // The sign-in came back to a browser that did not start it: the server refused it.
  const otherBrowser = params.get('reason') === SYNC_OTHER_BROWSER;
  const optionLabel = (p: CalendarProvider) =>
    status.data && !status.data[p].configured
      ? `${providerNames[p]} (not configured)`
      : providerNames[p];
  return (
    <section className="calendar-sync" aria-labelledby="calendar-sync-heading">
      <h2 id="calendar-sync-heading">Sync to your calendar</h2>
      <div className="calendar-sync__choice">
        <label>
          <span>Calendar</span>
          <select value={provider} onChange={(e) => setProvider(e.target.value as Provider)}>
            <option value="google">{optionLabel('google')}</option>
            <option value="outlook">{optionLabel('outlook')}</option>
            <option value="ical">iCalendar</option>
          </select>
        </label>
        {provider !== 'ical' && (
          <ProviderSync
            provider={provider}
            sync={status.data?.[provider]}
            busy={connect.isPending || disconnect.isPending}
            onConnect={() => connect.mutate(provider)}
            onDisconnect={() => disconnect.mutate(provider)}
          />
        )}
      </div>
      {provider === 'ical' && <FeedSync />}
      {provider !== 'ical' && (
        <FormMessage
          error={
            failed
              ? errorMessage(failed.error)
              : signInFailed === provider
                ? otherBrowser
                  ? workoutTexts.syncOtherBrowser
                  : `Signing in to ${providerNames[provider]} did not finish. Please try again.`
                : undefined
          }
        />
      )}
    </section>
  );
}
