import { queryOptions } from '@tanstack/react-query';
import type { Prop } from '../contracts/trade';
import { apiGet } from '../client';
import { tradeKeys } from './keys';

/** The props (道具) a publisher can spend gold beans on (GET /api/user/props/list), with their prices. */
export const getProps = () => apiGet<Prop[]>('/api/user/props/list');
export const propsQueryOptions = () => queryOptions({ queryKey: tradeKeys.props(), queryFn: getProps, staleTime: 5 * 60_000 });
