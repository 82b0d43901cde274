import { queryOptions } from '@tanstack/react-query';
import type { ConditionGrade, FormMarket, PriceLine, VarietyDetail } from '../contracts/catalogue';
import { apiGet } from '../client';

/** The issue of product `id`: facts, pieces and forms (GET /api/anon/product/details/{id}). */
export const getVariety = (id: number) => apiGet<VarietyDetail>(`/api/anon/product/details/${id}`);
export const varietyQuery = (id: number) => queryOptions({ queryKey: ['catalogue', 'variety', id], queryFn: () => getVariety(id) });

/** One form's open offers by grade and its last deals (GET /api/anon/product/market/{id}). */
export const getFormMarket = (productId: number) => apiGet<FormMarket>(`/api/anon/product/market/${productId}`);
export const formMarketQuery = (productId: number) =>
  queryOptions({ queryKey: ['catalogue', 'market', productId], queryFn: () => getFormMarket(productId) });

/** One form's daily prices over 90 days, of one grade or all (GET /api/anon/product/priceLine/{id}?grade). */
export const getPriceLine = (productId: number, grade: ConditionGrade | null) =>
  apiGet<PriceLine>(`/api/anon/product/priceLine/${productId}`, { grade: grade ?? undefined });
export const priceLineQuery = (productId: number, grade: ConditionGrade | null) =>
  queryOptions({ queryKey: ['catalogue', 'price-line', productId, grade], queryFn: () => getPriceLine(productId, grade) });
