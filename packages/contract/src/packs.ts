/**
 * Class packs and intro offers (issue 54, item 1): a studio sells packs of classes valid for some
 * days after purchase; an intro offer is a pack only a new customer of that studio buys, once.
 * Booking with a pack takes a credit (POST /api/workout/add with usePack), cancelling in time
 * gives it back.
 */
import { z } from 'zod';
import { optionalCardSource } from './billing.ts';
import { idSchema, MAX_ID } from './ids.ts';
import { packTexts } from './packs-texts.ts';

/** A pack a studio sells. */
export const classPackSchema = z.object({
  id: z.number().int(),
  studioId: z.number().int(),
  name: z.string(),
  credits: z.number().int(),
  priceCents: z.number().int(),
  validDays: z.number().int(),
  intro: z.boolean(),
  onSale: z.boolean(),
});
export type ClassPack = z.infer<typeof classPackSchema>;

/** GET /api/studios/{studioId}/packs: the studio's packs on sale. */
export const studioPacksParamsSchema = z.object({ studioId: idSchema('studio id') });
export const studioPacksAnswerSchema = z.object({
  packs: z.array(classPackSchema),
  /** Whether the caller may still buy an intro offer here; null without a login. */
  introOpen: z.boolean().nullable(),
});
export type StudioPacks = z.infer<typeof studioPacksAnswerSchema>;

/** POST /api/user/pack/purchase: the card saved for the buyer pays; 202 when the bank asks. */
export const packPurchaseBodySchema = z.object({
  packId: z.number().int().positive().max(MAX_ID),
  /** One per press of Buy, made by the page: a repeat of it is the same purchase. */
  purchaseKey: z
    .string({ message: packTexts.purchaseKeyRequired })
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, packTexts.purchaseKeyRequired),
  token: optionalCardSource,
  paymentMethodId: optionalCardSource,
});
export type PackPurchaseBody = z.infer<typeof packPurchaseBodySchema>;

/** A member's pack: its credits and when they expire. */
export const memberPackSchema = z.object({
  id: z.number().int(),
  packId: z.number().int(),
  studioId: z.number().int(),
  studioName: z.string(),
  name: z.string(),
  intro: z.boolean(),
  status: z.enum(['pending', 'paid', 'refunded']),
  creditsTotal: z.number().int(),
  creditsLeft: z.number().int(),
  amountCents: z.number().int(),
  paidAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type MemberPack = z.infer<typeof memberPackSchema>;
/** 200 from POST /api/user/pack/purchase; 202 answers billing's requiresActionSchema. */
export const packPurchaseAnswerSchema = memberPackSchema;

/** GET /api/user/packs: the member's paid packs, newest first, expired ones too. */
export const memberPacksAnswerSchema = z.object({ packs: z.array(memberPackSchema) });
export type MemberPacks = z.infer<typeof memberPacksAnswerSchema>;

/** The console's pack editor: a new pack (a change takes console-packs.ts's packUpdateSchema). */
export const packFieldsSchema = z.object({
  name: z.string().trim().min(1, packTexts.nameRequired).max(80, packTexts.nameRequired),
  credits: z
    .number()
    .int(packTexts.creditsRange)
    .min(1, packTexts.creditsRange)
    .max(100, packTexts.creditsRange),
  priceCents: z
    .number()
    .int(packTexts.priceRange)
    .min(0, packTexts.priceRange)
    .max(1_000_000, packTexts.priceRange),
  validDays: z
    .number()
    .int(packTexts.validRange)
    .min(1, packTexts.validRange)
    .max(730, packTexts.validRange),
  intro: z.boolean().default(false),
  onSale: z.boolean().default(true),
});
export type PackFields = z.input<typeof packFieldsSchema>;
