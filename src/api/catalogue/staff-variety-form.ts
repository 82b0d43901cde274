import { queryOptions } from '@tanstack/react-query';
import type { VarietyEditForm } from '../contracts/staff-catalogue';
import { apiGet } from '../client';

/**
 * GET /api/operator/catalogue/{id}: the variety of product `id` as stored, for the staff's editor. Its own module: the
 * route loads it first, and the writing calls (staff-catalogue.ts) bring the message catalogue that the entry does
 * without.
 */
export const getVarietyEditForm = (id: number) => apiGet<VarietyEditForm>(`/api/operator/catalogue/${id}`);
export const varietyEditFormQuery = (id: number) =>
  queryOptions({ queryKey: ['user', 'staff', 'catalogue', id], queryFn: () => getVarietyEditForm(id) });
