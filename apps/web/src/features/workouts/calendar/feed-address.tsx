import { useState } from 'react';
import type { CalendarFeedAddress } from '@jetsweat/contract';
import { Modal } from '../../../ui/modal.tsx';

/**
 * Copies the address. Where the browser refuses the clipboard (no permission, an insecure
 * page), the address is selected in its field for the member to copy themselves.
 */
function CopyAddress({ url, field }: { url: string; field: () => HTMLInputElement | null }) {
  const [said, setSaid] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setSaid('Copied');
    } catch {
      field()?.select();
      setSaid('Copying was refused: the address is selected, press Ctrl+C (or ⌘C) to copy it.');
    }
  };
  return (
    <>
      <button type="button" className="btn" onClick={() => void copy()}>
        Copy
      </button>
      <span className="calendar-feed__copied" role="status">
        {said}
      </span>
    </>
  );
}

/** Asks before the feed stops: every calendar app subscribed to it loses the workouts. */
function StopFeed({ busy, onStop }: { busy: boolean; onStop(): void }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn--ghost"
        disabled={busy}
        onClick={() => setAsking(true)}
      >
        Stop syncing
      </button>
      <Modal open={asking} title="Stop syncing your calendar?" onClose={() => setAsking(false)}>
        <p>
          The feed's address stops working: calendar apps subscribed to it no longer get your
          workouts. You can start syncing again with a new address.
        </p>
        <div className="modal-actions">
          <button
            type="button"
            className="btn btn--brand"
            onClick={() => {
              setAsking(false);
              onStop();
            }}
          >
            Yes, stop syncing
          </button>
          <button type="button" className="btn" onClick={() => setAsking(false)}>
            Keep syncing
          </button>
        </div>
      </Modal>
    </>
  );
}

/**
 * The feed while it is on: its state in words, its private address to copy or open in a calendar
 * app, and, each a button of its own, replacing the address and stopping the feed (issue 56: the
 * state was also the hidden off switch).
 */
export function FeedAddress({
  address,
  busy,
  onReplace,
  onStop,
}: {
  address: CalendarFeedAddress;
  busy: boolean;
  onReplace(): void;
  onStop(): void;
}) {
  const id = 'calendar-feed-url';
  return (
    <div className="calendar-feed">
      <p className="calendar-feed__state">
        <span className="booked-badge">Synced ✔</span> Your workouts are in your calendar feed.
      </p>
      <p>
        Subscribe to this private address in any calendar app (Apple Calendar, Google Calendar,
        Outlook). Anyone with it can see your workouts: keep it to yourself.
      </p>
      <label className="calendar-feed__url" htmlFor={id}>
        <span>Your calendar feed</span>
      </label>
      <p className="calendar-feed__copy">
        <input id={id} readOnly value={address.url} onFocus={(e) => e.currentTarget.select()} />
        <CopyAddress
          url={address.url}
          field={() => document.getElementById(id) as HTMLInputElement | null}
        />
      </p>
      <p className="calendar-feed__actions">
        <a className="btn" href={address.webcalUrl}>
          Open in my calendar app
        </a>
        <button type="button" className="btn btn--ghost" disabled={busy} onClick={onReplace}>
          Replace address
        </button>
        <StopFeed busy={busy} onStop={onStop} />
      </p>
      <p className="calendar-feed__note">Replacing the address stops the old one at once.</p>
    </div>
  );
}
