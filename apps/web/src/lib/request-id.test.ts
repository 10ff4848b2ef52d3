import { describe, expect, it } from 'vitest';
import { newRequestId } from './request-id.ts';

describe('newRequestId', () => {
  it('makes distinct version-4 UUIDs', () => {
    const ids = new Set(Array.from({ length: 200 }, newRequestId));
    expect(ids.size).toBe(200);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
