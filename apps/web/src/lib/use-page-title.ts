import { useEffect } from 'react';

/** Names the page in the browser tab and for screen readers arriving on it. */
export function usePageTitle(title: string | null, siteName = 'JetSweat'): void {
  useEffect(() => {
    if (title) document.title = `${title} | ${siteName}`;
  }, [title, siteName]);
}
