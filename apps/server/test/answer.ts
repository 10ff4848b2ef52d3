// A test's view of an /api answer, typed from the contract
// (docs/decisions/0047-typed-test-answers.md): the content of a successful answer is parsed with
// the route's own zod schema, so a test fails when the server answers something the contract does
// not describe, and reads the content as the contract's type instead of `any`.
import type { Failure, Ok } from '@jetsweat/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';

/** An answer: its HTTP status and its envelope, `content` of type C when the call succeeded. */
export interface Answer<C> {
  statusCode: number;
  body: Ok<C> | Failure;
}

/** An answer the test has checked succeeded (expectOk): its content is the schema's. */
export type OkAnswer<C> = Answer<C> & { body: Ok<C> };

/**
 * The answer of `app.inject`, its content parsed with `schema` when the status is 2xx (a
 * mismatch throws, naming the call). Without a schema the content is `unknown`.
 */
export function answerOf<S extends z.core.$ZodType>(
  res: LightMyRequestResponse,
  schema: S,
): Answer<z.output<S>>;
export function answerOf(res: LightMyRequestResponse): Answer<unknown>;
export function answerOf(res: LightMyRequestResponse, schema?: z.core.$ZodType): Answer<unknown> {
  const body = withoutRequestId(res, res.json<Ok<unknown> | Failure>());
  if (!schema || res.statusCode < 200 || res.statusCode >= 300 || body.status !== 1)
    return { statusCode: res.statusCode, body };
  const parsed = z.safeParse(schema, body.content);
  if (!parsed.success) {
    throw new Error(
      `${res.raw.req.method} ${res.raw.req.url} answered content its contract schema does not ` +
        `describe:\n${z.prettifyError(parsed.error)}`,
    );
  }
  return { statusCode: res.statusCode, body: { status: 1, content: parsed.data } };
}

/**
 * A failure carries its request's id (platform/http/request-id.ts): checked here against the answer's
 * X-Request-Id, once for every test, and then left out, so a test compares what it is about.
 */
function withoutRequestId(res: LightMyRequestResponse, body: Ok<unknown> | Failure) {
  if (body.status !== 0) return body;
  const { requestId, ...rest } = body;
  expect(requestId, `${res.raw.req.method} ${res.raw.req.url}: the failure's requestId`).toBe(
    res.headers['x-request-id'],
  );
  return rest;
}

/**
 * Fails the test unless the call answered `status` (200 unless said) with `status: 1`, showing
 * the body when it did not; afterwards TypeScript knows `res.body.content` is the schema's type.
 */
export function expectOk<C>(res: Answer<C>, status = 200): asserts res is OkAnswer<C> {
  expect(res.statusCode, JSON.stringify(res.body)).toBe(status);
  expect(res.body.status).toBe(1);
}

/**
 * Fails the test unless the call answered `status` with the error envelope; afterwards
 * TypeScript knows `res.body` is the envelope (`content` the message, `code`, `field`).
 */
export function expectFailure<C>(
  res: Answer<C>,
  status: number,
): asserts res is Answer<C> & { body: Failure } {
  expect(res.statusCode, JSON.stringify(res.body)).toBe(status);
  expect(res.body.status).toBe(0);
}
