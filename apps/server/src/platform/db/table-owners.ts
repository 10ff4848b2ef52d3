import type { DB } from './schema.ts';

/**
 * Which part of the server owns each table (issue 52, item 1): only the owner's stores read or
 * write it; every other part asks the owner's service. A feature is named by its folder under
 * features/; the platform's own tables by their folder under platform/ (`platform` alone for its
 * root files). Typed against the generated row types, so a migration that adds a table does not
 * type-check until the table has an owner here. `npm run lint` checks the code against this map
 * (scripts/check-table-owners.mjs).
 */
export const TABLE_OWNERS = {
  users: 'accounts',
  sessions: 'accounts',
  password_resets: 'accounts',
  email_confirmations: 'accounts',
  device_tokens: 'accounts',

  billing_customers: 'billing',
  class_packs: 'billing',
  coupons: 'billing',
  coupon_redemptions: 'billing',
  day_passes: 'billing',
  packages: 'billing',
  pack_purchases: 'billing',
  payments: 'billing',
  products: 'billing',
  subscriptions: 'billing',

  live_classes: 'schedule',
  live_class_seats: 'schedule',
  live_class_waitlist: 'schedule',
  live_class_refunds: 'schedule',
  live_class_reminders: 'schedule',
  studio_booking_policies: 'schedule',
  booking_fees: 'schedule',
  live_class_cancellations: 'schedule',
  live_class_no_shows: 'schedule',

  live_broadcasts: 'live',
  live_chat_messages: 'live',
  live_class_attendance: 'live',
  live_class_endings: 'live',
  live_class_moderation: 'live',
  live_media_homes: 'live',
  live_media_seats: 'live',
  live_recording_parts: 'live',
  live_recordings: 'live',
  studio_instructor_accounts: 'live',

  studios: 'studios',
  studio_domains: 'studios',
  studio_testimonials: 'studios',
  studio_instructors: 'studios',

  console_audit_log: 'console',
  console_invites: 'console',
  console_videos: 'console',
  studio_class_messages: 'console',
  studio_client_notes: 'console',
  studio_admin_accounts: 'console',
  studio_payout_accounts: 'console',
  studio_payouts: 'console',
  studio_payout_lines: 'console',

  videos: 'videos',
  programs: 'videos',
  program_classes: 'videos',
  video_chapters: 'videos',
  video_positions: 'videos',
  player_events: 'videos',
  watch_sessions: 'videos',

  favourite_class_types: 'favourites',
  favourite_studios: 'favourites',
  favourite_videos: 'favourites',

  friendships: 'friends',
  friend_invites: 'friends',
  friend_search_results: 'friends',
  friend_activity_sharing: 'friends',
  friend_profiles: 'friends',

  workouts: 'workouts',
  workout_heart_rates: 'workouts',
  calendar_connections: 'workouts',
  calendar_events: 'workouts',
  calendar_feeds: 'workouts',
  calendar_sign_ins: 'workouts',
  calendar_sync_changes: 'workouts',

  weekly_goals: 'history',

  contact_messages: 'marketing',
  demo_requests: 'marketing',
  newsletter_subscribers: 'marketing',

  payment_events: 'platform/payments',
  sandbox_cards: 'platform/payments',
  sandbox_customers: 'platform/payments',
  sandbox_idempotency: 'platform/payments',
  sandbox_intents: 'platform/payments',
  sandbox_refunds: 'platform/payments',
  sandbox_accounts: 'platform/payments',
  sandbox_transfers: 'platform/payments',

  schema_migrations: 'platform/db',
  attempt_slots: 'platform/http',
  rate_limits: 'platform/http',
  product_events: 'product-events',
} as const satisfies Record<keyof DB, string>;

export type TableOwner = (typeof TABLE_OWNERS)[keyof DB];
