import { useMutation } from '@tanstack/react-query';
import type { SurrenderView } from '../contracts/membership';
import { postDepositMove, refreshingMembership, type DepositInput } from './deposit-money';

/** 申请退还押金 (POST /api/deposit/withdraw): a surrender, reserved in the deposit for the platform's holding period. */
export const withdrawDeposit = (input: DepositInput) => postDepositMove<SurrenderView>('/api/deposit/withdraw', input);
export const useWithdrawDeposit = () => useMutation(refreshingMembership('deposit-withdraw', withdrawDeposit));
