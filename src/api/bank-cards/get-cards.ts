import { queryOptions } from '@tanstack/react-query';
import type { BankCard, CardKind } from '../contracts/cash-out';
import { apiGet } from '../client';
import { bankCardKeys } from './keys';

const paths: Record<CardKind, string> = { collect: '/api/user/bank/all', pay: '/api/user/bank/allPayBank' };

/**
 * The member's cards of one kind, the default first, numbers masked (GET /api/user/bank/all: collect cards,
 * allPayBank: quick-pay cards). Keys under 'user' (forgotten on logout) and 'bankCards' (read again after a change).
 */
export const getCards = (kind: CardKind) => apiGet<BankCard[]>(paths[kind]);
export const cardsQueryOptions = (kind: CardKind) => queryOptions({ queryKey: bankCardKeys.cards(kind), queryFn: () => getCards(kind) });
