// Receives push messages (Firebase Cloud Messaging's Web Push) and shows them as notifications.
// It needs no Firebase code: FCM only needs a registered worker to deliver to.
self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { notification: { title: event.data ? event.data.text() : '' } };
  }
  const notification = payload.notification || {};
  const data = payload.data || {};
  const title = notification.title || data.title || 'موعد';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: notification.body || data.body || '',
      icon: '/favicon.svg',
      data: { link: (payload.fcmOptions && payload.fcmOptions.link) || data.link || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data && event.notification.data.link) || '/';
  event.waitUntil(self.clients.openWindow(link));
});
