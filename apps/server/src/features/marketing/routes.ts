import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactBodySchema,
  contactMessageViewSchema,
  demoRequestBodySchema,
  demoRequestViewSchema,
  errorEnvelope,
  inboxQuerySchema,
  marketingTexts,
  newsletterBodySchema,
  newsletterConfirmQuerySchema,
  unsubscribeQuerySchema,
} from '@jetsweat/contract';
import { requireUser } from '../../platform/http/auth.ts';
import { ok } from '../../platform/http/envelope.ts';
import { answers, loginRequired, noLogin } from '../../platform/http/openapi.ts';
import { bareHostname } from '../../platform/http/request-site.ts';
import type { Enquiries } from './enquiries.ts';
import type { Newsletter } from './newsletter.ts';
import type { RouteApp } from '../../platform/http/route-app.ts';

const tags = ['marketing'];

/** What the newsletter's mailed links answer: a page, since a person opens them from a mail. */
const pageAnswers = {
  200: {
    description: 'A page saying so',
    content: { 'text/html': { schema: z.string() } },
  },
  '4xx': errorEnvelope,
};

/** A page of one sentence and a link home. */
const smallPage = (title: string, text: string) =>
  `<!doctype html><meta charset="utf-8"><title>${title}</title><p>${text}</p><p><a href="/">JetSweat</a></p>`;

/** Signing up for the newsletter. */
function newsletterRoutes(app: RouteApp, newsletter: Newsletter): void {
  app.post(
    '/api/marketing/newsletter',
    {
      schema: {
        tags,
        summary: 'Subscribe to the newsletter',
        security: noLogin,
        body: newsletterBodySchema,
        response: answers(z.string()),
      },
    },
    async (req) => {
      await newsletter.subscribe(req.body.email);
      return ok(marketingTexts.newsletterThanks);
    },
  );
}

/** The link in the sign-up mail: the address's owner says yes (double opt-in). */
function confirmRoutes(app: RouteApp, newsletter: Newsletter): void {
  // Opened from an e-mail, so it answers a page, not JSON.
  app.get(
    '/api/marketing/newsletter/confirm',
    {
      schema: {
        tags,
        summary: "Confirm a newsletter sign-up (the e-mail's link; answers a page)",
        security: noLogin,
        querystring: newsletterConfirmQuerySchema,
        response: pageAnswers,
      },
    },
    async (req, reply) => {
      await newsletter.confirm(req.query.token);
      return reply
        .type('text/html')
        .send(smallPage('Subscribed', marketingTexts.newsletterConfirmed));
    },
  );
}

/** Leaving the newsletter from a mail's link or its mail client's own button. */
function unsubscribeRoutes(app: RouteApp, newsletter: Newsletter): void {
  // Opened from an e-mail, so it answers a page, not JSON.
  app.get(
    '/api/marketing/newsletter/unsubscribe',
    {
      schema: {
        tags,
        summary: "Unsubscribe from the newsletter (the e-mail's link; answers a page)",
        security: noLogin,
        querystring: unsubscribeQuerySchema,
        response: pageAnswers,
      },
    },
    async (req, reply) => {
      await newsletter.unsubscribe(req.query.token);
      return reply.type('text/html').send(smallPage('Unsubscribed', marketingTexts.unsubscribed));
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
    {
      schema: {
        tags,
        summary: "Unsubscribe from the newsletter (the mail client's one-click button)",
        security: noLogin,
        querystring: unsubscribeQuerySchema,
        response: answers(z.string()),
      },
    },
    async (req) => {
      await newsletter.unsubscribe(req.query.token);
      return ok(marketingTexts.unsubscribed);
    },
  );
}

/** Messages to support and demo requests to sales, from the public site. */
function enquiryRoutes(app: RouteApp, enquiries: Enquiries): void {
  app.post(
    '/api/marketing/contact',
    {
      schema: {
        tags,
        summary: 'Send a message to support',
        security: noLogin,
        body: contactBodySchema,
        response: answers(z.string(), 201),
      },
    },
    async (req, reply) => {
      await enquiries.contact(req.body, bareHostname(req), req.ip);
      return reply.status(201).send(ok(marketingTexts.contactThanks));
    },
  );

  app.post(
    '/api/marketing/demo-request',
    {
      schema: {
        tags,
        summary: 'Ask sales for a demo',
        security: noLogin,
        body: demoRequestBodySchema,
        response: answers(z.string(), 201),
      },
    },
    async (req, reply) => {
      await enquiries.demoRequest(req.body, req.ip);
      return reply.status(201).send(ok(marketingTexts.demoRequestThanks));
    },
  );
}

/** The inbox for staff: every message is kept, whether or not its mail went out. */
function staffInboxRoutes(app: RouteApp, enquiries: Enquiries): void {
  // The inbox for staff: every message is kept, whether or not its mail went out.
  app.get(
    '/api/marketing/contact-messages',
    {
      schema: {
        tags,
        summary: 'The messages sent to support (staff only)',
        security: loginRequired,
        querystring: inboxQuerySchema,
        response: answers(z.array(contactMessageViewSchema)),
      },
    },
    async (req) => ok(await enquiries.contactMessages(requireUser(req), req.query.limit)),
  );

  app.get(
    '/api/marketing/demo-requests',
    {
      schema: {
        tags,
        summary: 'The demo requests sent to sales (staff only)',
        security: loginRequired,
        querystring: inboxQuerySchema,
        response: answers(z.array(demoRequestViewSchema)),
      },
    },
    async (req) => ok(await enquiries.demoRequests(requireUser(req), req.query.limit)),
  );
}

/** The newsletter and the enquiries, built once in app.ts (where accounts' `isStaff` is handed in). */
export const marketingRoutes: FastifyPluginAsyncZod<{
  newsletter: Newsletter;
  enquiries: Enquiries;
}> = async (app, { newsletter, enquiries }) => {
  newsletterRoutes(app, newsletter);
  confirmRoutes(app, newsletter);
  unsubscribeRoutes(app, newsletter);
  enquiryRoutes(app, enquiries);
  staffInboxRoutes(app, enquiries);
};
