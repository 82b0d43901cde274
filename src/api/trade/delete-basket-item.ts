import type { BasketItem } from '../contracts/trade';
import { apiPost } from '../client';

/** Removes one row from the scan basket (POST /api/basket/del/{id}); answers the rows left. */
export const deleteBasketItem = (id: number) => apiPost<BasketItem[]>(`/api/basket/del/${id}`);
