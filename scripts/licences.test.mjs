// What production installs may be shipped in an image and run by anyone (issue 55, item 2): every
// package of the server's production dependency tree under a permissive licence, no GPL binary
// (the packaged ffmpeg was one), and any other licence named and reasoned here.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** Licences (SPDX ids) anyone may ship and run the product under. */
const PERMISSIVE = new Set([
  'MIT',
  'MIT-0',
  'ISC',
  'Apache-2.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  '0BSD',
  'BlueOak-1.0.0',
  'CC0-1.0',
  // An old package's way of writing a BSD licence (url-template, used by the Google calendar client).
  'BSD',
]);

/** Packages under another licence, each with why it may ship. */
const EXCEPTIONS = {
  '@img/sharp-libvips-linux-x64':
    'libvips, the image library sharp loads: LGPL (not GPL), a shared library the product only links to',
  '@img/sharp-libvips-linux-arm64': 'the same libvips, for arm64 machines',
  '@img/sharp-libvips-linuxmusl-x64': 'the same libvips, for Alpine',
};

/** A package's licence as SPDX says it, from its package.json. */
function licenceOf(manifest) {
  if (typeof manifest.license === 'string') return manifest.license;
  if (Array.isArray(manifest.licenses)) return manifest.licenses.map((l) => l.type).join(' OR ');
  return undefined;
}

/** Whether an SPDX expression (`MIT`, `(MIT OR CC0-1.0)`) allows a permissive choice. */
function permissive(licence) {
  return licence
    .replace(/[()]/g, '')
    .split(/\s+OR\s+/)
    .some((choice) => PERMISSIVE.has(choice.trim()));
}

/** The server's and the contract's production packages, as npm installs them for an image. */
function productionPackages() {
  const listed = execFileSync(
    'npm',
    [
      'ls',
      '--workspace',
      'apps/server',
      '--workspace',
      'packages/contract',
      '--omit=dev',
      '--all',
      '--parseable',
    ],
    { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  return [...new Set(listed.split('\n').filter(Boolean))]
    .map((dir) => path.join(dir, 'package.json'))
    .filter((file) => fs.existsSync(file))
    .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')))
    .filter((manifest) => !manifest.private);
}

describe('the production dependency tree', () => {
  it('is permissive, every other licence named with why, and holds no GPL code', () => {
    const packages = productionPackages();
    expect(packages.length).toBeGreaterThan(100);
    const refused = packages
      .filter((m) => !(m.name in EXCEPTIONS))
      .map((m) => ({ name: m.name, licence: licenceOf(m) ?? 'none' }))
      .filter(({ licence }) => !permissive(licence));
    expect(refused).toEqual([]);
    const gpl = packages.filter((m) => /(^|[^L])GPL/.test(licenceOf(m) ?? ''));
    expect(gpl.map((m) => m.name)).toEqual([]);
  }, 60_000);

  it('sorts licences as intended', () => {
    expect(permissive('(MIT OR CC0-1.0)')).toBe(true);
    expect(permissive('GPL-3.0-or-later')).toBe(false);
    expect(permissive('LGPL-3.0-or-later')).toBe(false);
    expect(/(^|[^L])GPL/.test('GPL-2.0')).toBe(true);
    expect(/(^|[^L])GPL/.test('LGPL-3.0-or-later')).toBe(false);
  });
});
