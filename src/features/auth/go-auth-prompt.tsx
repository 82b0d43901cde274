import { Text } from '@chakra-ui/react';
import { messages } from '../../api/contracts/messages';
import { AppDialog } from '../shared/app-dialog';

/** The go-authentication prompt: features that need real-name authentication send the member there. */
export function GoAuthPrompt({ open, onClose, onGo }: { open: boolean; onClose: () => void; onGo: () => void }) {
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="实名认证"
      size="xs"
      confirm={{ label: '去认证', onConfirm: onGo }}
    >
      <Text>{messages.notAuthenticated}</Text>
    </AppDialog>
  );
}
