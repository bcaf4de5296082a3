import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';

/*
 * Profile photos are decoded and re-encoded once, at upload, by sharp (libvips): whatever the
 * upload carried beyond pixels (EXIF with GPS, ICC quirks, trailing bytes, a polyglot) is gone,
 * and the page gets small modern files (ADR 0050).
 */

/** Longest side of a stored photo, pixels: sharp on a 1280 px wide, 2× screen. */
export const PHOTO_MAX_SIDE_PX = 1600;
/** Largest input the decoder accepts, pixels (a decompression bomb stops here). */
const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

/** A photo in both served formats. */
export interface ProcessedPhoto {
  width: number;
  height: number;
  avif: Buffer;
  webp: Buffer;
}

const unsupportedPhoto = () =>
  new AppError(415, 'UNSUPPORTED_FILE_TYPE', 'Photos must be JPEG, PNG, WebP or AVIF images');

/**
 * Decodes `bytes` (JPEG, PNG, WebP or AVIF by content), applies the EXIF orientation, fits it
 * within {@link PHOTO_MAX_SIDE_PX} without enlarging, and encodes AVIF (quality 50) and WebP
 * (quality 80) without metadata.
 * @throws 415 for anything else or an image that does not decode.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let format: string | undefined;
  try {
    format = (await sharp(bytes, options).metadata()).format;
  } catch {
    throw unsupportedPhoto();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw unsupportedPhoto();
  try {
    const base = sharp(bytes, options).rotate().resize({
      width: PHOTO_MAX_SIDE_PX,
      height: PHOTO_MAX_SIDE_PX,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const webp = await base.clone().webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
    const avif = await base.clone().avif({ quality: 50 }).toBuffer();
    return { width: webp.info.width, height: webp.info.height, avif, webp: webp.data };
  } catch {
    throw unsupportedPhoto();
  }
}
