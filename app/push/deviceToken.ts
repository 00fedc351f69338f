/**
 * The device push token (Firebase Cloud Messaging), sent with the login calls. Without
 * configuration, support or permission it quietly answers null: push is a bonus, never a blocker,
 * and no error ever reaches the user. Firebase loads only when configured (it is ~190 MB of
 * package and a large chunk; nobody else pays for it).
 */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain?: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  vapidKey: string;
}

type Env = Record<string, string | boolean | undefined>;

export function firebaseConfigFromEnv(env: Env = import.meta.env): FirebaseWebConfig | null {
  const read = (name: string) => (typeof env[name] === 'string' && env[name] ? (env[name] as string) : undefined);
  const apiKey = read('VITE_FIREBASE_API_KEY');
  const projectId = read('VITE_FIREBASE_PROJECT_ID');
  const messagingSenderId = read('VITE_FIREBASE_MESSAGING_SENDER_ID');
  const appId = read('VITE_FIREBASE_APP_ID');
  const vapidKey = read('VITE_FIREBASE_VAPID_KEY');
  if (!apiKey || !projectId || !messagingSenderId || !appId || !vapidKey) return null;
  return { apiKey, projectId, messagingSenderId, appId, vapidKey, authDomain: read('VITE_FIREBASE_AUTH_DOMAIN') };
}

export interface DeviceTokenDeps {
  config: FirebaseWebConfig | null;
  /** Asks the browser for notification permission ('granted' | 'denied' | 'default'). */
  requestPermission: () => Promise<NotificationPermission>;
  /** Registers the service worker that receives pushes. */
  registerWorker: () => Promise<ServiceWorkerRegistration>;
  /** Gets the FCM token (loads Firebase lazily). */
  fetchToken: (config: FirebaseWebConfig, registration: ServiceWorkerRegistration) => Promise<string | null>;
}

async function fetchFirebaseToken(config: FirebaseWebConfig, registration: ServiceWorkerRegistration): Promise<string | null> {
  const [{ initializeApp, getApps }, messaging] = await Promise.all([import('firebase/app'), import('firebase/messaging')]);
  if (!(await messaging.isSupported())) return null;
  const app = getApps()[0] ?? initializeApp(config);
  return messaging.getToken(messaging.getMessaging(app), { vapidKey: config.vapidKey, serviceWorkerRegistration: registration });
}

const browserDeviceTokenDeps = (): DeviceTokenDeps => ({
  config: firebaseConfigFromEnv(),
  requestPermission: () =>
    typeof Notification === 'undefined' ? Promise.resolve('denied' as NotificationPermission) : Notification.requestPermission(),
  registerWorker: () => navigator.serviceWorker.register('/push-sw.js'),
  fetchToken: fetchFirebaseToken,
});

/** The device token, or null when push is not configured, not supported, not allowed or fails. */
export async function requestDeviceToken(deps: DeviceTokenDeps = browserDeviceTokenDeps()): Promise<string | null> {
  if (!deps.config) return null;
  try {
    if ((await deps.requestPermission()) !== 'granted') return null;
    const registration = await deps.registerWorker();
    return (await deps.fetchToken(deps.config, registration)) || null;
  } catch {
    return null;
  }
}
