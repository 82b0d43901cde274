import { z } from 'zod';
import { messages } from './messages';
import { addressSnapshotSchema } from './trade';
import { fromUrl, idParam, int, phoneSchema, text } from './validation';

/**
 * 收货地址: the member's own address book (spec sections 3 and 5, "Address form"; section 7, "Profile, addresses and
 * cards"). Calls live under /api/receiving/. A member keeps at most `maxAddresses`, exactly one of them the default
 * while any exist; orders keep a copy of the default (AddressSnapshot) when they are confirmed.
 */

/** The limit the server holds (messages.addressLimit says it to the member). */
export const maxAddresses = 20;

/** An area id of the tree GET /api/areas/tree answers (GB/T 2260 digits: 2 province, 4 city, 6 county). */
const areaId = text(messages.chooseDeliveryAddress).regex(/^\d{2,6}$/, { error: messages.chooseDeliveryAddress });

/**
 * POST add and edit/{id}: the add-address form's body, checked by the form and by the server. Fields are in the
 * form's order, so the first broken rule is the first field the member must fix. `code` is an SMS code sent to the
 * member's own bound phone for the purpose 'address' (the receiver's phone may be anyone's).
 */
export const addressRequest = z.object({
  trueName: text(messages.fillReceiver)
    .trim()
    .min(1, { error: messages.fillReceiver })
    .min(3, { error: messages.receiverLength })
    .max(30, { error: messages.receiverLength }),
  phone: phoneSchema,
  /** [province, city, county] ids; the server checks they are one chain of the tree and stores their names. */
  addressArr: z.array(areaId, { error: messages.chooseDeliveryAddress }).length(3, { error: messages.chooseDeliveryAddress }),
  address: text(messages.fillContactAddress)
    .trim()
    .min(1, { error: messages.fillContactAddress })
    .max(100, { error: messages.contactAddressTooLong }),
  defaultAddress: z.boolean({ error: messages.invalidRequest }).default(false),
  code: text(messages.fillCode)
    .trim()
    .min(1, { error: messages.fillCode })
    .regex(/^\d{6}$/, { error: messages.codeWrong }),
});
export type AddressRequest = z.input<typeof addressRequest>;
export type AddressInput = z.output<typeof addressRequest>;

/** edit/{id}, del/{id}, setDef/{id}: the path's id (the browser checks the number it writes into the path with it). */
export const addressParams = z.object({ id: idParam });

/** GET infos?state: 1 only the default address; absent or 0 all of them. */
export const addressInfosQuery = z.object({ state: fromUrl(int(0, 1)).optional() });

/** Spec section 3, Address: one entry of the address book, its region's ids and names as they were chosen. */
export const addressSchema = addressSnapshotSchema.extend({
  id: z.number().int(),
  defaultAddress: z.boolean(),
  /** [provinceId, cityId, countyId] as the area tree writes them. */
  addressArr: z.tuple([z.string(), z.string(), z.string()]),
});
export type Address = z.infer<typeof addressSchema>;
