import { queryOptions } from '@tanstack/react-query';
import type { NewsForm } from '../contracts/content';
import { apiGet } from '../client';
import { contentKeys } from './keys';

/**
 * GET /api/operator/news/{id}: the item as stored, for the staff's editor (counts no view). Its own module: the route
 * loads it first, and the writing calls (staff-content.ts) bring the message catalogue that the entry does without.
 */
export const getNewsForm = (id: number) => apiGet<NewsForm>(`/api/operator/news/${id}`);
export const newsFormQueryOptions = (id: number) => queryOptions({ queryKey: contentKeys.staffNewsForm(id), queryFn: () => getNewsForm(id) });
