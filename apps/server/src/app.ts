import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { accountsRoutes } from './features/accounts/routes.ts';
import { findLiveSession } from './features/accounts/session-store.ts';
import { studiosRoutes } from './features/studios/routes.ts';
import { marketingRoutes } from './features/marketing/routes.ts';
import { receiptsRoutes } from './features/billing/receipts/receipts-routes.ts';
import { billingRoutes } from './features/billing/routes.ts';
import { scheduleRoutes } from './features/schedule/routes.ts';
import { liveRoutes } from './features/live/routes.ts';
import { registerLiveSocket } from './features/live/socket/socket-server.ts';
import { boardLabel } from './features/live/socket/board-lines.ts';
import { consoleForLiveRoom } from './features/console/service.ts';
import { workoutsRoutes } from './features/workouts/routes.ts';
import { videoBoardRoutes } from './features/workouts/video-board-routes.ts';
import { calendarRoutes } from './features/workouts/calendar-routes.ts';
import { feedRoutes } from './features/workouts/feed/feed-routes.ts';
import { calendarClients } from './features/workouts/sync/clients.ts';
import { syncRoutes } from './features/workouts/sync/sync-routes.ts';
import { favouritesRoutes } from './features/favourites/routes.ts';
import { friendsRoutes } from './features/friends/routes.ts';
import { consoleRoutes } from './features/console/routes.ts';
import { consoleVideoRoutes } from './features/console/videos/video-routes.ts';
import { guardConsoleWrites } from './features/console/write-gate.ts';
import { consoleVideoUploads } from './features/console/videos/video-tus.ts';
import { habitsRoutes } from './features/history/habits-routes.ts';
import { historyRoutes } from './features/history/routes.ts';
import { mediaRoutes } from './features/videos/media-routes.ts';
import { videosRoutes } from './features/videos/routes.ts';
import { publicProgramsRoutes } from './features/videos/public-programs-routes.ts';
import { isUnconfirmedAddress } from './features/accounts/store.ts';
import type { FastifyUnderPressureOptions } from '@fastify/under-pressure';
import { registerAuth, type ResolveSession } from './platform/http/auth.ts';
import { registerRequestSite } from './platform/http/request-site.ts';
import { registerRequestIds, requestIdOf } from './platform/http/request-id.ts';
import { Background } from './platform/jobs/background.ts';
import { systemClock, type Clock } from './platform/runtime/clock.ts';
import { clientLoggerRoutes } from './platform/observability/client-logger-routes.ts';
import type { Config } from './platform/config/config.ts';
import type { Database } from './platform/db/database.ts';
import type { Deps } from './platform/deps.ts';
import { dnsTxtLookup, type TxtLookup } from './platform/runtime/dns-txt.ts';
import { frameworkErrors, registerErrorHandler } from './platform/http/error-handler.ts';
import { refuseControlCharacters } from './platform/http/control-characters.ts';
import { registerAnswerHeaders } from './platform/http/answer-headers.ts';
import { healthRoutes } from './platform/observability/health-routes.ts';
import { registerLoadShedding } from './platform/runtime/load-shedding.ts';
import { Drain } from './platform/runtime/drain.ts';
import { registerMetrics, type MetricSources } from './platform/observability/metrics.ts';
import {
  loggerOptions,
  OneLinePerRequest,
  printsReadably,
} from './platform/observability/logging.ts';
import { lazyRequestLogger } from './platform/observability/request-logger.ts';
import {
  boundedLogWriter,
  reportDroppedLines,
  type LogWriter,
} from './platform/observability/log-writer.ts';
import { MailQueue } from './platform/messaging/mail-queue.ts';
import { createMailer, type Mailer } from './platform/messaging/mailer.ts';
import { createSmsGateway, type SmsGateway } from './platform/messaging/sms.ts';
import { SmsQueue } from './platform/messaging/sms-queue.ts';
import { openApiOptions } from './platform/http/openapi.ts';
import { responseSerializer } from './platform/http/response-serializer.ts';
import { operationsRoutes } from './platform/observability/operations-routes.ts';
import { createPaymentGateway } from './platform/payments/create-gateway.ts';
import type { PaymentGateway } from './platform/payments/gateway.ts';
import { PaymentEventQueue } from './platform/payments/payment-event-queue.ts';
import { paymentsRoutes } from './platform/payments/payments-routes.ts';
import { productEventsRoutes } from './features/product-events/routes.ts';
import { createRateLimiter } from './platform/http/rate-limit.ts';
import { JobSender } from './platform/jobs/job-sender.ts';
import { createTusDatastore } from './platform/storage/tus-datastore.ts';
import { createFileStorage } from './platform/storage/choose-storage.ts';
import { registerHttpCaching } from './platform/http/http-caching.ts';
import { registerChangeFeed } from './platform/public-reads/change-feed.ts';
import { ReadCache } from './platform/public-reads/read-cache.ts';
import { registerWeb } from './platform/http/web.ts';
import { registerApiFloodLimit } from './platform/http/api-flood-limit.ts';
import {
  answerClientError,
  MAX_HEADER_BYTES,
  MAX_PARAM_LENGTH,
  refuseLongUrls,
} from './platform/http/http-limits.ts';
import { createServices, type Services } from './services.ts';
import { dispatchPaymentEvents } from './payment-event-dispatch.ts';

export interface AppOptions {
  config: Config;
  db: Database;
  clock?: Clock;
  mailer?: Mailer;
  payments?: PaymentGateway;
  logger?: boolean;
  /** Text messages (default: the configured gateway); tests keep them in memory. */
  sms?: SmsGateway;
  /** Where log lines go (default stdout); tests read them to check what is logged. */
  logStream?: NodeJS.WritableStream;
  /**
   * Called with the bare instance before anything is registered, so tests can add hooks that see
   * every route (the security sweeps list routes and watch what a request carries).
   */
  instrument?: (app: FastifyInstance) => void;
  /** Fail an answer its response schema would cut short (the tests: see platform/http/openapi.ts). */
  strictResponses?: boolean;
  /** Load shedding's sampling, for tests that make pressure and cannot wait production's seconds. */
  pressure?: FastifyUnderPressureOptions;
  /** DNS TXT look-ups (default: the system's resolver); tests answer from memory or a local server. */
  dnsTxt?: TxtLookup;
}

/** What the features are built on: the database, clock, mail, payments, limits and jobs. */
async function createDeps(app: FastifyInstance, opts: AppOptions): Promise<Deps> {
  const { config, db } = opts;
  const clock = opts.clock ?? systemClock;
  const mailQueue = new MailQueue(
    opts.mailer ??
      createMailer({
        url: config.mail.url,
        from: config.mail.from,
        outboxDir: path.join(config.dataDir, 'outbox'),
        log: app.log,
      }),
    { unconfirmed: (address) => isUnconfirmedAddress(db, address), log: app.log },
  );
  const payments = opts.payments ?? (await createPaymentGateway(config, db, clock));
  const deps: Deps = {
    config,
    db,
    clock,
    mailer: mailQueue,
    mailQueue,
    paymentEvents: new PaymentEventQueue(db, payments),
    limiter: createRateLimiter(db, clock),
    payments,
    background: new Background(),
    reads: new ReadCache(clock),
    storage: await createFileStorage(config.storage),
    tusUploads: await createTusDatastore(config),
    jobs: new JobSender(),
    sms: new SmsQueue(opts.sms ?? createSmsGateway(config.sms, app.log)),
    dnsTxt: opts.dnsTxt ?? dnsTxtLookup(),
  };
  return deps;
}

/**
 * Each feature's routes, handed the services built once in createServices; what a plugin needs of
 * another feature is handed in as the narrowest function that does it.
 */
async function registerFeatures(app: FastifyInstance, deps: Deps, s: Services): Promise<void> {
  const isStaff = (userId: number) => s.accounts.isStaff(userId);
  await app.register(accountsRoutes, { accounts: s.accounts });
  await app.register(studiosRoutes, { deps, studios: s.studios });
  await app.register(marketingRoutes, { newsletter: s.newsletter, enquiries: s.enquiries });
  await app.register(paymentsRoutes, { deps });
  await app.register(billingRoutes, { billing: s.billing });
  await app.register(receiptsRoutes, { receipts: s.billing.receipts });
  const { schedule, livePayments } = s;
  await app.register(scheduleRoutes, { deps, schedule, livePayments });
  await app.register(liveRoutes, { live: s.live });
  await app.register(workoutsRoutes, {
    deps,
    workouts: s.workouts,
    videos: s.videos,
    // The workouts' "add a live class" books through the schedule, as the schedule's routes do.
    bookLiveClass: (userId, classId, site, usePack) =>
      schedule.addToSchedule(userId, classId, site, usePack),
  });
  // The on-demand class's board: its length from the library, labels as the live board's.
  await app.register(videoBoardRoutes, { deps, videos: s.videos, boardLabel });
  await app.register(calendarRoutes, { calendar: s.calendar });
  await app.register(feedRoutes, { feed: s.calendarFeed });
  await app.register(syncRoutes, { sync: s.calendarSync });
  await app.register(videosRoutes, { deps, library: s.library, player: s.player });
  await app.register(publicProgramsRoutes, { library: s.library });
  await app.register(mediaRoutes, { deps, media: s.media });
  await app.register(favouritesRoutes, { deps, favourites: s.favourites });
  await app.register(friendsRoutes, { friends: s.friends });
  // Refused before what they sent is read (write-gate.ts), in this scope only.
  await app.register(async (consoleScope) => {
    guardConsoleWrites(consoleScope, deps.db);
    await consoleScope.register(consoleRoutes, { console: s.console });
    await consoleScope.register(consoleVideoRoutes, { videos: s.consoleVideos });
  });
  await app.register(consoleVideoUploads, { deps });
  await app.register(historyRoutes, { history: s.history });
  await app.register(habitsRoutes, { history: s.history });
  await app.register(clientLoggerRoutes);
  await app.register(productEventsRoutes, { deps, isStaff });
  await app.register(operationsRoutes, { deps, isStaff });
}

/**
 * The bare Fastify instance: its logger, proxies, router and HTTP limits. Production's lines (and
 * development's into a pipe) go through a bounded writer that drops what a slow stdout cannot
 * take, counting it, rather than keeping it all.
 */
function createServer(opts: AppOptions): { app: FastifyInstance; logWriter?: LogWriter } {
  const { config } = opts;
  const logWriter =
    opts.logger === false || opts.logStream || printsReadably(config)
      ? undefined
      : boundedLogWriter();
  const app = Fastify({
    logger:
      opts.logger === false ? false : loggerOptions(config, opts.logStream ?? logWriter?.stream),
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    clientErrorHandler: answerClientError,
    frameworkErrors,
    bodyLimit: 256 * 1024,
    logController: new OneLinePerRequest(),
    childLoggerFactory: lazyRequestLogger,
    // The id is checked before it is believed (request-id.ts), so Fastify does not read the header.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // While closing, load shedding's own hook answers 503 in the envelope (platform/runtime/load-shedding.ts).
    return503OnClosing: false,
  });
  return { app, logWriter };
}

/** Builds the whole server: platform plugins first, then each feature's routes, then the web app. */
export async function buildApp(opts: AppOptions): Promise<{
  app: FastifyInstance;
  deps: Deps;
  metrics: MetricSources;
  services: Services;
  drain: Drain;
}> {
  const { config, db } = opts;
  const { app, logWriter } = createServer(opts);
  opts.instrument?.(app);
  registerRequestIds(app);
  registerAnswerHeaders(app, config);
  if (logWriter) {
    const stopReporting = reportDroppedLines(logWriter, app.log);
    app.addHook('onClose', async () => stopReporting());
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(opts.strictResponses ?? false));

  const deps = await createDeps(app, opts);
  const { clock } = deps;

  registerErrorHandler(app);
  const metrics = await registerMetrics(app, { config: config.metrics, db });
  await registerLoadShedding(app, {
    db,
    maxEventLoopDelayMs: config.maxEventLoopDelayMs,
    tuning: opts.pressure,
  });
  refuseControlCharacters(app);
  await registerApiFloodLimit(app, config);
  refuseLongUrls(app);
  await app.register(swagger, openApiOptions());
  // The document is still built (the tests and scripts/write-openapi.ts read it); the page may be off.
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await registerHttpCaching(app);
  await registerChangeFeed(app, db, deps.reads);

  const drain = new Drain();
  await app.register(healthRoutes, { db, background: deps.background, drain });
  const services = createServices(deps, app.log, await calendarClients(deps.config));
  const { studios } = services;
  dispatchPaymentEvents(deps.payments, services, app.log);
  registerRequestSite(app, (hostname) => studios.siteStudioId(hostname));
  const resolveSession: ResolveSession = (token, companion) =>
    findLiveSession(db, token, clock.now(), companion);
  registerAuth(app, resolveSession);
  await registerFeatures(app, deps, services);
  metrics.live = registerLiveSocket(
    app,
    deps,
    resolveSession,
    services.liveMedia,
    consoleForLiveRoom(deps),
    services.live,
  );

  await registerWeb(app, {
    dist: config.webDist,
    floodLimit: app.rateLimit(),
    whitelabelForHost: (h) => studios.whitelabelForHost(h),
  });
  return { app, deps, metrics, services, drain };
}
