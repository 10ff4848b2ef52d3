// The Node.js versions package.json promises (engines.node, and the README: 26, 24.15, or 22.22.2
// and later) must be ones every locked package accepts, so a dependency that drops one fails here
// rather than printing an engine warning on `npm install`.
import fs from 'node:fs';
import semver from 'semver';
import { expect, it } from 'vitest';

const read = (file) => JSON.parse(fs.readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'));
const promised = read('package.json').engines.node;

it('promises Node.js 26 (the active LTS), 24.15 and 22.22.2', () => {
  for (const version of ['26.0.0', '24.15.0', '22.22.2'])
    expect(semver.satisfies(version, promised)).toBe(true);
});

/**
 * Whether npm installs `pkg` here: an optional package made for another system or processor
 * (sharp's build for 32-bit Windows, which wants Node 20 only) is skipped, engines and all.
 */
const installedHere = (pkg) =>
  !pkg.optional ||
  ((!pkg.os || pkg.os.includes(process.platform)) && (!pkg.cpu || pkg.cpu.includes(process.arch)));

it("promises only Node.js versions every locked package's engines accept", () => {
  const refusing = Object.entries(read('package-lock.json').packages)
    .filter(([where, pkg]) => where !== '' && pkg.engines?.node && installedHere(pkg))
    .filter(([, pkg]) => !semver.subset(promised, pkg.engines.node))
    .map(([where, pkg]) => `${where} wants ${pkg.engines.node}`);
  expect(refusing).toEqual([]);
});
