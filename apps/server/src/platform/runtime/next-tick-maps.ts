import { createHook } from 'node:async_hooks';

/**
 * Keeps one of Node's `process.nextTick` objects alive for as long as the process runs, so that
 * V8 keeps the hidden classes ("maps") every such object passes through as its literal is built.
 * V8 holds those maps weakly: a full collection at a moment when no tick object is alive (the
 * start, the demo seeding, an idle pause) frees them, the next tick makes new ones, and each of
 * the literal's computed-key definitions, whose feedback in V8 goes from one map straight to
 * megamorphic, stays megamorphic for good. From then on every tick calls into V8's runtime four
 * times: about a quarter of a kept public answer's instructions (docs/benchmarks.md, "Node's
 * tick objects, kept"). Node's own code, so what the product can do is hold one object;
 * async_hooks' init hook is the only place one can be seen, enabled here for a single tick at
 * the start.
 */
let kept: object | undefined;

const hook = createHook({
  init(_asyncId, type, _triggerAsyncId, resource) {
    if (type === 'TickObject') kept ??= resource;
  },
});
hook.enable();
process.nextTick(() => undefined);
hook.disable();

/** The tick object kept (for the test: there is one). */
export const keptTickObject = (): object | undefined => kept;
