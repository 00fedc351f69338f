/**
 * One process (`npm start`): the built web app at `/`, the API at `/api`, its reference at
 * `/api/docs`, the real-time socket at `/app/{key}`. Migrates the database at start, seeds the
 * demo data on the first start and prints how to sign in; on SIGTERM/SIGINT it stops accepting,
 * finishes the requests in flight and closes the database.
 */
import { buildApp } from './app';
import { loadConfig } from './config';
import { seedDemo } from './db/seed';
import { notifyExpiringPackages } from './domain/packages';

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error(`Configuration error: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const app = await buildApp(config);

if (config.seedDemo) {
  const logins = await seedDemo(app.deps.db);
  if (logins) {
    const width = Math.max(...logins.map((l) => l.who.length));
    const lines = logins.map((l) => `  ${l.who.padEnd(width)}  ${l.login}  (${l.secret})`);
    app.log.info('demo data seeded');
    console.log(['', 'Demo logins (first start):', ...lines, ''].join('\n'));
  }
}

// "Your package expires soon": checked now and every hour (each subscription is told once).
const remindExpiringPackages = () =>
  notifyExpiringPackages(app.deps, new Date()).catch((error: unknown) => app.log.error({ err: error }, 'package expiry reminders failed'));
void remindExpiringPackages();
const reminders = setInterval(() => void remindExpiringPackages(), 3_600_000);
reminders.unref();

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  const force = setTimeout(() => {
    app.log.error('requests still running after 10 s; exiting');
    process.exit(1);
  }, 10_000);
  force.unref();
  clearInterval(reminders);
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
};
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
console.log(`Mawid is running on ${config.publicUrl} (API reference: ${config.publicUrl}/api/docs)`);
