/**
 * The pages that hold a live room: a class's page (the member's room) and the instructor's
 * /broadcast/{id}. Only documents loaded at these paths may use the camera and microphone
 * (the server's Permissions-Policy); the web app loads them as whole documents for that reason.
 */
export const LIVE_ROOM_PAGE_PREFIXES = ['/newplatform/live/upcoming/', '/broadcast/'] as const;

/** Whether a path is one of the live room's pages. */
export const isLiveRoomPage = (pathname: string): boolean =>
  LIVE_ROOM_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
