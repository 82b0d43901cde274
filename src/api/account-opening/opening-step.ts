import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { AccountOpeningDetail, OpeningPhotosRequest, TieCardConfirmedRequest, TieCardRequest } from '../contracts/cash-out';
import { checkedBody } from '../checked-body';
import { apiPost } from '../client';
import { openingQueryOptions } from './get-opening';

/** One step of the account opening (spec section 7, "Account opening": these paths have no /api). */
export type OpeningStep =
  | { step: 'photoUpload'; body: OpeningPhotosRequest }
  | { step: 'openAccount' }
  | { step: 'tieCard'; body: Omit<TieCardRequest, 'bankCode'> & { bankCode: string } }
  | { step: 'tieCardConfirmed'; body: TieCardConfirmedRequest }
  | { step: 'signContract' };

/** The step's body checked first with the server's schema; answered with the whole opening as it now stands. */
export const sendOpeningStep = async (input: OpeningStep) => {
  const contract = import('../contracts/cash-out');
  switch (input.step) {
    case 'photoUpload':
      return apiPost<AccountOpeningDetail>(
        '/account/photoUpload',
        await checkedBody(
          contract.then((m) => m.openingPhotosRequest),
          input.body,
        ),
      );
    case 'tieCard':
      return apiPost<AccountOpeningDetail>(
        '/account/tieCard',
        await checkedBody(
          contract.then((m) => m.tieCardRequest),
          input.body,
        ),
      );
    case 'tieCardConfirmed':
      return apiPost<AccountOpeningDetail>(
        '/account/tieCardConfirmed',
        await checkedBody(
          contract.then((m) => m.tieCardConfirmedRequest),
          input.body,
        ),
      );
    default:
      return apiPost<AccountOpeningDetail>(`/account/${input.step}`);
  }
};

export const openingStepMutationOptions = () =>
  mutationOptions({
    mutationKey: ['user', 'accountOpening', 'step'],
    mutationFn: sendOpeningStep,
    onSuccess: (detail, _input, _result, { client }) => client.setQueryData(openingQueryOptions().queryKey, detail),
  });

export const useOpeningStep = () => useMutation(openingStepMutationOptions());
