import { queryOptions } from '@tanstack/react-query';
import type { ConditionGrade, FormMarket, PriceLine, VarietyDetail } from '../contracts/catalogue';
import { apiGet } from '../client';
import { catalogueKeys } from './keys';

/** The issue of product `id`: facts, pieces and forms (GET /api/anon/product/details/{id}). */
export const getVariety = (id: number) => apiGet<VarietyDetail>(`/api/anon/product/details/${id}`);
export const varietyQueryOptions = (id: number) => queryOptions({ queryKey: catalogueKeys.variety(id), queryFn: () => getVariety(id) });

/** One form's open offers by grade and its last deals (GET /api/anon/product/market/{id}). */
export const getFormMarket = (productId: number) => apiGet<FormMarket>(`/api/anon/product/market/${productId}`);
export const formMarketQueryOptions = (productId: number) =>
  queryOptions({ queryKey: catalogueKeys.formMarket(productId), queryFn: () => getFormMarket(productId) });

/** One form's daily prices over 90 days, of one grade or all (GET /api/anon/product/priceLine/{id}?grade). */
export const getPriceLine = (productId: number, grade: ConditionGrade | null) =>
  apiGet<PriceLine>(`/api/anon/product/priceLine/${productId}`, { grade: grade ?? undefined });
export const priceLineQueryOptions = (productId: number, grade: ConditionGrade | null) =>
  queryOptions({ queryKey: catalogueKeys.priceLine(productId, grade), queryFn: () => getPriceLine(productId, grade) });
