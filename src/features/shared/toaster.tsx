import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';

/** The one place messages are shown to the user (success, warning, info), top of the page like the spec's toasts. */
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 3 });

export const notify = {
  success: (title: string) => toaster.create({ title, type: 'success', duration: 2500 }),
  warning: (title: string) => toaster.create({ title, type: 'warning', duration: 3500 }),
  info: (title: string) => toaster.create({ title, type: 'info', duration: 2500 }),
};

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            <Toast.Indicator />
            <Stack gap="1" flex="1">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
