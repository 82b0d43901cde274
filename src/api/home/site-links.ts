import { queryOptions } from '@tanstack/react-query';
import type { OutsideLink } from '../contracts/home-names';
import { apiGet } from '../client';
import { homeKeys } from './keys';

/** 友情链接 (GET /api/links): they change rarely. */
export const getFriendLinks = () => apiGet<OutsideLink[]>('/api/links');
export const friendLinksQueryOptions = () => queryOptions({ queryKey: homeKeys.friendLinks(), queryFn: getFriendLinks, staleTime: 10 * 60_000 });

/** The community forum's hot topics (GET /api/bbs/hot). */
export const getForumTopics = () => apiGet<OutsideLink[]>('/api/bbs/hot');
export const forumTopicsQueryOptions = () => queryOptions({ queryKey: homeKeys.forumTopics(), queryFn: getForumTopics, staleTime: 5 * 60_000 });
