import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactBodySchema,
  demoRequestBodySchema,
  inboxQuerySchema,
  marketingTexts,
  newsletterBodySchema,
  unsubscribeQuerySchema,
} from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { requireUser } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { createEnquiries } from './enquiries.ts';
import { createNewsletter } from './newsletter.ts';

export const marketingRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const newsletter = createNewsletter(deps);
  const enquiries = createEnquiries(deps, app.log);
  const tags = ['marketing'];

  app.post(
    '/api/marketing/newsletter',
    { schema: { tags, body: newsletterBodySchema } },
    async (req) => {
      await newsletter.subscribe(req.body.email);
      return ok(marketingTexts.newsletterThanks);
    },
  );

  // Opened from an e-mail, so it answers a page, not JSON.
  app.get(
    '/api/marketing/newsletter/unsubscribe',
    { schema: { tags, querystring: unsubscribeQuerySchema } },
    async (req, reply) => {
      await newsletter.unsubscribe(req.query.token);
      return reply
        .type('text/html')
        .send(
          `<!doctype html><meta charset="utf-8"><title>Unsubscribed</title><p>${marketingTexts.unsubscribed}</p><p><a href="/">JetSweat</a></p>`,
        );
    },
  );

  // One-click unsubscribe from the mail client's own button (RFC 8058): a form post whose body
  // says only 'List-Unsubscribe=One-Click'; the token in the address is what counts.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, body),
  );
  app.post(
    '/api/marketing/newsletter/unsubscribe',
    { schema: { tags, querystring: unsubscribeQuerySchema } },
    async (req) => {
      await newsletter.unsubscribe(req.query.token);
      return ok(marketingTexts.unsubscribed);
    },
  );

  app.post(
    '/api/marketing/contact',
    { schema: { tags, body: contactBodySchema } },
    async (req, reply) => {
      await enquiries.contact(req.body, req.hostname.replace(/:\d+$/, ''), req.ip);
      return reply.status(201).send(ok(marketingTexts.contactThanks));
    },
  );

  app.post(
    '/api/marketing/demo-request',
    { schema: { tags, body: demoRequestBodySchema } },
    async (req, reply) => {
      await enquiries.demoRequest(req.body, req.ip);
      return reply.status(201).send(ok(marketingTexts.demoRequestThanks));
    },
  );

  // The inbox for staff: every message is kept, whether or not its mail went out.
  app.get(
    '/api/marketing/contact-messages',
    { schema: { tags, querystring: inboxQuerySchema } },
    async (req) => ok(await enquiries.contactMessages(requireUser(req), req.query.limit)),
  );
  app.get(
    '/api/marketing/demo-requests',
    { schema: { tags, querystring: inboxQuerySchema } },
    async (req) => ok(await enquiries.demoRequests(requireUser(req), req.query.limit)),
  );
};
