import fs from 'node:fs';
import path from 'node:path';
import { memberRoutes, patternRegex } from '@jetsweat/contract';

/** One file of the build's manifest (apps/web/dist/.vite/manifest.json), as Vite writes it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The web app's modules a member page needs before it is usable, in the order they are wanted:
 * the small chunk that holds the table of member pages (apps/web/src/app/routes/member-page-data.ts),
 * the page's own calls' chunk, the page's code, then the member area's table of routes. Named as
 * the build's manifest names them (paths under apps/web); member-page-hints.test.ts checks that
 * each is still there.
 */
const PAGE_TABLE = 'src/app/routes/member-page-data.ts';
const MEMBER_AREA = 'src/app/member-area.tsx';
const routes = 'src/app/routes';
const dashboard = { data: `${routes}/dashboard-data.ts`, page: `${routes}/dashboard-route.tsx` };
const account = { data: `${routes}/account-data.ts`, page: `${routes}/account-route.tsx` };
export const memberPageModules: Record<string, { data?: string; page: string }> = {
  [memberRoutes.platform]: dashboard,
  [memberRoutes.dashboard]: dashboard,
  [memberRoutes.classes]: {
    data: `${routes}/classes-data.ts`,
    page: `${routes}/classes-route.tsx`,
  },
  [memberRoutes.video]: { data: `${routes}/class-data.ts`, page: `${routes}/class-route.tsx` },
  [memberRoutes.memberProgram]: {
    data: `${routes}/program-data.ts`,
    page: `${routes}/program-route.tsx`,
  },
  [memberRoutes.calendar]: {
    data: `${routes}/calendar-data.ts`,
    page: 'src/features/workouts/calendar/calendar-page.tsx',
  },
  [memberRoutes.memberPrograms]: {
    data: `${routes}/programs-data.ts`,
    page: 'src/features/videos/programs/programs-page.tsx',
  },
  [memberRoutes.progress]: {
    data: `${routes}/progress-data.ts`,
    page: 'src/features/videos/progress/progress-page.tsx',
  },
  [memberRoutes.downloads]: { page: 'src/features/videos/downloads/downloads-page.tsx' },
  [memberRoutes.liveUpcoming]: {
    data: `${routes}/upcoming-data.ts`,
    page: `${routes}/upcoming-route.tsx`,
  },
  [memberRoutes.friends]: {
    data: `${routes}/friends-data.ts`,
    page: 'src/features/friends/friends-page.tsx',
  },
  [memberRoutes.profile]: {
    data: `${routes}/profile-data.ts`,
    page: `${routes}/profile-route.tsx`,
  },
  [memberRoutes.account]: account,
  [memberRoutes.accountDate]: account,
  [memberRoutes.accountStudioDate]: account,
};
export const sharedMemberModules = [PAGE_TABLE, MEMBER_AREA] as const;

const pages = Object.entries(memberPageModules).map(([pattern, { data, page }]) => ({
  regex: patternRegex(pattern),
  modules: [PAGE_TABLE, ...(data ? [data] : []), page, MEMBER_AREA],
}));

/** The files a module needs, itself and what it imports, depth first, each once. */
function filesOf(manifest: Manifest, key: string, seen: Set<string>, out: ManifestChunk[]) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  out.push(chunk);
  for (const imported of chunk.imports ?? []) filesOf(manifest, imported, seen, out);
}

/** The <link> tags for the modules' files, the page's own (index.html's) left out. */
function hintsFor(manifest: Manifest, modules: string[]): string {
  const seen = new Set<string>();
  filesOf(manifest, 'index.html', seen, []); // already in the page
  const chunks: ManifestChunk[] = [];
  for (const module of modules) filesOf(manifest, module, seen, chunks);
  const scripts = chunks.map((c) => `<link rel="modulepreload" crossorigin href="/${c.file}">`);
  const styles = [...new Set(chunks.flatMap((c) => c.css ?? []))].map(
    (file) => `<link rel="preload" as="style" crossorigin href="/${file}">`,
  );
  return [...scripts, ...styles].join('');
}

/**
 * For a full load of a member page: hints that let the browser fetch the page's code while it is
 * still reading the app's own script, rather than a step at a time as each chunk asks for the
 * next (issue 56, point 5: a cold load waited on about thirty files in turn). Only member pages
 * get them: a public page's first load stays what it was. Answers "" for any other address, and
 * for a build without a manifest.
 */
export function memberPageHints(dist: string): (pathname: string) => string {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return () => '';
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  const hints = new Map<RegExp, string>(pages.map((p) => [p.regex, hintsFor(manifest, p.modules)]));
  return (pathname) => {
    for (const [regex, tags] of hints) if (regex.test(pathname)) return tags;
    return '';
  };
}

/**
 * The page with the hints at the end of its head: after the app's own script and its imports,
 * which every page needs first (a browser fetches six files at a time from one server).
 */
export const withHints = (html: string, hints: string) =>
  hints ? html.replace('</head>', `${hints}</head>`) : html;
