import { sql, type SQL } from 'drizzle-orm';
import { receivingAddresses as a } from '../../db/schema';

/**
 * A member's default address as an order keeps it (AddressSnapshot), read inside the statement that writes the order:
 * no extra round trip, and the copy is what the address book held at that moment. SQL null when they have none.
 */
export const defaultAddressSnapshot = (userId: number): SQL =>
  sql`(select jsonb_build_object('trueName', ${a.trueName}, 'phone', ${a.phone}, 'province', ${a.province}, 'city', ${a.city}, 'county', ${a.county}, 'address', ${a.address}) from ${a} where ${a.userId} = ${userId} and ${a.isDefault})`;
