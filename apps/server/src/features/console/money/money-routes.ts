import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consoleStudioParamsSchema,
  couponCreateSchema,
  couponCreatedSchema,
  couponParamsSchema,
  couponRedemptionsSchema,
  couponUpdateSchema,
  errorEnvelope,
  owedRefundsSchema,
  packSavedSchema,
  packFieldsSchema,
  packParamsSchema,
  packSalesQuerySchema,
  packSalesSchema,
  packUpdateSchema,
  priceParamsSchema,
  priceUpdateSchema,
  revenueSchema,
  studioCouponSchema,
  consolePacksSchema,
  studioCouponsSchema,
  studioPriceSchema,
  studioPricesSchema,
} from '@jetsweat/contract';
import { ok } from '../../../platform/http/envelope.ts';
import { answers, loginRequired } from '../../../platform/http/openapi.ts';
import { consoleCaller } from '../console-access.ts';
import type { MoneyService } from './money-service.ts';
import { packRefundRoutes } from './pack-refund-routes.ts';

const member = { tags: ['console'], security: loginRequired };
const studio = '/api/console/studios/:studioId';

type App = Parameters<FastifyPluginAsyncZod<{ money: MoneyService }>>[0];

/** A studio's coupons: list, create, change, redemptions. */
function couponRoutes(app: App, money: MoneyService): void {
  app.get(
    `${studio}/coupons`,
    {
      schema: {
        ...member,
        summary: "A studio's coupons, newest first",
        params: consoleStudioParamsSchema,
        response: answers(studioCouponsSchema),
      },
    },
    async (req) => ok(await money.coupons(consoleCaller(req), req.params.studioId)),
  );

  app.post(
    `${studio}/coupons`,
    {
      schema: {
        ...member,
        summary: "A new coupon for the studio's plans or day pass (written to the audit log)",
        params: consoleStudioParamsSchema,
        body: couponCreateSchema,
        response: answers(couponCreatedSchema, 201),
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(ok(await money.createCoupon(consoleCaller(req), req.params.studioId, req.body))),
  );
}

/** One coupon of a studio: change it, see who used it. */
function oneCouponRoutes(app: App, money: MoneyService): void {
  app.patch(
    `${studio}/coupons/:couponId`,
    {
      schema: {
        ...member,
        summary: "Change a coupon's limit or expiry, or switch it off (written to the audit log)",
        params: couponParamsSchema,
        body: couponUpdateSchema,
        response: answers(studioCouponSchema),
      },
    },
    async (req) =>
      ok(
        await money.updateCoupon(
          consoleCaller(req),
          req.params.studioId,
          req.params.couponId,
          req.body,
        ),
      ),
  );

  app.get(
    `${studio}/coupons/:couponId/redemptions`,
    {
      schema: {
        ...member,
        summary: 'Who redeemed a coupon, for what, newest first',
        params: couponParamsSchema,
        response: answers(couponRedemptionsSchema),
      },
    },
    async (req) =>
      ok(await money.redemptions(consoleCaller(req), req.params.studioId, req.params.couponId)),
  );
}

/** A studio's class packs (issue 54, item 1): list, create. */
function packRoutes(app: App, money: MoneyService): void {
  app.get(
    `${studio}/packs`,
    {
      schema: {
        ...member,
        summary: "The studio's class packs, on sale or not, oldest first",
        params: consoleStudioParamsSchema,
        response: answers(consolePacksSchema),
      },
    },
    async (req) => ok(await money.packs(consoleCaller(req), req.params.studioId)),
  );

  app.post(
    `${studio}/packs`,
    {
      schema: {
        ...member,
        summary: 'A new class pack of the studio (written to the audit log)',
        params: consoleStudioParamsSchema,
        body: packFieldsSchema,
        response: answers(packSavedSchema, 201),
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(ok(await money.createPack(consoleCaller(req), req.params.studioId, req.body))),
  );
}

/** One class pack of a studio (change it), and the studio's pack sales. */
function onePackRoutes(app: App, money: MoneyService): void {
  app.patch(
    `${studio}/packs/:packId`,
    {
      schema: {
        ...member,
        summary:
          'Change a class pack, or put it on or off sale; its buyers keep what they bought (audit-logged)',
        params: packParamsSchema,
        body: packUpdateSchema,
        response: answers(packSavedSchema),
      },
    },
    async (req) =>
      ok(
        await money.updatePack(
          consoleCaller(req),
          req.params.studioId,
          req.params.packId,
          req.body,
        ),
      ),
  );

  app.get(
    `${studio}/pack-sales`,
    {
      schema: {
        ...member,
        summary: "The studio's class pack sales, newest first, a page at a time",
        params: consoleStudioParamsSchema,
        querystring: packSalesQuerySchema,
        response: answers(packSalesSchema),
      },
    },
    async (req) =>
      ok(await money.packSales(consoleCaller(req), req.params.studioId, req.query.page ?? 1)),
  );
}

/** A studio's prices. */
function priceRoutes(app: App, money: MoneyService): void {
  app.get(
    `${studio}/prices`,
    {
      schema: {
        ...member,
        summary: "The studio's packages on sale and their prices (cents, USD)",
        params: consoleStudioParamsSchema,
        response: answers(studioPricesSchema),
      },
    },
    async (req) => ok(await money.prices(consoleCaller(req), req.params.studioId)),
  );

  app.put(
    `${studio}/prices/:packageId`,
    {
      schema: {
        ...member,
        summary: "A package's price for new purchases (subscriptions keep theirs; audit-logged)",
        params: priceParamsSchema,
        body: priceUpdateSchema,
        response: answers(studioPriceSchema),
      },
    },
    async (req) =>
      ok(
        await money.savePrice(
          consoleCaller(req),
          req.params.studioId,
          req.params.packageId,
          req.body.priceCents,
        ),
      ),
  );
}

/** A studio's revenue by month, and as CSV. */
function revenueRoutes(app: App, money: MoneyService): void {
  app.get(
    `${studio}/revenue`,
    {
      schema: {
        ...member,
        summary: "The studio's revenue by month (UTC) and kind, in cents",
        params: consoleStudioParamsSchema,
        response: answers(revenueSchema),
      },
    },
    async (req) => ok(await money.revenue(consoleCaller(req), req.params.studioId)),
  );

  app.get(
    `${studio}/revenue.csv`,
    {
      schema: {
        ...member,
        summary: "The studio's revenue by month and kind as a CSV download",
        params: consoleStudioParamsSchema,
        response: {
          200: {
            description: 'One row per month and kind, amounts in dollars',
            content: { 'text/csv': { schema: z.string() } },
          },
          '4xx': errorEnvelope,
        },
      },
    },
    async (req, reply) => {
      const csv = await money.revenueCsv(consoleCaller(req), req.params.studioId);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${csv.fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(csv.body);
    },
  );
}

/** A studio's live-class refunds the gateway has not made yet (their jobs keep asking). */
function refundsOwedRoutes(app: App, money: MoneyService): void {
  app.get(
    `${studio}/refunds-owed`,
    {
      schema: {
        ...member,
        summary: "The studio's live-class refunds still owed (claimed, not yet made), oldest first",
        params: consoleStudioParamsSchema,
        response: answers(owedRefundsSchema),
      },
    },
    async (req) => ok(await money.refundsOwed(consoleCaller(req), req.params.studioId)),
  );
}

/**
 * Coupons, class packs, prices, revenue and refunds owed of a studio: staff and the studio's admins
 * (instructors get 403).
 */
export const consoleMoneyRoutes: FastifyPluginAsyncZod<{ money: MoneyService }> = async (
  app,
  { money },
) => {
  // Who is asking comes before what they sent: without a login every money route answers 401,
  // whatever the body (the coupon body's cross-field rules would otherwise answer 400 first).
  app.addHook('preValidation', async (req) => void consoleCaller(req));
  couponRoutes(app, money);
  oneCouponRoutes(app, money);
  packRoutes(app, money);
  onePackRoutes(app, money);
  packRefundRoutes(app, money);
  priceRoutes(app, money);
  revenueRoutes(app, money);
  refundsOwedRoutes(app, money);
};
