import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loggerOptions } from './logging.ts';

type Options = Exclude<ReturnType<typeof loggerOptions>, boolean | undefined> & {
  transport?: { target?: string };
};

const wasTTY = process.stdout.isTTY;
afterEach(() => {
  process.stdout.isTTY = wasTTY;
});

const optionsFor = (env: 'development' | 'production', tty: boolean) => {
  process.stdout.isTTY = tty;
  return loggerOptions({ env, logLevel: 'info' }) as Options;
};

describe('loggerOptions', () => {
  it('prints readable lines through pino-pretty in development on a terminal', () => {
    expect(optionsFor('development', true).transport?.target).toBe('pino-pretty');
  });

  it('writes JSON lines in production, even on a terminal, and in development without one', async () => {
    expect(optionsFor('production', true).transport).toBeUndefined();
    expect(optionsFor('development', false).transport).toBeUndefined();

    const written: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        written.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const app = Fastify({ logger: loggerOptions({ env: 'production', logLevel: 'info' }, stream) });
    app.log.info({ password: 'hunter2' }, 'hello');
    await app.close();
    expect(written).toHaveLength(1);
    expect(JSON.parse(written[0]!)).toMatchObject({
      level: 30,
      msg: 'hello',
      password: '[redacted]',
      // Every line says which release wrote it.
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      commit: expect.stringMatching(/^[0-9a-f]{12}$/),
      pid: process.pid,
    });
  });
});
