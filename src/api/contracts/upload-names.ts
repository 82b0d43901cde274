/*
 * Uploads without zod (docs/adr/0022; issue 15): the limits, the form of a key and where an image is read. Pages that
 * only show pictures (an offer's gallery, a market row's thumbnail, /magnifier) import these and load no schema;
 * profile.ts re-exports them beside its schemas.
 */

/** Uploads: the sniffed types accepted (never the file name or the declared type) and the size limit. */
export const maxImageBytes = 5 * 1024 * 1024;
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/**
 * A stored image's key as the server makes it: random, with the stored format's extension. Anything else is no key of
 * ours (and can never name a path outside the storage folder).
 */
export const uploadKeyPattern = /^[A-Za-z0-9_-]{20,64}\.(?:webp|jpg)$/;

/** Where a stored image is read: public kinds at /uploads/{key}, private ones (identity papers) through the API. */
export const uploadUrl = (key: string, privateFile = false) => (privateFile ? `/api/upload/private/${key}` : `/uploads/${key}`);
/**
 * A public upload's thumbnail (issue 15): product and complaint photos get a small one when uploaded, which lists and
 * galleries show; the viewer opens uploadUrl. Any other public key (an avatar, an older upload) answers its full image
 * here, so a list may ask for the thumbnail of any public key.
 */
export const thumbUrl = (key: string) => `/uploads/thumb/${key}`;

/** The most photos an offer, a complaint or a refund carries (issue 15). */
export const maxPhotos = 9;
