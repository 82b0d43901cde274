import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The usual footer: 取消 (closes) and one action, red when it cannot be undone, busy while its call runs. */
export interface DialogConfirm {
  label: string;
  onConfirm: () => void;
  busy?: boolean;
  danger?: boolean;
}

/**
 * The app's one modal dialog frame: title (the dialog's accessible name), optional content under the title, body,
 * a footer (`confirm` for the usual 取消 + action, or any `footer`) and a 关闭 button. Closing in any way (button,
 * Escape, backdrop, 取消) calls `onClose`.
 */
export function AppDialog({
  open,
  onClose,
  title,
  belowTitle,
  confirm,
  footer = confirm && (
    <>
      <Button variant="outline" onClick={onClose}>
        取消
      </Button>
      <Button colorPalette={confirm.danger ? 'red' : 'brand'} loading={confirm.busy} loadingText={confirm.label} onClick={confirm.onConfirm}>
        {confirm.label}
      </Button>
    </>
  ),
  size = 'md',
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  belowTitle?: ReactNode;
  confirm?: DialogConfirm;
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
