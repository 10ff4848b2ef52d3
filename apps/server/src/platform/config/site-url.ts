/**
 * The site a person uses: their studio's own domain for a white-label account, else ours. Every
 * absolute link the server writes (mail, calendar files) is made here, from PUBLIC_URL and the
 * studio's stored record, never from a request's Host or X-Forwarded-Host, which the sender
 * chooses.
 */
export function siteUrl(
  publicUrl: string,
  studio: { whitelabel_domain: string | null; on_white_label: boolean } | undefined,
): string {
  // A domain is served only while its studio is on white label, and only once the studio has
  // proved it controls it: the studio's record carries its verified domain alone (studios/store.ts).
  if (!studio?.on_white_label || !studio.whitelabel_domain) return publicUrl;
  const url = new URL(publicUrl);
  url.hostname = studio.whitelabel_domain;
  return url.origin;
}
