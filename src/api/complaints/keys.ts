import type { PublicComplaintState } from '../contracts/complaint-names';
import { userKeys } from '../user/keys';
import type { ComplaintListRequest, MyComplaintKind } from './get-complaints';
import type { PunishmentListRequest } from './get-punishments';

/**
 * The query keys of complaints and punishments (docs/architecture.md, "Query keys"): the public bulletin, the member's
 * own, and staff's queues. A complaint published or withdrawn invalidates `mine()` and `bulletin()`; staff's decision
 * invalidates their queues and, through a punishment, `punishments()`.
 */
export const complaintKeys = {
  bulletin: () => [...userKeys.all(), 'bulletin'] as const,
  publicList: (query: ComplaintListRequest & { state?: PublicComplaintState }) => [...complaintKeys.bulletin(), 'list', query] as const,
  detail: (id: number) => [...complaintKeys.bulletin(), 'detail', id] as const,
  mine: () => [...userKeys.all(), 'complaints'] as const,
  myList: (list: MyComplaintKind, query: ComplaintListRequest) => [...complaintKeys.mine(), list, query] as const,
  orders: (memberId: number) => [...complaintKeys.mine(), 'orders', memberId] as const,
  punishments: () => [...userKeys.all(), 'punishments'] as const,
  punishmentNotice: (query: PunishmentListRequest) => [...complaintKeys.punishments(), 'notice', query] as const,
  punishment: (punishId: number) => [...complaintKeys.punishments(), 'detail', punishId] as const,
  myPunishments: (query: PunishmentListRequest) => [...complaintKeys.punishments(), 'mine', query] as const,
  staffComplaints: () => [...userKeys.staff(), 'complaints'] as const,
  staffComplaintList: (query: ComplaintListRequest) => [...complaintKeys.staffComplaints(), query] as const,
  staffComplaint: (id: number) => [...userKeys.staff(), 'complaint', id] as const,
  staffPunishments: () => [...userKeys.staff(), 'punishments'] as const,
  staffPunishmentList: (query: PunishmentListRequest) => [...complaintKeys.staffPunishments(), query] as const,
};
