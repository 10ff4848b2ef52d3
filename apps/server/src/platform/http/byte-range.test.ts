import { describe, expect, it } from 'vitest';
import { byteRangeOf } from './byte-range.ts';

describe('the byte range a Range header asks for', () => {
  it('answers the bytes asked, stopping at the end of the file', () => {
    expect(byteRangeOf('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRangeOf('bytes=500-', 1000)).toEqual({ start: 500, end: 999 });
    expect(byteRangeOf('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRangeOf('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRangeOf('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('is unsatisfiable when the range starts past the end', () => {
    expect(byteRangeOf('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(byteRangeOf('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(byteRangeOf('bytes=0-', 0)).toBe('unsatisfiable');
  });

  it('answers the whole file for what it does not serve or cannot read', () => {
    for (const header of [undefined, '', 'items=0-1', 'bytes=0-1,5-6', 'bytes=-', 'bytes=5-2'])
      expect(byteRangeOf(header, 1000), String(header)).toBeUndefined();
  });
});
