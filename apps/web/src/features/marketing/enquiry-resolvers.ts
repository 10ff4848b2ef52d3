import { zodResolver } from '../../lib/zod-resolver.ts';
import { contactBodySchema, demoRequestBodySchema, newsletterBodySchema } from '@jetsweat/contract';

/**
 * The public forms' rules are the server's own schemas, so the form and the server can never
 * disagree. They need the full zod (about 26 kB gzipped), so this module is loaded only when a
 * visitor starts filling one of these forms in (see lib/forms.ts useLazyResolver).
 */
export const contactResolver = zodResolver(contactBodySchema.omit({ requestId: true }));
export const demoRequestResolver = zodResolver(
  demoRequestBodySchema.omit({ requestId: true, audience: true }),
);
export const newsletterResolver = zodResolver(newsletterBodySchema);
