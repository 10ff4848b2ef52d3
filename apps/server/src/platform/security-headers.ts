import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';

/**
 * The security headers of every answer: a content security policy that lets in only our own
 * files, and Stripe's script and frames when Stripe runs (the sandbox needs nothing from outside).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const stripeSrc = config.payments === 'stripe' ? ['https://js.stripe.com'] : [];
  await app.register(helmet, {
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
}
