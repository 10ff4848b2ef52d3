import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingPolicySchema,
  consoleStudioParamsSchema,
  entrySavedSchema,
  instructorBodySchema,
  instructorParamsSchema,
  orderBodySchema,
  studioContentSchema,
  studioDetailsSchema,
  studioDomainSchema,
  studioPageSavedSchema,
  testimonialBodySchema,
  testimonialParamsSchema,
} from '@jetsweat/contract';
import { ok } from '../../platform/http/envelope.ts';
import { answers, loginRequired } from '../../platform/http/openapi.ts';
import type { RouteApp } from '../../platform/http/route-app.ts';
import { consoleCaller } from './console-access.ts';
import { logFileLeft } from './image-cleanup.ts';
import type { ConsoleService } from './service.ts';

const member = { tags: ['console'], security: loginRequired };
const studio = '/api/console/studios/:studioId';
const removed = z.object({ id: z.number().int() });
const ordered = z.object({ ids: z.array(z.number().int()) });

/**
 * The studio page's lists, instructors and testimonials (issue 25, point 2): staff and the
 * studio's admins; each change is written to the audit log.
 */
/** The content, the details, and the check of the white-label domain. */
function readRoutes(app: RouteApp, service: ConsoleService): void {
  app.get(
    `${studio}/content`,
    {
      schema: {
        ...member,
        summary: "A studio page's lists, images, instructors and testimonials",
        params: consoleStudioParamsSchema,
        response: answers(studioContentSchema),
      },
    },
    async (req) => ok(await service.content(consoleCaller(req), req.params.studioId)),
  );

  app.put(
    `${studio}/details`,
    {
      schema: {
        ...member,
        summary: 'Save class types, levels, equipment and the white-label domain',
        params: consoleStudioParamsSchema,
        body: studioDetailsSchema,
        response: answers(studioPageSavedSchema),
      },
    },
    async (req) => ok(await service.saveDetails(consoleCaller(req), req.params.studioId, req.body)),
  );

  app.post(
    `${studio}/domain/check`,
    {
      schema: {
        ...member,
        summary: "Look the white-label domain's DNS TXT record up now, and answer its state",
        params: consoleStudioParamsSchema,
        response: answers(studioDomainSchema),
      },
    },
    async (req) => ok(await service.checkDomain(consoleCaller(req), req.params.studioId)),
  );
}

/** The studio's booking policy (issue 51, item 1): read and saved. */
function policyRoutes(app: RouteApp, service: ConsoleService): void {
  app.get(
    `${studio}/booking-policy`,
    {
      schema: {
        ...member,
        summary: "The studio's booking policy: until when a class under way can be booked",
        params: consoleStudioParamsSchema,
        response: answers(bookingPolicySchema),
      },
    },
    async (req) => ok(await service.bookingPolicy(consoleCaller(req), req.params.studioId)),
  );

  app.put(
    `${studio}/booking-policy`,
    {
      schema: {
        ...member,
        summary: "Save the studio's booking policy",
        params: consoleStudioParamsSchema,
        body: bookingPolicySchema,
        response: answers(bookingPolicySchema),
      },
    },
    async (req) =>
      ok(await service.saveBookingPolicy(consoleCaller(req), req.params.studioId, req.body)),
  );
}

/** Removing and ordering instructors and testimonials alike. */
function listRoutes(app: RouteApp, service: ConsoleService): void {
  for (const kind of ['instructor', 'testimonial'] as const) {
    const list = `${studio}/${kind}s`;
    const params = kind === 'instructor' ? instructorParamsSchema : testimonialParamsSchema;
    const idOf = (p: z.infer<typeof params>) =>
      'instructorId' in p ? p.instructorId : (p as { testimonialId: number }).testimonialId;
    const one = `${list}/:${kind}Id`;

    app.delete(
      one,
      {
        schema: {
          ...member,
          summary: `Remove one of the studio page's ${kind}s`,
          params,
          response: answers(removed),
        },
      },
      async (req) =>
        ok(
          await service.remove(
            consoleCaller(req),
            req.params.studioId,
            kind,
            idOf(req.params),
            logFileLeft(req.log),
          ),
        ),
    );

    app.put(
      `${list}/order`,
      {
        schema: {
          ...member,
          summary: `Put the studio page's ${kind}s in a new order (every id, once)`,
          params: consoleStudioParamsSchema,
          body: orderBodySchema,
          response: answers(ordered),
        },
      },
      async (req) =>
        ok(await service.reorder(consoleCaller(req), req.params.studioId, kind, req.body.ids)),
    );
  }
}

/** Adding and editing instructors (their photos: image-routes.ts). */
function instructorRoutes(app: RouteApp, service: ConsoleService): void {
  app.post(
    `${studio}/instructors`,
    {
      schema: {
        ...member,
        summary: 'Add an instructor to the studio page (last in the list)',
        params: consoleStudioParamsSchema,
        body: instructorBodySchema,
        response: answers(entrySavedSchema, 201),
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(ok(await service.addInstructor(consoleCaller(req), req.params.studioId, req.body))),
  );

  app.put(
    `${studio}/instructors/:instructorId`,
    {
      schema: {
        ...member,
        summary: "Edit an instructor's name and bio",
        params: instructorParamsSchema,
        body: instructorBodySchema,
        response: answers(entrySavedSchema),
      },
    },
    async (req) =>
      ok(
        await service.editInstructor(
          consoleCaller(req),
          req.params.studioId,
          req.params.instructorId,
          req.body,
        ),
      ),
  );
}

/** Adding and editing testimonials. */
function testimonialRoutes(app: RouteApp, service: ConsoleService): void {
  app.post(
    `${studio}/testimonials`,
    {
      schema: {
        ...member,
        summary: 'Add a testimonial to the studio page (last in the list)',
        params: consoleStudioParamsSchema,
        body: testimonialBodySchema,
        response: answers(entrySavedSchema, 201),
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(ok(await service.addTestimonial(consoleCaller(req), req.params.studioId, req.body))),
  );

  app.put(
    `${studio}/testimonials/:testimonialId`,
    {
      schema: {
        ...member,
        summary: 'Edit a testimonial',
        params: testimonialParamsSchema,
        body: testimonialBodySchema,
        response: answers(entrySavedSchema),
      },
    },
    async (req) =>
      ok(
        await service.editTestimonial(
          consoleCaller(req),
          req.params.studioId,
          req.params.testimonialId,
          req.body,
        ),
      ),
  );
}

export const contentRoutes: FastifyPluginAsyncZod<{ console: ConsoleService }> = async (
  app,
  { console: service },
) => {
  readRoutes(app, service);
  policyRoutes(app, service);
  listRoutes(app, service);
  instructorRoutes(app, service);
  testimonialRoutes(app, service);
};
