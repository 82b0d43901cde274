import { createContext, useContext } from 'react';

/** Opens the scan basket dialog from anywhere (the header button, "加入扫货篮" on an offer). */
export const BasketDialogContext = createContext<{ open: () => void } | null>(null);

export function useBasketDialog() {
  const context = useContext(BasketDialogContext);
  if (!context) throw new Error('useBasketDialog outside BasketDialogProvider');
  return context;
}
