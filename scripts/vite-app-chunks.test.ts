import { describe, expect, it } from 'vitest';
import { appChunkGroups } from './vite-app-chunks';

const groupOf = (id: string) =>
  [...appChunkGroups]
    .sort((a, b) => b.priority - a.priority)
    .find((g) => (typeof g.test === 'function' ? g.test(id) : g.test.test(id)))?.name ?? null;

describe("the app's shared chunks", () => {
  it('puts the libraries, the design system, the frame and the plumbing each in one file', () => {
    expect(groupOf('/p/node_modules/react-dom/cjs/react-dom.production.js')).toBe('libraries');
    expect(groupOf('/p/design-system/components/Button/Button.tsx')).toBe('design-system');
    expect(groupOf('/p/design-system/components/Button/Button.css.ts.vanilla.css')).toBe('design-system');
    expect(groupOf('/p/app/features/provider-shell/ProviderLayout.tsx')).toBe('dashboard-frame');
    expect(groupOf('/p/app/api/index.ts')).toBe('app-core');
    // One stylesheet for the app: the screens' styles travel with the design system's.
    expect(groupOf('/p/app/features/reservations/ReservationsPage.css.ts.vanilla.css')).toBe('design-system');
    expect(groupOf('/p/app/features/provider-shell/Sidebar.css.ts.vanilla.css')).toBe('design-system');
    expect(groupOf('/p/app/features/reservations/ReservationsPage.css.ts')).toBeNull();
    expect(groupOf('/p/shared/phone.ts')).toBe('app-core');
  });

  it('leaves each screen and the libraries only some screens use to load when needed', () => {
    expect(groupOf('/p/app/features/reservations/ReservationsPage.tsx')).toBeNull();
    expect(groupOf('/p/node_modules/firebase/messaging/dist/esm/index.esm.js')).toBeNull();
    expect(groupOf('/p/node_modules/@firebase/messaging/dist/esm/index.esm.js')).toBeNull();
    expect(groupOf('/p/node_modules/leaflet/dist/leaflet-src.js')).toBeNull();
    expect(groupOf('/p/node_modules/@fontsource/noto-nastaliq-urdu/files/x.woff2')).toBeNull();
    // One screen's each: the online booking page's QR code, the bank form's IBAN checks.
    expect(groupOf('/p/node_modules/qrcode/lib/browser.js')).toBeNull();
    expect(groupOf('/p/node_modules/ibantools/build/ibantools.js')).toBeNull();
    expect(groupOf('/p/shared/iban.ts')).toBeNull();
  });
});
