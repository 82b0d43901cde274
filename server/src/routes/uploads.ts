import type { FastifyInstance, FastifyReply } from 'fastify';
import type { BusinessLicenseFields, IdentityCardFields, RecognizeReply } from '../../../src/api/contracts/profile';
import { uploadKeySchema, uploadVariantParams } from '../../../src/api/contracts/profile';
import { imageVariants, type ImageVariant } from '../../../src/api/contracts/upload-names';
import type { AppContext } from '../context';
import { privateImage, publicImage, publicVariant, receiveImage, receiveImageKept } from '../domain/uploads';
import { notFound } from '../http/api-error';
import { ok } from '../http/envelope';
import { optionalMember, requireMember } from '../http/member';
import type { StoredImage } from '../storage/image-storage';

/**
 * Image uploads (spec section 7, "Other": /api/upload/*) and reading them back (docs/adr/0022), and the OCR calls of
 * the authentication forms, which take an identity picture the same way.
 */
export function uploadRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/upload/userImage', async (request) => {
    const member = await requireMember(ctx, request);
    return ok(await receiveImage(ctx, request, member, 'user'), 'uploadSucceeded');
  });

  // Offers' photos and complaints' evidence (issue 15): public once attached, like any product picture.
  app.post('/api/upload/productImage', async (request) => {
    const member = await requireMember(ctx, request);
    return ok(await receiveImage(ctx, request, member, 'product'), 'uploadSucceeded');
  });

  app.post('/api/upload/complaintImage', async (request) => {
    const member = await requireMember(ctx, request);
    return ok(await receiveImage(ctx, request, member, 'complaint'), 'uploadSucceeded');
  });

  // ID cards and business licences: private, read back only by their owner and platform staff.
  app.post('/api/upload/identityImage', async (request) => {
    const member = await requireMember(ctx, request);
    return ok(await receiveImage(ctx, request, member, 'identity'), 'uploadSucceeded');
  });

  // Keys are random and a stored image never changes: a browser and a CDN may keep it for good.
  app.get('/uploads/:key', async (request, reply) => {
    const key = keyOf(request.params);
    return sendImage(reply, await publicImage(ctx, key), 'public, max-age=31536000, immutable');
  });

  // Lists show thumbnails, detail pages the medium size (product and complaint photos have them; other public images
  // answer in full). A variant never changes either: made from an image that never changes. One route per size, with
  // the size a fixed segment: a `:variant` parameter would share the router's node with `/uploads/:key`.
  for (const variant of Object.keys(imageVariants) as ImageVariant[]) {
    app.get(`/uploads/${variant}/:key`, async (request, reply) => {
      const parsed = uploadVariantParams.safeParse({ ...(request.params as object), variant });
      if (!parsed.success) throw notFound(); // no key of ours: answered like an unknown key
      return sendImage(reply, await publicVariant(ctx, parsed.data.key, parsed.data.variant), 'public, max-age=31536000, immutable');
    });
  }

  app.get('/api/upload/private/:key', async (request, reply) => {
    const key = keyOf(request.params);
    return sendImage(reply, await privateImage(ctx, await optionalMember(ctx, request), key), 'private, no-store');
  });

  // The picture is stored like any identity upload, then read: what was read only prefills the form (providers/ocr.ts).
  app.post('/api/user/authentication/recognizeIdentityCard', async (request) => {
    const member = await requireMember(ctx, request);
    const { upload, image } = await receiveImageKept(ctx, request, member, 'identity');
    const reading = await ctx.ocr.identityCard(image);
    return ok<RecognizeReply<IdentityCardFields>>({ ...upload, fields: reading.fields, provider: ctx.ocr.kind }, reading.note);
  });

  app.post('/api/user/authentication/recognizeBusinessLicense', async (request) => {
    const member = await requireMember(ctx, request);
    const { upload, image } = await receiveImageKept(ctx, request, member, 'identity');
    const reading = await ctx.ocr.businessLicense(image);
    return ok<RecognizeReply<BusinessLicenseFields>>({ ...upload, fields: reading.fields, provider: ctx.ocr.kind }, reading.note);
  });
}

/** A key not of our own form is no upload (answered like an unknown one). */
function keyOf(params: unknown): string {
  const parsed = uploadKeySchema.safeParse((params as { key?: unknown }).key);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

function sendImage(reply: FastifyReply, image: StoredImage, cacheControl: string): FastifyReply {
  return reply.header('cache-control', cacheControl).header('content-disposition', 'inline').type(image.mime).send(image.bytes);
}
