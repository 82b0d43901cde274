import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { acceptedImageTypes, thumbUrl, uploadUrl, type UploadReply } from '../../../src/api/contracts/profile';
import { imageVariants, type ImageVariant } from '../../../src/api/contracts/upload-rules';
import type { Db } from '../db/database';
import { uploads, type UploadKind } from '../db/schema';
import { badRequest, notFound } from '../http/api-error';
import type { ImageStorage, StoredImage } from '../storage/image-storage';
import type { Clock } from './clock';
import type { Member } from './sessions';

/*
 * Image uploads (docs/adr/0022). The bytes decide what a file is (file-type sniffs them); the name and the declared
 * type are the client's word and are ignored. Every image is decoded and encoded again by sharp, which writes no
 * metadata: EXIF, GPS, XMP and comments stay behind, along with anything hidden after the image data. Identity papers
 * are private to their owner and platform staff.
 */

interface UploadContext {
  db: Db;
  clock: Clock;
  storage: ImageStorage;
}

/** A decompression bomb (a small file declaring a huge canvas) is refused before sharp allocates it: 40 megapixels. */
const maxInputPixels = 40_000_000;
/**
 * The longest side kept for papers and photos (issue 25): 4,000 px, enough for a collector to judge perforations,
 * print and a postmark in the viewer at full resolution, and for staff to read a card; larger ones are scaled down.
 * Avatars are a 400 px square.
 */
const maxSide = 4000;
const avatarSide = 400;
/** The variants' quality: a thumbnail is seen small, the medium size on a detail page. */
const variantQuality: Record<ImageVariant, number> = { thumb: 75, medium: 80 };
const storedMime = 'image/webp';

/** Kinds anyone may read at /uploads/{key}; 'identity' (ID cards, licences) only through the private call. */
export const isPublicKind = (kind: UploadKind) => kind !== 'identity';

/**
 * Offers' photos and complaints' evidence are shown nine to a row and on detail pages, so each gets its sized variants
 * (imageVariants: a thumbnail and a medium size) when it is uploaded. A variant's storage key is derived from the
 * upload's, never recorded or handed out: `<key without .webp>_t.webp`, `_m.webp`. An upload key is 24 random
 * characters, so a derived key (26) can never be another upload's; a variant is read only through
 * GET /uploads/{variant}/{upload key}, which checks the upload like GET /uploads/{key} does.
 */
const hasVariants = (kind: UploadKind) => kind === 'product' || kind === 'complaint';
const variantSuffix: Record<ImageVariant, string> = { thumb: '_t', medium: '_m' };
const variantKeyOf = (key: string, variant: ImageVariant) => key.replace(/\.webp$/, `${variantSuffix[variant]}.webp`);
const variantNames = Object.keys(imageVariants) as ImageVariant[];

/**
 * Reads the request's one multipart file (field `file`), refuses what is not a JPEG, PNG, WEBP or GIF by its bytes or
 * is over 5 MB (the multipart limit stops reading there), re-encodes it without metadata, stores it under a random
 * key and records it as the member's upload of `kind`.
 */
export async function receiveImage(ctx: UploadContext, request: FastifyRequest, member: Member, kind: UploadKind): Promise<UploadReply> {
  return (await receiveImageKept(ctx, request, member, kind)).upload;
}

/** receiveImage, with the stored image itself for a caller that reads it at once (OCR). */
export async function receiveImageKept(
  ctx: UploadContext,
  request: FastifyRequest,
  member: Member,
  kind: UploadKind,
): Promise<{ upload: UploadReply; image: StoredImage }> {
  const received = await readFileField(request);
  const sniffed = await fileTypeFromBuffer(received);
  if (!sniffed || !(acceptedImageTypes as readonly string[]).includes(sniffed.mime)) throw badRequest('onlyImagesAllowed');
  const { data, info } = await reencode(received, kind);
  const key = `${randomBytes(18).toString('base64url')}.webp`;
  // The variants first: an upload recorded is one whose variants exist (an older one's are made when first asked).
  if (hasVariants(kind)) for (const variant of variantNames) await ctx.storage.put(variantKeyOf(key, variant), await resized(data, variant), storedMime);
  await ctx.storage.put(key, data, storedMime);
  await ctx.db.insert(uploads).values({
    ownerId: member.id,
    kind,
    key,
    mime: storedMime,
    width: info.width,
    height: info.height,
    bytes: data.length,
    createdAt: ctx.clock(),
  });
  return {
    upload: {
      key,
      url: uploadUrl(key, !isPublicKind(kind)),
      thumbUrl: hasVariants(kind) ? thumbUrl(key) : uploadUrl(key, !isPublicKind(kind)),
      width: info.width,
      height: info.height,
    },
    image: { bytes: data, mime: storedMime },
  };
}

async function readFileField(request: FastifyRequest): Promise<Buffer> {
  let part;
  try {
    part = await request.file();
  } catch (error) {
    if (errorCode(error) === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest('chooseImage');
    throw error;
  }
  if (!part) throw badRequest('chooseImage');
  if (part.fieldname !== 'file') {
    part.file.resume(); // read to its end, so the request completes
    throw badRequest('chooseImage');
  }
  try {
    return await part.toBuffer();
  } catch (error) {
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') throw badRequest('imageTooLarge');
    throw error;
  }
}

const errorCode = (error: unknown) => (error as { code?: unknown }).code;

/** Upright by its EXIF orientation, within the kind's size, as WEBP; sharp keeps no metadata unless asked. */
async function reencode(bytes: Buffer, kind: UploadKind) {
  try {
    const image = sharp(bytes, { limitInputPixels: maxInputPixels }).rotate();
    const sized =
      kind === 'user'
        ? image.resize(avatarSide, avatarSide, { fit: 'cover' })
        : image.resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true });
    return await sized.webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
  } catch {
    // A file whose first bytes say "image" but whose body is not one (truncated, corrupt, too many pixels).
    throw badRequest('imageUnreadable');
  }
}

/** A variant made from the stored image (already upright and without metadata), so it carries none either. */
const resized = (stored: Buffer, variant: ImageVariant) =>
  sharp(stored)
    .resize(imageVariants[variant], imageVariants[variant], { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: variantQuality[variant] })
    .toBuffer();

async function uploadByKey(db: Db, key: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.key, key)).limit(1);
  return row;
}

/** A public upload for anyone (GET /uploads/{key}); a private or unknown key is not found. */
export async function publicImage(ctx: UploadContext, key: string): Promise<StoredImage> {
  const row = await uploadByKey(ctx.db, key);
  if (!row || !isPublicKind(row.kind)) throw notFound();
  return (await ctx.storage.get(key)) ?? throwNotFound();
}

/**
 * A public upload's variant (GET /uploads/thumb/{key}, /uploads/medium/{key}). A photo uploaded before its variants
 * existed gets it made now from the stored image and kept, so it is made once; a kind without variants (an avatar)
 * answers the full image, so a page may ask for a variant of any public key. A private or unknown key is not found.
 */
export async function publicVariant(ctx: UploadContext, key: string, variant: ImageVariant): Promise<StoredImage> {
  const row = await uploadByKey(ctx.db, key);
  if (!row || !isPublicKind(row.kind)) throw notFound();
  const original = async () => (await ctx.storage.get(key)) ?? throwNotFound();
  if (!hasVariants(row.kind)) return original();
  const variantKey = variantKeyOf(key, variant);
  const kept = await ctx.storage.get(variantKey);
  if (kept) return kept;
  const made = { bytes: await resized((await original()).bytes, variant), mime: storedMime };
  await ctx.storage.put(variantKey, made.bytes, made.mime);
  return made;
}

/**
 * A private upload (identity papers) for its owner or platform staff reviewing it; anyone else, visitors included,
 * is told it does not exist.
 */
export async function privateImage(ctx: UploadContext, reader: Member | null, key: string): Promise<StoredImage> {
  const row = await uploadByKey(ctx.db, key);
  if (!row || isPublicKind(row.kind) || !reader || (row.ownerId !== reader.id && !reader.operator)) throw notFound();
  return (await ctx.storage.get(key)) ?? throwNotFound();
}

/** The member's own upload of `kind` under `key` (an avatar to show, papers to submit), or not found. */
export async function ownUpload(db: Db, member: Member, key: string, kind: UploadKind) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.key, key), eq(uploads.ownerId, member.id), eq(uploads.kind, kind)))
    .limit(1);
  if (!row) throw notFound('notYourUpload');
  return row;
}

/**
 * Photos attached to something the member writes (an offer, a complaint, a refund, an account opening's papers):
 * each key must be the member's own upload of `kind`, or the whole request is refused and nothing is written. Keys
 * come already checked for form and count by photoKeysSchema; the order is the member's.
 */
export async function ownPhotos(db: Db, member: Member, keys: readonly string[], kind: UploadKind): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(inArray(uploads.key, [...keys]), eq(uploads.ownerId, member.id), eq(uploads.kind, kind)));
  if (rows.length !== new Set(keys).size) throw notFound('notYourUpload');
  return [...keys];
}

function throwNotFound(): never {
  throw notFound();
}
