import { beanValueFen } from '../../../../src/api/contracts/money-rules';
import { type PayWay } from '../../../../src/api/contracts/trade-names';
import { beansFor } from '../../../../src/api/contracts/trade-rules';
import { badRequest } from '../../http/api-error';

/**
 * How an order is paid (docs/adr/0028, 0035): `paidBeans` whole gold beans first, `payWay` the rest. Paying with one
 * way is the same payment with no beans (or, for `beans`, with every bean the order needs).
 */
export interface OrderPayment {
  payWay: PayWay;
  paidBeans: number;
}

/**
 * The payment a pay call asks for, on an order of `amount` fen: beans beyond what the order needs are refused; beans
 * that cover the whole order pay it all with beans (whatever way was named for a rest there is not), so one payment
 * has one record whichever way it was asked for.
 */
export function orderPayment(amount: number, payWay: PayWay = 'balance', beans = 0): OrderPayment {
  const needed = beansFor(amount);
  if (payWay === 'beans') return { payWay, paidBeans: needed };
  if (beans > needed) throw badRequest('payBeansTooMany');
  return beans > 0 && beans === needed ? { payWay: 'beans', paidBeans: beans } : { payWay, paidBeans: beans };
}

/**
 * The fen each part pays: the beans at their fixed value, at most the order (whole beans round up against the member,
 * docs/adr/0028); `payWay` the rest, to the fen.
 */
export function paymentParts(amount: number, payment: OrderPayment): { beanFen: number; restFen: number } {
  const beanFen = Math.min(payment.paidBeans * beanValueFen, amount);
  return { beanFen, restFen: amount - beanFen };
}
