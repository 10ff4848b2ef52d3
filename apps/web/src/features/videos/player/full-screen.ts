/**
 * Full screen on or off for the player (the video with its bar, so the buttons stay in reach);
 * where only the video element may go full screen (iPhone Safari), the video itself.
 */
export function toggleFullScreen(player: HTMLElement, video: HTMLVideoElement): void {
  if (document.fullscreenElement) {
    void document.exitFullscreen().catch(() => undefined);
    return;
  }
  if (player.requestFullscreen) {
    void player.requestFullscreen().catch(() => undefined);
    return;
  }
  (video as HTMLVideoElement & { webkitEnterFullscreen?: () => void }).webkitEnterFullscreen?.();
}
