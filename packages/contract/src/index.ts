// Texts and constants first: they carry no zod, so the web app's first load stays small.
export * from './api-texts.ts';
export * from './accounts-texts.ts';
export * from './eastern-time.ts';
export * from './brand.ts';
export * from './studio-keys.ts';
export * from './marketing-texts.ts';
export * from './schedule-texts.ts';
export * from './billing-cards.ts';
export * from './billing-texts.ts';
export * from './envelope.ts';
export * from './accounts.ts';
export * from './studios.ts';
export * from './marketing.ts';
export * from './schedule.ts';
export * from './billing-payments.ts';
export * from './billing.ts';
export * from './product-events.ts';
