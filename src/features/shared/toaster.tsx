import { onDemand } from './on-demand';

/**
 * The one place messages are shown to the user (success, warning, info). The toasts' code loads with the first message
 * (toast-list.tsx); a message raised before it has arrived is shown when it does, in order.
 */
const toastList = onDemand(() => import('./toast-list'));

function show(title: string, type: 'success' | 'warning' | 'info', duration: number) {
  toastList.load().then(
    ({ toaster }) => toaster.create({ title, type, duration }),
    () => undefined, // the code did not arrive (network down): the message is lost, the next one tries again
  );
}

export const notify = {
  success: (title: string) => show(title, 'success', 2500),
  warning: (title: string) => show(title, 'warning', 3500),
  info: (title: string) => show(title, 'info', 2500),
};

/** Where the toasts render, inside the app's providers: nothing until the first message. */
export function Toaster() {
  const list = toastList.useLoaded();
  return list ? <list.ToastList /> : null;
}
