import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { AppDialogProps } from './app-dialog';

/**
 * AppDialog's frame: Chakra's dialog (zag's dialog, focus trap, scroll lock), loaded with the first dialog opened. On a
 * phone (below 768 px) every dialog takes the whole screen, its close button a thumb's size. From 768 px up it is a box
 * as tall as its content in the middle of the screen: the recipe's `full` size sets a screen-high minimum, no margin and
 * square corners that its `md` size does not undo, so `fromTablet` puts them back.
 */
export function AppDialogFrame({
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
}: AppDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" size={{ base: 'full', md: size }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...fromTablet}>
            <Dialog.Header flexDirection="column" alignItems="stretch" gap="3">
              <Dialog.Title>{title}</Dialog.Title>
              {belowTitle}
            </Dialog.Header>
            <Dialog.Body pb="6">{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              <CloseButton size={{ base: 'lg', md: 'sm' }} aria-label="关闭" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** What the recipe's `full` size sets, put back from the `md` breakpoint up (see AppDialogFrame). */
const fromTablet = { minH: { md: 'auto' }, borderRadius: { md: 'l3' }, css: { '--dialog-margin': { md: 'auto' } } } as const;
