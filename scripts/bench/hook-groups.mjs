/**
 * The product's per-request hooks in groups, for hook-costs.mjs and hook-instructions.mjs: what
 * each group is, and where the code adding its hooks lives (server-leaving-out.ts's LEAVE_OUT
 * parts, matched against the stack of the call adding a hook).
 */
export const hookGroups = [
  ['flood limit (@fastify/rate-limit)', ['@fastify/rate-limit']],
  ['load shedding (@fastify/under-pressure, closing)', ['under-pressure', 'load-shedding.ts']],
  ['compression plugin (@fastify/compress)', ['@fastify/compress']],
  ['latency histogram', ['route-latency.ts']],
  ['request ids', ['request-id.ts']],
  ['security headers, Permissions-Policy', ['answer-headers.ts']],
  ['caching headers, ETag, compression of written answers', ['http-caching.ts']],
  ['input checks (control characters, long paths)', ['control-characters.ts', 'http-limits.ts']],
  ['session lookup', ['platform/http/auth.ts']],
];

/** Every group at once. */
export const allHookGroups = ['all of the above', hookGroups.flatMap(([, parts]) => parts)];
