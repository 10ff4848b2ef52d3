import { paths } from './web-paths.ts';

/**
 * The router's patterns of the member area's pages (app/member-area.tsx, a chunk of its own):
 * buying, the member platform, the studio console and the instructor's pages.
 */
export const memberRoutes = {
  account: paths.account,
  accountDate: paths.accountDayPass(':date'),
  accountStudioDate: paths.accountDayPass(':date', ':studio'),
  receipt: paths.receipt(':receiptId'),
  payment: paths.payment,
  checkout: paths.checkout(),
  checkoutStudio: paths.checkout(':studioShortName'),
  confirmation: paths.confirmation,
  purchaseConfirmation: paths.purchaseConfirmation,
  subscription: paths.subscription,
  daypass: paths.daypass(),
  daypassStudio: paths.daypass(':studioShortName'),
  packs: paths.packs(),
  packsStudio: paths.packs(':studioShortName'),
  cancel: paths.cancel,
  platform: paths.platform,
  dashboard: paths.dashboard,
  calendar: paths.calendar,
  classes: paths.classes,
  video: paths.video(':videoId'),
  progress: paths.progress,
  /**
   * The classes downloaded to this browser for offline viewing: only here, not in `paths`, as no
   * public page links to it (every public page's first load would carry it).
   */
  downloads: '/newplatform/downloads',
  friends: paths.friends,
  memberPrograms: paths.memberPrograms,
  memberProgram: paths.memberProgram(':programId'),
  profile: paths.profile,
  liveUpcoming: paths.liveUpcoming,
  liveClass: `${paths.liveUpcoming}/:id`,
  teaching: paths.teaching,
  broadcast: paths.broadcast(':liveClassId'),
  console: paths.console,
  consoleStudio: paths.consoleStudio(':studioId'),
  consoleVideos: paths.consoleVideos(':studioId'),
  consoleMoney: paths.consoleMoney(':studioId'),
  consolePayouts: paths.consolePayouts(':studioId'),
  consoleReports: paths.consoleReports(':studioId'),
  consoleClients: paths.consoleClients(':studioId'),
  consoleClient: paths.consoleClient(':studioId', ':clientId'),
  consoleInvite: paths.consoleInvite(':token'),
} as const;
