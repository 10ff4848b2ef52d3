import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { WhitelabelStudio } from '@jetsweat/contract';
import { SiteContext, type Site } from '../lib/site.ts';
import { keepsStudioMode, studioForHost, studioSlugFromPath } from '../lib/whitelabel-mode.ts';
import { studioLogoQuery } from '../features/studios/api/studio-logo.ts';
import { whitelabelsQuery } from '../features/studios/api/whitelabels.ts';
import { applyBranding, hostStudioName } from './branding.ts';

const PATH_STUDIO_KEY = 'jetsweat.pathStudio';
const SUPPORT_EMAIL = 'support@jetsweat.example';
const NO_STUDIOS: WhitelabelStudio[] = [];

/**
 * Which site this is: a studio's own domain, a studio chosen by a path such as /login/{studio}
 * (remembered for the visit), or JetSweat. The studio's colours and title are applied to the page.
 */
export function SiteProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const listed = useQuery(whitelabelsQuery);
  const whitelabels = listed.data ?? NO_STUDIOS;
  const [pathSlug, setPathSlug] = useState<string | null>(() =>
    sessionStorage.getItem(PATH_STUDIO_KEY),
  );
  // The logo of a studio whose path was visited in this page's life (not one remembered).
  const [logoSlug, setLogoSlug] = useState<string | null>(null);
  const logo = useQuery({ ...studioLogoQuery(logoSlug ?? ''), enabled: logoSlug !== null });

  const hostStudio = useMemo(
    () => studioForHost(window.location.hostname, whitelabels) ?? null,
    [whitelabels],
  );
  const slugInPath = studioSlugFromPath(location.pathname);

  useEffect(() => {
    if (hostStudio || !slugInPath || !whitelabels.some((s) => s.shortName === slugInPath)) return;
    setPathSlug(slugInPath);
    setLogoSlug(slugInPath);
    sessionStorage.setItem(PATH_STUDIO_KEY, slugInPath);
  }, [hostStudio, slugInPath, whitelabels]);

  const leaveStudioMode = useCallback(() => {
    sessionStorage.removeItem(PATH_STUDIO_KEY);
    setPathSlug(null);
    setLogoSlug(null);
  }, []);
  const leavesStudioMode = !hostStudio && pathSlug !== null && !keepsStudioMode(location.pathname);
  useEffect(() => {
    if (leavesStudioMode) leaveStudioMode();
  }, [leavesStudioMode, leaveStudioMode]);

  const pathLogo = logoSlug !== null && logo.isSuccess ? logo.data.logoUrl : null;
  const studio = useMemo(() => {
    if (hostStudio) return hostStudio;
    const pathStudio = whitelabels.find((s) => s.shortName === pathSlug) ?? null;
    return pathStudio && pathLogo ? { ...pathStudio, logoUrl: pathLogo } : pathStudio;
  }, [hostStudio, whitelabels, pathSlug, pathLogo]);

  useEffect(() => applyBranding(studio), [studio]);

  const value = useMemo<Site>(
    () => ({
      studio,
      onWhiteLabelDomain: hostStudio !== null,
      whitelabels,
      studioKey: studio?.shortName ?? '',
      contactEmail: studio?.contactEmail || SUPPORT_EMAIL,
      leaveStudioMode,
    }),
    [studio, hostStudio, whitelabels, leaveStudioMode],
  );
  // On a studio's domain nothing renders until its branding is known.
  if (listed.isPending && hostStudioName()) return null;
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}
