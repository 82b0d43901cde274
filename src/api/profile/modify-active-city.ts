import { mutationOptions, useMutation } from '@tanstack/react-query';
import { checkedBody } from '../checked-body';
import { apiPost } from '../client';
import type { ModifyActiveCityRequest } from '../contracts/profile';
import { userKeys } from '../user/keys';

/**
 * 常驻城市 (POST /api/userinfo/modifyActiveCity):
 * the body checked first with the server's schema; afterwards the member's info and profile are read again.
 */
export const modifyActiveCity = (input: ModifyActiveCityRequest) =>
  checkedBody(import('../contracts/profile').then((m) => m.modifyActiveCityRequest), input).then((body) =>
    apiPost<null>('/api/userinfo/modifyActiveCity', body),
  );

export const useModifyActiveCity = () =>
  useMutation(
    mutationOptions({
      mutationKey: ['profile', 'activeCity'],
      mutationFn: modifyActiveCity,
      onSuccess: (_d, _i, _r, { client }) => client.invalidateQueries({ queryKey: userKeys.all() }),
    }),
  );
