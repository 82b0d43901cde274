import { queryOptions } from '@tanstack/react-query';
import type { TraderDisclosure } from '../contracts/security';
import type { TraderHomepage } from '../contracts/trade';
import { apiGet } from '../client';
import { tradeKeys } from './keys';

/** A member's public trading card (GET /api/anon/trade/homepage/{id}, /trade/homepage/{id}), with what its owner discloses. */
export const getTraderHomepage = (id: number) => apiGet<TraderHomepage & TraderDisclosure>(`/api/anon/trade/homepage/${id}`);
export const traderHomepageQueryOptions = (id: number) => queryOptions({ queryKey: tradeKeys.traderHomepage(id), queryFn: () => getTraderHomepage(id) });
