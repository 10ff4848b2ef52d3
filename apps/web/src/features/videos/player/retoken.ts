/**
 * The part of a signed media URL that grants access: /media/signed/<class>/<expiry>/<signature>/
 * <entry>/ (the server's stream-signing.ts); the folder and file follow it.
 */
const TOKEN = /\/media\/signed\/\d+\/\d+\/[\w-]+\/[\w.-]+\//;

/**
 * The same file as `url` through the link of `fresh`: its token put in place of the old one.
 * A URL that is not a signed media link is answered unchanged.
 */
export function retoken(url: string, fresh: string): string {
  const token = TOKEN.exec(fresh)?.[0];
  return token && TOKEN.test(url) ? url.replace(TOKEN, token) : url;
}
