import type { FastifyInstance } from 'fastify';
import { apiTexts } from '@jetsweat/contract';
import { badRequest } from './errors.ts';

// C0 controls and DEL, except tab, line feed and carriage return (which typed text may hold).
// PostgreSQL cannot store NUL in text at all, and none of them belongs in a name, an address,
// a code or a path (OWASP ASVS 5.0 1.3.x, input handling at the edge).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

function holdsControl(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return CONTROL.test(value);
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  // A binary upload (a recording's part) is bytes, not text: nothing to look at, and walking
  // megabytes entry by entry would take seconds.
  if (Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((v) => holdsControl(v, depth + 1));
  // A loop rather than Object.entries: on every request, and the pairs' arrays add up.
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    if (CONTROL.test(key) || holdsControl(record[key], depth + 1)) return true;
  }
  return false;
}

/** Refuses, with a 400 in the envelope, any request whose path, query or body holds a control character. */
export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (holdsControl(request.params) || holdsControl(request.query) || holdsControl(request.body)) {
      return done(badRequest(apiTexts.controlCharacters));
    }
    done();
  });
}
