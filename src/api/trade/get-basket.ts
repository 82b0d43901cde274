import type { BasketItem } from '../contracts/trade';
import { apiGet } from '../client';

/** The scan basket's rows (GET /api/basket/list). */
export const getBasket = () => apiGet<BasketItem[]>('/api/basket/list');
