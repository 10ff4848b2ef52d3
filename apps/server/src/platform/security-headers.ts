import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { Config } from './config.ts';

/**
 * The security headers of every answer: a content security policy that lets in only our own
 * files, and Stripe's script and frames when Stripe runs (the sandbox needs nothing from outside).
 * They depend on the configuration only, so helmet writes them once, here, onto a recorder, and
 * every answer gets the recorded names and values (platform/answer-headers.ts) instead of helmet
 * working them out again per request.
 */
export function securityHeaders(config: Config): Record<string, string> {
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
  const recorded: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) =>
      void (recorded[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete recorded[name.toLowerCase()],
  };
  setHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return recorded;
}
