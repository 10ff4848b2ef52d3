import { NONE, stateMachine } from '../../../platform/db/state-machine.ts';

/**
 * A subscription's states (subscriptions.status) and its named moves. A claim (incomplete) until
 * its first payment or trial is settled; the store checks every change of status against it
 * (updateSubscription).
 */
export const subscription = stateMachine(
  'subscription',
  ['incomplete', 'trialing', 'active', 'past_due', 'paused', 'canceled'],
  {
    claim: { from: [NONE], to: 'incomplete' },
    /** Refused, replaced or abandoned before it completed. */
    discard: { from: ['incomplete'], to: NONE },
    startTrial: { from: ['incomplete'], to: 'trialing' },
    /** Its first period paid. */
    activate: { from: ['incomplete'], to: 'active' },
    renew: { from: ['trialing', 'active', 'past_due'], to: 'active' },
    failRenewal: { from: ['trialing', 'active', 'past_due'], to: 'past_due' },
    /** Renewals exhausted, or cancelled while past due or paused. */
    cancel: { from: ['past_due', 'paused'], to: 'canceled' },
    /** The period ran out after a cancel. */
    endPeriod: { from: ['trialing', 'active'], to: 'canceled' },
    pause: { from: ['trialing', 'active'], to: 'paused' },
    resumeTrial: { from: ['paused'], to: 'trialing' },
    resume: { from: ['paused'], to: 'active' },
  },
);
export type SubscriptionState = (typeof subscription.states)[number];
