import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { UpNext as UpNextAnswer } from '@jetsweat/contract';
import { Link } from '../../../lib/link.tsx';
import { paths } from '../../../lib/paths.ts';
import { useUpNext } from '../api/up-next.ts';
import { UP_NEXT_SECONDS, useCountdown } from './up-next-countdown.ts';

/** The card's heading: why this class comes next, as the server chose it. */
function headingOf(answer: UpNextAnswer): string {
  if (answer.reason === 'program' && answer.programTitle) return `Next in ${answer.programTitle}`;
  if (answer.reason === 'instructor' && answer.video) return `More with ${answer.video.instructor}`;
  return 'Up next';
}

/**
 * Shown when the class ends (issue 56, item 3): the class the server chose to continue with (the
 * next of its program, else of its instructor, else of its studio), played after a short countdown
 * unless the member cancels it; they may play it at once or put the card away. Read only once the
 * class has ended.
 */
export function UpNext({ videoId, ended }: { videoId: number; ended: boolean }) {
  const [dismissed, setDismissed] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  // Both hold until the class plays on; its next end offers the class, and counts, again.
  useEffect(() => {
    if (!ended) {
      setDismissed(false);
      setCancelled(false);
    }
  }, [ended]);
  const next = useUpNext(videoId, ended);
  const video = next.data?.video;
  const navigate = useNavigate();
  const shown = ended && !dismissed && !!video;
  const left = useCountdown(shown && !cancelled, () => {
    if (video) navigate(paths.video(video.id));
  });
  if (!shown || !next.data) return null;
  return (
    <section className="up-next" aria-labelledby="up-next-heading">
      <h2 id="up-next-heading" className="up-next__heading">
        {headingOf(next.data)}
      </h2>
      <p className="up-next__title">
        {video.title}
        <span className="up-next__by">
          {' '}
          · {video.instructor} · {video.studioName}
        </span>
      </p>
      {cancelled ? (
        <p className="up-next__countdown">Autoplay cancelled: this class stays on.</p>
      ) : (
        <>
          {/* Said once; the number that changes each second is for the eye only. */}
          <p className="visually-hidden" role="status">
            The next class plays in {UP_NEXT_SECONDS} seconds unless you cancel.
          </p>
          <p className="up-next__countdown" aria-hidden="true" data-testid="up-next-countdown">
            Playing in {left} s
          </p>
        </>
      )}
      <div className="up-next__actions">
        <Link className="btn btn--primary" to={paths.video(video.id)}>
          Play next class
        </Link>
        {cancelled ? (
          <button type="button" className="btn btn--ghost" onClick={() => setDismissed(true)}>
            Not now
          </button>
        ) : (
          <button type="button" className="btn btn--ghost" onClick={() => setCancelled(true)}>
            Cancel autoplay
          </button>
        )}
      </div>
    </section>
  );
}
