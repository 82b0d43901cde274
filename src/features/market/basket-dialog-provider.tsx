import { useMemo, type ReactNode } from 'react';
import { onDemand, useInbox } from '../shared/on-demand';
import { BasketDialogContext } from './basket-context';

/** The dialog's code (the scan basket machine, its steps) comes with its first opening, not with the page. */
const dialogCode = onDemand(() => import('./basket-dialog'));

/**
 * The scan basket dialog for every page, opened by the header and by "加入扫货篮" (spec section 2, Other dialogs).
 * Opened before its code has arrived, it opens as soon as it has.
 */
export function BasketDialogProvider({ children }: { children: ReactNode }) {
  const inbox = useInbox<'open'>();
  const code = dialogCode.useLoaded();
  const value = useMemo(
    () => ({
      open: () => {
        inbox.send('open');
        dialogCode.load().catch(() => undefined); // not arrived (network down): the next use tries again
      },
    }),
    [inbox],
  );
  return (
    <BasketDialogContext.Provider value={value}>
      {children}
      {code && <code.BasketDialog inbox={inbox} />}
    </BasketDialogContext.Provider>
  );
}
