import { createHash } from 'node:crypto';
import { consoleTexts, type StudioImageSlot } from '@jetsweat/contract';
import { HttpError } from '../../platform/http/errors.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';

/** Where the console's images live in the file storage, and the path they are served under. */
export const STUDIO_IMAGE_PREFIX = 'studio-images';
export const STUDIO_IMAGE_PATH = '/media/studio-images';

/** What an image is for: a studio slot, or an instructor's photo. */
export type ImagePurpose = StudioImageSlot | 'instructor';

/** The file's type by its first bytes (never by its name or the type the client claims). */
export function imageTypeOf(bytes: Buffer): 'jpeg' | 'png' | 'webp' | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return undefined;
}

/** Each purpose's largest size: photos and icons are cropped to their square, others fit. */
const shapes: Record<ImagePurpose, { width: number; height: number; crop: boolean }> = {
  logo: { width: 600, height: 600, crop: false },
  favicon: { width: 64, height: 64, crop: true },
  hero: { width: 2000, height: 1200, crop: false },
  img2: { width: 1600, height: 1600, crop: false },
  howItWorks: { width: 1600, height: 1600, crop: false },
  instructor: { width: 600, height: 600, crop: true },
};

/** sharp (libvips, about 10 MB resident) loads at the first upload, not with every instance. */
const loadSharp = () => import('sharp').then((m) => m.default);

/** Decoding stops past this many pixels, so a small file cannot claim a huge picture. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * The upload checked and resized: refused (415) unless its bytes are a JPEG, PNG or WebP image
 * sharp can read, then turned upright, stripped of its metadata and resized for its purpose.
 * Favicons are PNG (every browser shows them), everything else WebP.
 */
export async function resizeImage(bytes: Buffer, purpose: ImagePurpose) {
  if (!imageTypeOf(bytes)) throw new HttpError(415, consoleTexts.imageWrongType, undefined, 'file');
  const shape = shapes[purpose];
  const sharp = await loadSharp();
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({
        width: shape.width,
        height: shape.height,
        fit: shape.crop ? 'cover' : 'inside',
        withoutEnlargement: !shape.crop,
      });
    if (purpose === 'favicon') return { body: await image.png().toBuffer(), ext: 'png' };
    return { body: await image.webp({ quality: 82 }).toBuffer(), ext: 'webp' };
  } catch {
    throw new HttpError(415, consoleTexts.imageUnreadable, undefined, 'file');
  }
}

/**
 * Stores the resized image under a key named by its content's hash, so its address never serves
 * other bytes and can be cached for good; answers that address.
 */
export async function storeImage(
  storage: FileStorage,
  studioId: number,
  image: { body: Buffer; ext: string },
): Promise<string> {
  const hash = createHash('sha256').update(image.body).digest('hex').slice(0, 32);
  const file = `${hash}.${image.ext}`;
  await storage.put(`${STUDIO_IMAGE_PREFIX}/${studioId}/${file}`, image.body);
  return `${STUDIO_IMAGE_PATH}/${studioId}/${file}`;
}
