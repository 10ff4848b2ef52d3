import path from 'node:path';
import { apiTexts } from '@jetsweat/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { accountsRoutes } from './features/accounts/routes.ts';
import { createStudiosService } from './features/studios/service.ts';
import { studiosRoutes } from './features/studios/routes.ts';
import { marketingRoutes } from './features/marketing/routes.ts';
import { billingRoutes } from './features/billing/routes.ts';
import { scheduleRoutes } from './features/schedule/routes.ts';
import { workoutsRoutes } from './features/workouts/routes.ts';
import { registerAuth } from './platform/auth.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import { clientLoggerRoutes } from './platform/client-logger-routes.ts';
import type { Config } from './platform/config.ts';
import type { Db } from './platform/db.ts';
import type { Deps } from './platform/deps.ts';
import { frameworkErrors, registerErrorHandler } from './platform/error-handler.ts';
import { refuseControlCharacters } from './platform/control-characters.ts';
import { registerPermissionsPolicy } from './platform/permissions-policy.ts';
import { loggerOptions } from './platform/logging.ts';
import { tooManyRequests } from './platform/errors.ts';
import { createMailer, type Mailer } from './platform/mailer.ts';
import { createPaymentGateway } from './platform/payments/create-gateway.ts';
import type { PaymentGateway } from './platform/payments/gateway.ts';
import { paymentsRoutes } from './platform/payments/payments-routes.ts';
import { productEventsRoutes } from './platform/product-events-routes.ts';
import { createRateLimiter } from './platform/rate-limit.ts';
import { registerWeb } from './platform/web.ts';

export interface AppOptions {
  config: Config;
  db: Db;
  clock?: Clock;
  mailer?: Mailer;
  payments?: PaymentGateway;
  logger?: boolean;
  /** Where log lines go (default stdout); tests read them to check what is logged. */
  logStream?: NodeJS.WritableStream;
}

/** Fastify's types take a hop count as a function: trust the nearest `hops` proxies. */
function trustedProxies(setting: Config['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** Builds the whole server: platform plugins first, then each feature's routes, then the web app. */
export async function buildApp(opts: AppOptions): Promise<{ app: FastifyInstance; deps: Deps }> {
  const { config, db } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(config, opts.logStream),
    trustProxy: trustedProxies(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    bodyLimit: 256 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const clock = opts.clock ?? systemClock;
  const mailer =
    opts.mailer ??
    createMailer({
      url: config.mail.url,
      from: config.mail.from,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: app.log,
    });
  const payments = opts.payments ?? createPaymentGateway(config, db, clock);
  const deps: Deps = { config, db, clock, mailer, limiter: createRateLimiter(db, clock), payments };
  // Stripe Elements runs Stripe's script and frames; the sandbox needs nothing from outside.
  const stripeSrc = config.payments === 'stripe' ? ['https://js.stripe.com'] : [];

  registerErrorHandler(app);
  refuseControlCharacters(app);
  registerPermissionsPolicy(app, config.payments === 'stripe');
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripeSrc],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", ...(config.payments === 'stripe' ? ['https://api.stripe.com'] : [])],
        frameSrc: [
          "'self'",
          ...stripeSrc,
          ...(config.payments === 'stripe' ? ['https://hooks.stripe.com'] : []),
        ],
        upgradeInsecureRequests: null,
      },
    },
    // The white-label sites are plain http on *.localhost in development.
    strictTransportSecurity: config.env === 'production',
  });
  // Several instances count one flood limit between them in Redis. If Redis is unreachable the
  // limit is skipped rather than the API refused; login and reset limits stay in the database.
  // Commands fail at once while Redis is away instead of queueing behind the request.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : undefined;
  if (redis) {
    redis.on('error', (err) =>
      app.log.warn({ err }, 'Redis is unreachable: the API flood limit is not being counted'),
    );
    app.addHook('onClose', async () => redis.disconnect());
    // Without the offline queue, requests served before the first connection would go uncounted;
    // wait for it (briefly: a Redis that is down must not stop the server from starting).
    await new Promise<void>((resolve) => {
      const done = () => resolve();
      redis.once('ready', done);
      redis.once('error', done);
      setTimeout(done, 2000).unref();
    });
  }
  await app.register(rateLimit, {
    max: config.limits.apiPerMinute,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'jetsweat-api-limit:', skipOnError: true } : {}),
    allowList: (req) => !req.url.startsWith('/api/'),
    errorResponseBuilder: () => tooManyRequests(apiTexts.tooManyRequests),
  });
  await app.register(swagger, {
    openapi: { info: { title: 'JetSweat API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerAuth(app, deps);
  await app.register(accountsRoutes, { deps });
  await app.register(studiosRoutes, { deps });
  await app.register(marketingRoutes, { deps });
  await app.register(paymentsRoutes, { deps });
  await app.register(billingRoutes, { deps });
  await app.register(scheduleRoutes, { deps });
  await app.register(workoutsRoutes, { deps });
  await app.register(clientLoggerRoutes);
  await app.register(productEventsRoutes, { deps });

  const studios = createStudiosService(db);
  await registerWeb(app, {
    dist: config.webDist,
    whitelabelForHost: (h) => studios.whitelabelForHost(h),
  });
  return { app, deps };
}
