import type { WhitelabelStudio } from '@jetsweat/contract';
import { START_FREE_STUDIO_ID, SIGN_UP_LABEL_STUDIO } from '@jetsweat/contract';

/** Paths whose last segment names a studio: /login/{s}, /signup/daypass/{s}, /logout/{s}, ... */
const STUDIO_PATH = /^\/(?:login|signup|logout|checkout|daypass)(?:\/daypass)?\/([^/]+)\/?$/;

export function studioSlugFromPath(pathname: string): string | null {
  const match = STUDIO_PATH.exec(pathname);
  const slug = match?.[1] ? decodeURIComponent(match[1]).toLowerCase() : null;
  return slug && slug !== 'daypass' && slug !== 'gympass' ? slug : null;
}

export function studioForHost(
  hostname: string,
  studios: WhitelabelStudio[],
): WhitelabelStudio | undefined {
  const host = hostname.toLowerCase();
  return studios.find((s) => s.whitelabelDomain && s.whitelabelDomain.toLowerCase() === host);
}

/** The sign-up button's words on a studio's site (spec: studio 466, brookspilates, trial). */
export function signupLabel(studio: Pick<WhitelabelStudio, 'id' | 'shortName'> | null): string {
  if (studio?.id === START_FREE_STUDIO_ID) return 'Start Free';
  if (studio?.shortName === SIGN_UP_LABEL_STUDIO) return 'Sign Up';
  return 'Start Your Free Trial';
}
