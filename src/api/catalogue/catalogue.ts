import { queryOptions } from '@tanstack/react-query';
import type { CatalogueArea, CatalogueQuery, CataloguePage, CategoryMarket } from '../contracts/catalogue';
import { checkedBody } from '../checked-body';
import { apiGet } from '../client';

/** The catalogue's 专区 with their counts, years and newest varieties (GET /api/anon/product/specialArea?size). */
export const getSpecialAreas = (size: number) => apiGet<CatalogueArea[]>('/api/anon/product/specialArea', { size });
export const specialAreasQuery = (size = 0) => queryOptions({ queryKey: ['catalogue', 'areas', size], queryFn: () => getSpecialAreas(size) });

/** Each 专区's market now: open offers, deals of 7 days, last deal (GET /api/anon/product/category/trade). */
export const getCategoryMarkets = () => apiGet<CategoryMarket[]>('/api/anon/product/category/trade');
export const categoryMarketsQuery = () => queryOptions({ queryKey: ['catalogue', 'category-trade'], queryFn: getCategoryMarkets });

/**
 * A page of varieties (GET /api/anon/product/varieties): the catalogue's filters and /sp's form. The query is checked
 * first with the schema the server parses it with (a year range upside down is refused here with its message).
 */
export const getVarieties = (query: CatalogueQuery) =>
  checkedBody(import('../contracts/catalogue').then((m) => m.catalogueQuery), query).then((checked) =>
    apiGet<CataloguePage>('/api/anon/product/varieties', checked),
  );
export const varietiesQuery = (query: CatalogueQuery) =>
  queryOptions({ queryKey: ['catalogue', 'varieties', query], queryFn: () => getVarieties(query), retry: false });
