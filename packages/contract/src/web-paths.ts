/**
 * Every path of the web app, defined once. `paths` builds the links people follow; `routes` are
 * the patterns the router matches (the same places, with `:name` where a link fills a value in).
 * They live in the contract so the web app's router and the server (which answers an address
 * that is none of these with the not-found page and HTTP 404) read the same list.
 */
const withStudio = (base: string) => (studio?: string) => (studio ? `${base}/${studio}` : base);
/** The pages for organisations share this start. */
const whoWeServe = '/whoweserve';

export const paths = {
  home: '/',
  dashboard: '/newplatform/dashboard',
  platform: '/newplatform',
  classes: '/newplatform/items/classes',
  video: (videoId: number | string) => `/newplatform/items/classes/${videoId}`,
  progress: '/newplatform/progress',
  memberPrograms: '/newplatform/programs',
  memberProgram: (programId: number | string) => `/newplatform/programs/${programId}`,
  profile: '/newplatform/profile',
  friends: '/newplatform/friends',
  /** Where the sign-up page sends a newcomer who came through an invite link. */
  friendsInvite: (token: string) => `/newplatform/friends?invite=${encodeURIComponent(token)}`,
  calendar: '/newplatform/items/calendar',
  liveUpcoming: '/newplatform/live/upcoming',
  liveClass: (id: number) => `/newplatform/live/upcoming/${id}`,
  live: '/live',
  /** The classes an instructor may teach, each with a link to its page. */
  teaching: '/broadcast',
  /** The instructor's page for teaching one live class. */
  broadcast: (liveClassId: number | string) => `/broadcast/${liveClassId}`,
  /** The studio console (issue 25): the studios the person runs or teaches at. */
  console: '/console',
  consoleStudio: (studioId: number | string) => `/console/studios/${studioId}`,
  /** The studio's uploaded on-demand classes (issue 25, point 4). */
  consoleVideos: (studioId: number | string) => `/console/studios/${studioId}/videos`,
  /** A studio's coupons, prices and revenue (staff and its admins). */
  consoleMoney: (studioId: number | string) => `/console/studios/${studioId}/money`,
  /** The studio's payouts and its payout account (issue 54, item 3). */
  consolePayouts: (studioId: number | string) => `/console/studios/${studioId}/payouts`,
  /** A studio's reports: attendance, no-shows, members, top classes (staff and its admins). */
  consoleReports: (studioId: number | string) => `/console/studios/${studioId}/reports`,
  /** A studio's clients, and one client's history and notes (staff and its admins). */
  consoleClients: (studioId: number | string) => `/console/studios/${studioId}/clients`,
  consoleClient: (studioId: number | string, clientId: number | string) =>
    `/console/studios/${studioId}/clients/${clientId}`,
  /** The page a console invite's mail links to. */
  consoleInvite: (token: string) => `/console/invite/${token}`,
  signup: withStudio('/signup'),
  signupDaypass: withStudio('/signup/daypass'),
  signupGympass: '/signup/gympass',
  login: withStudio('/login'),
  loginDaypass: withStudio('/login/daypass'),
  logout: withStudio('/logout'),
  forgotPassword: '/forgot-password',
  resetPassword: (token: string) => `/reset-password/${token}`,
  /** The page the sign-up's confirmation mail links to. */
  confirmEmail: (token: string) => `/confirm-email/${token}`,
  account: '/account',
  /** The account page confirming a day pass: /account/{date}, or /account/{studio}/{date}. */
  accountDayPass: (date: string, studio?: string) =>
    studio ? `/account/${studio}/${date}` : `/account/${date}`,
  /** A printable receipt for one payment. */
  receipt: (id: number | string) => `/account/receipts/${id}`,
  payment: '/payment',
  checkout: withStudio('/checkout'),
  confirmation: '/confirmation',
  purchaseConfirmation: '/purchase-confirmation',
  subscription: '/subscription',
  daypass: withStudio('/daypass'),
  /** A studio's class packs and intro offers, to buy (issue 54). */
  packs: withStudio('/packs'),
  cancel: '/cancel',
  studios: '/studios',
  studio: (name: string) => `/studios/${name}`,
  howItWorks: '/how-it-works',
  liveSchedule: '/liveschedule',
  terms: '/terms',
  privacy: '/privacypolicy',
  contact: '/contact',
  faq: '/faq',
  compatibleDevices: '/compatibledevices',
  whoWeServe,
  healthPlans: `${whoWeServe}/healthplans`,
  employers: `${whoWeServe}/employers`,
  schools: `${whoWeServe}/schools`,
  explore: '/explorestudio',
  howToConnect: '/how-to-connect',
  programs: '/programs',
  iframeSandbox: '/iframe-sandbox',
  test: '/test',
  specials: (promoName: string) => `/specials/${encodeURIComponent(promoName)}`,
  newSpecials: (promoName: string) => `/newspecials/${encodeURIComponent(promoName)}`,
} as const;

/**
 * The router's patterns of the pages a visitor reaches, by the page they lead to. The member
 * area's (buying, member, console and instructor pages) are in member-routes.ts, apart, so a
 * visitor's first load does not carry them.
 */
export const routes = {
  home: paths.home,
  signup: paths.signup(),
  signupStudio: paths.signup(':studioShortName'),
  signupDaypass: paths.signupDaypass(),
  signupDaypassStudio: paths.signupDaypass(':studioShortName'),
  signupGympass: paths.signupGympass,
  /** Old promo links say '/singup' (sic). */
  singup: '/singup',
  login: paths.login(),
  loginStudio: paths.login(':studioShortName'),
  loginDaypass: paths.loginDaypass(),
  loginDaypassStudio: paths.loginDaypass(':studioShortName'),
  logout: paths.logout(),
  logoutStudio: paths.logout(':studio'),
  forgotPassword: paths.forgotPassword,
  resetPassword: paths.resetPassword(':token'),
  confirmEmail: paths.confirmEmail(':token'),
  liveSchedule: paths.liveSchedule,
  studios: paths.studios,
  studio: paths.studio(':studioName'),
  explore: paths.explore,
  howItWorks: paths.howItWorks,
  howToConnect: paths.howToConnect,
  compatibleDevices: paths.compatibleDevices,
  faq: paths.faq,
  contact: paths.contact,
  programs: paths.programs,
  live: paths.live,
  healthPlans: paths.healthPlans,
  employers: paths.employers,
  schools: paths.schools,
  specials: '/specials/:promoName',
  newSpecials: '/newspecials/:promoName',
  terms: paths.terms,
  privacy: paths.privacy,
  iframeSandbox: paths.iframeSandbox,
  test: paths.test,
  notFound: '*',
} as const;

/** Places outside the product that the navigation links to. */
export const externalLinks = {
  blog: 'https://blog.jetsweat.example',
  gear: 'https://shop.jetsweat.example',
  iosApp: 'https://apps.apple.com/app/jetsweat',
  rokuChannel: 'https://channelstore.roku.com/details/jetsweat',
} as const;
