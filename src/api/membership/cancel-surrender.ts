import { useMutation } from '@tanstack/react-query';
import type { SurrenderView } from '../contracts/membership';
import { apiPost } from '../client';
import { refreshingMembership } from './deposit-money';

/** 撤销 my waiting surrender (POST /api/deposit/surrender/cancel/{id}): the reservation ends, the deposit stays. */
export const cancelSurrender = (id: number) => apiPost<SurrenderView>(`/api/deposit/surrender/cancel/${id}`);
export const useCancelSurrender = () => useMutation(refreshingMembership('surrender-cancel', cancelSurrender));
