import { createContext, useContext } from 'react';
import type { LoginTab } from '../auth-screens/loginQuery';

/** Opens the site's login modal on a tab (the navbar, the hero and the free-trial call to action use it). */
export type OpenLogin = (tab?: LoginTab) => void;

const LoginModalContext = createContext<OpenLogin>(() => undefined);

export const LoginModalProvider = LoginModalContext.Provider;

export function useOpenLogin(): OpenLogin {
  return useContext(LoginModalContext);
}
