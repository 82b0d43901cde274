import { Avatar, Button, Stack } from '@chakra-ui/react';
import { useRef } from 'react';
import { acceptedImageTypes } from '../../api/contracts/profile';
import { messages } from '../../api/contracts/messages';
import { useChangeAvatar } from '../../api/profile/modify-picture';
import { useSessionActions } from '../session';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { notify } from '../shared/toaster';

/**
 * The avatar and its 更换头像 button: the chosen picture is uploaded (multipart, POST /api/upload/userImage), stored
 * as a 400 px square without its metadata, and made the avatar (modifyPicture); the header follows.
 */
export function AvatarUpload({ userName, headImg }: { userName: string; headImg: string }) {
  const input = useRef<HTMLInputElement>(null);
  const change = useChangeAvatar();
  const { refreshUser } = useSessionActions();
  const chosen = (file: File | undefined) => {
    if (!file) return;
    change.mutate(file, {
      onSuccess: () => {
        notify.success(messages.profileSaved);
        refreshUser();
      },
    });
  };
  return (
    <Stack align="center" gap="2" flexShrink={0}>
      <Avatar.Root size="2xl">
        <Avatar.Fallback name={userName} />
        {headImg && <Avatar.Image src={headImg} alt="头像" />}
      </Avatar.Root>
      <input
        ref={input}
        type="file"
        hidden
        aria-label="选择头像图片"
        accept={acceptedImageTypes.join(',')}
        onChange={(e) => {
          chosen(e.target.files?.[0]);
          e.target.value = ''; // the same file may be chosen again after a refusal
        }}
      />
      <Button size="xs" variant="outline" loading={change.isPending} loadingText="上传中" onClick={() => input.current?.click()}>
        更换头像
      </Button>
      <ErrorLine error={change.isError ? failureMessage(change.error) : null} />
    </Stack>
  );
}
