import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { accountTexts } from '@jetsweat/contract';
import { badRequest } from '../../platform/http/errors.ts';

// zxcvbn's scores run 0 to 4; 3 means "safely unguessable: moderate protection from an offline
// slow-hash attack" (about 10^8 guesses), the lowest its authors recommend for an account.
const MIN_SCORE = 3;

/**
 * Words an attacker who picked this site would try first: the product's own names and slogan,
 * and what it is about. zxcvbn scores a password built on them as if they were common words.
 */
const PRODUCT_WORDS = [
  'jetsweat',
  'jet sweat',
  'letsworkout',
  "let's work out",
  'workout',
  'workouts',
  'fitness',
  'fit',
  'sweat',
  'studio',
  'live',
  'class',
  'pilates',
  'yoga',
  'barre',
  'cycle',
  'spin',
  'hiit',
  'boxing',
  'strength',
  'cardio',
  'stretch',
  'dance',
  'trainer',
  'gympass',
];

// Name parts shorter than this are too often part of ordinary words ("Al" in "always") to
// refuse on sight; zxcvbn still counts them as the person's own words.
const MIN_NAME_PART = 4;

let zxcvbn: Promise<ZxcvbnFactory> | undefined;
/**
 * Loaded and built on first use: the dictionaries take a moment to load, hold about 12 MB of an
 * instance's heap, and most instances' requests never need them.
 */
function estimator(): Promise<ZxcvbnFactory> {
  zxcvbn ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([{ ZxcvbnFactory }, common, english]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
      }),
  );
  // A failed load is tried again on the next password rather than kept.
  zxcvbn.catch(() => (zxcvbn = undefined));
  return zxcvbn;
}

/** Who is choosing the password, and on which studio's site (its names are guessable too). */
export interface PasswordOwner {
  email: string;
  firstName?: string;
  lastName?: string;
  studioNames?: readonly string[];
}

/** The person's own words: the e-mail's name and domain, first and last name, studio names. */
function ownWords(owner: PasswordOwner): string[] {
  const [local = '', domain = ''] = owner.email.toLowerCase().split('@');
  const words = [local, ...local.split(/[^a-z0-9]+/), domain.split('.')[0] ?? ''];
  for (const name of [owner.firstName, owner.lastName, ...(owner.studioNames ?? [])]) {
    if (!name) continue;
    const lower = name.toLowerCase();
    words.push(lower, ...lower.split(/[^\p{L}\p{N}]+/u));
  }
  return [...new Set(words.filter((w) => w.length >= 2))];
}

/** The name parts long enough to refuse outright when a password holds them. */
function nameParts(owner: PasswordOwner): string[] {
  return [owner.firstName, owner.lastName]
    .flatMap((n) => (n ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((part) => part.length >= MIN_NAME_PART);
}

/**
 * Refuses (400, saying why) a password that holds the person's e-mail name or their name, or
 * that zxcvbn scores below 3 with the product's and the person's own words as likely guesses;
 * the answer then carries zxcvbn's warning and suggestions. Used wherever a password is chosen
 * (sign-up on every route, a new password from a reset link); the demo accounts are seeded
 * with their hash and never pass here.
 */
export async function refuseWeakPassword(password: string, owner: PasswordOwner): Promise<void> {
  const lower = password.toLowerCase();
  const emailName = owner.email.split('@')[0]!.toLowerCase();
  if (emailName.length >= 3 && lower.includes(emailName)) {
    throw badRequest(accountTexts.passwordHasEmail);
  }
  if (nameParts(owner).some((part) => lower.includes(part))) {
    throw badRequest(accountTexts.passwordHasName);
  }
  const result = (await estimator()).check(password, [...PRODUCT_WORDS, ...ownWords(owner)]);
  if (result.score >= MIN_SCORE) return;
  const { warning, suggestions } = result.feedback;
  const why = [accountTexts.weakPassword, warning, ...suggestions].filter(Boolean).join(' ');
  throw badRequest(why);
}
