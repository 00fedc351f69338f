import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** A packages page (the provider's, or the focus user's): the room settings never cover it. */
export function isPackagesPage(pathname: string): boolean {
  return /\/(provider-dashboard\/packages|focus-dashboard-packages)(\/|$)/.test(pathname);
}

/**
 * The room settings modal's open state, opened once when the address carries `video=true`
 * (the landing after a sign-in of someone who uses the room: a focus user with an active package,
 * a provider's super admin). `video` then leaves the address (history replaced, nothing added),
 * so a reload or a language switch does not open it again; a link to `video=true` opens it again. It never opens over a packages page,
 * and closes when one replaces the page under it (an expired package's 423 leads there).
 */
export function useRoomSettingsOnVideoQuery() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const opened = useRef(false);

  const onPackagesPage = isPackagesPage(pathname);
  useEffect(() => {
    if (onPackagesPage) setOpen(false);
  }, [onPackagesPage]);

  useEffect(() => {
    const query = new URLSearchParams(search);
    if (query.get('video') !== 'true') {
      // Once `video` has left the address, a link that asks again (the focus dashboard's) opens them again.
      opened.current = false;
      return;
    }
    if (opened.current) return;
    opened.current = true;
    if (!isPackagesPage(pathname)) setOpen(true);
    query.delete('video');
    const rest = query.toString();
    // Through the router (a replace), so that its location and the address bar agree.
    void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true, preventScrollReset: true });
  }, [pathname, search, hash, navigate]);

  return { isOpen: isOpen && !onPackagesPage, open: () => setOpen(true), onOpenChange: setOpen };
}
