import { queryOptions } from '@tanstack/react-query';
import type { VarietyEditForm } from '../contracts/staff-catalogue';
import { apiGet } from '../client';
import { catalogueKeys } from './keys';

/**
 * GET /api/operator/catalogue/{id}: the variety of product `id` as stored, for the staff's editor. Its own module: the
 * route loads it first, and the writing calls (staff-catalogue.ts) bring the message catalogue that the entry does
 * without.
 */
export const getVarietyEditForm = (id: number) => apiGet<VarietyEditForm>(`/api/operator/catalogue/${id}`);
export const varietyEditFormQueryOptions = (id: number) =>
  queryOptions({ queryKey: catalogueKeys.staffForm(id), queryFn: () => getVarietyEditForm(id) });
