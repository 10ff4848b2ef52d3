import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityLevels,
  accountTypeSchema,
  auditActionSchema,
  bookingFeeKinds,
  bookingFeeSettledBy,
  bookingFeeStatuses,
  boardDisplays,
  consoleVideoStates,
  calendarProviderSchema,
  classBodyFocuses,
  classLevels,
  classSpecials,
  classTypes,
  consoleInviteRoleSchema,
  DEMO_AUDIENCES,
  equipmentOptions,
  genders,
  inviteChannelSchema,
  muscles,
  packageSuffixes,
  memberPackSchema,
  paidWithSchema,
  paymentGatewaySchema,
  payoutAccountStates,
  payoutLineKinds,
  payoutStates,
  playerEvents,
  productSchema,
  recordingStates,
  roomRoleSchema,
  studioDomainFailures,
  studioDomainStates,
  subscriptionRecordSchema,
  userSchema,
  userTypeSchema,
  verifyPromoBodySchema,
  workoutStatuses,
} from '@jetsweat/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

/**
 * Lists of allowed values written twice, in a migration's CHECK constraint and in the contract,
 * are tied here: the test reads each constraint from the migrated database and fails when either
 * side has a value the other lacks.
 */

/** One column's CHECK list and the contract list it must equal. */
interface Tie {
  column: `${string}.${string}`;
  contract: string;
  values: readonly string[];
}

const promoPurposes = verifyPromoBodySchema.shape.purpose.unwrap().options;
const ties: Tie[] = [
  {
    column: 'billing_customers.gateway',
    contract: 'paymentGatewaySchema',
    values: paymentGatewaySchema.options,
  },
  {
    column: 'coupon_redemptions.purpose',
    contract: 'verifyPromoBodySchema.purpose',
    values: promoPurposes,
  },
  {
    column: 'coupons.applies_to',
    contract: 'verifyPromoBodySchema.purpose',
    values: promoPurposes,
  },
  { column: 'demo_requests.audience', contract: 'DEMO_AUDIENCES', values: DEMO_AUDIENCES },
  { column: 'favourite_class_types.class_type', contract: 'classTypes', values: classTypes },
  { column: 'live_chat_messages.role', contract: 'roomRoleSchema', values: roomRoleSchema.options },
  {
    column: 'live_class_attendance.role',
    contract: 'roomRoleSchema',
    values: roomRoleSchema.options,
  },
  {
    column: 'live_class_seats.paid_with',
    contract: 'paidWithSchema',
    values: paidWithSchema.options,
  },
  { column: 'live_classes.class_type', contract: 'classTypes', values: classTypes },
  { column: 'live_classes.level', contract: 'classLevels', values: classLevels },
  { column: 'live_recordings.state', contract: 'recordingStates', values: recordingStates },
  { column: 'player_events.event_type', contract: 'playerEvents', values: playerEvents },
  {
    column: 'products.credit_type',
    contract: 'productSchema.creditType',
    values: productSchema.shape.creditType.unwrap().options,
  },
  {
    column: 'products.type',
    contract: 'productSchema.type',
    values: productSchema.shape.type.options,
  },
  { column: 'studios.package_suffix', contract: 'packageSuffixes', values: packageSuffixes },
  { column: 'studio_domains.state', contract: 'studioDomainStates', values: studioDomainStates },
  {
    column: 'studio_domains.failure',
    contract: 'studioDomainFailures',
    values: studioDomainFailures,
  },
  {
    column: 'subscriptions.plan',
    contract: 'subscriptionRecordSchema.plan',
    values: subscriptionRecordSchema.shape.plan.options,
  },
  {
    column: 'users.access_type',
    contract: 'userSchema.accessType',
    values: userSchema.shape.accessType.unwrap().options,
  },
  {
    column: 'users.account_type',
    contract: 'accountTypeSchema',
    values: accountTypeSchema.options,
  },
  {
    column: 'calendar_connections.provider',
    contract: 'calendarProviderSchema',
    values: calendarProviderSchema.options,
  },
  {
    column: 'calendar_sign_ins.provider',
    contract: 'calendarProviderSchema',
    values: calendarProviderSchema.options,
  },
  {
    column: 'console_audit_log.action',
    contract: 'auditActionSchema',
    values: auditActionSchema.options,
  },
  { column: 'console_videos.state', contract: 'consoleVideoStates', values: consoleVideoStates },
  {
    column: 'console_invites.role',
    contract: 'consoleInviteRoleSchema',
    values: consoleInviteRoleSchema.options,
  },
  {
    column: 'friend_invites.channel',
    contract: 'inviteChannelSchema',
    values: inviteChannelSchema.options,
  },
  { column: 'users.activity_level', contract: 'activityLevels', values: activityLevels },
  { column: 'users.gender', contract: 'genders', values: genders },
  { column: 'users.leaderboard_show', contract: 'boardDisplays', values: boardDisplays },
  { column: 'users.user_type', contract: 'userTypeSchema', values: userTypeSchema.options },
  { column: 'videos.body_focus', contract: 'classBodyFocuses', values: classBodyFocuses },
  { column: 'videos.class_type', contract: 'classTypes', values: classTypes },
  { column: 'videos.equipment', contract: 'equipmentOptions', values: equipmentOptions },
  { column: 'videos.level', contract: 'classLevels', values: classLevels },
  { column: 'videos.limitations', contract: 'classSpecials', values: classSpecials },
  { column: 'videos.target_muscles', contract: 'muscles', values: muscles },
  { column: 'watch_sessions.last_event', contract: 'playerEvents', values: playerEvents },
  { column: 'workouts.status', contract: 'workoutStatuses', values: workoutStatuses },
  {
    column: 'pack_purchases.status',
    contract: 'memberPackSchema.status',
    values: memberPackSchema.shape.status.options,
  },
  { column: 'booking_fees.kind', contract: 'bookingFeeKinds', values: bookingFeeKinds },
  { column: 'booking_fees.status', contract: 'bookingFeeStatuses', values: bookingFeeStatuses },
  {
    column: 'booking_fees.settled_by',
    contract: 'bookingFeeSettledBy',
    values: bookingFeeSettledBy,
  },
  { column: 'studio_payouts.state', contract: 'payoutStates', values: payoutStates },
  { column: 'studio_payout_lines.kind', contract: 'payoutLineKinds', values: payoutLineKinds },
  {
    column: 'studio_payout_accounts.state',
    contract: 'payoutAccountStates',
    values: payoutAccountStates,
  },
];

/** Columns with a CHECK list that no contract list mirrors, or that another piece of work ties. */
const untied: Record<string, string> = {
  'calendar_connections.state': "the sync's own; GET /api/calendar/sync answers its own states",
  'coupons.duration': "the coupon rules' own (Stripe's durations); no answer carries it",
  'packages.kind': 'the contract names package kinds only inside packageIdFor, without a list',
  'payments.purpose': 'the gateway payment record only; no answer carries it',
  'sandbox_cards.kind': "the payment sandbox's own",
  'sandbox_intents.kind': "the payment sandbox's own",
  'users.live_reminder_minutes':
    'a list of numbers: liveReminderChoices, the profile schema reads it',
  'studio_domains.proof': 'how a domain was proved (DNS or the demo seed); no answer carries it',
  // Purchase and booking states: tied by the purchase state machine (issue 21), not here.
  'day_passes.status': 'purchase state',
  'payments.status': 'purchase state',
  'subscriptions.status': 'purchase state',
  'subscriptions.paused_from': 'purchase state',
  'subscriptions.end_reason': 'purchase state',
  'live_class_seats.state': 'booking state',
  'live_class_waitlist.state': 'booking state',
};

/**
 * The allowed-value lists in one constraint's definition as pg_get_constraintdef writes it, by
 * column: `col = ANY (ARRAY[...])`, `col <@ ARRAY[...]` (an array column) and a whole
 * constraint `CHECK ((col = '...'))` (a list of one).
 */
function allowedValueLists(definition: string): Map<string, string[]> {
  const literals = (list: string) =>
    [...list.matchAll(/'((?:[^']|'')*)'::text/g)].map((m) => m[1]!.replaceAll("''", "'"));
  const lists = new Map<string, string[]>();
  for (const m of definition.matchAll(/\((\w+) (?:= ANY \(|<@ )ARRAY\[([^\]]*)\]/g))
    lists.set(m[1]!, literals(m[2]!));
  const single = /^CHECK \(\((\w+) = ('(?:[^']|'')*'::text)\)\)$/.exec(definition);
  if (single) lists.set(single[1]!, literals(single[2]!));
  return lists;
}

let t: TestApp;
/** Every CHECK constraint's lists, by `table.column` and constraint name. */
const checked = new Map<string, Map<string, string[]>>();

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const rows = await t.db.query<{ table: string; name: string; definition: string }>(
    `SELECT conrelid::regclass::text AS "table", conname AS name,
            pg_get_constraintdef(oid) AS definition
       FROM pg_constraint
      WHERE contype = 'c' AND connamespace = 'public'::regnamespace`,
  );
  for (const row of rows)
    for (const [column, values] of allowedValueLists(row.definition)) {
      const key = `${row.table}.${column}`;
      checked.set(key, (checked.get(key) ?? new Map()).set(row.name, values));
    }
});
afterAll(() => t?.close());

describe('allowed values: database CHECK constraints and contract lists', () => {
  it.each(ties)('$column equals $contract', ({ column, values }) => {
    const [table, name] = column.split('.');
    // The column's own constraint, as PostgreSQL names one written beside the column.
    const inDatabase = checked.get(column)?.get(`${table}_${name}_check`);
    expect(inDatabase, `no CHECK list on ${column}`).toBeDefined();
    expect(inDatabase!.length).toBeGreaterThan(0);
    expect([...inDatabase!].sort()).toEqual([...values].sort());
  });

  it('every CHECK list in the database is tied above or said to be left untied', () => {
    const tiedOrNot = new Set([...ties.map((tie) => tie.column), ...Object.keys(untied)]);
    expect([...checked.keys()].filter((column) => !tiedOrNot.has(column))).toEqual([]);
    // And nothing listed here has lost its constraint.
    expect([...tiedOrNot].filter((column) => !checked.has(column))).toEqual([]);
  });

  it('reads each form of list a constraint writes', () => {
    expect(
      allowedValueLists("CHECK ((kind = ANY (ARRAY['a'::text, 'it''s'::text])))").get('kind'),
    ).toEqual(['a', "it's"]);
    expect(allowedValueLists("CHECK ((tags <@ ARRAY['x'::text, 'y'::text]))").get('tags')).toEqual([
      'x',
      'y',
    ]);
    expect(allowedValueLists("CHECK ((access = 'gympass'::text))").get('access')).toEqual([
      'gympass',
    ]);
    // A rule tying two columns is not a list of allowed values.
    expect(allowedValueLists("CHECK (((kind = 'x'::text) OR (n IS NOT NULL)))").size).toBe(0);
  });
});
