/**
 * Publishing real-time events. Three ways, one interface:
 *  - local: straight to the sockets of this process (one process, the default);
 *  - redis: through a Redis channel that every process subscribes to, each delivering to its own
 *    sockets (several processes behind a load balancer; REDIS_URL);
 *  - external: to a Pusher-protocol server (Pusher Channels, Soketi, Reverb) through the `pusher`
 *    SDK (PUSHER_HOST + PUSHER_APP_*); the embedded socket then only serves nobody.
 */
import { Redis } from 'ioredis';
import Pusher from 'pusher';
import type { Config } from '../config';
import type { SocketHub } from './hub';

export interface Broadcaster {
  readonly mode: 'local' | 'redis' | 'external';
  publish(channel: string, event: string, data: unknown): Promise<void>;
  close(): Promise<void>;
}

const redisChannel = 'mawid:realtime';

interface Envelope {
  channel: string;
  event: string;
  data: unknown;
}

export function localBroadcaster(hub: SocketHub): Broadcaster {
  return {
    mode: 'local',
    publish: async (channel, event, data) => hub.deliver(channel, event, data),
    close: async () => {},
  };
}

/** Every process publishes to Redis and delivers what it receives from Redis (its own events included). */
export async function redisBroadcaster(
  url: string,
  hub: SocketHub,
  onError: (error: unknown) => void,
  /** Called with each event before it reaches this process's sockets (the app forgets its kept answers: answer-cache.ts). */
  beforeDelivery: () => void = () => {},
): Promise<Broadcaster> {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  await publisher.connect();
  await subscriber.connect();
  await subscriber.subscribe(redisChannel);
  subscriber.on('message', (_channel: string, raw: string) => {
    try {
      const { channel, event, data } = JSON.parse(raw) as Envelope;
      beforeDelivery();
      hub.deliver(channel, event, data);
    } catch (error) {
      onError(error);
    }
  });
  return {
    mode: 'redis',
    publish: async (channel, event, data) => {
      await publisher.publish(redisChannel, JSON.stringify({ channel, event, data } satisfies Envelope));
    },
    close: async () => {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

export function externalBroadcaster(realtime: Config['realtime']): Broadcaster {
  const external = realtime.external;
  if (!external) throw new Error('externalBroadcaster needs PUSHER_HOST');
  const pusher = new Pusher({
    appId: realtime.appId,
    key: realtime.key,
    secret: realtime.secret,
    host: external.host,
    port: String(external.port),
    useTLS: external.useTLS,
    ...(external.cluster ? { cluster: external.cluster } : {}),
  });
  return {
    mode: 'external',
    publish: async (channel, event, data) => {
      await pusher.trigger(channel, event, data);
    },
    close: async () => {},
  };
}
