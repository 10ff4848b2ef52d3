import { describe, expect, it } from 'vitest';
import { newPlayId } from './play-id.ts';

describe('newPlayId', () => {
  it('makes a version 4 UUID, a new one each time', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const a = newPlayId();
    expect(a).toMatch(uuid);
    expect(newPlayId()).not.toBe(a);
  });
});
