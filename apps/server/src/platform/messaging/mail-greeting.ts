import { isPlainName } from '@jetsweat/contract';

/**
 * The first line of a mail to a person: "Hi Jordan,"; "Hello," when no name is known (an invite
 * to an address), never "Hi ,"; or "Hi," when the stored name breaks the name rule (one made
 * before the rule existed), so a name never carries a link into our mail.
 */
export function greeting(firstName: string): string {
  const name = firstName.trim();
  if (!name) return 'Hello,';
  return isPlainName(name) ? `Hi ${name},` : 'Hi,';
}
