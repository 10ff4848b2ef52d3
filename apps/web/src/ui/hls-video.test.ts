import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRESS_ANSWERED_WITHIN_MS, playOnEarlyPress } from './hls-video.tsx';

/**
 * A stand-in for a video at `readyState` (0 by default: nothing of its stream known yet), with
 * play() recorded: these tests run without a DOM.
 */
function earlyVideo(readyState = 0) {
  const play = vi.fn(() => Promise.resolve());
  const video = Object.assign(new EventTarget(), { readyState, paused: true, play });
  return { video: video as unknown as HTMLVideoElement, play };
}

describe('a press on the video before its stream is known', () => {
  it('plays the video once it can', () => {
    const { video, play } = earlyVideo();
    playOnEarlyPress(video);
    video.dispatchEvent(new Event('click'));
    expect(play).not.toHaveBeenCalled();
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('plays nothing without a press, nor after the player is gone', () => {
    const { video, play } = earlyVideo();
    const stop = playOnEarlyPress(video);
    video.dispatchEvent(new Event('loadedmetadata'));
    video.dispatchEvent(new Event('click'));
    stop();
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(play).not.toHaveBeenCalled();
  });
});

describe('a press on the video once its stream is known but before a frame is', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('plays the video if the controls have not by the end of their double-click wait', () => {
    const { video, play } = earlyVideo(1);
    playOnEarlyPress(video);
    video.dispatchEvent(new Event('click'));
    vi.advanceTimersByTime(PRESS_ANSWERED_WITHIN_MS - 1);
    expect(play).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('leaves a press the controls answer to them', () => {
    const { video, play } = earlyVideo(1);
    playOnEarlyPress(video);
    video.dispatchEvent(new Event('click'));
    video.dispatchEvent(new Event('play'));
    vi.advanceTimersByTime(PRESS_ANSWERED_WITHIN_MS * 2);
    expect(play).not.toHaveBeenCalled();
  });

  it('takes a double click (full screen) for no press to play', () => {
    const { video, play } = earlyVideo(1);
    playOnEarlyPress(video);
    video.dispatchEvent(new Event('click'));
    video.dispatchEvent(new Event('click'));
    video.dispatchEvent(new Event('dblclick'));
    vi.advanceTimersByTime(PRESS_ANSWERED_WITHIN_MS * 2);
    expect(play).not.toHaveBeenCalled();
  });

  it('leaves a press on a video with a frame to the controls, and plays nothing once gone', () => {
    const ready = earlyVideo(2);
    playOnEarlyPress(ready.video);
    ready.video.dispatchEvent(new Event('click'));
    const gone = earlyVideo(1);
    const stop = playOnEarlyPress(gone.video);
    gone.video.dispatchEvent(new Event('click'));
    stop();
    vi.advanceTimersByTime(PRESS_ANSWERED_WITHIN_MS * 2);
    expect(ready.play).not.toHaveBeenCalled();
    expect(gone.play).not.toHaveBeenCalled();
  });
});
