import { createContext, useContext } from 'react';

export interface LoginDialogOptions {
  /** Closed without logging in (a login-only page sends the visitor home). */
  onCancel?: () => void;
  onSuccess?: () => void;
}

export interface AuthDialogs {
  openLogin(options?: LoginDialogOptions): void;
  openProtocol(type: number): void;
  openGoAuth(): void;
}

export const AuthDialogsContext = createContext<AuthDialogs | null>(null);

function useAuthDialogs(): AuthDialogs {
  const dialogs = useContext(AuthDialogsContext);
  if (!dialogs) throw new Error('auth dialogs are used outside <AuthDialogsProvider>');
  return dialogs;
}

export const useLoginDialog = () => ({ open: useAuthDialogs().openLogin });
export const useProtocolViewer = () => ({ open: useAuthDialogs().openProtocol });
export const useGoAuthPrompt = () => ({ open: useAuthDialogs().openGoAuth });
