import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { fakeConnect } from './stripe-fake-connect.ts';

/**
 * A local stand-in for Stripe's HTTP API, answering with Stripe's own example objects
 * (fixtures/stripe-fixtures.json: the resources we use, taken from Stripe's fixtures3.json in its
 * public OpenAPI repository, MIT licence beside it) adjusted to each request, and recording every request so a
 * test can check what our code sent. Stripe's test tokens and payment methods behave as in test
 * mode: tok_visa / pm_card_visa succeed, tok_chargeDeclined / pm_card_chargeDeclined are declined,
 * pm_card_authenticationRequired asks for authentication.
 */
const fixturesFile = path.join(import.meta.dirname, 'fixtures/stripe-fixtures.json');

type Obj = Record<string, any>;

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Obj;
}

export interface StripeFake {
  url: string;
  requests: RecordedRequest[];
  /** Completes an account's hosted onboarding, as the studio finishing Stripe's form would. */
  onboard(accountId: string): boolean;
  /** Every transfer made, oldest first. */
  transfers: Record<string, unknown>[];
  close(): Promise<void>;
}

/** Stripe's form encoding ('metadata[userId]=1', 'a[b][c]=x') back into an object. */
function parseForm(text: string): Obj {
  const out: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const keys = rawKey.split(/\[|\]\[|\]/).filter(Boolean);
    let at = out;
    keys.forEach((k, i) => {
      if (i === keys.length - 1) at[k] = value;
      else at = at[k] ??= {};
    });
  }
  return out;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function cardError(message: string, code: string, declineCode?: string, extra: Obj = {}) {
  return {
    status: 402,
    body: { error: { type: 'card_error', code, decline_code: declineCode, message, ...extra } },
  };
}

export async function startStripeFake(): Promise<StripeFake> {
  const fixtures = JSON.parse(fs.readFileSync(fixturesFile, 'utf8')).resources as Record<
    string,
    Obj
  >;
  const clone = (name: string): Obj => structuredClone(fixtures[name]!);
  const requests: RecordedRequest[] = [];
  const objects = new Map<string, Obj>();
  // What each test card or payment method does, by the test token it came from.
  const behaviourOf = new Map<string, string>();
  const kindOf = (id: string | null | undefined) =>
    (id && behaviourOf.get(id)) ??
    (id && /chargeDeclined/.test(id)
      ? 'chargeDeclined'
      : id && /authenticationRequired/.test(id)
        ? 'authenticationRequired'
        : 'ok');
  const replies = new Map<string, { status: number; body: Obj }>();

  const cardFor = (source: string) => {
    const c = clone('payment_method').card;
    if (/chargeDeclined/.test(source)) c.last4 = '0002';
    if (/authenticationRequired/.test(source)) c.last4 = '3184';
    return c;
  };

  function paymentMethod(id: string, source: string, customer: string | null = null): Obj {
    const pm = { ...clone('payment_method'), id, card: cardFor(source), customer, metadata: {} };
    objects.set(id, pm);
    behaviourOf.set(id, kindOf(source));
    return pm;
  }

  function intent(kind: 'payment_intent' | 'setup_intent', b: Obj): { status: number; body: Obj } {
    const id = newId(kind === 'payment_intent' ? 'pi' : 'seti');
    const base = clone(kind);
    const pmId: string | null = b.payment_method ?? null;
    const obj: Obj = {
      ...base,
      id,
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      customer: b.customer ?? null,
      payment_method: pmId,
      metadata: b.metadata ?? {},
      description: b.description ?? null,
      last_payment_error: null,
      last_setup_error: null,
      next_action: null,
      status: pmId ? 'requires_confirmation' : 'requires_payment_method',
      ...(kind === 'payment_intent' ? { amount: Number(b.amount), currency: b.currency } : {}),
    };
    objects.set(id, obj);
    if (b.confirm !== 'true' || !pmId) return { status: 200, body: obj };
    if (kindOf(pmId) === 'chargeDeclined') {
      obj.status = 'requires_payment_method';
      const error = {
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        type: 'card_error',
      };
      if (kind === 'payment_intent') obj.last_payment_error = error;
      else obj.last_setup_error = error;
      return cardError(error.message, error.code, error.decline_code, { [kind]: obj });
    }
    if (kindOf(pmId) === 'authenticationRequired') {
      if (b.off_session === 'true') {
        obj.status = 'requires_payment_method';
        obj.last_payment_error = {
          code: 'authentication_required',
          message: 'Your card was declined. This transaction requires authentication.',
        };
        return cardError(
          obj.last_payment_error.message,
          'authentication_required',
          'authentication_required',
          { [kind]: obj },
        );
      }
      obj.status = 'requires_action';
      obj.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: {} };
      return { status: 200, body: obj };
    }
    obj.status = 'succeeded';
    return { status: 200, body: obj };
  }

  let url = '';
  const connect = fakeConnect(() => url);

  function route(method: string, p: string, b: Obj): { status: number; body: Obj } {
    let m: RegExpMatchArray | null;
    const connected = connect.route(method, p, b);
    if (connected) return connected;
    if (method === 'POST' && p === '/v1/customers') {
      const c = {
        ...clone('customer'),
        id: newId('cus'),
        email: b.email ?? null,
        name: b.name ?? null,
        metadata: b.metadata ?? {},
      };
      objects.set(c.id, c);
      return { status: 200, body: c };
    }
    if (method === 'POST' && p === '/v1/payment_methods') {
      const token: string = b.card?.token ?? '';
      if (!token.startsWith('tok_'))
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'Missing card token.' } },
        };
      return { status: 200, body: paymentMethod(newId('pm'), token) };
    }
    if (method === 'POST' && (m = p.match(/^\/v1\/payment_methods\/([^/]+)\/attach$/))) {
      const id = m[1]!;
      if (kindOf(id) === 'chargeDeclined')
        return cardError('Your card was declined.', 'card_declined', 'generic_decline');
      const pm = objects.get(id) ?? paymentMethod(id, id);
      pm.customer = b.customer;
      return { status: 200, body: pm };
    }
    if (method === 'GET' && (m = p.match(/^\/v1\/payment_methods\/([^/]+)$/))) {
      return { status: 200, body: objects.get(m[1]!) ?? paymentMethod(m[1]!, m[1]!) };
    }
    if (method === 'GET' && (m = p.match(/^\/v1\/tokens\/([^/]+)$/))) {
      const tok = clone('token');
      tok.id = m[1];
      return { status: 200, body: tok };
    }
    if (method === 'POST' && p === '/v1/payment_intents') return intent('payment_intent', b);
    if (method === 'POST' && p === '/v1/setup_intents') return intent('setup_intent', b);
    if ((m = p.match(/^\/v1\/(payment_intents|setup_intents)\/([^/]+)(\/cancel)?$/))) {
      const obj = objects.get(m[2]!);
      if (!obj) {
        return {
          status: 404,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `No such ${m[1] === 'payment_intents' ? 'payment_intent' : 'setupintent'}: '${m[2]}'`,
            },
          },
        };
      }
      if (method === 'POST' && m[3]) obj.status = 'canceled';
      return { status: 200, body: obj };
    }
    if (method === 'POST' && p === '/v1/refunds') {
      const pi = objects.get(b.payment_intent);
      const r = {
        ...clone('refund'),
        id: newId('re'),
        payment_intent: b.payment_intent,
        amount: Number(b.amount ?? pi?.amount ?? 0),
      };
      return { status: 200, body: r };
    }
    return {
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${p}).`,
        },
      },
    };
  }

  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = parseForm(req.method === 'GET' ? url.search.slice(1) : text);
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        headers: req.headers,
        body,
      });
      const key = req.headers['idempotency-key'];
      const keyed = typeof key === 'string' ? `${req.method} ${url.pathname} ${key}` : undefined;
      const reply = (keyed && replies.get(keyed)) || route(req.method ?? 'GET', url.pathname, body);
      if (keyed) replies.set(keyed, reply);
      res.writeHead(reply.status, {
        'content-type': 'application/json',
        'request-id': newId('req'),
      });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  url = `http://127.0.0.1:${port}`;
  return {
    url,
    requests,
    onboard: connect.onboard,
    transfers: connect.transfers,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
