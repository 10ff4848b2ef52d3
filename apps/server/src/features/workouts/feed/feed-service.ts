import { createHash } from 'node:crypto';
import { WORKOUT_WINDOW_DAYS, type CalendarFeedAddress } from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import { newToken } from '../../../platform/http/tokens.ts';
import { accountSiteUrl } from '../../accounts/service.ts';
import type { CardSource, LiveClassesByIds } from '../class-cards.ts';
import { workoutFeed } from './feed-calendar.ts';
import { feedWorkouts } from './feed-events.ts';
import { deleteFeed, feedOwner, findFeedToken, insertFeed, replaceFeed } from './feed-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The feed carries the past year as well as the calendar's year ahead. */
const FEED_PAST_DAYS = 365;

/** The path a feed answers at: the token is the only key, so the address is kept private. */
export const feedPath = (token: string) => `/api/calendar/feed/${token}.ics`;

/**
 * The member's private iCalendar feed: an address any calendar app subscribes to, made on first
 * ask, replaced at will (the old one stops at once) or turned off; and the feed itself, for
 * whoever holds a live address.
 */
export function createCalendarFeed(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'reads'>,
  liveClassesByIds: LiveClassesByIds,
) {
  const { db, clock, config } = deps;
  const src: CardSource = { db, reads: deps.reads, liveClassesByIds };
  const addressOf = (token: string): CalendarFeedAddress => {
    const url = `${config.publicUrl}${feedPath(token)}`;
    return { url, webcalUrl: url.replace(/^https?:\/\//, 'webcal://') };
  };

  return {
    /** The member's feed address; null while the feed is off. */
    async current(userId: number): Promise<CalendarFeedAddress | null> {
      const token = await findFeedToken(db, userId);
      return token ? addressOf(token) : null;
    },

    /** The member's feed address, made the first time they ask. */
    async address(userId: number): Promise<CalendarFeedAddress> {
      await insertFeed(db, userId, newToken(), clock.now());
      return addressOf((await findFeedToken(db, userId))!);
    },

    /** A new address in place of the old, which stops answering at once. */
    async replace(userId: number): Promise<CalendarFeedAddress> {
      const token = newToken();
      await replaceFeed(db, userId, token, clock.now());
      return addressOf(token);
    },

    turnOff: (userId: number) => deleteFeed(db, userId),

    /** The feed behind `token` and its entity tag; undefined when no feed has that token. */
    async render(token: string): Promise<{ body: string; etag: string } | undefined> {
      const userId = await feedOwner(db, token);
      if (userId === undefined) return undefined;
      const now = clock.now().getTime();
      const [workouts, origin] = await Promise.all([
        feedWorkouts(
          src,
          userId,
          new Date(now - FEED_PAST_DAYS * DAY_MS),
          new Date(now + (WORKOUT_WINDOW_DAYS + 1) * DAY_MS),
        ),
        accountSiteUrl(deps, userId),
      ]);
      const body = workoutFeed(workouts, origin);
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      return { body, etag };
    },
  };
}
export type CalendarFeed = ReturnType<typeof createCalendarFeed>;
