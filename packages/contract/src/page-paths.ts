import { memberRoutes } from './member-routes.ts';
import { routes } from './web-paths.ts';

// The two tables below are the server's: marked pure so the web app's bundle leaves them out
// (it never asks isPagePath), rather than building some eighty regular expressions as it starts.

/** The patterns of the app's pages: every route but the not-found page's catch-all. */
export const pagePatterns: readonly string[] = /* @__PURE__ */ [
  ...Object.values(routes),
  ...Object.values(memberRoutes),
].filter((p) => p !== '*');

/** A pattern as a regular expression, matched as the router does: `:name` is one segment. */
export const patternRegex = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}/?$`,
    // React Router matches without regard to case, and so does this.
    'i',
  );
const pageRegexes = /* @__PURE__ */ pagePatterns.map(patternRegex);

/** Whether `pathname` (without its query) is one of the app's pages rather than "not found". */
export const isPagePath = (pathname: string): boolean =>
  pageRegexes.some((regex) => regex.test(pathname));
