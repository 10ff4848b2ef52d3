import type { ByteRange } from '../storage/file-storage.ts';

/**
 * The one byte range an HTTP Range header asks of a file of `size` bytes (RFC 9110, 14.1.2):
 * undefined to answer the whole file (no header, another unit, several ranges, or a range that
 * does not parse: a server may ignore those), 'unsatisfiable' when it starts past the end (416).
 * A range ending past the end stops at the end; 'bytes=-N' is the last N bytes.
 */
export function byteRangeOf(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const m = header ? /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  if (m[1] === '') {
    const last = Number(m[2]);
    if (last === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - last), end: size - 1 };
  }
  const start = Number(m[1]);
  if (start >= size) return 'unsatisfiable';
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  return end < start ? undefined : { start, end };
}
