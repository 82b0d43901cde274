import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { messages } from '../../api/contracts/messages';

/** The go-authentication prompt: features that need real-name authentication send the member there. */
export function GoAuthPrompt({ open, onClose, onGo }: { open: boolean; onClose: () => void; onGo: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} role="alertdialog" placement="center" size="xs">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>实名认证</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{messages.notAuthenticated}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                取消
              </Button>
              <Button colorPalette="brand" onClick={onGo}>
                去认证
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
