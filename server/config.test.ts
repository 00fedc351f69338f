import { describe, expect, it } from 'vitest';
import { defaultRealtimeAppKey } from '../api-spec/realtime';
import { loadConfig } from './config';

describe('configuration', () => {
  it('defaults to the embedded database, the SMS outbox and 127.0.0.1:3000', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({ env: 'development', port: 3000, host: '127.0.0.1', dataDir: '/srv/app/.data', databaseUrl: undefined, sms: { driver: 'outbox' }, seedDemo: true });
    expect(config.uploads.dir).toBe('/srv/app/.data/uploads');
    expect(config.realtime.external).toBeUndefined();
    // The browser connects with this key when VITE_PUSHER_APP_KEY is not set (app/realtime/echo.ts).
    expect(config.realtime.key).toBe(defaultRealtimeAppKey);
  });

  it('refuses to start production without a real SMS driver, mail driver and secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/real SMS driver/);
    const whatsapp = { WHATSAPP_ACCESS_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '1', WHATSAPP_APP_SECRET: 'w', WHATSAPP_VERIFY_TOKEN: 'v' };
    const real = { NODE_ENV: 'production', SMS_HTTP_URL: 'https://sms.example', MAIL_HTTP_URL: 'https://mail.example', PUSHER_APP_SECRET: 's', APP_SECRET: 'a', ...whatsapp };
    // Customers' messages go by the Cloud API in production, with its webhook's secrets.
    expect(() => loadConfig({ ...real, WHATSAPP_ACCESS_TOKEN: undefined })).toThrow(/WhatsApp Cloud API/);
    expect(() => loadConfig({ ...real, WHATSAPP_APP_SECRET: '' })).toThrow(/WHATSAPP_APP_SECRET/);
    expect(() => loadConfig({ ...real, MAIL_HTTP_URL: '' })).toThrow(/mail driver/);
    expect(() => loadConfig({ ...real, APP_SECRET: undefined })).toThrow(/APP_SECRET/);
    const config = loadConfig(real);
    expect(config).toMatchObject({ env: 'production', sms: { driver: 'http' }, whatsapp: { driver: 'http' }, seedDemo: false });
  });

  it('switches to an external Pusher-protocol server only with its credentials', () => {
    expect(() => loadConfig({ PUSHER_HOST: 'ws.example.com' })).toThrow(/PUSHER_APP_ID/);
    const config = loadConfig({ PUSHER_HOST: 'ws.example.com', PUSHER_APP_ID: '1', PUSHER_APP_KEY: 'k', PUSHER_APP_SECRET: 's' });
    expect(config.realtime).toEqual({ appId: '1', key: 'k', secret: 's', external: { host: 'ws.example.com', port: 443, useTLS: true, cluster: undefined } });
  });

  it('keeps uploads on local disk by default, and refuses S3 storage with a setting missing or malformed', () => {
    expect(loadConfig({}).uploads).toMatchObject({ driver: 'local', publicPrefix: '/uploads', s3: undefined });
    expect(() => loadConfig({ UPLOADS_DRIVER: 'ftp' })).toThrow(/UPLOADS_DRIVER must be local or s3/);
    const s3 = {
      UPLOADS_DRIVER: 's3',
      S3_ENDPOINT: 'https://s3.me-south-1.amazonaws.com/',
      S3_REGION: 'me-south-1',
      S3_BUCKET: 'mawid-uploads',
      S3_ACCESS_KEY_ID: 'AKID',
      S3_SECRET_ACCESS_KEY: 'sk-9f8e7d',
      S3_PUBLIC_URL: 'https://cdn.example.com/uploads/',
    };
    expect(() => loadConfig({ UPLOADS_DRIVER: 's3' })).toThrow(
      'UPLOADS_DRIVER=s3 needs S3_ENDPOINT, S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL',
    );
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: ' ' })).toThrow(/^UPLOADS_DRIVER=s3 needs S3_SECRET_ACCESS_KEY \(/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 's3.amazonaws.com' })).toThrow(/S3_ENDPOINT must be an http\(s\) URL/);
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'Mawid_Uploads' })).toThrow(/S3_BUCKET must be a bucket name/);
    expect(() => loadConfig({ ...s3, S3_PUBLIC_URL: 'cdn.example.com' })).toThrow(/S3_PUBLIC_URL must be/);
    // A wrong setting never echoes the secret.
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'nope' })).not.toThrow(/sk-9f8e7d/);
    expect(loadConfig(s3).uploads).toMatchObject({
      driver: 's3',
      publicPrefix: 'https://cdn.example.com/uploads',
      s3: {
        endpoint: 'https://s3.me-south-1.amazonaws.com',
        region: 'me-south-1',
        bucket: 'mawid-uploads',
        accessKeyId: 'AKID',
        secretAccessKey: 'sk-9f8e7d',
        publicUrl: 'https://cdn.example.com/uploads',
      },
    });
  });

  it('reads lists and numbers, and rejects nonsense', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, https://b.example' }).corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SMS_DRIVER: 'pigeon' })).toThrow(/SMS_DRIVER/);
  });

  it('trusts X-Forwarded-For only from a counted or listed proxy, never from everyone', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7, fd00::/8' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'loadbalancer' })).toThrow(/TRUST_PROXY/);
  });
});
