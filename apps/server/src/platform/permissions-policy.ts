import type { FastifyInstance } from 'fastify';

/**
 * Where the live room (WebRTC: the member's camera and microphone) will be served. Only pages
 * under it may ask for camera and microphone; every other page, and every API answer, may not.
 */
export const LIVE_ROOM_PATH = '/newplatform/live/room/';

const DENIED_EVERYWHERE = [
  'geolocation=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'interest-cohort=()',
];

/** The Permissions-Policy header for a path (payment: the wallet button's Stripe frame). */
export function permissionsPolicy(pathname: string, stripe: boolean): string {
  const media = pathname.startsWith(LIVE_ROOM_PATH) ? '(self)' : '()';
  const payment = stripe ? '(self "https://js.stripe.com")' : '(self)';
  return [
    `camera=${media}`,
    `microphone=${media}`,
    `payment=${payment}`,
    'fullscreen=(self)',
    ...DENIED_EVERYWHERE,
  ].join(', ');
}

export function registerPermissionsPolicy(app: FastifyInstance, stripe: boolean): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Permissions-Policy', permissionsPolicy(request.url.split('?')[0] ?? '/', stripe));
  });
}
