import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring links to a class's media. The signature covers the rendition's folder and the
 * expiry, and sits in the path (/media/signed/<expiry>/<signature>/classes/<rendition>/...), so
 * the playlist's relative links to its renditions, segments and captions inherit it without the
 * playlists being rewritten. A link copied out of the page stops working when it expires.
 */

export const SIGNED_MEDIA_PREFIX = '/media/signed';
/** How long a link works: a long class with pauses; the player asks for a new one after. */
export const STREAM_LINK_SECONDS = 6 * 60 * 60;
/** The folders signed links may open: one class rendition each. */
const RENDITION_FOLDER = /^classes\/[a-z0-9-]+\/$/;

const signatureOf = (secret: string, expiresAt: number, folder: string) =>
  createHmac('sha256', secret).update(`${expiresAt}:${folder}`).digest('base64url');

/** The signed base for a rendition folder such as 'classes/barre/'. */
export function signFolder(secret: string, folder: string, expiresAt: number): string {
  if (!RENDITION_FOLDER.test(folder)) throw new Error(`not a class rendition folder: ${folder}`);
  return `${SIGNED_MEDIA_PREFIX}/${expiresAt}/${signatureOf(secret, expiresAt, folder)}/${folder}`;
}

/**
 * Signs a stored media path ('/media/classes/barre/index.m3u8'): answers the signed URL, or
 * undefined for a path outside the class renditions.
 */
export function signMediaPath(
  secret: string,
  mediaPath: string,
  expiresAt: number,
): string | undefined {
  const m = /^\/media\/(classes\/[a-z0-9-]+\/)([A-Za-z0-9_.-]+)$/.exec(mediaPath);
  if (!m) return undefined;
  return signFolder(secret, m[1]!, expiresAt) + m[2]!;
}

export type SignedCheck =
  { ok: true; file: string } | { ok: false; reason: 'malformed' | 'expired' | 'bad-signature' };

/**
 * Checks the part of a request path after /media/signed/: answers the file to serve, relative to
 * the media folder, when the signature fits and has not expired.
 */
export function checkSignedPath(secret: string, rest: string, nowMs: number): SignedCheck {
  const m =
    /^(\d{1,12})\/([A-Za-z0-9_-]{43})\/(classes\/[a-z0-9-]+\/)([A-Za-z0-9_-][A-Za-z0-9_.-]*)$/.exec(
      rest,
    );
  if (!m) return { ok: false, reason: 'malformed' };
  const [, exp, signature, folder, file] = m as unknown as [string, string, string, string, string];
  const expected = Buffer.from(signatureOf(secret, Number(exp), folder));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'bad-signature' };
  if (Number(exp) * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, file: folder + file };
}
