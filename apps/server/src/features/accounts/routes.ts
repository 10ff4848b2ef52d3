import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chooseNewPasswordBodySchema,
  accountTexts,
  loginBodySchema,
  registerBodySchema,
  registerPartnerBodySchema,
  resetPasswordBodySchema,
  resetPasswordQuerySchema,
  saveProfileBodySchema,
} from '@jetsweat/contract';
import { requireUser } from '../../platform/auth.ts';
import type { Deps } from '../../platform/deps.ts';
import { ok } from '../../platform/envelope.ts';
import { recordProductEvent } from '../../platform/product-events.ts';
import { siteStudioId } from '../studios/request-site.ts';
import { closeSession } from './sessions.ts';
import { createAccountsService } from './service.ts';

const studioParams = z.object({ studioShortName: z.string().max(100) });

export const accountsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const accounts = createAccountsService(deps);
  const tags = ['accounts'];

  app.post(
    '/api/user/register',
    { schema: { tags, body: registerBodySchema } },
    async (req, reply) =>
      reply.status(201).send(ok(await accounts.register(req.body.userInfo, { kind: 'general' }))),
  );

  app.post(
    '/api/user/register/gympass',
    { schema: { tags, body: registerPartnerBodySchema } },
    async (req, reply) => {
      const { token, ...info } = req.body.userInfo;
      return reply
        .status(201)
        .send(ok(await accounts.register(info, { kind: 'partner', partnerToken: token })));
    },
  );

  app.post(
    '/api/user/register/:studioShortName',
    { schema: { tags, params: studioParams, body: registerBodySchema } },
    async (req, reply) => {
      const name = req.params.studioShortName.trim();
      const how = name
        ? ({ kind: 'studio', studioName: name } as const)
        : ({ kind: 'general' } as const);
      return reply.status(201).send(ok(await accounts.register(req.body.userInfo, how)));
    },
  );

  const from = async (req: FastifyRequest) => ({
    address: req.ip,
    siteStudioId: await siteStudioId(deps.db, req),
  });

  app.post('/api/user/login', { schema: { tags, body: loginBodySchema } }, async (req) =>
    ok(await accounts.login(req.body.email, req.body.password, undefined, await from(req))),
  );

  app.post(
    '/api/user/login/:studioShortName',
    { schema: { tags, params: studioParams, body: loginBodySchema } },
    async (req) =>
      ok(
        await accounts.login(
          req.body.email,
          req.body.password,
          req.params.studioShortName.trim() || undefined,
          await from(req),
        ),
      ),
  );

  app.post('/api/user/logout', { schema: { tags } }, async (req) => {
    const userId = requireUser(req);
    await deps.db.transaction(async (tx) => {
      if (await closeSession(tx, req.auth!.sessionId))
        await recordProductEvent(tx, { name: 'log-out', userId }, deps.clock.now());
    });
    return ok('You are logged out.');
  });

  app.post(
    '/api/user/reset-password',
    { schema: { tags, body: resetPasswordBodySchema, querystring: resetPasswordQuerySchema } },
    async (req) => {
      // ?studioId= is accepted as the specification sends it, but the link's site comes from
      // the account itself (see accounts/service.ts requestReset).
      await accounts.requestReset(req.body.email, req.ip);
      return ok(accountTexts.resetSent);
    },
  );

  app.post(
    '/api/user/reset-password/confirm',
    { schema: { tags, body: chooseNewPasswordBodySchema } },
    async (req) => {
      await accounts.chooseNewPassword(req.body.token, req.body.password);
      return ok(accountTexts.passwordChanged);
    },
  );

  app.get('/api/user/me', { schema: { tags } }, async (req) =>
    ok(await accounts.me(requireUser(req), await siteStudioId(deps.db, req))),
  );

  app.put('/api/user/save', { schema: { tags, body: saveProfileBodySchema } }, async (req) =>
    ok(
      await accounts.saveProfile(
        requireUser(req),
        req.body.userInfo,
        req.body.authUserInfo?.id,
        await siteStudioId(deps.db, req),
      ),
    ),
  );
};
