import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditPageSchema,
  auditQuerySchema,
  consoleAcceptBodySchema,
  consoleAccessSchema,
  consoleInviteBodySchema,
  consoleStudioParamsSchema,
  inviteAcceptedSchema,
  inviteCreatedSchema,
  studioPageAnswerSchema,
  studioPageSavedSchema,
  studioPageSettingsSchema,
  teamAnswerSchema,
} from '@jetsweat/contract';
import { ok } from '../../platform/http/envelope.ts';
import { answers, loginRequired } from '../../platform/http/openapi.ts';
import type { RouteApp } from '../../platform/http/route-app.ts';
import { classRoutes } from './class-routes.ts';
import { consoleCaller } from './console-access.ts';
import { consoleMoneyRoutes } from './money/money-routes.ts';
import { consolePayoutsRoutes } from './payouts/payouts-routes.ts';
import { consoleClientsRoutes } from './clients/clients-routes.ts';
import { consoleReportsRoutes } from './reports/reports-routes.ts';
import type { ConsoleService } from './service.ts';
import { contentRoutes } from './content-routes.ts';
import { imageRoutes } from './image-routes.ts';

const member = { tags: ['console'], security: loginRequired };
const studio = '/api/console/studios/:studioId';

/** What the caller may open, and the studio page. */
function pageRoutes(app: RouteApp, service: ConsoleService): void {
  app.get(
    '/api/console/access',
    {
      schema: {
        ...member,
        summary: 'The studios the caller may open in the console, and their role at each',
        response: answers(consoleAccessSchema),
      },
    },
    async (req) => ok(await service.access(consoleCaller(req))),
  );

  app.get(
    `${studio}/page`,
    {
      schema: {
        ...member,
        summary: "A studio page's texts, colour and title (staff and the studio's admins)",
        params: consoleStudioParamsSchema,
        response: answers(studioPageAnswerSchema),
      },
    },
    async (req) => ok(await service.page(consoleCaller(req), req.params.studioId)),
  );

  app.put(
    `${studio}/page`,
    {
      schema: {
        ...member,
        summary: "Save a studio page's texts, colour and title (written to the audit log)",
        params: consoleStudioParamsSchema,
        body: studioPageSettingsSchema,
        response: answers(studioPageSavedSchema),
      },
    },
    async (req) => ok(await service.savePage(consoleCaller(req), req.params.studioId, req.body)),
  );
}

/** The team, invites and the audit log. */
function teamRoutes(app: RouteApp, service: ConsoleService): void {
  app.get(
    `${studio}/team`,
    {
      schema: {
        ...member,
        summary: "A studio's admins, instructors and open invites (staff and its admins)",
        params: consoleStudioParamsSchema,
        response: answers(teamAnswerSchema),
      },
    },
    async (req) => ok(await service.team(consoleCaller(req), req.params.studioId)),
  );

  app.post(
    `${studio}/invites`,
    {
      schema: {
        ...member,
        summary: 'Invite by e-mail: staff invite admins and instructors, admins instructors',
        params: consoleStudioParamsSchema,
        body: consoleInviteBodySchema,
        response: answers(inviteCreatedSchema, 201),
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(ok(await service.invite(consoleCaller(req), req.params.studioId, req.body))),
  );

  app.post(
    '/api/console/invites/accept',
    {
      schema: {
        ...member,
        summary: 'Accept an invite link for the signed-in account (the address it was sent to)',
        body: consoleAcceptBodySchema,
        response: answers(inviteAcceptedSchema),
      },
    },
    async (req) => ok(await service.acceptInvite(consoleCaller(req), req.body.token)),
  );

  app.get(
    '/api/console/audit',
    {
      schema: {
        ...member,
        summary: 'The audit log, newest first: staff every studio, admins their studio',
        querystring: auditQuerySchema,
        response: answers(auditPageSchema),
      },
    },
    async (req) => ok(await service.audit(consoleCaller(req), req.query)),
  );
}

export const consoleRoutes: FastifyPluginAsyncZod<{ console: ConsoleService }> = async (
  app,
  opts,
) => {
  pageRoutes(app, opts.console);
  teamRoutes(app, opts.console);
  classRoutes(app, opts.console);
  await app.register(consoleMoneyRoutes, { money: opts.console.money });
  await app.register(consoleClientsRoutes, { clients: opts.console.clients });
  await app.register(consoleReportsRoutes, { reports: opts.console.reports });
  await app.register(consolePayoutsRoutes, { payouts: opts.console.payouts });
  await app.register(contentRoutes, { console: opts.console });
  await app.register(imageRoutes, { console: opts.console });
};
