import { isLiveRoomPage } from '@jetsweat/contract';

/**
 * The live room's pages (WebRTC: the instructor's and the member's camera and microphone) are a
 * class's page and /broadcast/{id} (the contract's LIVE_ROOM_PAGE_PREFIXES). Only documents
 * loaded there may ask for camera and microphone; every other page may not (an API answer runs
 * nothing and has a policy that allows nothing: security-headers.ts). The web app loads a
 * room's page as a whole document, so its policy is the room's.
 */

/**
 * `bluetooth` is left out on purpose: a heart-rate strap pairs through Web Bluetooth on the
 * product's own pages (the live room and the player), and the feature's default allowlist is the
 * document's own origin, which is what they need; a browser that does not know the feature
 * (Chromium without its experimental platform features) logs "Unrecognized feature" on every page
 * that names it.
 */
const DENIED_EVERYWHERE = [
  'geolocation=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'interest-cohort=()',
];

/** The Permissions-Policy header for a path (payment: the wallet button's Stripe frame). */
export function permissionsPolicy(pathname: string, stripe: boolean): string {
  const media = isLiveRoomPage(pathname) ? '(self)' : '()';
  const payment = stripe ? '(self "https://js.stripe.com")' : '(self)';
  return [
    `camera=${media}`,
    `microphone=${media}`,
    `payment=${payment}`,
    'fullscreen=(self)',
    ...DENIED_EVERYWHERE,
  ].join(', ');
}
