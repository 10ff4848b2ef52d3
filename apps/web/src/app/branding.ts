import type { WhitelabelStudio } from '@jetsweat/contract';
import { brand } from '@jetsweat/contract';

/** The server marks a white-label page in index.html so the first paint is already branded. */
export const hostStudioName = () =>
  document.querySelector('meta[name="jetsweat-studio"]')?.getAttribute('content') ?? null;

/** Dark text on light studio colours, white on dark ones (WCAG relative luminance). */
function inkFor(hex: string): string {
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! > 0.35 ? brand.colours.darkGreen : '#ffffff';
}

/** The studio's colour, title and icon on the page, or JetSweat's. */
export function applyBranding(studio: WhitelabelStudio | null): void {
  const colour = studio ? `#${studio.colorCode}` : brand.colours.lightGreen;
  const root = document.documentElement.style;
  root.setProperty('--brand', colour);
  root.setProperty('--brand-ink', inkFor(colour.slice(1)));
  if (studio) {
    document.title = studio.pageTitle;
    document.querySelector('link[rel="icon"]')?.setAttribute('href', studio.faviconUrl);
  }
}
