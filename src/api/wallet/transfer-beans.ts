import { mutationOptions, useMutation } from '@tanstack/react-query';
import { headers } from '../contracts/envelope';
import type { BeanTransfer, BeanTransferResult } from '../contracts/wallet';
import { checkedBody } from '../checked-body';
import { apiRequest } from '../client';
import { walletKeys } from './keys';

export type TransferBeansInput = BeanTransfer & {
  /** Made once per filled form by the caller: a retried click after a lost answer gives the beans once. */
  idempotencyKey: string;
};

/**
 * 金豆赠送 (POST /api/coin/transfer): gold beans to another member, with my payment password. The body is checked first
 * with the schema the server parses it with; the answer's type header refreshes the header's gold beans.
 */
export const transferBeans = ({ idempotencyKey, ...input }: TransferBeansInput) =>
  checkedBody(import('../contracts/wallet').then((m) => m.beanTransferRequest), input).then((body) =>
    apiRequest<BeanTransferResult>('/api/coin/transfer', { method: 'POST', body, headers: { [headers.idempotencyKey]: idempotencyKey } }),
  );

/** Afterwards my logs and purses are read again. */
export const transferBeansMutationOptions = () =>
  mutationOptions({
    mutationKey: ['wallet', 'transfer'],
    mutationFn: transferBeans,
    onSuccess: (_result, _input, _context, { client }) => client.invalidateQueries({ queryKey: walletKeys.all() }),
  });

export const useTransferBeans = () => useMutation(transferBeansMutationOptions());
