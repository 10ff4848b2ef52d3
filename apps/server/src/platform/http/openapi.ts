// What the OpenAPI document says about every route beyond its request schemas: who may call it
// and what it answers, built from the contract's zod schemas (jsonSchemaTransform turns them into
// the document; platform/http/response-serializer.ts writes and, in the tests, checks every answer).
import type { SwaggerOptions } from '@fastify/swagger';
import { errorEnvelope, okEnvelope } from '@jetsweat/contract';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** A route that needs a login: the session token from log-in or sign-up, as a bearer token. */
export const loginRequired = [{ bearerAuth: [] }];
/** A route anyone may call (some answer more to a member who sends a token). */
export const noLogin = [];

/**
 * The answers of a route: `content` in the envelope with `status` (200 unless said), any other
 * successful answers it gives, and the error envelope for every 4xx.
 */
export function answers<
  T extends z.ZodType,
  S extends 200 | 201 = 200,
  O extends Record<number, z.ZodType> = Record<never, never>,
>(content: T, status?: S, others?: O) {
  const ok = { [status ?? 200]: okEnvelope(content) } as {
    [K in S]: ReturnType<typeof okEnvelope<T>>;
  };
  return { ...ok, ...(others as O), '4xx': errorEnvelope };
}

const tagDescriptions: Record<string, string> = {
  accounts: 'Sign-up, log-in, password reset and the profile',
  studios: 'The partner studios, their class types and white-label sites',
  marketing: 'Newsletter, contact and demo requests, and their inboxes for staff',
  payments: 'Which payment gateway runs and how the browser reaches it',
  'payments sandbox': 'The stand-in for Stripe.js when PAYMENTS=sandbox (absent with Stripe)',
  billing: 'Packages, subscriptions, day passes, promo codes, receipts',
  schedule: 'Live classes: the timetable, bookings and their payments',
  live: 'The live room: attendance, broadcasts and the channel of a class on air',
  workouts: "The member's planned workouts",
  videos: 'The on-demand library, programs, playback and analytics',
  favourites: 'Favourite classes, class types and studios',
  history: 'What a member watched and where they stopped',
  friends: 'Friends, friend requests, search by e-mail address and invites',
  'product events': 'What the product counted, for staff',
  operations: 'Health, readiness and failed mail, for whoever runs the service',
};

/** The OpenAPI document's frame: servers, the bearer scheme and the tags the routes use. */
export function openApiOptions(): SwaggerOptions {
  return {
    openapi: {
      info: {
        title: 'JetSweat API',
        version: '1.0.0',
        description:
          'Every /api answer is in the envelope: `{ status: 1, content }` on success, ' +
          '`{ status: 0, content: message }` with a 4xx or 5xx on failure.',
      },
      // Relative: the instance that serves the document, whatever its address.
      servers: [{ url: '/', description: 'This instance' }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'The authToken that sign-up and log-in answer',
          },
        },
      },
      tags: Object.entries(tagDescriptions).map(([name, description]) => ({ name, description })),
    },
    transform: (route) => {
      const { schema, url } = jsonSchemaTransform(route);
      return { schema: { operationId: operationIdOf(route.route.method, url), ...schema }, url };
    },
  };
}

/** GET /api/user/receipts/:receiptId → getUserReceiptsByReceiptId: stable, unique, readable. */
export function operationIdOf(method: string | string[], url: string): string {
  const words = url
    .split('/')
    .filter((part) => part && part !== 'api')
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split(/[-_.]/))
    .filter(Boolean);
  const camel = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
  return [method].flat()[0]!.toLowerCase() + camel;
}
