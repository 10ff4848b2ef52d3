import type { FastifyReply } from 'fastify';
import { ok } from '../../../platform/http/envelope.ts';
import type { PurchaseOutcome } from './purchase-flow.ts';

/** A purchase waiting for the buyer's bank answers 202 with the client secret to confirm. */
export async function purchaseAnswer<Done>(
  reply: FastifyReply,
  outcome: PurchaseOutcome<Done>,
  answerOf: (done: Done) => unknown,
) {
  if (outcome.kind === 'action') return reply.status(202).send(ok(outcome.action));
  return reply.status(200).send(ok(await answerOf(outcome.done)));
}
