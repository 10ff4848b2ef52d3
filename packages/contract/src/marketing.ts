import { z } from 'zod';
import { emailSchema } from './accounts.ts';
import { DEMO_AUDIENCES, ORGANISATION_SIZES } from './marketing-constants.ts';
import { marketingTexts as t } from './marketing-texts.ts';

export const newsletterBodySchema = z.object({ email: emailSchema });
export const unsubscribeQuerySchema = z.object({ token: z.string().min(10).max(200) });
/** GET /api/marketing/newsletter/confirm: the token of the sign-up mail's link. */
export const newsletterConfirmQuerySchema = z.object({ token: z.string().min(10).max(200) });

const personName = z.string(t.nameMissing).trim().min(1, t.nameMissing).max(100, t.nameTooLong);
/** Made by the form when it opens: a resubmission with the same id is the same message. */
const requestId = z.uuid(t.requestIdInvalid);

/** POST /api/marketing/contact: the /contact page's form, mailed to support. */
export const contactBodySchema = z.object({
  requestId,
  name: personName,
  email: emailSchema,
  message: z.string(t.messageMissing).trim().min(1, t.messageMissing).max(5000, t.messageTooLong),
});
export type ContactBody = z.infer<typeof contactBodySchema>;

/** POST /api/marketing/demo-request: the pages for organisations, mailed to sales. */
export const demoRequestBodySchema = z.object({
  requestId,
  audience: z.enum(DEMO_AUDIENCES),
  organisation: z
    .string(t.organisationMissing)
    .trim()
    .min(1, t.organisationMissing)
    .max(200, t.organisationTooLong),
  name: personName,
  email: emailSchema,
  size: z.enum(ORGANISATION_SIZES, t.sizeMissing),
  message: z.string().trim().max(5000, t.messageTooLong).default(''),
});
export type DemoRequestBody = z.infer<typeof demoRequestBodySchema>;

/** A contact message as support sees it (GET /api/marketing/contact-messages, internal users only). */
export const contactMessageViewSchema = z.object({
  id: z.number().int(),
  studioId: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  receivedAt: z.string(),
  mailed: z.boolean(),
});
export type ContactMessageView = z.infer<typeof contactMessageViewSchema>;

/** A demo request as sales sees it (GET /api/marketing/demo-requests, internal users only). */
export const demoRequestViewSchema = z.object({
  id: z.number().int(),
  audience: z.enum(DEMO_AUDIENCES),
  organisation: z.string(),
  name: z.string(),
  email: z.string(),
  size: z.string(),
  message: z.string(),
  receivedAt: z.string(),
  mailed: z.boolean(),
});
export type DemoRequestView = z.infer<typeof demoRequestViewSchema>;

export const inboxQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
