import { useMutation } from '@tanstack/react-query';
import type { DepositAccount } from '../contracts/membership';
import { postDepositMove, refreshingMembership, type DepositInput } from './deposit-money';

/** 缴纳押金 from the balance (POST /api/deposit/payment), with the payment password. */
export const payDeposit = (input: DepositInput) => postDepositMove<DepositAccount>('/api/deposit/payment', input);
export const usePayDeposit = () => useMutation(refreshingMembership('deposit-pay', payDeposit));
