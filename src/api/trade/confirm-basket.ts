import type { BasketConfirmRequest, ConfirmResult } from '../contracts/trade';
import { apiPost } from '../client';

/** Takes the selected basket rows, one order each, all or none (POST /api/basket/confirm). */
export const confirmBasket = (body: BasketConfirmRequest) => apiPost<ConfirmResult>('/api/basket/confirm', body);
