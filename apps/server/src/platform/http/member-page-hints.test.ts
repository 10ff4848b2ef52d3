import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { memberPageHints, memberPageModules, sharedMemberModules } from './member-page-hints.ts';

// A build's manifest in miniature: the entry and its import, the member pages' table, the friends
// page's calls, the member area, two member pages (one with a style sheet) and a public page.
const manifest = {
  'index.html': { file: 'assets/index-A.js', imports: ['_framework-B.js'] },
  '_framework-B.js': { file: 'assets/framework-B.js' },
  '_queries-C.js': { file: 'assets/queries-C.js', imports: ['_framework-B.js'] },
  '_shared-D.js': { file: 'assets/shared-D.js' },
  'src/app/routes/member-page-data.ts': {
    file: 'assets/member-page-data-E.js',
    imports: ['_framework-B.js'],
  },
  'src/app/routes/friends-data.ts': {
    file: 'assets/friends-data-K.js',
    imports: ['_framework-B.js', '_queries-C.js'],
  },
  'src/app/member-area.tsx': {
    file: 'assets/member-area-F.js',
    imports: ['index.html', '_shared-D.js'],
  },
  'src/features/friends/friends-page.tsx': {
    file: 'assets/friends-page-G.js',
    imports: ['index.html', '_queries-C.js', '_shared-D.js'],
    css: ['assets/friends-page-H.css'],
  },
  'src/app/routes/account-route.tsx': { file: 'assets/account-route-I.js' },
  'src/features/marketing/faq-page.tsx': { file: 'assets/faq-page-J.js' },
};
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'jetsweat-hints-'));
fs.mkdirSync(path.join(dist, '.vite'));
fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>JetSweat</title>' +
    '<script type="module" crossorigin src="/assets/index-A.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/framework-B.js"></head>' +
    '<body><div id="root"></div></body></html>',
);

const hrefs = (html: string) =>
  [...html.matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]+)"/g)].map(
    (m) => `${m[1]} ${m[2]}`,
  );

describe("a member page's hints (issue 56, point 5)", () => {
  const hintsFor = memberPageHints(dist);

  it("name the table of pages first, then the page's calls, then its code, then the member area, each file once and none the page already has", () => {
    expect(hrefs(hintsFor('/newplatform/friends'))).toEqual([
      'modulepreload /assets/member-page-data-E.js',
      'modulepreload /assets/friends-data-K.js',
      'modulepreload /assets/queries-C.js',
      'modulepreload /assets/friends-page-G.js',
      'modulepreload /assets/shared-D.js',
      'modulepreload /assets/member-area-F.js',
      'preload /assets/friends-page-H.css',
    ]);
  });

  it("match a page's pattern, a parameter and a closing slash included", () => {
    expect(hrefs(hintsFor('/account/2026-12-04/'))).toContain(
      'modulepreload /assets/account-route-I.js',
    );
  });

  it('are none for a public page, an unknown address or a build without a manifest', () => {
    expect(hintsFor('/faq')).toBe('');
    expect(hintsFor('/')).toBe('');
    expect(hintsFor('/newplatform/nothing-here')).toBe('');
    expect(memberPageHints(path.join(dist, 'missing'))('/newplatform/friends')).toBe('');
  });

  it("name modules the web app still has (the manifest's keys are paths under apps/web)", () => {
    const web = path.resolve(import.meta.dirname, '../../../../web');
    const named = Object.values(memberPageModules).flatMap((m) => [m.page, m.data ?? m.page]);
    for (const module of [...named, ...sharedMemberModules])
      expect(fs.existsSync(path.join(web, module)), module).toBe(true);
  });
});

describe('the page served', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("carries a member page's hints at the end of its head, after the app's own script", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/newplatform/friends?invite=x' });
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head.indexOf('member-page-data-E.js')).toBeGreaterThan(head.indexOf('index-A.js'));
    expect(hrefs(res.body)).toContain('modulepreload /assets/friends-page-G.js');
  });

  it('leaves a public page as it was built', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/faq' });
    expect(res.statusCode).toBe(200);
    expect(hrefs(res.body)).toEqual(['modulepreload /assets/framework-B.js']);
  });
});
