import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  businessLicenseFieldsSchema,
  identityCardFieldsSchema,
  recognizeReplySchema,
  uploadKeyParams,
  uploadReplySchema,
} from '../../../src/api/contracts/profile';
import { imageVariants, type ImageVariant } from '../../../src/api/contracts/upload-rules';
import type { AppContext } from '../context';
import { privateImage, publicImage, publicVariant, receiveImage, receiveImageKept } from '../domain/uploads';
import { notFound } from '../http/api-error';
import { ok } from '../http/envelope';
import { optionalMember } from '../http/member';
import { answer, gated, memberOf, type Api } from '../http/route-schemas';
import type { StoredImage } from '../storage/image-storage';

/** What reading an image answers: its bytes in a stored format (uploadKeyPattern's extensions); a key not found is the usual failure. */
const imageBytes = { schema: z.string().describe('图片') };
const image = {
  params: uploadKeyParams,
  response: { 200: { description: '图片', content: { 'image/webp': imageBytes, 'image/jpeg': imageBytes } } },
};

/**
 * Image uploads (spec section 7, "Other": /api/upload/*) and reading them back (docs/adr/0022), and the OCR calls of
 * the authentication forms, which take an identity picture the same way. An upload is multipart (one file), which
 * no JSON schema describes: the routes declare their answers.
 */
export function uploadRoutes(app: Api, ctx: AppContext): void {
  gated(app, ctx, 'member', (member) => {
    const upload = { response: answer(uploadReplySchema) };

    member.post('/api/upload/userImage', { schema: upload }, async (request) =>
      ok(await receiveImage(ctx, request, memberOf(request), 'user'), 'uploadSucceeded'),
    );

    // Offers' photos and complaints' evidence (issue 15): public once attached, like any product picture.
    member.post('/api/upload/productImage', { schema: upload }, async (request) =>
      ok(await receiveImage(ctx, request, memberOf(request), 'product'), 'uploadSucceeded'),
    );

    member.post('/api/upload/complaintImage', { schema: upload }, async (request) =>
      ok(await receiveImage(ctx, request, memberOf(request), 'complaint'), 'uploadSucceeded'),
    );

    // ID cards and business licences: private, read back only by their owner and platform staff.
    member.post('/api/upload/identityImage', { schema: upload }, async (request) =>
      ok(await receiveImage(ctx, request, memberOf(request), 'identity'), 'uploadSucceeded'),
    );

    // The picture is stored like any identity upload, then read: what was read only prefills the form (providers/ocr.ts).
    member.post(
      '/api/user/authentication/recognizeIdentityCard',
      { schema: { response: answer(recognizeReplySchema(identityCardFieldsSchema)) } },
      async (request) => {
        const { upload, image } = await receiveImageKept(ctx, request, memberOf(request), 'identity');
        const reading = await ctx.ocr.identityCard(image);
        return ok({ ...upload, fields: reading.fields, provider: ctx.ocr.kind }, reading.note);
      },
    );

    member.post(
      '/api/user/authentication/recognizeBusinessLicense',
      { schema: { response: answer(recognizeReplySchema(businessLicenseFieldsSchema)) } },
      async (request) => {
        const { upload, image } = await receiveImageKept(ctx, request, memberOf(request), 'identity');
        const reading = await ctx.ocr.businessLicense(image);
        return ok({ ...upload, fields: reading.fields, provider: ctx.ocr.kind }, reading.note);
      },
    );
  });

  // Keys are random and a stored image never changes: a browser and a CDN may keep it for good.
  app.get('/uploads/:key', { schema: image }, async (request, reply) =>
    sendImage(reply, await publicImage(ctx, keyOf(request.params)), 'public, max-age=31536000, immutable'),
  );

  // Lists show thumbnails, detail pages the medium size (product and complaint photos have them; other public images
  // answer in full). A variant never changes either: made from an image that never changes. One route per size, with
  // the size a fixed segment: a `:variant` parameter would share the router's node with `/uploads/:key`.
  for (const variant of Object.keys(imageVariants) as ImageVariant[]) {
    app.get(`/uploads/${variant}/:key`, { schema: image }, async (request, reply) =>
      sendImage(reply, await publicVariant(ctx, keyOf(request.params), variant), 'public, max-age=31536000, immutable'),
    );
  }

  app.get('/api/upload/private/:key', { schema: image }, async (request, reply) =>
    sendImage(reply, await privateImage(ctx, await optionalMember(ctx, request), keyOf(request.params)), 'private, no-store'),
  );
}

/** A key not of our own form is no upload (answered like an unknown one). */
function keyOf({ key }: { key: string | null }): string {
  if (key === null) throw notFound();
  return key;
}

function sendImage(reply: FastifyReply, image: StoredImage, cacheControl: string): FastifyReply {
  return reply.header('cache-control', cacheControl).header('content-disposition', 'inline').type(image.mime).send(image.bytes);
}
