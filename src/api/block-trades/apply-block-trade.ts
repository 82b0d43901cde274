import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { BlockTradeApplyFields, BlockTradeDetail } from '../contracts/block-trades';
import { headers } from '../contracts/envelope';
import { apiRequest } from '../client';
import { refreshBlockTrades } from './get-block-trades';

/** 申请大宗交易 (POST /api/trade/blockTrades/apply), with the form's idempotency key: a retried send makes one application. */
export const applyBlockTrade = ({ body, attempt }: { body: BlockTradeApplyFields; attempt: string }) =>
  apiRequest<BlockTradeDetail>('/api/trade/blockTrades/apply', { method: 'POST', body, headers: { [headers.idempotencyKey]: attempt } });

export const applyBlockTradeMutationOptions = () =>
  mutationOptions({
    mutationKey: ['block-trades', 'apply'],
    mutationFn: applyBlockTrade,
    onSuccess: (now, _input, _result, { client }) => refreshBlockTrades(client, now),
  });
export const useApplyBlockTrade = () => useMutation(applyBlockTradeMutationOptions());
