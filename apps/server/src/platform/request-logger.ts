import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
const LEVELS: Level[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'];

/**
 * Fastify's childLoggerFactory: a request's logger that makes pino's child (with the request's
 * id) only when something is logged at a level that is on. pino redacts a child's bindings as it
 * makes it, against every secret path (platform/logging.ts): a few per cent of a kept answer's
 * time, spent on every request although most log nothing below `info` in production's `warn`
 * runs. What is logged is the same line from the same child.
 */
export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  parent,
  bindings,
  opts,
) => {
  // Fastify's logger when logging is off has no levels and makes no children.
  const values = (parent as { levels?: { values: Record<string, number> } }).levels?.values;
  if (!values) return parent.child(bindings, opts);
  let child: FastifyBaseLogger | undefined;
  const made = () => (child ??= parent.child(bindings, opts));
  const threshold = () => values[child?.level ?? opts.level ?? parent.level] ?? 0;
  const logger = {
    get level() {
      return child?.level ?? opts.level ?? parent.level;
    },
    set level(level: string) {
      made().level = level;
    },
    isLevelEnabled: (level: string) => (values[level] ?? 0) >= threshold(),
    child: (b: Record<string, unknown>, o?: object) => made().child(b, o),
    silent: () => {},
  } as Record<string, unknown>;
  for (const level of LEVELS) {
    logger[level] = (...args: unknown[]) => {
      if ((values[level] ?? 0) < threshold()) return;
      (made()[level] as (...a: unknown[]) => void)(...args);
    };
  }
  return logger as unknown as FastifyBaseLogger;
};
