import { isPlainName } from '@jetsweat/contract';

/**
 * The first line of a mail to a person: "Hi Jordan,", or "Hi," when the stored name breaks the
 * name rule (one made before the rule existed), so a name never carries a link into our mail.
 */
export const greeting = (firstName: string): string =>
  isPlainName(firstName) ? `Hi ${firstName.trim()},` : 'Hi,';
