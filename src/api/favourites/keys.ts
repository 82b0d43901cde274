import type { SmsDirection } from '../contracts/favourite-names';
import type { PageRequest } from '../trade/market';
import { userKeys } from '../user/keys';

/** The query keys of my favourites and SMS records (docs/architecture.md, "Query keys"): private, under `userKeys.all()`. */
export const favouriteKeys = {
  all: () => [...userKeys.all(), 'favourites'] as const,
  varieties: () => [...favouriteKeys.all(), 'varieties'] as const,
  users: () => [...favouriteKeys.all(), 'users'] as const,
  smsRecords: () => [...userKeys.all(), 'sms-records'] as const,
  smsRecordPage: (query: PageRequest & { direction?: SmsDirection }) => [...favouriteKeys.smsRecords(), query] as const,
};
