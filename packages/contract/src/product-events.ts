import { z } from 'zod';

/**
 * The events the business counts (spec 4.3, 4.5, 7). Trials are named and valued as the
 * link-attribution service expects them: 149.99 and 14.99 USD, not the prices people pay.
 */
export const productEventNames = [
  'log-out',
  'yearly-trial',
  'monthly-trial',
  'cancelled-yearly',
  'cancelled-monthly',
  'purchase',
] as const;
export type ProductEventName = (typeof productEventNames)[number];

export const ATTRIBUTION_TRIAL_VALUES = { yearly: 149.99, monthly: 14.99 } as const;

export const productEventsQuerySchema = z.object({
  name: z.enum(productEventNames).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const productEventSchema = z.object({
  id: z.number().int(),
  name: z.enum(productEventNames),
  userId: z.number().int().nullable(),
  properties: z.record(z.string(), z.unknown()),
  occurredAt: z.string(),
});
export type ProductEvent = z.infer<typeof productEventSchema>;
/** GET /api/product-events. */
export const productEventsAnswerSchema = z.array(productEventSchema);

export const productEventTexts = {
  staffOnly: 'Only JetSweat staff can read product events.',
} as const;
