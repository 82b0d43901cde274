import { queryOptions } from '@tanstack/react-query';
import type { BeanPackage } from '../contracts/payments';
import { apiGet } from '../client';
import { paymentKeys } from './keys';

/** The gold-bean packages (GET /api/coin): the system beans config, cheapest first as configured. */
export const getBeanPackages = () => apiGet<BeanPackage[]>('/api/coin');
export const beanPackagesQueryOptions = () => queryOptions({ queryKey: paymentKeys.beanPackages(), queryFn: getBeanPackages });
