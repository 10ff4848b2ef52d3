import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chooseNewPasswordBodySchema,
  accountTexts,
  loginBodySchema,
  registerAnswerSchema,
  registerBodySchema,
  registerPartnerBodySchema,
  resetPasswordBodySchema,
  resetPasswordQuerySchema,
  liveRemindersSchema,
  saveProfileBodySchema,
  userSchema,
  type User,
} from '@jetsweat/contract';
import { requireUser } from '../../platform/http/auth.ts';
import { ok } from '../../platform/http/envelope.ts';
import { answers, loginRequired, noLogin } from '../../platform/http/openapi.ts';
import { deviceTokenOf, setDeviceCookie } from './device-cookie.ts';
import { emailConfirmationRoutes } from './email-confirmation-routes.ts';
import type { AccountsService } from './service.ts';
import type { RouteApp } from '../../platform/http/route-app.ts';

const studioParams = z.object({ studioShortName: z.string().max(100) });

const tags = ['accounts'];

/** Sign-up: a general account, through a partner, or on a studio's site. */
function signUpRoutes(app: RouteApp, accounts: AccountsService): void {
  app.post(
    '/api/user/register',
    {
      schema: {
        tags,
        summary: 'Sign up (general account)',
        security: noLogin,
        body: registerBodySchema,
        response: answers(registerAnswerSchema, 201),
      },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await accounts.register(req.body.userInfo, { kind: 'general' }))),
  );

  app.post(
    '/api/user/register/gympass',
    {
      schema: {
        tags,
        summary: 'Sign up through a partner (Gympass)',
        security: noLogin,
        body: registerPartnerBodySchema,
        response: answers(registerAnswerSchema, 201),
      },
    },
    async (req, reply) => {
      const { token, ...info } = req.body.userInfo;
      return reply
        .status(201)
        .send(ok(await accounts.register(info, { kind: 'partner', partnerToken: token })));
    },
  );

  app.post(
    '/api/user/register/:studioShortName',
    {
      schema: {
        tags,
        summary: "Sign up on a studio's site",
        security: noLogin,
        params: studioParams,
        body: registerBodySchema,
        response: answers(registerAnswerSchema, 201),
      },
    },
    async (req, reply) => {
      const name = req.params.studioShortName.trim();
      const how = name
        ? ({ kind: 'studio', studioName: name } as const)
        : ({ kind: 'general' } as const);
      return reply.status(201).send(ok(await accounts.register(req.body.userInfo, how)));
    },
  );
}

/** Where a login came from: the client's address, the site and the browser's device token. */
const from = async (req: FastifyRequest) => ({
  address: req.ip,
  siteStudioId: await req.siteStudioId(),
  deviceToken: deviceTokenOf(req),
});

/** The user, after giving the browser the device token its account now knows it by. */
function loggedIn(
  req: FastifyRequest,
  reply: FastifyReply,
  { user, deviceToken }: { user: User; deviceToken: string },
) {
  setDeviceCookie(req, reply, deviceToken);
  return ok(user);
}

/** Logging in, on the main site or a studio's, and out. */
function sessionRoutes(app: RouteApp, accounts: AccountsService): void {
  app.post(
    '/api/user/login',
    {
      schema: {
        tags,
        summary: 'Log in',
        security: noLogin,
        body: loginBodySchema,
        response: answers(userSchema),
      },
    },
    async (req, reply) =>
      loggedIn(
        req,
        reply,
        await accounts.login(req.body.email, req.body.password, undefined, await from(req)),
      ),
  );

  app.post(
    '/api/user/login/:studioShortName',
    {
      schema: {
        tags,
        summary: "Log in on a studio's site",
        security: noLogin,
        params: studioParams,
        body: loginBodySchema,
        response: answers(userSchema),
      },
    },
    async (req, reply) =>
      loggedIn(
        req,
        reply,
        await accounts.login(
          req.body.email,
          req.body.password,
          req.params.studioShortName.trim() || undefined,
          await from(req),
        ),
      ),
  );

  app.post(
    '/api/user/logout',
    {
      schema: {
        tags,
        summary: 'Log out (ends this session)',
        security: loginRequired,
        response: answers(z.string()),
      },
    },
    async (req) => {
      const userId = requireUser(req);
      await accounts.logout(req.auth!.sessionId, userId);
      return ok('You are logged out.');
    },
  );
}

/** A reset link by e-mail, and the new password it lets a person choose. */
function passwordResetRoutes(app: RouteApp, accounts: AccountsService): void {
  app.post(
    '/api/user/reset-password',
    {
      schema: {
        tags,
        summary: 'Ask for a password reset link by e-mail',
        security: noLogin,
        body: resetPasswordBodySchema,
        querystring: resetPasswordQuerySchema,
        response: answers(z.string()),
      },
    },
    async (req) => {
      // ?studioId= is accepted as the specification sends it, but the link's site comes from
      // the account itself (see accounts/service.ts requestReset).
      await accounts.requestReset(req.body.email, {
        address: req.ip,
        deviceToken: deviceTokenOf(req),
      });
      return ok(accountTexts.resetSent);
    },
  );

  app.post(
    '/api/user/reset-password/confirm',
    {
      schema: {
        tags,
        summary: 'Choose a new password with a reset link',
        security: noLogin,
        body: chooseNewPasswordBodySchema,
        response: answers(z.string()),
      },
    },
    async (req, reply) => {
      const deviceToken = await accounts.chooseNewPassword(req.body.token, req.body.password);
      setDeviceCookie(req, reply, deviceToken);
      return ok(accountTexts.passwordChanged);
    },
  );
}

/** The logged-in person as this site sees them, and their profile changes. */
function profileRoutes(app: RouteApp, accounts: AccountsService): void {
  app.get(
    '/api/user/me',
    {
      schema: {
        tags,
        summary: 'The logged-in person, as seen from this site',
        security: loginRequired,
        response: answers(userSchema),
      },
    },
    async (req) => ok(await accounts.me(requireUser(req), await req.siteStudioId())),
  );

  app.put(
    '/api/user/save',
    {
      schema: {
        tags,
        summary: 'Save profile changes',
        security: loginRequired,
        body: saveProfileBodySchema,
        response: answers(userSchema),
      },
    },
    async (req) =>
      ok(
        await accounts.saveProfile(
          requireUser(req),
          req.body.userInfo,
          req.body.authUserInfo?.id,
          await req.siteStudioId(),
        ),
      ),
  );
}

function reminderRoutes(app: RouteApp, accounts: AccountsService): void {
  app.put(
    '/api/user/reminders',
    {
      schema: {
        tags,
        summary: 'Choose when booked live classes are reminded by e-mail',
        security: loginRequired,
        body: liveRemindersSchema,
        response: answers(liveRemindersSchema),
      },
    },
    async (req) =>
      ok(await accounts.saveLiveReminders(requireUser(req), req.body.liveReminderMinutes)),
  );
}

export const accountsRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService }> = async (
  app,
  { accounts },
) => {
  signUpRoutes(app, accounts);
  sessionRoutes(app, accounts);
  passwordResetRoutes(app, accounts);
  profileRoutes(app, accounts);
  reminderRoutes(app, accounts);
  emailConfirmationRoutes(app, accounts);
};
