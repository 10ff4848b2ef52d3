/**
 * The reads scripts/bench/api.mjs measures, and the member they are read as: a fresh account
 * with a monthly subscription (paid with the sandbox's test card) and a few booked live classes.
 * A read the product does not answer yet (the video library before it exists) is reported as
 * skipped rather than measured.
 */
import { call, subscribedMember } from './product.mjs';

/** Signs up, subscribes and books up to three upcoming classes; answers the session token. */
export async function subscribedMemberWithBookings(base) {
  const { token, id } = await subscribedMember(base, 'bench');
  const upcoming = await call(base, '/api/liveclass/upcoming/public/all');
  // The public schedule lists classes under way too (issue 20); only those not started book.
  // Classes with seats left: several bench members book in turn.
  const bookable = upcoming.filter(
    (c) => Date.parse(c.scheduledDatetime) > Date.now() + 60_000 && c.seatsLeft !== 0,
  );
  for (const liveClass of bookable.slice(0, 3)) {
    await call(base, '/api/workout/add', {
      method: 'POST',
      token,
      body: {
        authUserInfo: { id },
        videoId: null,
        liveClassId: liveClass.id,
        status: 'scheduled',
        when: liveClass.scheduledDatetime,
      },
    });
  }
  return token;
}

/**
 * Each read: a name, the request, and the headers it carries. With `members` above one, that
 * many members read the member's pages, each request the next member's (`inTurn`: their
 * headers in turn); `headers` is the first member's (the answer the yardsticks send).
 */
export async function readsToMeasure(base, { members = 1 } = {}) {
  const tokens = [];
  for (let i = 0; i < members; i++) tokens.push(await subscribedMemberWithBookings(base));
  const [member, ...others] = tokens.map((token) => ({ authorization: `Bearer ${token}` }));
  const inTurn = others.length > 0 ? [member, ...others] : undefined;
  return [
    {
      name: 'studio list (/studios)',
      method: 'GET',
      path: '/api/basic/webStudiosInfo',
      headers: {},
    },
    {
      name: 'public schedule',
      method: 'GET',
      path: '/api/liveclass/upcoming/public/all',
      headers: {},
    },
    { name: "studio page's data", method: 'GET', path: '/api/basic/studios', headers: {} },
    { name: 'white-label list', method: 'GET', path: '/api/studio/listWhitelabels', headers: {} },
    {
      name: "member's upcoming classes",
      method: 'GET',
      path: '/api/liveclass/upcoming',
      headers: member,
      inTurn,
    },
    {
      name: 'video library page (member)',
      method: 'POST',
      path: '/api/video/videos',
      headers: member,
      inTurn,
      body: JSON.stringify({}),
    },
  ];
}
