import { lazy, Suspense, type ComponentProps } from 'react';

// The card form (its dialog, the bank list) loads when a member opens it, not with the page that offers it.
const CardFormDialogCode = lazy(() => import('./card-form-dialog').then((m) => ({ default: m.CardFormDialog })));

/** 添加银行卡 / 编辑银行卡, its code fetched on first opening (nothing shows until it has arrived). */
export function CardFormDialogOnDemand(props: ComponentProps<typeof CardFormDialogCode>) {
  return (
    <Suspense fallback={null}>
      <CardFormDialogCode {...props} />
    </Suspense>
  );
}
