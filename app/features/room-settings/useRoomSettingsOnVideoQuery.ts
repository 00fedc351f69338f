import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The room settings modal's open state, opened once when the address carries `video=true`
 * (the landing after a focus login with an active package). `video` then leaves the address
 * (history replaced, nothing added), so a reload or a language switch does not open it again.
 */
export function useRoomSettingsOnVideoQuery() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const opened = useRef(false);

  useEffect(() => {
    const query = new URLSearchParams(search);
    if (query.get('video') !== 'true' || opened.current) return;
    opened.current = true;
    setOpen(true);
    query.delete('video');
    const rest = query.toString();
    // Through the router (a replace), so that its location and the address bar agree.
    void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true, preventScrollReset: true });
  }, [pathname, search, hash, navigate]);

  return { isOpen, open: () => setOpen(true), onOpenChange: setOpen };
}
