import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { Config } from '../config/config.ts';

/**
 * The security headers of every answer: a content security policy that lets in only our own
 * files, and Stripe's script and frames when Stripe runs (the sandbox needs nothing from outside).
 * They depend on the configuration only, so helmet writes them once, here, onto a recorder, and
 * every answer gets the recorded names and values (platform/http/answer-headers.ts) instead of helmet
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

/**
 * The security headers of an API answer (JSON, a file, a feed, a one-line page from a mail's
 * link): nothing in it loads or runs anything, so its policy allows nothing and no one may frame
 * it, as OWASP's REST guidance sets them. The document headers (the page policy, the opener and
 * prefetch policies, the agent cluster, the old browsers' download and XSS switches) only act on
 * a page that runs: sending them on every API answer cost each one its validation in Node (about
 * a fifth of a kept read's instructions went to headers: docs/benchmarks.md) and protected
 * nothing. HSTS, nosniff and the resource policy act on any answer and stay.
 */
export function apiSecurityHeaders(documents: Record<string, string>): Record<string, string> {
  const hsts = documents['strict-transport-security'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  };
}
