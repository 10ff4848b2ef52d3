// The server answers 404 (with the app's not-found page) for any address that matches none of
// the patterns in the contract's `routes` and `memberRoutes` (isPagePath). That holds only while the router takes
// every page's path from that list: a page given a path of its own would be a 404 to the server.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPagePath, memberRoutes, routes } from '@jetsweat/contract';

const src = path.resolve(import.meta.dirname, '..');
const routerFiles = [
  path.join(src, 'app/routes.tsx'),
  path.join(src, 'app/member-area.tsx'),
  ...fs
    .readdirSync(path.join(src, 'features'))
    .map((feature) => path.join(src, 'features', feature, 'routes.tsx'))
    .filter((file) => fs.existsSync(file)),
];

describe("the router's pages", () => {
  it("take every path from the contract's routes", () => {
    let seen = 0;
    for (const file of routerFiles) {
      const text = fs.readFileSync(file, 'utf8');
      const paths = text.match(/\bpath:\s*[^,}\n]+/g) ?? [];
      for (const p of paths)
        expect(p, path.relative(src, file)).toMatch(/^path:\s*(routes|memberRoutes)\.\w+$/);
      seen += paths.length;
    }
    expect(seen).toBeGreaterThan(40);
  });

  it('are what the server answers 200 for, and nothing else is', () => {
    expect(isPagePath(routes.home)).toBe(true);
    expect(isPagePath('/studios/baristudio')).toBe(true);
    expect(isPagePath('/STUDIOS/baristudio/')).toBe(true);
    expect(isPagePath('/studios/baristudio/extra')).toBe(false);
    expect(isPagePath('/no-such-page')).toBe(false);
    expect(isPagePath('/newplatform/items/classes/')).toBe(true);
    expect(isPagePath(memberRoutes.dashboard)).toBe(true);
    expect(isPagePath('/console/studios/402/reports')).toBe(true);
  });
});
