import { mutationOptions, useMutation } from '@tanstack/react-query';
import { checkedBody } from '../checked-body';
import { apiPost } from '../client';
import { uploadUserImage } from './upload-image';
import { userKeys } from '../user/keys';

/** Shows an uploaded avatar (POST /api/userinfo/modifyPicture with the key of the member's own upload). */
export const modifyPicture = (key: string) =>
  checkedBody(import('../contracts/profile').then((m) => m.modifyPictureRequest), { key }).then((body) =>
    apiPost<{ url: string }>('/api/userinfo/modifyPicture', body),
  );

/** The avatar change as the member makes it: the picture is uploaded, then made the avatar; the header follows. */
export const changeAvatar = async (file: File) => modifyPicture((await uploadUserImage(file)).key);

export const useChangeAvatar = () =>
  useMutation(
    mutationOptions({
      mutationKey: ['profile', 'avatar'],
      mutationFn: changeAvatar,
      onSuccess: (_d, _i, _r, { client }) => client.invalidateQueries({ queryKey: userKeys.info() }),
    }),
  );
