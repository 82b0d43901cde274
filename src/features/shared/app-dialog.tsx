import { useEffect, type ReactNode } from 'react';
import { onDemand } from './on-demand';

/** The usual footer: 取消 (closes) and one action, red when it cannot be undone, busy while its call runs. */
export interface DialogConfirm {
  label: string;
  onConfirm: () => void;
  busy?: boolean;
  danger?: boolean;
}

export interface AppDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  belowTitle?: ReactNode;
  confirm?: DialogConfirm;
  footer?: ReactNode;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  children: ReactNode;
}

/** The frame's code comes with the first dialog opened: no page pays for it before (app-dialog-frame.tsx). */
const frameCode = onDemand(() => import('./app-dialog-frame'));

/**
 * The app's one modal dialog frame: title (the dialog's accessible name), optional content under the title, body,
 * a footer (`confirm` for the usual 取消 + action, or any `footer`) and a 关闭 button. Closing in any way (button,
 * Escape, backdrop, 取消) calls `onClose`. A closed dialog renders nothing (Chakra mounts a dialog's content only
 * while it is open), so until one first opens the frame need not be there: it opens once its code has arrived.
 */
export function AppDialog(props: AppDialogProps) {
  const frame = frameCode.useLoaded();
  const { open } = props;
  useEffect(() => {
    if (open) frameCode.load().catch(() => undefined); // not arrived (network down): the next opening tries again
  }, [open]);
  return frame ? <frame.AppDialogFrame {...props} /> : null;
}
