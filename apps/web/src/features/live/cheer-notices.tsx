import './cheers.css';

/**
 * The high-fives and shout-outs a member is sent, each for a few seconds. Polite: read out after
 * whatever the screen reader is saying, never cutting into it.
 */
export function CheerNotices({ notices }: { notices: { key: number; item: string }[] }) {
  return (
    <div className="cheers__notices" role="status" aria-live="polite">
      {notices.map((n) => (
        <p className="cheers__notice" key={n.key}>
          {n.item}
        </p>
      ))}
    </div>
  );
}
