import { useEffect, useRef, useState } from 'react';
import {
  caloriesBurned,
  easternDay,
  heartRateFactor,
  heartRatePersonOf,
  videoTexts,
  type VideoDetail,
} from '@jetsweat/contract';
import { HeartRateBadge } from '../../../lib/heart-rate/heart-rate-badge.tsx';
import { useHeartRateTally } from '../../../lib/heart-rate/use-heart-rate-tally.ts';
import { bothListeners } from '../../../lib/heart-rate/use-heart-rate-upload.ts';
import { useSession } from '../../../lib/session.ts';
import { HlsVideo, loadHls, type StreamQuality } from '../../../ui/hls-video.tsx';
import { CaptionsToggle } from './captions-toggle.tsx';
import { ChapterTimeline } from './chapter-timeline.tsx';
import { clock } from './clock.ts';
import { toggleFullScreen } from './full-screen.ts';
import { OthersBoard } from './others-board.tsx';
import { QualityMenu } from './quality-menu.tsx';
import { ShortcutsDialog } from './shortcuts-dialog.tsx';
import { seekBy, SKIP_SECONDS } from './skip.ts';
import { SkipButtons } from './skip-buttons.tsx';
import { UpNext } from './up-next.tsx';
import { useCaptions } from './use-captions.ts';
import { usePlayback } from './use-playback.ts';
import { usePlayHeartRateUpload } from './use-play-heart-rate.ts';
import { usePlayerShortcuts } from './use-player-shortcuts.ts';
import { useStreamLink } from './use-stream-link.ts';
import { useWatchReporting } from './use-watch-reporting.ts';
import { WatchElsewhere } from './watch-elsewhere.tsx';

// The class page's code is loading, and asks for the class next: hls.js comes alongside, so the
// player can attach its stream as soon as it is on screen (docs/media-delivery.md).
loadHls().catch(() => undefined);

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

/**
 * The calories of the time watched, worked out as the class plays: from the member's heart rate
 * while a strap is counting, else estimated from the class
 * (docs/decisions/0018-member-platform-foundation.md).
 */
function WorkoutStats({
  video,
  watch,
  videoRef,
}: {
  video: VideoDetail;
  /** The time watched, and the play's workout once 80% is: the strap's readings go to it. */
  watch: { watchedSeconds: number; workoutId: number | null };
  videoRef: React.RefObject<HTMLVideoElement | null>;
}) {
  const seconds = watch.watchedSeconds;
  const { user } = useSession();
  // Zones from the member's own maximum when they set one on their profile, else 220 - age.
  const person = heartRatePersonOf(user ?? {}, easternDay(new Date()));
  // Heart-rate time counts while the class plays, as the watched time does.
  const heart = useHeartRateTally(person, () => videoRef.current?.paused === false);
  const upload = usePlayHeartRateUpload(videoRef, watch.workoutId);
  const kcal = Math.floor(
    heart.counting ? heart.tally.kcal : caloriesBurned(person, heartRateFactor(video), seconds),
  );
  return (
    <>
      <HeartRateBadge
        maxHeartRate={heart.maxBpm}
        onMeasurement={bothListeners(heart.onMeasurement, upload)}
      />
      <dl className="player-stats" aria-label="This workout">
        <div>
          <dt>{heart.counting ? 'Calories (from your heart rate)' : 'Calories'}</dt>
          <dd data-testid="calories">{kcal} kcal</dd>
        </div>
        <div>
          <dt>Time watched</dt>
          <dd>{clock(seconds)}</dd>
        </div>
        {heart.tally.averageBpm !== null && (
          <div>
            <dt>Average heart rate</dt>
            <dd>{Math.round(heart.tally.averageBpm)} bpm</dd>
          </div>
        )}
      </dl>
      <OthersBoard videoId={video.id} videoRef={videoRef} heart={heart} calories={kcal} />
    </>
  );
}

/**
 * The player's bar: skip buttons, captions, quality, picture-in-picture and a TV where the
 * browser offers them, and the shortcuts' list.
 */
function PlayerBar({
  videoRef,
  captions,
  quality,
  onShortcuts,
}: {
  videoRef: React.RefObject<HTMLVideoElement | null>;
  captions: { on: boolean; toggle: () => void };
  quality: StreamQuality | null;
  onShortcuts: () => void;
}) {
  return (
    <div className="player__bar">
      <SkipButtons videoRef={videoRef} />
      <CaptionsToggle on={captions.on} onToggle={captions.toggle} />
      <QualityMenu quality={quality} />
      <WatchElsewhere videoRef={videoRef} />
      <button type="button" className="btn btn--ghost" aria-haspopup="dialog" onClick={onShortcuts}>
        Shortcuts <kbd aria-hidden="true">?</kbd>
      </button>
    </div>
  );
}

/** The keys' actions on this player. */
function usePlayerKeys(
  playerRef: React.RefObject<HTMLDivElement | null>,
  videoRef: React.RefObject<HTMLVideoElement | null>,
  captions: { toggle: () => void },
  openShortcuts: () => void,
) {
  usePlayerShortcuts((action) => {
    const video = videoRef.current;
    if (!video) return;
    if (action === 'play-pause') {
      if (video.paused) video.play().catch(() => undefined);
      else video.pause();
    } else if (action === 'back') seekBy(video, -SKIP_SECONDS);
    else if (action === 'forward') seekBy(video, SKIP_SECONDS);
    else if (action === 'full-screen' && playerRef.current)
      toggleFullScreen(playerRef.current, video);
    else if (action === 'captions') captions.toggle();
    else if (action === 'mute') video.muted = !video.muted;
    else if (action === 'shortcuts') openShortcuts();
  });
}

/** Where the class picks up, until it plays, with a way to start from the beginning. */
function ResumeNote({ at, onStartOver }: { at: number; onStartOver: () => void }) {
  return (
    <p className="player__resume" role="status">
      Picking up where you stopped, at {clock(at)}.{' '}
      <button type="button" className="link-button" onClick={onStartOver}>
        Start from the beginning
      </button>
    </p>
  );
}

/** Why the class does not play: its demo video is still being made (503), or it failed to load. */
function StreamFailed({ status }: { status: number | undefined }) {
  return (
    <p className="player__failed" role="alert">
      {status === 503 ? videoTexts.demoVideoPreparing : videoTexts.streamFailed}
    </p>
  );
}

/**
 * The class's player: its signed stream, chapters, controls, resume point, calories, events, up
 * next.
 */
export function ClassPlayer({ video }: { video: VideoDetail }) {
  const playerRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const { user } = useSession();
  const who = { email: user?.email, userId: user?.id };
  const watch = useWatchReporting(videoRef, video.id, who);
  const resumedAt = useResume(videoRef, video.resumeAt);
  const { started, ended } = usePlayback(videoRef);
  const stream = useStreamLink(video);
  const captions = useCaptions(videoRef);
  const [quality, setQuality] = useState<StreamQuality | null>(null);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const [failed, setFailed] = useState<{ status: number | undefined } | null>(null);
  usePlayerKeys(playerRef, videoRef, captions, () => setShortcutsOpen(true));
  const startOver = () => {
    if (videoRef.current) videoRef.current.currentTime = 0;
  };
  return (
    <div className="player" ref={playerRef}>
      <HlsVideo
        ref={videoRef}
        className="player__video"
        src={stream.src}
        requestUrl={stream.requestUrl}
        onQuality={setQuality}
        onFailed={(status) => setFailed({ status })}
        poster={video.poster}
        controls
        preload="metadata"
        aria-label={`${video.title}, class video`}
      >
        <track kind="captions" src={stream.captionsUrl} srcLang="en" label="English" />
      </HlsVideo>
      <ChapterTimeline
        chapters={video.chapters}
        lengthSeconds={video.duration}
        videoRef={videoRef}
      />
      <PlayerBar
        videoRef={videoRef}
        captions={captions}
        quality={quality}
        onShortcuts={() => setShortcutsOpen(true)}
      />
      {failed && <StreamFailed status={failed.status} />}
      {resumedAt !== null && !started && <ResumeNote at={resumedAt} onStartOver={startOver} />}
      <UpNext videoId={video.id} ended={ended} />
      <WorkoutStats video={video} watch={watch} videoRef={videoRef} />
      {watch.recorded?.workoutId != null && (
        <p className="form-success" role="status">
          Well done! This class is in your history with {watch.recorded.calories ?? 0} kcal.
        </p>
      )}
      <ShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
    </div>
  );
}
