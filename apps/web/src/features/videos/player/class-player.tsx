import { useEffect, useRef, useState } from 'react';
import {
  caloriePersonOf,
  caloriesBurned,
  easternDay,
  heartRateFactor,
  type VideoDetail,
} from '@jetsweat/contract';
import { useSession } from '../../../lib/session.ts';
import { HlsVideo } from '../../../ui/hls-video.tsx';
import { CaptionsToggle } from './captions-toggle.tsx';
import { clock } from './clock.ts';
import { useStreamLink } from './use-stream-link.ts';
import { useWatchReporting } from './use-watch-reporting.ts';

/** Where the class starts: the saved position, unless it is (almost) at the end. */
function useResume(videoRef: React.RefObject<HTMLVideoElement | null>, resumeAt: number | null) {
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !resumeAt) return;
    const seek = () => {
      // Only before the member starts: a fresher answer must not move a class already playing.
      if (video.played.length === 0 && resumeAt < video.duration - 5) {
        video.currentTime = resumeAt;
        setResumedAt(resumeAt);
      }
    };
    if (video.readyState >= 1) seek();
    else video.addEventListener('loadedmetadata', seek, { once: true });
    return () => video.removeEventListener('loadedmetadata', seek);
  }, [videoRef, resumeAt]);
  return resumedAt;
}

/** The calories of the time watched, worked out as the class plays (docs/decisions.md). */
function CalorieCount({ video, seconds }: { video: VideoDetail; seconds: number }) {
  const { user } = useSession();
  const person = caloriePersonOf(user ?? {}, easternDay(new Date()));
  const kcal = Math.floor(caloriesBurned(person, heartRateFactor(video), seconds));
  return (
    <dl className="player-stats" aria-label="This workout">
      <div>
        <dt>Calories</dt>
        <dd data-testid="calories">{kcal} kcal</dd>
      </div>
      <div>
        <dt>Time watched</dt>
        <dd>{clock(seconds)}</dd>
      </div>
    </dl>
  );
}

/** The class's player: its signed stream, captions, resume point, calories and events. */
export function ClassPlayer({ video }: { video: VideoDetail }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const { user } = useSession();
  const who = { email: user?.email, userId: user?.id };
  const { watchedSeconds, recorded } = useWatchReporting(videoRef, video.id, who);
  const resumedAt = useResume(videoRef, video.resumeAt);
  const stream = useStreamLink(video);
  const startOver = () => {
    if (videoRef.current) videoRef.current.currentTime = 0;
  };
  return (
    <div className="player">
      <HlsVideo
        ref={videoRef}
        className="player__video"
        src={stream.src}
        requestUrl={stream.requestUrl}
        poster={video.poster}
        controls
        preload="metadata"
        aria-label={`${video.title}, class video`}
      >
        <track kind="captions" src={stream.captionsUrl} srcLang="en" label="English" />
      </HlsVideo>
      <div className="player__bar">
        <CaptionsToggle videoRef={videoRef} />
        {resumedAt !== null && (
          <p className="player__resume" role="status">
            Picking up where you stopped, at {clock(resumedAt)}.{' '}
            <button type="button" className="link-button" onClick={startOver}>
              Start from the beginning
            </button>
          </p>
        )}
      </div>
      <CalorieCount video={video} seconds={watchedSeconds} />
      {recorded?.workoutId != null && (
        <p className="form-success" role="status">
          Well done! This class is in your history with {recorded.calories ?? 0} kcal.
        </p>
      )}
    </div>
  );
}
