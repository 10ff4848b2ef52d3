import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { serverRoot } from '../config/server-root.ts';

/** A field's path as a reader writes it: `[3].testimonials[0].rating`. */
const fieldPath = (at: readonly PropertyKey[]): string =>
  at.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('') || '(root)';

/**
 * Reads a JSON seed file and checks it against its contract schema. A file that cannot be read,
 * is not JSON, or does not match throws an error naming the file and, for each bad field, its
 * path and what is wrong, so a start that loads it stops with a message saying what to fix. Files
 * are named from the server's folder, the same on every machine.
 */
export function readSeedFile<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  const name = file.startsWith(serverRoot + path.sep) ? path.relative(serverRoot, file) : file;
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(
      `Seed file ${name} could not be read: ${err instanceof Error ? err.message : String(err)}`,
      {
        cause: err,
      },
    );
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${fieldPath(i.path)}: ${i.message}`);
    throw new Error(`Seed file ${name} is invalid:\n${problems.join('\n')}`);
  }
  return parsed.data;
}
