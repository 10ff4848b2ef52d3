/** The site a person uses: their studio's own domain for a white-label account, else ours. */
export function siteUrl(
  publicUrl: string,
  studio: { whitelabel_domain: string | null } | undefined,
): string {
  if (!studio?.whitelabel_domain) return publicUrl;
  const url = new URL(publicUrl);
  url.hostname = studio.whitelabel_domain;
  return url.origin;
}
