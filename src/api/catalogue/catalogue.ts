import { queryOptions } from '@tanstack/react-query';
import type { CatalogueArea, CatalogueQuery, VarietyCardPage, CategoryMarket } from '../contracts/catalogue';
import { checkedBody } from '../checked-body';
import { apiGet } from '../client';
import { catalogueKeys } from './keys';

/** The catalogue's 专区 with their counts, years and newest varieties (GET /api/anon/product/specialArea?size). */
export const getSpecialAreas = (size: number) => apiGet<CatalogueArea[]>('/api/anon/product/specialArea', { size });
export const specialAreasQueryOptions = (size = 0) => queryOptions({ queryKey: catalogueKeys.areas(size), queryFn: () => getSpecialAreas(size) });

/** Each 专区's market now: open offers, deals of 7 days, last deal (GET /api/anon/product/category/trade). */
export const getCategoryMarkets = () => apiGet<CategoryMarket[]>('/api/anon/product/category/trade');
export const categoryMarketsQueryOptions = () => queryOptions({ queryKey: catalogueKeys.categoryMarkets(), queryFn: getCategoryMarkets });

/**
 * A page of varieties (GET /api/anon/product/varieties): the catalogue's filters and /sp's form. The query is checked
 * first with the schema the server parses it with (a year range upside down is refused here with its message).
 */
export const getVarieties = (query: CatalogueQuery) =>
  checkedBody(import('../contracts/catalogue').then((m) => m.catalogueQuery), query).then((checked) =>
    apiGet<VarietyCardPage>('/api/anon/product/varieties', checked),
  );
export const varietiesQueryOptions = (query: CatalogueQuery) =>
  queryOptions({ queryKey: catalogueKeys.varieties(query), queryFn: () => getVarieties(query), retry: false });
