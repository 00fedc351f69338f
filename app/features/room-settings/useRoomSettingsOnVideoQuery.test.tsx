import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isPackagesPage, useRoomSettingsOnVideoQuery } from './useRoomSettingsOnVideoQuery';

function renderAt(entry: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>;
  return renderHook(() => ({ settings: useRoomSettingsOnVideoQuery(), navigate: useNavigate(), location: useLocation() }), { wrapper });
}

describe('the room settings after sign-in', () => {
  it('open once on the dashboard the sign-in lands on, and video leaves the address', async () => {
    const { result } = renderAt('/ar/provider-dashboard?video=true');
    await waitFor(() => expect(result.current.location.search).toBe(''));
    expect(result.current.settings.isOpen).toBe(true);
  });

  it('open again when a link asks for them after they were closed', async () => {
    const { result } = renderAt('/en/focus-dashboard?video=true');
    await waitFor(() => expect(result.current.location.search).toBe(''));
    act(() => result.current.settings.onOpenChange(false));
    expect(result.current.settings.isOpen).toBe(false);
    act(() => {
      void result.current.navigate('/en/focus-dashboard?video=true');
    });
    await waitFor(() => expect(result.current.location.search).toBe(''));
    expect(result.current.settings.isOpen).toBe(true);
  });

  it('stay closed without video=true', () => {
    const { result } = renderAt('/ar/provider-dashboard');
    expect(result.current.settings.isOpen).toBe(false);
  });

  it('never cover a packages page, and close when an expired package leads there', async () => {
    const { result } = renderAt('/en/provider-dashboard?video=true');
    await waitFor(() => expect(result.current.settings.isOpen).toBe(true));
    act(() => {
      void result.current.navigate('/en/provider-dashboard/packages');
    });
    expect(result.current.settings.isOpen).toBe(false);
    act(() => {
      void result.current.navigate('/en/provider-dashboard');
    });
    expect(result.current.settings.isOpen).toBe(false);
    expect(renderAt('/en/focus-dashboard-packages?video=true').result.current.settings.isOpen).toBe(false);
  });

  it('knows the packages pages', () => {
    expect(isPackagesPage('/ar/provider-dashboard/packages')).toBe(true);
    expect(isPackagesPage('/tr/focus-dashboard-packages')).toBe(true);
    expect(isPackagesPage('/ar/provider-dashboard/packages-history')).toBe(false);
    expect(isPackagesPage('/ar/provider-dashboard')).toBe(false);
  });
});
