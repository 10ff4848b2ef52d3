// compose.yaml cannot be started here (no image registry is reachable), so its structure is
// checked instead: every variable it gives the server or reads from .env is one the server or
// compose.yaml documents, every long-running service has a health check, every state is on a
// named volume, and the files it builds from (Dockerfile targets, the balancer's and Janus's
// configuration) agree with it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { configVariables } from './config-table.mjs';

const root = path.resolve(import.meta.dirname, '..');
const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
const composeText = read('compose.yaml');
const compose = parse(composeText, { merge: true });
const services = compose.services;
const documented = new Set(configVariables().map((v) => v.name));
const appServices = Object.entries(services).filter(([, s]) => s.build?.target === 'runtime');

describe('compose.yaml', () => {
  it('runs the production shape: two app instances, PostgreSQL, Redis, Janus, a balancer, storage', () => {
    expect(appServices.map(([name]) => name)).toEqual(['app1', 'app2']);
    for (const name of ['balancer', 'postgres', 'redis', 'janus', 'storage'])
      expect(Object.keys(services)).toContain(name);
  });

  it("gives the app only variables of the server's configuration", () => {
    for (const [name, service] of appServices) {
      const unknown = Object.keys(service.environment).filter((v) => !documented.has(v));
      expect(unknown, name).toEqual([]);
      expect(service.environment.NODE_ENV, name).toBe('production');
    }
  });

  it('reads from .env only variables that are documented (and so in .env.example)', () => {
    const read = [...composeText.matchAll(/\$\{([A-Z0-9_]+)/g)].map((m) => m[1]);
    expect(read.length).toBeGreaterThan(5);
    expect([...new Set(read)].filter((v) => !documented.has(v))).toEqual([]);
  });

  it('checks the health of every service that keeps running, and starts the apps after theirs', () => {
    const running = Object.entries(services).filter(([, s]) => s.restart !== 'no');
    for (const [name, service] of running) expect(service.healthcheck?.test, name).toBeDefined();
    for (const [name, service] of appServices) {
      for (const [dependency, { condition }] of Object.entries(service.depends_on)) {
        expect(Object.keys(services), name).toContain(dependency);
        expect(condition, `${name} → ${dependency}`).toMatch(/^service_(healthy|completed)/);
      }
    }
  });

  it('keeps each state on a named volume of its own', () => {
    const named = Object.keys(compose.volumes);
    const mounted = Object.values(services).flatMap((s) =>
      (s.volumes ?? []).map((v) => v.split(':')[0]).filter((source) => !source.startsWith('.')),
    );
    expect(mounted.sort()).toEqual(named.sort());
    expect(new Set(mounted).size).toBe(mounted.length);
  });

  it('builds from the Dockerfile’s stages, and the balancer and Janus agree with it', () => {
    const stages = [...read('Dockerfile').matchAll(/^FROM \S+ AS (\S+)$/gm)].map((m) => m[1]);
    for (const [name, service] of Object.entries(services).filter(([, s]) => s.build))
      expect(stages, name).toContain(service.build.target);
    const balanced = [...read('deploy/haproxy.cfg').matchAll(/^\s*server (\S+) (\S+):3000/gm)];
    expect(balanced.map((m) => m[2])).toEqual(appServices.map(([name]) => name));
    // Every @VALUE@ of Janus's configuration is filled in by the image's entrypoint.
    const entrypoint = read('deploy/janus/entrypoint.sh');
    const placeholders = fs
      .readdirSync(path.join(root, 'scripts/janus'))
      .filter((f) => f.endsWith('.jcfg'))
      .flatMap((f) => [...read(`scripts/janus/${f}`).matchAll(/@([A-Z_]+)@/g)].map((m) => m[1]));
    for (const value of new Set(placeholders)) expect(entrypoint).toContain(`@${value}@`);
  });

  it('prunes the runtime image’s production install right after installing it', () => {
    const runtime = read('Dockerfile').split(/^FROM .* AS runtime$/m)[1];
    expect(runtime).toMatch(
      /npm ci [^\n]*--omit=dev[^\n]*\\\n\s*&& node scripts\/prune-production\.mjs node_modules/,
    );
    expect(runtime).toContain('COPY scripts/prune-production.mjs scripts/');
  });
});
