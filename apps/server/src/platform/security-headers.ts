import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from './config.ts';

/**
 * The security headers of every answer: a content security policy that lets in only our own
 * files, and Stripe's script and frames when Stripe runs (the sandbox needs nothing from outside).
 * helmet's middleware is built once here; the Fastify plugin built it anew for every request,
 * parsing the whole policy each time (a few per cent of a small answer's time).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const stripeSrc = config.payments === 'stripe' ? ['https://js.stripe.com'] : [];
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripeSrc],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        // The web app loads no web fonts (system fonts only): helmet's default also allowed any
        // https: origin and data:, which nothing needs.
        fontSrc: ["'self'"],
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
  app.addHook('onRequest', (request, reply, done) => {
    // helmet sets the headers and calls back at once; since helmet 8.1 it throws rather than
    // passing an error, which Fastify's hook runner catches.
    setHeaders(request.raw, reply.raw, () => done());
  });
}
