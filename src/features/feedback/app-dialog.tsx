import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The app's one modal dialog frame: title (the dialog's accessible name), optional content under the title, body,
 * optional footer and a 关闭 button. Closing in any way (button, Escape, backdrop) calls `onClose`.
 */
export function AppDialog({
  open,
  onClose,
  title,
  belowTitle,
  footer,
  size = 'md',
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  belowTitle?: ReactNode;
  footer?: ReactNode;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" size={size} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="stretch" gap="3">
              <Dialog.Title>{title}</Dialog.Title>
              {belowTitle}
            </Dialog.Header>
            <Dialog.Body pb="6">{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
