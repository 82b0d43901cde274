import { queryOptions } from '@tanstack/react-query';
import type { TraderHomepage } from '../contracts/trade';
import { apiGet } from '../client';

/** A member's public trading card (GET /api/anon/trade/homepage/{id}, /trade/homepage/{id}). */
export const getTraderHomepage = (id: number) => apiGet<TraderHomepage>(`/api/anon/trade/homepage/${id}`);
export const traderHomepageQuery = (id: number) => queryOptions({ queryKey: ['trader-homepage', id], queryFn: () => getTraderHomepage(id) });
