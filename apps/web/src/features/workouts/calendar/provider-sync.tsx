import { useEffect } from 'react';
import type { CalendarProvider, CalendarSyncState } from '@jetsweat/contract';
import { syncStepKey } from '../api/calendar-sync.ts';

export const providerNames: Record<CalendarProvider, string> = {
  google: 'Google Calendar',
  outlook: 'Outlook',
};

const changes = (n: number) => (n === 1 ? '1 change' : `${n} changes`);

/**
 * One provider's sync control (spec 4): 'Sync Now' (grey) signs in; a spinner while changes go
 * out; 'Synced ✔' (brand colour) signs out and removes the synced events; and, when the grant
 * was refused or the provider kept failing, "needs reconnecting" with the changes waiting.
 */
export function ProviderSync({
  provider,
  sync,
  busy,
  onConnect,
  onDisconnect,
}: {
  provider: CalendarProvider;
  sync: CalendarSyncState | undefined;
  busy: boolean;
  onConnect(): void;
  onDisconnect(): void;
}) {
  const state = sync?.state;
  useEffect(() => {
    // The sign-in or sign-out is over once the server says synced or unsynced.
    if (state === 'synced' || state === 'unsynced') localStorage.removeItem(syncStepKey(provider));
  }, [provider, state]);
  if (!sync) return null;
  const name = providerNames[provider];
  if (!sync.configured)
    return <p className="calendar-sync__note">{name} is not configured on this server.</p>;
  if (state === 'syncing')
    return (
      <span className="calendar-sync__syncing" role="status">
        <span className="calendar-sync__spinner" aria-hidden="true" />
        Syncing{sync.waiting > 0 ? ` (${changes(sync.waiting)} to send)` : '…'}
      </span>
    );
  if (state === 'synced')
    return (
      <button type="button" className="btn btn--brand" disabled={busy} onClick={onDisconnect}>
        Synced ✔
      </button>
    );
  if (state === 'needs-reconnecting')
    return (
      <span className="calendar-sync__reconnect" role="alert">
        {name} needs reconnecting: {changes(sync.waiting)} waiting.{' '}
        <button type="button" className="btn" disabled={busy} onClick={onConnect}>
          Reconnect
        </button>
        <button type="button" className="btn btn--ghost" disabled={busy} onClick={onDisconnect}>
          Disconnect
        </button>
      </span>
    );
  return (
    <button type="button" className="btn btn--ghost" disabled={busy} onClick={onConnect}>
      Sync Now
    </button>
  );
}
