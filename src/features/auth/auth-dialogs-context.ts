import { createContext, useContext } from 'react';

/** Where "go authenticate" leads (the personal centre's real-name page). */
export const authenticationPath = '/person/authentication';

export interface LoginDialogOptions {
  /** Closed without logging in (a login-only page sends the visitor home). */
  onCancel?: () => void;
  onSuccess?: () => void;
}

export interface AuthDialogsHandle {
  openLogin(options?: LoginDialogOptions): void;
  openProtocol(type: number): void;
  openGoAuth(): void;
  /** The session learnt that the member's phone is not verified: the login dialog's phone step. */
  forcePhoneStep(): void;
}

/** What AuthDialogsProvider asks of the dialogs (auth-dialogs.tsx), which may still be loading. */
export type AuthCommand =
  | { type: 'openLogin'; options: LoginDialogOptions }
  | { type: 'openProtocol'; protocolType: number }
  | { type: 'openGoAuth' }
  | { type: 'forcePhoneStep' };

export const AuthDialogsContext = createContext<AuthDialogsHandle | null>(null);

function useAuthDialogs(): AuthDialogsHandle {
  const dialogs = useContext(AuthDialogsContext);
  if (!dialogs) throw new Error('auth dialogs are used outside <AuthDialogsProvider>');
  return dialogs;
}

export const useLoginDialog = () => ({ open: useAuthDialogs().openLogin });
export const useProtocolViewer = () => ({ open: useAuthDialogs().openProtocol });
export const useGoAuthPrompt = () => ({ open: useAuthDialogs().openGoAuth });
