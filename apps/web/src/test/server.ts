import { HttpResponse, type DefaultBodyType, type StrictRequest } from 'msw';
import { setupServer } from 'msw/node';
import type { Failure } from '@jetsweat/contract';

/**
 * The stand-in for the server in web component tests: fetch is answered at the HTTP level, so
 * the component's own calls (lib/api.ts) run as in the browser. A test adds the answers it needs
 * with `server.use(http.get(...))`; a call nobody answers fails the test (render.tsx starts it).
 */
export const server = setupServer();

/** A success in the API's envelope, its content checked against the contract's schema first. */
export function answer<T>(schema: { parse(content: unknown): T }, content: T, status = 200) {
  return HttpResponse.json({ status: 1, content: schema.parse(content) }, { status });
}

/** A refusal in the API's envelope: the message a person reads, and the code a client may match. */
export function refuse(
  status: number,
  message: string,
  extra: Omit<Failure, 'status' | 'content'> = {},
) {
  return HttpResponse.json({ status: 0, content: message, ...extra } satisfies Failure, { status });
}

/** What was sent to one route: the JSON bodies, in order, and the requests themselves. */
export function sentTo() {
  const bodies: unknown[] = [];
  const requests: StrictRequest<DefaultBodyType>[] = [];
  return {
    bodies,
    requests,
    /** Keeps the request, then hands back what `reply` answers to its body. */
    record<R>(reply: (body: unknown) => R | Promise<R>) {
      return async ({ request }: { request: StrictRequest<DefaultBodyType> }) => {
        requests.push(request);
        const text = await request.clone().text();
        const body: unknown = text ? JSON.parse(text) : undefined;
        bodies.push(body);
        return reply(body);
      };
    },
  };
}

interface RequestSchema {
  safeParse(
    body: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: { message: string; path: PropertyKey[] }[] } };
}

/**
 * The server's check of a body against the route's contract schema: its first problem answered
 * as the server's error handler does (400, the message, the field as `a.b`), or null if it passes.
 */
export function refusalBy(schema: RequestSchema, body: unknown) {
  const checked = schema.safeParse(body);
  if (checked.success) return null;
  const [first] = checked.error.issues;
  const field = first?.path.map(String).join('.');
  return refuse(400, first?.message ?? 'The request is not valid.', field ? { field } : {});
}
