import type { WhitelabelStudio } from '@jetsweat/contract';
import { brand } from '@jetsweat/contract';

/** The server marks a white-label page in index.html so the first paint is already branded. */
export const hostStudioName = () =>
  document.querySelector('meta[name="jetsweat-studio"]')?.getAttribute('content') ?? null;

/** WCAG relative luminance of a colour written 'rrggbb'. */
function luminance(hex: string): number {
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two colours written '#rrggbb' (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a.slice(1)), luminance(b.slice(1))].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** WCAG AA for text of a button's size. */
const READABLE = 4.5;

/**
 * The text colour for a studio's colour: the brand's dark green where it reads (as on
 * JetSweat's own light green), else white, else black. Mid-tone colours (luminance about 0.18 to
 * 0.32) are too dark for dark green and too light for white; only black reads on them.
 */
export function inkFor(colour: string): string {
  const inks = [brand.colours.darkGreen, '#ffffff', '#000000'];
  return inks.find((ink) => contrastRatio(colour, ink) >= READABLE) ?? '#000000';
}

/**
 * The studio's colour, title and icon on the page, or JetSweat's. A title the page gave itself
 * (usePageTitle: 'Log in | {studio's page title}') is kept; this runs after the page's own effect.
 */
export function applyBranding(studio: WhitelabelStudio | null): void {
  const colour = studio ? `#${studio.colorCode}` : brand.colours.lightGreen;
  const root = document.documentElement.style;
  root.setProperty('--brand', colour);
  root.setProperty('--brand-ink', inkFor(colour));
  if (studio) {
    if (!document.title.endsWith(studio.pageTitle)) document.title = studio.pageTitle;
    document.querySelector('link[rel="icon"]')?.setAttribute('href', studio.faviconUrl);
  }
}
