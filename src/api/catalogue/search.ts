import { queryOptions } from '@tanstack/react-query';
import type { VarietyCardPage, MemberCard, MemberSearchQuery, VarietySearchQuery } from '../contracts/catalogue';
import type { Page } from '../contracts/trade';
import { checkedBody } from '../checked-body';
import { apiGet } from '../client';
import { catalogueKeys } from './keys';

/**
 * The site search (/search): varieties by name or catalogue number (GET /api/anon/product/search) or members by name
 * (GET /api/anon/user/search). The words are checked first with the server's schema: none is refused here with
 * 请输入品名关键字 / 请输入会员关键字, and nothing is sent.
 */
export const searchVarieties = (query: VarietySearchQuery) =>
  checkedBody(import('../contracts/catalogue').then((m) => m.varietySearchQuery), query).then((checked) =>
    apiGet<VarietyCardPage>('/api/anon/product/search', checked),
  );
export const varietySearchQueryOptions = (query: VarietySearchQuery) =>
  queryOptions({ queryKey: catalogueKeys.varietySearch(query), queryFn: () => searchVarieties(query), retry: false });

export const searchMembers = (query: MemberSearchQuery) =>
  checkedBody(import('../contracts/catalogue').then((m) => m.memberSearchQuery), query).then((checked) =>
    apiGet<Page<MemberCard>>('/api/anon/user/search', checked),
  );
export const memberSearchQueryOptions = (query: MemberSearchQuery) =>
  queryOptions({ queryKey: catalogueKeys.memberSearch(query), queryFn: () => searchMembers(query), retry: false });
