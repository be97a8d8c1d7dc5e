import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { PHOTO_MAX_BYTES, PHOTO_SIZE } from '@cld/reference/practice-details';
import { defineFrench } from '@cld/validation/i18n';
import { AppError, type AppErrorKind } from '../../errors.ts';
import type { StoredPhoto } from './store.ts';

/** Decoding stops beyond this many pixels (an "image bomb" declares far more than it weighs). */
export const PHOTO_MAX_PIXELS = 40_000_000;
/** WebP quality of the stored photo: no visible loss at 400 px, about 20–40 KB. */
const WEBP_QUALITY = 80;

export const PHOTO_REQUIRED = 'Choose a photo to upload';
export const PHOTO_WRONG_TYPE = 'Photos must be JPEG, PNG or WebP images';
export const PHOTO_UNREADABLE = 'This file could not be read as a JPEG, PNG or WebP image';
export const PHOTO_TOO_MANY_PIXELS = 'Photos may have at most 40 megapixels';
export const PHOTO_TOO_LARGE = `Photos must be at most ${PHOTO_MAX_BYTES / 1024 / 1024} MB`;

defineFrench({
  [PHOTO_REQUIRED]: 'Choisissez une photo à téléverser.',
  [PHOTO_WRONG_TYPE]: 'La photo doit être une image JPEG, PNG ou WebP.',
  [PHOTO_UNREADABLE]: 'Ce fichier n’a pas pu être lu comme une image JPEG, PNG ou WebP.',
  [PHOTO_TOO_MANY_PIXELS]: 'La photo ne doit pas dépasser 40\u00a0mégapixels.',
  [PHOTO_TOO_LARGE]: `La photo ne doit pas dépasser ${PHOTO_MAX_BYTES / 1024 / 1024}\u00a0Mo.`,
});

/** The error of a refused photo: its status, naming the `photo` field. */
export function photoError(kind: AppErrorKind, message: string, cause?: unknown): AppError {
  return new AppError(kind, message, { issues: [{ path: ['photo'], message }], cause });
}

type PhotoFormat = 'jpeg' | 'png' | 'webp';

/**
 * The format the bytes themselves announce, whatever the Content-Type said: JPEG (FF D8 FF), PNG
 * (89 50 4E 47 0D 0A 1A 0A) or WebP (RIFF….WEBP). Anything else (an SVG, HTML, a GIF) is refused
 * before any decoder sees it.
 */
export function sniffPhotoFormat(bytes: Uint8Array): PhotoFormat | undefined {
  const starts = (signature: number[], offset = 0) =>
    bytes.length >= offset + signature.length &&
    signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return undefined;
}

/**
 * A lawyer's upload as it is stored: decoded by libvips (sharp) within the pixel limit and failing
 * on any decoding error (a truncated or corrupt file), turned upright by its EXIF orientation,
 * cropped to a `PHOTO_SIZE` square and written as WebP without any metadata (EXIF, GPS, XMP, ICC
 * are never copied). A 400 naming `photo` for anything that is not such an image.
 */
export async function processPhoto(input: Buffer): Promise<StoredPhoto> {
  const format = sniffPhotoFormat(input);
  if (!format) throw photoError('bad_request', PHOTO_WRONG_TYPE);
  const options = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' } as const;
  let metadata: Metadata;
  try {
    metadata = await sharp(input, options).metadata();
  } catch (error) {
    throw decodingError(error);
  }
  if (metadata.format !== format) throw photoError('bad_request', PHOTO_UNREADABLE);
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > PHOTO_MAX_PIXELS) {
    throw photoError('bad_request', PHOTO_TOO_MANY_PIXELS);
  }
  try {
    const { data, info } = await sharp(input, { ...options, autoOrient: true })
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover' })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return {
      version: createHash('sha256').update(data).digest('hex').slice(0, 16),
      contentType: 'image/webp',
      image: data,
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    throw decodingError(error);
  }
}

/** libvips' refusal as the lawyer reads it: too many pixels, or not a readable image. */
function decodingError(error: unknown): AppError {
  const tooManyPixels = error instanceof Error && /pixel limit/i.test(error.message);
  return photoError('bad_request', tooManyPixels ? PHOTO_TOO_MANY_PIXELS : PHOTO_UNREADABLE, error);
}
