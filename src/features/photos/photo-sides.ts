/**
 * An offer's first photo is the stamp's front (正面) and its second the back (背面): the publish form asks for them in
 * that order (PhotosField of kind product), and the offer's page and the viewer label them so (issue 25). Offers carry
 * their photos as an ordered list of keys, so the side is the place; later photos (details, a block's corners) carry none.
 */
export const photoSides = ['正面', '背面'] as const;

/** The side the photo at `index` shows, when it has one. */
export const photoSide = (index: number): string | undefined => photoSides[index];
