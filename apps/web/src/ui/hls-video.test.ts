import { describe, expect, it, vi } from 'vitest';
import { playOnEarlyPress } from './hls-video.tsx';

/**
 * A stand-in for a video that knows nothing of its stream yet (readyState 0), with play()
 * recorded: these tests run without a DOM.
 */
function earlyVideo() {
  const play = vi.fn(() => Promise.resolve());
  const video = Object.assign(new EventTarget(), { readyState: 0, paused: true, play });
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
