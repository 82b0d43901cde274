import { queryOptions } from '@tanstack/react-query';
import type { PriceCircle } from '../contracts/trade';
import { apiGet } from '../client';
import { tradeKeys } from './keys';

/** A product's best bid and ask and its recent deal prices (GET /api/anon/trade/priceCircle/{productId}). */
export const getPriceCircle = (productId: number) => apiGet<PriceCircle>(`/api/anon/trade/priceCircle/${productId}`);
export const priceCircleQueryOptions = (productId: number) => queryOptions({ queryKey: tradeKeys.priceCircle(productId), queryFn: () => getPriceCircle(productId) });
