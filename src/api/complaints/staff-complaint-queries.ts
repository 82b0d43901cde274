import { queryOptions } from '@tanstack/react-query';
import type { Page, StaffComplaint } from '../contracts/complaints';
import { apiGet } from '../client';
import type { ComplaintListRequest } from './get-complaints';
import { complaintKeys } from './keys';

/*
 * The staff's complaint reads, apart from the decision (staff-complaints.ts): the route's loader imports these, so the
 * entry does not carry the mutation, its checked body and the message catalogue with them.
 */
export const staffComplaintBase = '/api/operator/complaint';

/** The staff's queue (GET /api/operator/complaint/page): pending ones first, the longest waiting first. */
export const getStaffComplaints = (query: ComplaintListRequest) => apiGet<Page<StaffComplaint>>(`${staffComplaintBase}/page`, { ...query });
export const staffComplaintsQueryOptions = (query: ComplaintListRequest) =>
  queryOptions({ queryKey: complaintKeys.staffComplaintList(query), queryFn: () => getStaffComplaints(query) });

/** One complaint in full (GET /api/operator/complaint/{id}). */
export const getStaffComplaint = (id: number) => apiGet<StaffComplaint>(`${staffComplaintBase}/${id}`);
export const staffComplaintQueryOptions = (id: number) =>
  queryOptions({ queryKey: complaintKeys.staffComplaint(id), queryFn: () => getStaffComplaint(id) });
