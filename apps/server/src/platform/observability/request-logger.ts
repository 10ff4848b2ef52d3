import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Levels = Record<string, number>;
type LogMethod = (...args: unknown[]) => void;

/**
 * A request's logger that makes pino's child (with the request's id) only when something is
 * logged at a level that is on. pino redacts a child's bindings as it makes it, against every
 * secret path (platform/observability/logging.ts): a few per cent of a kept answer's time, spent on every
 * request although most log nothing below `info` in production's `warn` runs. What is logged is
 * the same line from the same child. Its methods live on the prototype: nothing is made per
 * request but the object itself.
 */
class LazyRequestLogger {
  private real: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Record<string, unknown>,
    private readonly opts: { level?: string },
    private readonly values: Levels,
  ) {}

  private made(): FastifyBaseLogger {
    return (this.real ??= this.parent.child(this.bindings, this.opts));
  }

  get level(): string {
    return this.real?.level ?? this.opts.level ?? this.parent.level;
  }

  set level(level: string) {
    this.made().level = level;
  }

  isLevelEnabled(level: string): boolean {
    return (this.values[level] ?? 0) >= (this.values[this.level] ?? 0);
  }

  private write(level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace', args: unknown[]) {
    if (this.isLevelEnabled(level)) (this.made()[level] as LogMethod)(...args);
  }

  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}

  child(bindings: Record<string, unknown>, opts?: object): FastifyBaseLogger {
    return this.made().child(bindings, opts);
  }
}

/** Fastify's childLoggerFactory: the lazy request logger above. */
export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  parent,
  bindings,
  opts,
) => {
  // Fastify's logger when logging is off has no levels and makes no children.
  const values = (parent as { levels?: { values: Levels } }).levels?.values;
  if (!values) return parent.child(bindings, opts);
  return new LazyRequestLogger(parent, bindings, opts, values) as unknown as FastifyBaseLogger;
};
