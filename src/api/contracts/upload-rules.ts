/*
 * Uploads without zod (docs/adr/0022; issue 15): the limits, the form of a key and where an image is read. Pages that
 * only show pictures (an offer's gallery, a market row's thumbnail, /magnifier) import these and load no schema;
 * profile.ts re-exports them beside its schemas.
 */

/** Uploads: the sniffed types accepted (never the file name or the declared type) and the size limit. */
export const maxImageBytes = 5 * 1024 * 1024;
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type AcceptedImageType = (typeof acceptedImageTypes)[number];
/** The limit in whole megabytes, for the messages that name it (图片不能超过5MB). */
export const maxImageMegabytes = maxImageBytes / 1024 / 1024;

/** How many first bytes sniffImageType reads: WEBP's signature ends at the twelfth. */
export const imageSignatureBytes = 12;
const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The accepted type a file's first bytes announce (JPEG, PNG, GIF, WEBP), or null. The browser's cheap first look
 * before sending (issue 25): the server still sniffs the whole file with file-type and decodes it.
 */
export function sniffImageType(head: Uint8Array): AcceptedImageType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/**
 * Why a file cannot be uploaded, judged as the server would before anything is sent: its first bytes are no accepted
 * image (or, when they could not be read, its declared type is none), or it is over the limit. Null when it may go.
 */
export function imageRefusal(file: { size: number; type: string }, head: Uint8Array | null): 'onlyImagesAllowed' | 'imageTooLarge' | null {
  const type = head ? sniffImageType(head) : (acceptedImageTypes as readonly string[]).includes(file.type);
  if (!type) return 'onlyImagesAllowed';
  if (file.size > maxImageBytes) return 'imageTooLarge';
  return null;
}

/**
 * A stored image's key as the server makes it: random, with the stored format's extension. Anything else is no key of
 * ours (and can never name a path outside the storage folder).
 */
export const uploadKeyPattern = /^[A-Za-z0-9_-]{20,64}\.(?:webp|jpg)$/;

/** Where a stored image is read: public kinds at /uploads/{key}, private ones (identity papers) through the API. */
export const uploadUrl = (key: string, privateFile = false) => (privateFile ? `/api/upload/private/${key}` : `/uploads/${key}`);
/**
 * The sized copies of a public photo (issues 15 and 25), by their longest side in pixels: lists and galleries show the
 * thumbnail, a detail page the medium size; the image viewer and /magnifier open the original (uploadUrl, kept up to
 * 4,000 px so a collector can judge perforations and print). Product and complaint photos have them; any other public
 * key (an avatar) answers its full image at a variant's address, so a page may ask for a variant of any public key.
 */
export const imageVariants = { thumb: 320, medium: 1200 } as const;
export type ImageVariant = keyof typeof imageVariants;
export const variantUrl = (key: string, variant: ImageVariant) => `/uploads/${variant}/${key}`;
export const thumbUrl = (key: string) => variantUrl(key, 'thumb');
export const mediumUrl = (key: string) => variantUrl(key, 'medium');
/** An <img srcset> offering a public photo's sizes, for `sizes` to choose from (the original's width when known). */
export const photoSrcSet = (key: string, width?: number) =>
  [`${thumbUrl(key)} ${imageVariants.thumb}w`, `${mediumUrl(key)} ${imageVariants.medium}w`, ...(width && width > imageVariants.medium ? [`${uploadUrl(key)} ${width}w`] : [])].join(', ');

/** The most photos an offer, a complaint or a refund carries (issue 15). */
export const maxPhotos = 9;
