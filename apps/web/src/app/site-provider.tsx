import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import type { WhitelabelStudio } from '@jetsweat/contract';
import { brand } from '@jetsweat/contract';
import { studiosApi } from './api.ts';
import { studioForHost, studioSlugFromPath } from './whitelabel-mode.ts';

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

const SiteContext = createContext<Site | null>(null);
const PATH_STUDIO_KEY = 'jetsweat.pathStudio';
const SUPPORT_EMAIL = 'support@jetsweat.example';

/** The server marks a white-label page in index.html so the first paint is already branded. */
const hostStudioName = () =>
  document.querySelector('meta[name="jetsweat-studio"]')?.getAttribute('content') ?? null;

/** Dark text on light studio colours, white on dark ones (WCAG relative luminance). */
function inkFor(hex: string): string {
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! > 0.35 ? brand.colours.darkGreen : '#ffffff';
}

function applyBranding(studio: WhitelabelStudio | null): void {
  const colour = studio ? `#${studio.colorCode}` : brand.colours.lightGreen;
  const root = document.documentElement.style;
  root.setProperty('--brand', colour);
  root.setProperty('--brand-ink', inkFor(colour.slice(1)));
  if (studio) {
    document.title = studio.pageTitle;
    document.querySelector('link[rel="icon"]')?.setAttribute('href', studio.faviconUrl);
  }
}

export function SiteProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [whitelabels, setWhitelabels] = useState<WhitelabelStudio[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [pathSlug, setPathSlug] = useState<string | null>(() =>
    sessionStorage.getItem(PATH_STUDIO_KEY),
  );
  const [pathLogo, setPathLogo] = useState<string | null>(null);

  useEffect(() => {
    studiosApi
      .whitelabels()
      .then(setWhitelabels)
      .catch(() => setWhitelabels([]))
      .finally(() => setLoaded(true));
  }, []);

  const hostStudio = useMemo(
    () => studioForHost(window.location.hostname, whitelabels) ?? null,
    [whitelabels],
  );
  const slugInPath = studioSlugFromPath(location.pathname);

  useEffect(() => {
    if (hostStudio || !slugInPath || !whitelabels.some((s) => s.shortName === slugInPath)) return;
    setPathSlug(slugInPath);
    sessionStorage.setItem(PATH_STUDIO_KEY, slugInPath);
    studiosApi
      .logo(slugInPath)
      .then((r) => setPathLogo(r.logoUrl))
      .catch(() => setPathLogo(null));
  }, [hostStudio, slugInPath, whitelabels]);

  const studio = useMemo(() => {
    if (hostStudio) return hostStudio;
    const pathStudio = whitelabels.find((s) => s.shortName === pathSlug) ?? null;
    return pathStudio && pathLogo ? { ...pathStudio, logoUrl: pathLogo } : pathStudio;
  }, [hostStudio, whitelabels, pathSlug, pathLogo]);

  useEffect(() => applyBranding(studio), [studio]);

  const leaveStudioMode = useCallback(() => {
    sessionStorage.removeItem(PATH_STUDIO_KEY);
    setPathSlug(null);
    setPathLogo(null);
  }, []);

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
  if (!loaded && hostStudioName()) return null;
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite needs a SiteProvider');
  return site;
}
