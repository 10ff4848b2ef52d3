import { dictionary } from '@zxcvbn-ts/language-common';
import { accountTexts } from '@jetsweat/contract';
import { badRequest } from '../../platform/errors.ts';

// The list zxcvbn-ts ships is ordered by how often each password was seen in breaches; its first
// 10,000 are the ones an attacker tries first (OWASP ASVS 5.0, 6.2.11 / NIST SP 800-63B 3.1.1.2).
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].slice(0, 10_000));

/** Refuses a password on the common list or one that holds the e-mail's name (400, with why). */
export function refuseWeakPassword(password: string, email: string): void {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) throw badRequest(accountTexts.commonPassword);
  const name = email.split('@')[0]!.toLowerCase();
  if (name.length >= 3 && lower.includes(name)) throw badRequest(accountTexts.passwordHasEmail);
}
