import { mutationOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import type { HelpDetail, HelpRequest, NewsForm, NewsRequest, NoticeDetail, NoticeRequest } from '../contracts/content';
import { checkedBody } from '../checked-body';
import { apiPost } from '../client';
import { contentKeys } from './keys';

/*
 * Staff writing news, notices and help (POST /api/operator/{news,notice,help}/add, edit/{id}, del/{id}; notice
 * pin/{id}). Each body is checked with the server's own schema before it is sent; the server sanitises the HTML.
 * Afterwards every public list is read again ('content'), so the staff's lists and the site show the change.
 */

const contract = () => import('../contracts/content');

/** An item to save: a new one (no id) or an edit. */
export interface Save<R> {
  id?: number;
  request: R;
}
const savePath = (kind: 'news' | 'notice' | 'help', id?: number) => (id === undefined ? `/api/operator/${kind}/add` : `/api/operator/${kind}/edit/${id}`);

export const saveNews = async ({ id, request }: Save<NewsRequest>) =>
  apiPost<NewsForm>(savePath('news', id), await checkedBody(contract().then((m) => m.newsRequest), request));
export const saveNotice = async ({ id, request }: Save<NoticeRequest>) =>
  apiPost<NoticeDetail>(savePath('notice', id), await checkedBody(contract().then((m) => m.noticeRequest), request));
export const saveHelp = async ({ id, request }: Save<HelpRequest>) =>
  apiPost<HelpDetail>(savePath('help', id), await checkedBody(contract().then((m) => m.helpRequest), request));

export const deleteContent = ({ kind, id }: { kind: 'news' | 'notice' | 'help'; id: number }) => apiPost<null>(`/api/operator/${kind}/del/${id}`);
export const pinNotice = async ({ id, pinned }: { id: number; pinned: boolean }) =>
  apiPost<NoticeDetail>(`/api/operator/notice/pin/${id}`, await checkedBody(contract().then((m) => m.noticePinRequest), { pinned }));

/** The public lists and pages, and the staff's copies, are read again after any change. */
const refreshContent = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: contentKeys.all() }), client.invalidateQueries({ queryKey: contentKeys.staffNewsForms() })]);

/** A staff write as a mutation: its call, then everything it may have changed read again. */
const staffWrite = <I, O>(name: string, mutationFn: (input: I) => Promise<O>) =>
  mutationOptions({ mutationKey: ['user', 'staff', name], mutationFn, onSuccess: (_data, _input, _result, { client }) => refreshContent(client) });

export const useSaveNews = () => useMutation(staffWrite('saveNews', saveNews));
export const useSaveNotice = () => useMutation(staffWrite('saveNotice', saveNotice));
export const useSaveHelp = () => useMutation(staffWrite('saveHelp', saveHelp));
export const useDeleteContent = () => useMutation(staffWrite('deleteContent', deleteContent));
export const usePinNotice = () => useMutation(staffWrite('pinNotice', pinNotice));
