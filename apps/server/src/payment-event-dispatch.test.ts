// Payment events reach the one feature that owns their intent's purpose, once, and no other.
import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { dispatchPaymentEvents } from './payment-event-dispatch.ts';
import {
  createEventHub,
  type PaymentEvent,
  type PaymentGateway,
} from './platform/payments/gateway.ts';
import type { Services } from './services.ts';

function dispatched() {
  const hub = createEventHub();
  const seen: string[] = [];
  const services = {
    billing: { settleFromEvent: async (e: PaymentEvent) => void seen.push(`billing ${e.id}`) },
    livePayments: {
      settleFromEvent: async (e: PaymentEvent) => void seen.push(`schedule ${e.id}`),
    },
  } as unknown as Pick<Services, 'billing' | 'livePayments'>;
  const log = { warn: () => undefined, debug: () => undefined } as unknown as FastifyBaseLogger;
  dispatchPaymentEvents(hub as unknown as PaymentGateway, services, log);
  const emit = (id: string, metadata: Record<string, string> | null) =>
    hub.emit({
      id,
      type: 'payment_intent.succeeded',
      intent: metadata && {
        id: `pi_${id}`,
        object: 'payment_intent',
        status: 'succeeded',
        amount: 1000,
        currency: 'usd',
        metadata,
        lastError: null,
      },
    } as PaymentEvent);
  return { seen, emit };
}

describe('the payment-event dispatcher', () => {
  it("gives each event to its purpose's owner, once", async () => {
    const { seen, emit } = dispatched();
    for (const purpose of ['subscription', 'renewal', 'card', 'daypass', 'liveclass'])
      await emit(purpose, { purpose });
    expect(seen).toEqual([
      'billing subscription',
      'billing renewal',
      'billing card',
      'billing daypass',
      'schedule liveclass',
    ]);
  });

  it('leaves alone an event of an intent the product did not create', async () => {
    const { seen, emit } = dispatched();
    await emit('none', {});
    await emit('other', { purpose: 'invoice' });
    await emit('inherited', { purpose: 'constructor' });
    await emit('no-intent', null);
    expect(seen).toEqual([]);
  });
});
