// What billing's routes (routes.ts) take and answer, for the validator, the serializer and the
// OpenAPI document. Kept apart so that routes.ts reads as the handlers.
import { z } from 'zod';
import {
  dayPassBodySchema,
  dayPassViewSchema,
  okEnvelope,
  paymentSourceSchema,
  productsAnswerSchema,
  productsQuerySchema,
  promoResultSchema,
  requiresActionSchema,
  studioPackagesSchema,
  subscribeBodySchema,
  subscriptionAnswerSchema,
  subscriptionChangeSchema,
  subscriptionIntentAnswerSchema,
  subscriptionIntentBodySchema,
  subscriptionRecordSchema,
  updateCardBodySchema,
  verifyPromoBodySchema,
} from '@jetsweat/contract';
import { answers, loginRequired, noLogin } from '../../platform/http/openapi.ts';

const tags = ['billing'];
const studioParams = z.object({ studioShortName: z.string().max(100) });
/** A purchase waiting for the buyer's bank answers 202 with the client secret to confirm. */
const waitsForBank = { 202: okEnvelope(requiresActionSchema) };
const member = { tags, security: loginRequired };

const subscriptionChange = (summary: string) => ({
  ...member,
  summary,
  response: answers(subscriptionChangeSchema),
});

export const billingSchemas = {
  packages: {
    tags,
    summary: "A studio's plans and day package ('jetsweat' for JetSweat's own)",
    security: noLogin,
    params: studioParams,
    response: answers(studioPackagesSchema),
  },
  subscribe: {
    ...member,
    summary: 'Subscribe to a JetSweat plan (202: the bank asks the buyer to confirm)',
    body: subscribeBodySchema,
    response: answers(subscriptionRecordSchema, 200, waitsForBank),
  },
  subscribeToStudio: {
    ...member,
    summary: "Subscribe to a studio's plan (202: the bank asks the buyer to confirm)",
    params: studioParams,
    body: subscribeBodySchema,
    response: answers(subscriptionRecordSchema, 200, waitsForBank),
  },
  paymentIntent: {
    ...member,
    summary: 'Prepare the payment a subscription will confirm in the browser',
    body: subscriptionIntentBodySchema,
    response: answers(subscriptionIntentAnswerSchema),
  },
  subscription: {
    ...member,
    summary: "The subscription, its summary and today's day pass",
    response: answers(subscriptionAnswerSchema),
  },
  cancelByDelete: subscriptionChange("Cancel at the period's end (as POST …/cancel)"),
  cancel: subscriptionChange("Cancel at the period's end"),
  uncancel: subscriptionChange('Keep a cancelled subscription'),
  pause: subscriptionChange('Pause, keeping the time left'),
  unpause: subscriptionChange('Resume a paused subscription'),
  updateCard: {
    ...member,
    summary: 'Change the card (202: its bank asks the member to confirm)',
    body: updateCardBodySchema,
    response: answers(subscriptionChangeSchema, 200, waitsForBank),
  },
  paymentSource: {
    ...member,
    summary: 'The card the subscription is charged to',
    response: answers(paymentSourceSchema),
  },
  dayPass: {
    ...member,
    summary: 'Buy a day pass (202: the bank asks the buyer to confirm)',
    body: dayPassBodySchema,
    response: answers(dayPassViewSchema, 200, waitsForBank),
  },
  verifyPromo: {
    tags,
    summary: 'Check a promo code and price it (with a login, per-member limits count)',
    security: noLogin,
    body: verifyPromoBodySchema,
    response: answers(promoResultSchema),
  },
  products: {
    ...member,
    summary: 'Products by id',
    querystring: productsQuerySchema,
    response: answers(productsAnswerSchema),
  },
};
