import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keptTickObject } from './next-tick-maps.ts';

/**
 * What V8's feedback says of process.nextTick's tick-object literal after full collections made
 * while no tick object is alive, in a fresh Node process, with and without this module loaded
 * first: the state of each of the literal's property definitions, as V8's %DebugPrint shows it.
 */
function literalFeedbackAfterCollections(loadModuleFirst: boolean): string[] {
  const modulePath = new URL('./next-tick-maps.ts', import.meta.url).href;
  // Enough ticks first for V8 to give nextTick its feedback (it does so lazily), then full
  // collections in a turn with no tick queued, then ticks again to build the literal after them.
  const code = `
    if (${loadModuleFirst}) await import(${JSON.stringify(modulePath)});
    const ticks = (n) => Array.from({ length: n }).reduce(
      (p) => p.then(() => new Promise((resolve) => process.nextTick(resolve))),
      Promise.resolve(),
    );
    await ticks(100);
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (let i = 0; i < 3; i++) globalThis.gc();
    await ticks(10);
    new Function('f', '%DebugPrint(f)')(process.nextTick);
  `;
  // V8 prints to the process's standard output itself: into a file, which takes it whole, where
  // a pipe that Node made non-blocking can drop the end of it.
  const printed = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'next-tick-')), 'print.txt');
  const out = fs.openSync(printed, 'w');
  try {
    const child = spawnSync(
      process.execPath,
      ['--allow-natives-syntax', '--expose-gc', '--input-type=module', '-e', code],
      { stdio: ['ignore', out, 'pipe'], encoding: 'utf8', timeout: 20_000 },
    );
    expect(child.status, child.stderr).toBe(0);
  } finally {
    fs.closeSync(out);
  }
  const text = fs.readFileSync(printed, 'utf8');
  fs.rmSync(path.dirname(printed), { recursive: true, force: true });
  return [...text.matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((m) => m[1]!);
}

describe("Node's tick objects keep their maps", () => {
  it('holds one tick object', () => {
    expect(keptTickObject()).toBeTypeOf('object');
  });

  it("keeps nextTick's literal monomorphic through full collections, which turn it megamorphic without it", () => {
    const kept = literalFeedbackAfterCollections(true);
    expect(kept.length).toBeGreaterThanOrEqual(4);
    expect(kept.every((state) => state === 'MONOMORPHIC')).toBe(true);
    expect(literalFeedbackAfterCollections(false)).toContain('MEGAMORPHIC');
  });
});
