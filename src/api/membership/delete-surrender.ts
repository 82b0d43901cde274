import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../client';
import { refreshingMembership } from './deposit-money';

/** 删除 a finished surrender from my list (POST /api/deposit/surrender/del/{id}); it is kept for the books. */
export const deleteSurrender = (id: number) => apiPost<null>(`/api/deposit/surrender/del/${id}`);
export const useDeleteSurrender = () => useMutation(refreshingMembership('surrender-delete', deleteSurrender));
