import { queryOptions } from '@tanstack/react-query';
import type { SiteLink } from '../contracts/home-names';
import { apiGet } from '../client';

/** 友情链接 (GET /api/links): they change rarely. */
export const getFriendLinks = () => apiGet<SiteLink[]>('/api/links');
export const friendLinksQuery = () => queryOptions({ queryKey: ['home', 'links'], queryFn: getFriendLinks, staleTime: 10 * 60_000 });

/** The community forum's hot topics (GET /api/bbs/hot). */
export const getForumTopics = () => apiGet<SiteLink[]>('/api/bbs/hot');
export const forumTopicsQuery = () => queryOptions({ queryKey: ['home', 'forum'], queryFn: getForumTopics, staleTime: 5 * 60_000 });
