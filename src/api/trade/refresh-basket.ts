import type { BasketItem } from '../contracts/trade';
import { apiPost } from '../client';

/** The basket's rows read again with today's stock and prices, when the member asks (刷新; POST /api/basket/refresh). */
export const refreshBasket = () => apiPost<BasketItem[]>('/api/basket/refresh');
