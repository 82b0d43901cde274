import { apiPost } from '../client';

/** Empties the scan basket (POST /api/basket/delAll). */
export const clearBasket = () => apiPost<[]>('/api/basket/delAll');
