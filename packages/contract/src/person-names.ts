/**
 * What a person's first and last name may be: one line of plain text that no mail reader turns
 * into a link. A name is printed in mail ("Hi Jordan,"), so a name carrying "Payment failed.
 * Re-enter your card at https://…" would put someone else's words and link in our mail.
 */

/** Line breaks, other control characters and text-direction overrides. */
const CONTROL = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/**
 * What a mail reader would make a link of: a scheme (https://), "www.", an IP address or a
 * domain (a word, a dot and two or more letters, "evil.example/pay"); full-width dots too.
 * "St. John" and "J.R." pass (a space, or one letter, after the dot).
 */
const LINK_LIKE =
  /[a-z][a-z0-9+.-]*:\/\/|www[.。．｡]|\d{1,3}(?:[.。．｡]\d{1,3}){3}|[\p{L}\p{N}_-][.。．｡]\p{L}{2,}/iu;

export const nameTexts = {
  oneLine: (label: string) => `Please write your ${label} on one line, without special characters.`,
  noLinks: (label: string) => `Please enter only your ${label}, without web or e-mail addresses.`,
} as const;

/** Which rule a name breaks, or undefined when it is a plain name. */
export function nameProblem(name: string, label: string): string | undefined {
  if (CONTROL.test(name)) return nameTexts.oneLine(label);
  if (LINK_LIKE.test(name)) return nameTexts.noLinks(label);
  return undefined;
}

/** Whether a stored name may be printed in mail (names saved before the rule may not). */
export const isPlainName = (name: string): boolean => nameProblem(name, 'name') === undefined;
