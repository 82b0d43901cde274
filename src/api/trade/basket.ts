import type { BasketConfirmRequest, BasketItem, ConfirmResult } from '../contracts/trade';
import { apiGet, apiPost } from '../client';

/** The scan basket's calls (spec section 7, Basket). */
export const getBasket = () => apiGet<BasketItem[]>('/api/basket/list');
/** The same rows read again with today's stock and prices, when the member asks (刷新). */
export const refreshBasket = () => apiPost<BasketItem[]>('/api/basket/refresh');
export const addToBasket = (tradeId: number, quantity: number) => apiPost<BasketItem[]>('/api/basket/add', { tradeId, quantity });
export const deleteBasketItem = (id: number) => apiPost<BasketItem[]>(`/api/basket/del/${id}`);
export const clearBasket = () => apiPost<[]>('/api/basket/delAll');
export const confirmBasket = (body: BasketConfirmRequest) => apiPost<ConfirmResult>('/api/basket/confirm', body);
