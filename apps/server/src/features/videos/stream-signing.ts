import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, short-lived links to one class's media. A link names the class (video id), its expiry,
 * and the file it was made for (the class's master playlist, or its captions), and the signature
 * covers all three with the rendition's folder:
 *
 *   /media/signed/<videoId>/<expiry>/<signature>/<entry>/classes/<folder>/<file>
 *
 * The token sits in the path before the folder, so the playlists' relative links to their
 * renditions, segments and subtitles inherit it without rewriting. What the link opens is the
 * entry and the files its playlists name (media-rendition.ts), not the whole folder: classes that
 * share a folder do not open each other's files. The player asks for a fresh link while it plays
 * (GET /api/video/{id}, which checks the session and entitlement) and sends its requests with the
 * newest one, so a link needs to live only as long as a refresh may take.
 */

export const SIGNED_MEDIA_PREFIX = '/media/signed';
/** A file name inside a rendition folder: no slashes, no leading dot. */
const FILE = '[A-Za-z0-9_-][A-Za-z0-9_.-]{0,99}';
const FOLDER = 'classes\\/[a-z0-9-]{1,60}\\/';

const signatureOf = (
  secret: string,
  l: { videoId: number; expiresAt: number; folder: string; entry: string },
) =>
  createHmac('sha256', secret)
    .update(`media-v2:${l.videoId}:${l.expiresAt}:${l.folder}${l.entry}`)
    .digest('base64url');

/**
 * Signs a stored media path ('/media/classes/barre/index.m3u8') for one class until `expiresAt`
 * (Unix seconds): answers the signed URL, or undefined for a path outside the class renditions.
 */
export function signMediaPath(
  secret: string,
  mediaPath: string,
  l: { videoId: number; expiresAt: number },
): string | undefined {
  const m = new RegExp(`^/media/(${FOLDER})(${FILE})$`).exec(mediaPath);
  if (!m) return undefined;
  const folder = m[1]!;
  const entry = m[2]!;
  const signature = signatureOf(secret, { ...l, folder, entry });
  return `${SIGNED_MEDIA_PREFIX}/${l.videoId}/${l.expiresAt}/${signature}/${entry}/${folder}${entry}`;
}

export type SignedCheck =
  | { ok: true; videoId: number; expiresAt: number; entry: string; folder: string; file: string }
  | { ok: false; reason: 'malformed' | 'expired' | 'bad-signature' };

const SIGNED = new RegExp(
  `^(\\d{1,10})\\/(\\d{1,12})\\/([A-Za-z0-9_-]{43})\\/(${FILE})\\/(${FOLDER})(${FILE})$`,
);

/**
 * Checks the part of a request path after /media/signed/: answers the class, the entry the link
 * was made for and the file asked for (relative to the media folder) when the signature fits and
 * has not expired. Whether the file belongs to the entry's rendition is the caller's next check.
 */
export function checkSignedPath(secret: string, rest: string, nowMs: number): SignedCheck {
  const m = SIGNED.exec(rest);
  if (!m) return { ok: false, reason: 'malformed' };
  const [, id, exp, signature, entry, folder, file] = m as unknown as string[];
  const videoId = Number(id);
  const expiresAt = Number(exp);
  const expected = Buffer.from(
    signatureOf(secret, { videoId, expiresAt, folder: folder!, entry: entry! }),
  );
  const given = Buffer.from(signature!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'bad-signature' };
  if (expiresAt * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, videoId, expiresAt, entry: entry!, folder: folder!, file: file! };
}
