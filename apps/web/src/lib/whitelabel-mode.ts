import type { WhitelabelStudio } from '@jetsweat/contract';
import { START_FREE_STUDIO_ID, SIGN_UP_LABEL_STUDIO } from '@jetsweat/contract';

/** Paths whose last segment names a studio: /login/{s}, /signup/daypass/{s}, /logout/{s}, ... */
const STUDIO_PATH = /^\/(?:login|signup|logout|checkout|daypass)(?:\/daypass)?\/([^/]+)\/?$/;

export function studioSlugFromPath(pathname: string): string | null {
  const match = STUDIO_PATH.exec(pathname);
  const slug = match?.[1] ? decodeURIComponent(match[1]).toLowerCase() : null;
  return slug && slug !== 'daypass' && slug !== 'gympass' ? slug : null;
}

/**
 * The sign-in and purchase pages a studio's path mode carries over to (log in at /login/{studio},
 * then pay at /checkout, see /confirmation). Any other page of the main site is JetSweat's again,
 * so one visit to a studio's login does not leave the whole main site in its colours.
 */
const STUDIO_FLOW =
  /^\/(?:login|signup|logout|checkout|daypass|payment|account|confirmation|purchase-confirmation|forgot-password|reset-password)(?:\/|$)/;

export function keepsStudioMode(pathname: string): boolean {
  return STUDIO_FLOW.test(pathname);
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
