// Filling a request's fields with chosen values: another member's ids, or real catalogue ids.
import type { JsonSchema } from './schema-arbitrary.ts';
import type { RequestParts, SweptRoute } from './route-table.ts';

/** Answers the value for a field (by its name and schema), or undefined to keep the drawn one. */
export type Pick = (name: string, schema: JsonSchema) => unknown;

const isObject = (s: JsonSchema) => s.type === 'object' && !!s.properties;

function fillObject(schema: JsonSchema, value: unknown, pick: Pick): unknown {
  if (!isObject(schema)) return value;
  const out: Record<string, unknown> =
    value && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};
  for (const [name, sub] of Object.entries(schema.properties!)) {
    if (isObject(sub)) {
      const inner = fillObject(sub, out[name], pick);
      if (inner && Object.keys(inner).length) out[name] = inner;
      continue;
    }
    const chosen = pick(name, sub.type === 'array' && sub.items ? sub.items : sub);
    if (chosen !== undefined) out[name] = sub.type === 'array' ? [chosen] : chosen;
  }
  return out;
}

/** The parts with every field `pick` has a value for replaced: path, query and body, at any depth. */
export function fillParts(route: SweptRoute, parts: RequestParts, pick: Pick): RequestParts {
  const fields = (list: SweptRoute['params'], values: Record<string, unknown>) => {
    const out = { ...values };
    for (const f of list) {
      const chosen = pick(f.name, f.schema);
      if (chosen !== undefined) out[f.name] = chosen;
    }
    return out;
  };
  return {
    params: fields(route.params, parts.params),
    query: fields(route.query, parts.query),
    body: route.body ? fillObject(route.body, parts.body, pick) : parts.body,
  };
}

/** Every (name, value) pair of an id-named field in an answer, at any depth. */
export function idsInAnswer(value: unknown, into: Map<string, Set<unknown>>, depth = 0): void {
  if (!value || typeof value !== 'object' || depth > 8) return;
  for (const [key, field] of Object.entries(value)) {
    if (/id$/i.test(key) && (typeof field === 'number' || typeof field === 'string')) {
      // The latest 50 of each name: ids of objects just made stay in reach of the routes after.
      const seen = into.get(key) ?? new Set();
      seen.delete(field);
      seen.add(field);
      if (seen.size > 50) seen.delete(seen.values().next().value);
      into.set(key, seen);
    }
    idsInAnswer(field, into, depth + 1);
  }
}
