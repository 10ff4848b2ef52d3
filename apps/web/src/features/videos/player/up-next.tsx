import { useEffect, useState } from 'react';
import { Link } from '../../../lib/link.tsx';
import { paths } from '../../../lib/paths.ts';
import { useUpNext } from '../api/up-next.ts';

/**
 * Shown when the class ends: the next class of its program, or else of its studio, with a link
 * to play it and a way to stay here. Read only once the class has ended.
 */
export function UpNext({ videoId, ended }: { videoId: number; ended: boolean }) {
  const [dismissed, setDismissed] = useState(false);
  // "Not now" holds until the class plays on; its next end offers the class again.
  useEffect(() => {
    if (!ended) setDismissed(false);
  }, [ended]);
  const next = useUpNext(videoId, ended);
  const video = next.data?.video;
  if (!ended || dismissed || !video) return null;
  const from = next.data?.programTitle ? `Next in ${next.data.programTitle}` : 'Up next';
  return (
    <section className="up-next" aria-labelledby="up-next-heading">
      <h2 id="up-next-heading" className="up-next__heading">
        {from}
      </h2>
      <p className="up-next__title">
        {video.title}
        <span className="up-next__by">
          {' '}
          · {video.instructor} · {video.studioName}
        </span>
      </p>
      <div className="up-next__actions">
        <Link className="btn btn--primary" to={paths.video(video.id)}>
          Play next class
        </Link>
        <button type="button" className="btn btn--ghost" onClick={() => setDismissed(true)}>
          Not now
        </button>
      </div>
    </section>
  );
}
