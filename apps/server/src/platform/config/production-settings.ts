/** What production must be told, and why: the defaults are for trying the product on one machine. */
const requiredInProduction: ReadonlyArray<readonly [name: string, why: string]> = [
  ['DATABASE_URL', 'postgres://… (the embedded database is for trying the product)'],
  ['PUBLIC_URL', 'the public https:// address, used in e-mailed links'],
  ['MAIL_URL', 'smtp://… (without it mail is only written to the data directory)'],
  ['MEDIA_SIGNING_SECRET', 'at least 32 random characters, the same on every instance'],
];

const stripeSettings: ReadonlyArray<readonly [name: string, why: string]> = [
  ['STRIPE_SECRET_KEY', "Stripe's secret key"],
  ['STRIPE_PUBLISHABLE_KEY', "Stripe's publishable key"],
  ['STRIPE_WEBHOOK_SECRET', "the webhook endpoint's signing secret"],
];

/** What an empty production must be given, by name (`.env.example`'s opening lines name them). */
export const productionVariables: readonly string[] = [
  ...requiredInProduction.map(([name]) => name),
  'PAYMENTS',
  ...stripeSettings.map(([name]) => name),
];

const isSet = (env: Record<string, string | undefined>, name: string) => Boolean(env[name]);

/**
 * The variables production runs without, each with what to give (empty when nothing is missing):
 * one message can then name them all at once, rather than one per attempt to start.
 */
function missingProductionSettings(env: Record<string, string | undefined>): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const missing = requiredInProduction.filter(([name]) => !isSet(env, name));
  if (env.PAYMENTS !== 'stripe') missing.push(['PAYMENTS', 'stripe (the sandbox takes no money)']);
  missing.push(...stripeSettings.filter(([name]) => !isSet(env, name)));
  const calendarSync = isSet(env, 'GOOGLE_CLIENT_SECRET') || isSet(env, 'MICROSOFT_CLIENT_SECRET');
  if (calendarSync && !isSet(env, 'CALENDAR_TOKEN_KEY'))
    missing.push(['CALENDAR_TOKEN_KEY', 'at least 32 random characters: seals calendar grants']);
  return missing.map(([name, why]) => `${name}: ${why}`);
}

/**
 * Settings production refuses even when everything it needs is given, each with why: the demo data
 * creates accounts (a staff account among them) whose password is published in the README.
 */
function unsafeProductionSettings(env: Record<string, string | undefined>): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const unsafe: string[] = [];
  if (env.SEED_DEMO === '1' || env.SEED_DEMO === 'true')
    unsafe.push(
      'SEED_DEMO: must be unset: the demo data creates accounts, staff@ among them, whose password is published',
    );
  return unsafe;
}

/** Stops the start of production that lacks a setting or has an unsafe one, naming each. */
export function refuseUnfitProduction(env: Record<string, string | undefined>): void {
  const missing = missingProductionSettings(env);
  if (missing.length > 0)
    throw new Error(
      `NODE_ENV=production needs these variables:\n${missing.map((m) => `  ${m}`).join('\n')}`,
    );
  const unsafe = unsafeProductionSettings(env);
  if (unsafe.length > 0)
    throw new Error(
      `NODE_ENV=production refuses these settings:\n${unsafe.map((u) => `  ${u}`).join('\n')}`,
    );
}

/** What production can run without, but should not: said once at start, in the log. */
export function productionWarnings(env: Record<string, string | undefined>): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const warnings: string[] = [];
  if (!isSet(env, 'REDIS_URL'))
    warnings.push(
      'REDIS_URL is not set: each instance counts the API flood limit on its own; set it when more than one instance runs',
    );
  if (env.STORAGE !== 's3')
    warnings.push(
      "STORAGE is not s3: uploads and renditions stay on this instance's disk (DATA_DIR/storage); set STORAGE=s3 and S3_BUCKET when more than one instance runs, unless DATA_DIR is a disk they share",
    );
  if (env.PUBLIC_URL && !env.PUBLIC_URL.startsWith('https://'))
    warnings.push(
      `PUBLIC_URL is not https (${env.PUBLIC_URL}): e-mailed links and the session travel in the clear unless a proxy in front turns them into https`,
    );
  if (env.API_DOCS !== 'off')
    warnings.push(
      'the API documentation (/api/docs) is served to anyone: set API_DOCS=off unless that is wanted',
    );
  return warnings;
}
