import type { Listing, ListingState, PublishType } from '../../api/contracts/trade';
import type { PublishStart } from '../../machines/publish-offer.machine';

export type MyListingAction = 'edit' | 'withdraw' | 'republish';

/**
 * What a publisher may do with an own offer in each state: the server edits and withdraws open offers only
 * (listings.ts, ownOpenListing); an offer that has ended can be published again as a new one.
 */
export const myListingActions: Record<ListingState, readonly MyListingAction[]> = {
  open: ['edit', 'withdraw'],
  withdrawn: ['republish'],
  filled: ['republish'],
};

export const publishTypeNames: Record<PublishType, string> = { 0: '买单', 1: '卖单' };

/** The publish form's start from an offer: its terms, product and kind kept. */
export const publishStartOf = (listing: Listing): PublishStart => ({
  productId: listing.productId,
  price: listing.price,
  quantity: listing.quantity,
  tradeWays: listing.tradeWays.map((w) => w.code),
  deliveryMethods: listing.deliveryMethods.map((d) => d.code),
  remark: listing.remark,
  grade: listing.grade,
  flaws: listing.flaws,
  photos: listing.photos,
});
