import { Button, Text } from '@chakra-ui/react';
import { messages } from '../../api/contracts/messages';
import { AppDialog } from '../feedback/app-dialog';

/** The go-authentication prompt: features that need real-name authentication send the member there. */
export function GoAuthPrompt({ open, onClose, onGo }: { open: boolean; onClose: () => void; onGo: () => void }) {
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="实名认证"
      size="xs"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            取消
          </Button>
          <Button colorPalette="brand" onClick={onGo}>
            去认证
          </Button>
        </>
      }
    >
      <Text>{messages.notAuthenticated}</Text>
    </AppDialog>
  );
}
