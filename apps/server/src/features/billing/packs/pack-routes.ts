import {
  memberPacksAnswerSchema,
  okEnvelope,
  packPurchaseAnswerSchema,
  packPurchaseBodySchema,
  requiresActionSchema,
  studioPacksAnswerSchema,
  studioPacksParamsSchema,
} from '@jetsweat/contract';
import { requireUser } from '../../../platform/http/auth.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { answers, loginRequired, noLogin } from '../../../platform/http/openapi.ts';
import type { RouteApp } from '../../../platform/http/route-app.ts';
import { purchaseAnswer } from '../purchases/purchase-answer.ts';
import type { Packs } from './buy-pack.ts';

const tags = ['billing'];

/** Class packs and intro offers (issue 54, item 1): what a studio sells, buying one, one's own. */
export function packRoutes(app: RouteApp, packs: Packs): void {
  app.get(
    '/api/studios/:studioId/packs',
    {
      schema: {
        tags,
        summary: "A studio's class packs on sale, and whether the caller may buy its intro offer",
        security: noLogin,
        params: studioPacksParamsSchema,
        response: answers(studioPacksAnswerSchema),
      },
    },
    async (req) => ok(await packs.studioPacks(req.params.studioId, req.auth?.userId ?? null)),
  );

  app.post(
    '/api/user/pack/purchase',
    {
      schema: {
        tags,
        summary: 'Buy a class pack with the card saved (202: the bank asks the buyer to confirm)',
        security: loginRequired,
        body: packPurchaseBodySchema,
        response: answers(packPurchaseAnswerSchema, 200, {
          202: okEnvelope(requiresActionSchema),
        }),
      },
    },
    async (req, reply) =>
      purchaseAnswer(reply, await packs.purchase(requireUser(req), req.body), (p) => p),
  );

  app.get(
    '/api/user/packs',
    {
      schema: {
        tags,
        summary: "The member's class packs: credits left and when they expire",
        security: loginRequired,
        response: answers(memberPacksAnswerSchema),
      },
    },
    async (req) => ok(await packs.memberPacks(requireUser(req))),
  );
}
