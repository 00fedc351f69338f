import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { isSocialReturn, loginTabFromQuery, withoutLoginQuery, type LoginTab } from '../features/auth-screens/loginQuery';
import { LoginModalProvider, type OpenLogin } from '../features/website/loginModal';
import { WithFullCatalog } from '../i18n/FullCatalog';
import { SiteFooter } from '../features/website/SiteFooter';
import { SiteNavbar } from '../features/website/SiteNavbar';
import * as styles from './SiteLayout.css';

const loadAuthModals = () => import('../features/auth-screens/AuthModals');
const AuthModals = lazy(() => loadAuthModals().then((module) => ({ default: module.AuthModals })));

/** Fetch the login modals ahead of the click (pointer over or focus on a login entry). */
export const prefetchAuthModals = () => void loadAuthModals();

/**
 * The public website frame: navbar, page, footer, and the login modals. The address can open the
 * login (`?auth_type=company&id=…`, `?auth_type=focus`, `active=focus` for the focus tab) and a
 * Google/Apple return (`?auth_type=focus&provider=…`) is finished here, on whatever page it lands.
 */
export function SiteLayout() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [openedTab, setOpenedTab] = useState<LoginTab | null>(null);
  const [socialPending, setSocialPending] = useState(() => isSocialReturn(search));
  const queryTab = loginTabFromQuery(search);
  const tab = openedTab ?? queryTab;

  // Another page closes a login opened from a button (the links inside the modal lead away).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpenedTab(null);
  }

  useEffect(() => {
    if (isSocialReturn(search)) setSocialPending(true);
  }, [search]);

  const openLogin = useCallback<OpenLogin>((next = 'provider') => setOpenedTab(next), []);
  const close = useCallback(() => {
    setOpenedTab(null);
    setSocialPending(false);
    const rest = withoutLoginQuery(search);
    if (rest !== search) void navigate({ search: rest }, { replace: true });
  }, [navigate, search]);
  const signedIn = useCallback(() => {
    setOpenedTab(null);
    setSocialPending(false);
  }, []);

  return (
    <LoginModalProvider value={openLogin}>
      <div className={styles.frame}>
        <SiteNavbar />
        <div id="main" className={styles.main} tabIndex={-1}>
          <Outlet />
        </div>
        <SiteFooter />
      </div>
      {(tab !== null || socialPending) && (
        <Suspense fallback={null}>
          <WithFullCatalog>
            <AuthModals tab={tab} onTabChange={setOpenedTab} onClose={close} onSignedIn={signedIn} />
          </WithFullCatalog>
        </Suspense>
      )}
    </LoginModalProvider>
  );
}
