import { queryOptions } from '@tanstack/react-query';
import type { BeanPackage } from '../contracts/payments';
import { apiGet } from '../client';

/** The gold-bean packages (GET /api/coin): the system beans config, cheapest first as configured. */
export const getBeanPackages = () => apiGet<BeanPackage[]>('/api/coin');
export const beanPackagesQuery = () => queryOptions({ queryKey: ['coin', 'packages'], queryFn: getBeanPackages });
