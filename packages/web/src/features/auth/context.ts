import { createContext, useContext } from 'react';

/** Which view the sign-in modal opens on. */
export type AuthDialogView = 'sign-in' | 'sign-up';

export interface AuthDialogOptions {
  /** Called once the customer is signed in (the modal has closed and the token is stored). */
  onSignedIn?: () => void;
}

/**
 * Opens the auth modal (sign-in, sign-up and the dialogs that follow them) from anywhere: the
 * header's Sign In and avatar, the login-or-guest prompt at checkout, the wishlist heart. The
 * provider (features/auth/AuthDialogProvider) mounts the one modal of the app.
 */
export interface AuthDialogApi {
  open: (view: AuthDialogView, options?: AuthDialogOptions) => void;
}

export const AuthDialogContext = createContext<AuthDialogApi | null>(null);

export function useAuthDialog(): AuthDialogApi {
  const api = useContext(AuthDialogContext);
  if (api == null) throw new Error('useAuthDialog needs the AuthDialogProvider above it');
  return api;
}
