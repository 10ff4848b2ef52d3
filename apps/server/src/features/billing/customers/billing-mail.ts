import { easternLongDate, formatDollars, readableDay } from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import { greeting } from '../../../platform/messaging/mail-greeting.ts';
import type { BillingDeps } from '../billing-deps.ts';
import type { Mail } from '../../../platform/messaging/mailer.ts';
import { siteUrl } from '../../../platform/config/site-url.ts';
import { studioRecords, type StudioRecord } from '../../studios/service.ts';

interface Recipient {
  email: string;
  firstName: string;
  studio: StudioRecord | undefined;
}

/**
 * Who gets the mail, and under which brand: their studio's for a white-label member. Read through
 * `deps.db`: a caller inside a transaction passes its own.
 */
export async function recipientOf(
  { db, contactOf }: Pick<BillingDeps, 'db' | 'contactOf'>,
  userId: number,
  studioId: number | null,
): Promise<Recipient> {
  const user = await contactOf(db, userId);
  if (!user) throw new Error(`user ${userId} not found`);
  const id = studioId ?? user.studio_id;
  const studio = id ? await studioRecords.byId(db, id) : undefined;
  return {
    email: user.email,
    firstName: user.first_name,
    studio: studio?.on_white_label ? studio : undefined,
  };
}

/** A confirmation that does not arrive must not undo the purchase it confirms. */
async function send(deps: Pick<Deps, 'mailer'>, mail: Mail): Promise<void> {
  try {
    await deps.mailer.send(mail);
  } catch (err) {
    // Not the address or the subject: logs hold no one's personal details.
    console.error('billing mail not sent', err);
  }
}

function frame(deps: Pick<Deps, 'config'>, r: Recipient, lines: string[]): string {
  const site = siteUrl(deps.config.publicUrl, r.studio);
  const brand = r.studio?.name ?? 'JetSweat';
  const support = r.studio?.contact_email || deps.config.mail.supportAddress;
  return [
    greeting(r.firstName),
    '',
    ...lines,
    '',
    `Manage your subscription: ${site}/cancel`,
    `Questions? Write to ${support}.`,
    '',
    `The ${brand} team`,
  ].join('\n');
}

const brandOf = (r: Recipient) => r.studio?.name ?? 'JetSweat';
const siteOf = (deps: Pick<Deps, 'config'>, r: Recipient) =>
  siteUrl(deps.config.publicUrl, r.studio);

export const billingMail = {
  async subscriptionStarted(
    deps: Pick<Deps, 'mailer' | 'config'>,
    r: Recipient,
    s: {
      planTitle: string;
      priceCents: number;
      per: string;
      trialEnd: Date | null;
      chargedCents: number;
      renewsAt: Date;
      nextCents: number;
      last4: string | null;
    },
  ) {
    const card = s.last4 ? ` to the card ending ${s.last4}` : '';
    const lines = s.trialEnd
      ? [
          `Your ${brandOf(r)} subscription is confirmed: ${s.planTitle}, ${formatDollars(s.priceCents)} per ${s.per}.`,
          `Your free trial runs until ${easternLongDate(s.trialEnd)}. Unless you cancel before then, we will charge ${formatDollars(s.nextCents)}${card} on that day, and it renews automatically after that.`,
          'Cancel any time from your account before a renewal; there are no refunds once a payment is made.',
        ]
      : [
          `Your ${brandOf(r)} subscription is confirmed: ${s.planTitle}.`,
          s.chargedCents > 0
            ? `We charged ${formatDollars(s.chargedCents)}${card} today.`
            : 'Your first payment is on us.',
          `It renews on ${easternLongDate(s.renewsAt)} for ${formatDollars(s.nextCents)} unless you cancel before then.`,
        ];
    await send(deps, {
      to: r.email,
      subject: `Your ${brandOf(r)} subscription is confirmed`,
      text: frame(deps, r, [
        ...lines,
        '',
        `Start working out: ${siteOf(deps, r)}/newplatform/dashboard`,
      ]),
    });
  },

  async renewed(
    deps: Pick<Deps, 'mailer' | 'config'>,
    r: Recipient,
    s: { chargedCents: number; last4: string | null; renewsAt: Date; planTitle: string },
  ) {
    await send(deps, {
      to: r.email,
      subject: `Your ${brandOf(r)} receipt`,
      text: frame(deps, r, [
        `We charged ${formatDollars(s.chargedCents)}${s.last4 ? ` to the card ending ${s.last4}` : ''} for your ${s.planTitle}.`,
        `Your next renewal is on ${easternLongDate(s.renewsAt)}.`,
      ]),
    });
  },

  async paymentFailed(
    deps: Pick<Deps, 'mailer' | 'config'>,
    r: Recipient,
    s: { amountCents: number; reason: string; retryAt: Date | null },
  ) {
    await send(deps, {
      to: r.email,
      subject: `Your ${brandOf(r)} payment did not go through`,
      text: frame(deps, r, [
        `We could not charge ${formatDollars(s.amountCents)} for your subscription: ${s.reason}`,
        'Your membership is on hold until the payment goes through. Please update your card from your account.',
        s.retryAt
          ? `We will try again on ${easternLongDate(s.retryAt)}.`
          : 'We will not try again: your subscription has ended.',
      ]),
    });
  },

  async cancelled(
    deps: Pick<Deps, 'mailer' | 'config'>,
    r: Recipient,
    s: { accessUntil: Date | null },
  ) {
    await send(deps, {
      to: r.email,
      subject: `Your ${brandOf(r)} subscription is cancelled`,
      text: frame(deps, r, [
        s.accessUntil
          ? `Your subscription is cancelled. You keep full access until ${easternLongDate(s.accessUntil)}, and you will not be charged again.`
          : 'Your subscription is cancelled, and you will not be charged again.',
        'Changed your mind? You can undo the cancellation from your account until then.',
      ]),
    });
  },

  async dayPass(
    deps: Pick<Deps, 'mailer' | 'config'>,
    r: Recipient,
    s: { day: string; chargedCents: number; last4: string | null },
  ) {
    await send(deps, {
      to: r.email,
      subject: `Your ${brandOf(r)} day pass for ${readableDay(s.day)}`,
      text: [
        greeting(r.firstName),
        '',
        `Your day pass is confirmed: unlimited workouts all day ${readableDay(s.day)} (Eastern Time).`,
        s.chargedCents > 0
          ? `We charged ${formatDollars(s.chargedCents)}${s.last4 ? ` to the card ending ${s.last4}` : ''}. This is a one-time payment.`
          : 'This one is on us.',
        '',
        `Work out: ${siteOf(deps, r)}/newplatform/dashboard`,
        '',
        `The ${brandOf(r)} team`,
      ].join('\n'),
    });
  },
  async pack(
    deps: Pick<Deps, 'mailer' | 'config'>,
    r: Recipient,
    s: {
      name: string;
      credits: number;
      expiresOn: string;
      chargedCents: number;
      last4: string | null;
    },
  ) {
    await send(deps, {
      to: r.email,
      subject: `Your ${brandOf(r)} class pack: ${s.name}`,
      text: [
        greeting(r.firstName),
        '',
        `Your class pack is ready: ${s.credits} class${s.credits === 1 ? '' : 'es'} to book until ${readableDay(s.expiresOn)} (Eastern Time).`,
        s.chargedCents > 0
          ? `We charged ${formatDollars(s.chargedCents)}${s.last4 ? ` to the card ending ${s.last4}` : ''}. This is a one-time payment.`
          : 'This one is on us.',
        'Cancel a booking in time and its credit comes back to the pack.',
        '',
        `Book a class: ${siteOf(deps, r)}/liveschedule`,
        '',
        `The ${brandOf(r)} team`,
      ].join('\n'),
    });
  },
};
