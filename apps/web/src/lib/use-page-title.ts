import { useEffect } from 'react';
import { useSite } from './site.ts';

/**
 * Names the page in the browser tab and for screen readers arriving on it. On a studio's branded
 * site the tab carries the studio's page title instead of JetSweat's, on every page.
 */
export function usePageTitle(title: string | null): void {
  const site = useSite();
  const siteName = site.studio?.pageTitle ?? 'JetSweat';
  useEffect(() => {
    if (title) document.title = `${title} | ${siteName}`;
  }, [title, siteName]);
}
