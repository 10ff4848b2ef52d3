import type { FastifyBaseLogger } from 'fastify';
import { createEnquiries } from './features/marketing/enquiries.ts';
import { createNewsletter } from './features/marketing/newsletter.ts';
import { createLiveService } from './features/live/service.ts';
import { createLiveMedia } from './features/live/janus/live-media.ts';
import { createCalendarEdits } from './features/workouts/calendar-edits.ts';
import { createCalendarFeed } from './features/workouts/feed/feed-service.ts';
import { calendarClients } from './features/workouts/sync/clients.ts';
import { createCalendarSync } from './features/workouts/sync/sync-service.ts';
import { createConsoleService } from './features/console/service.ts';
import { createConsoleVideos } from './features/console/videos/video-service.ts';
import { createMediaFiles } from './features/videos/media-files.ts';
import { billingContactOf, createAccountsService } from './features/accounts/service.ts';
import { createBillingService } from './features/billing/service.ts';
import {
  createFavouritesService,
  favouriteIdOfClass,
  favouriteIdsOfVideos,
} from './features/favourites/service.ts';
import { createFriendsService } from './features/friends/service.ts';
import { createHistoryService } from './features/history/service.ts';
import { createLivePayments } from './features/schedule/booking/pay-for-live-class.ts';
import {
  classRecords,
  createScheduleService,
  liveClassPayments,
} from './features/schedule/service.ts';
import { createStudiosService } from './features/studios/service.ts';
import { createLibraryService } from './features/videos/library-service.ts';
import { createPlayerEventsService } from './features/videos/player-events.ts';
import { createVideosService } from './features/videos/service.ts';
import {
  createWorkoutsService,
  programIdsScheduledBetween,
  watchedWorkouts,
} from './features/workouts/service.ts';
import type { Deps } from './platform/deps.ts';

/**
 * Every feature's service, built once per server. A route plugin is handed its own; a service
 * that uses another feature is handed that feature's rather than building a copy of its own.
 */
export function createServices(
  deps: Deps,
  log: FastifyBaseLogger,
  syncClients: Awaited<ReturnType<typeof calendarClients>>,
) {
  const mailFailed = (err: unknown) => log.error({ err }, 'booking mail could not be sent');
  const accounts = createAccountsService(deps);
  // The classes members see carry their favourite records: favourites says which they are.
  const memberClasses = {
    ...deps,
    favouriteIdsOf: (userId: number, videoIds: readonly number[]) =>
      favouriteIdsOfVideos(deps.db, userId, videoIds),
    favouriteColumn: favouriteIdOfClass,
  };
  const videos = createVideosService(memberClasses);
  const liveMedia = createLiveMedia(deps.config, deps.db, log);
  // Workouts show the live classes they book: the schedule says what those are.
  const workouts = createWorkoutsService(deps, classRecords.byIds);
  return {
    liveMedia,
    accounts,
    studios: createStudiosService(deps.db, deps.reads),
    newsletter: createNewsletter(deps),
    // Staff read the enquiries: accounts says who is staff.
    enquiries: createEnquiries(deps, log, (userId) => accounts.isStaff(userId)),
    // Billing bills and mails people: accounts says who they are.
    billing: createBillingService(deps, liveClassPayments, billingContactOf),
    schedule: createScheduleService(deps, accounts, mailFailed, log),
    livePayments: createLivePayments(deps, accounts, mailFailed),
    live: createLiveService(deps, liveMedia),
    workouts,
    calendar: createCalendarEdits(deps, classRecords.byIds),
    calendarFeed: createCalendarFeed(deps, classRecords.byIds),
    calendarSync: createCalendarSync(deps, syncClients, log),
    videos,
    media: createMediaFiles(deps),
    // The library names the programs of a member's calendar: workouts says which they are.
    library: createLibraryService(memberClasses, (userId, from, to) =>
      programIdsScheduledBetween(deps.db, userId, from, to),
    ),
    player: createPlayerEventsService(deps, watchedWorkouts),
    favourites: createFavouritesService(deps, videos),
    history: createHistoryService(deps, videos, workouts),
    friends: createFriendsService(deps, (by) => accounts.person(by)),
    console: createConsoleService(deps),
    consoleVideos: createConsoleVideos(deps),
  };
}
export type Services = ReturnType<typeof createServices>;
