/**
 * The app key of the server's own real-time socket (`/app/{key}`) when PUSHER_APP_KEY and
 * VITE_PUSHER_APP_KEY are not set: the server accepts it and the browser connects with it.
 * One constant for both sides, because a mismatch fails quietly (pusher error 4001, no events).
 */
export const defaultRealtimeAppKey = 'mawid-local';
