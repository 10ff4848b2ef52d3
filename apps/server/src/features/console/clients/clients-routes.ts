import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  classMessageBodySchema,
  classMessageSentSchema,
  clientHistorySchema,
  clientNoteBodySchema,
  clientNoteCreatedSchema,
  clientParamsSchema,
  clientsQuerySchema,
  consoleClassParamsSchema,
  consoleStudioParamsSchema,
  errorEnvelope,
  studioClientsSchema,
} from '@jetsweat/contract';
import { ok } from '../../../platform/http/envelope.ts';
import { answers, loginRequired } from '../../../platform/http/openapi.ts';
import { consoleCaller } from '../console-access.ts';
import type { ClientsService } from './clients-service.ts';

const member = { tags: ['console'], security: loginRequired };
const studio = '/api/console/studios/:studioId';

type App = Parameters<FastifyPluginAsyncZod<{ clients: ClientsService }>>[0];

const mailFailed = (log: FastifyBaseLogger) => (err: unknown, userId: number) =>
  log.error({ err, userId }, 'a message to a class attendee could not be filed');

/** The list, its CSV and one client's page. */
function readRoutes(app: App, clients: ClientsService): void {
  app.get(
    `${studio}/clients`,
    {
      schema: {
        ...member,
        summary: "A studio's clients (booked, bought or watched), searched, latest activity first",
        params: consoleStudioParamsSchema,
        querystring: clientsQuerySchema,
        response: answers(studioClientsSchema),
      },
    },
    async (req) => ok(await clients.list(consoleCaller(req), req.params.studioId, req.query)),
  );

  app.get(
    `${studio}/clients.csv`,
    {
      schema: {
        ...member,
        summary: "A studio's clients matching the search as a CSV download",
        params: consoleStudioParamsSchema,
        querystring: clientsQuerySchema,
        response: {
          200: {
            description: 'One row per client, times in UTC',
            content: { 'text/csv': { schema: z.string() } },
          },
          '4xx': errorEnvelope,
        },
      },
    },
    async (req, reply) => {
      const csv = await clients.csv(consoleCaller(req), req.params.studioId, req.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${csv.fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(csv.body);
    },
  );

  app.get(
    `${studio}/clients/:clientId`,
    {
      schema: {
        ...member,
        summary: "A client's bookings, purchases and videos at this studio, and staff notes",
        params: clientParamsSchema,
        response: answers(clientHistorySchema),
      },
    },
    async (req) =>
      ok(await clients.history(consoleCaller(req), req.params.studioId, req.params.clientId)),
  );
}

/** A note on a client, and a message to a class's attendees. */
function writeRoutes(app: App, clients: ClientsService): void {
  app.post(
    `${studio}/clients/:clientId/notes`,
    {
      schema: {
        ...member,
        summary: 'A private staff note on a client (never shown to members; audit-logged)',
        params: clientParamsSchema,
        body: clientNoteBodySchema,
        response: answers(clientNoteCreatedSchema, 201),
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          ok(
            await clients.addNote(
              consoleCaller(req),
              req.params.studioId,
              req.params.clientId,
              req.body.text,
            ),
          ),
        ),
  );

  app.post(
    `${studio}/classes/:classId/message`,
    {
      schema: {
        ...member,
        summary: 'E-mail every member booked into a class, once per key (audit-logged)',
        params: consoleClassParamsSchema,
        body: classMessageBodySchema,
        response: answers(classMessageSentSchema),
      },
    },
    async (req) =>
      ok(await clients.message(consoleCaller(req), req.params, req.body, mailFailed(req.log))),
  );
}

/** A studio's clients, their notes and messages to attendees: staff and its admins only. */
export const consoleClientsRoutes: FastifyPluginAsyncZod<{ clients: ClientsService }> = async (
  app,
  { clients },
) => {
  // Who is asking comes before what they sent: without a login every route answers 401.
  app.addHook('preValidation', async (req) => void consoleCaller(req));
  readRoutes(app, clients);
  writeRoutes(app, clients);
};
