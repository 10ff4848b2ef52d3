import { createContext, useContext } from 'react';
import type { WhitelabelStudio } from '@jetsweat/contract';

/** The site being visited: JetSweat, or a studio's branded site; app/site-provider.tsx provides it. */
export interface Site {
  /** The studio whose branded site this is (by domain) or whose path is being visited. */
  studio: WhitelabelStudio | null;
  /** True on a studio's own domain: routes are studio-fixed and entitlement is by customer. */
  onWhiteLabelDomain: boolean;
  whitelabels: WhitelabelStudio[];
  /** The studio key for calls: login, register and reset use it ('' on the main site). */
  studioKey: string;
  contactEmail: string;
  leaveStudioMode(): void;
}

export const SiteContext = createContext<Site | null>(null);

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite needs a SiteProvider');
  return site;
}
