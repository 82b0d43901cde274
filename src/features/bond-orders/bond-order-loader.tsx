import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { bondOrderQueryOptions } from '../../api/bonds/bond-queries';
import type { BondOrderDetail } from '../../api/contracts/bonds';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { Loading } from '../shared/loading';

/** One bond order for a page about it (its detail, records, success; staff's review): loading, refused, or the order. */
export function BondOrderLoader({ id, children }: { id: number; children: (order: BondOrderDetail) => ReactNode }) {
  const order = useQuery(bondOrderQueryOptions(id));
  if (order.isPending) return <Loading />;
  if (!order.data) return <ErrorLine error={failureMessage(order.error)} />;
  return children(order.data);
}
