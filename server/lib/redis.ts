/**
 * The Redis client, built to fail fast: with Redis down, a request must not wait for it. Commands are
 * refused at once while disconnected (no offline queue), a connect or command gives up within about a
 * second, and reconnects happen in the background; callers fall back (rate limits count per process).
 */
import { Redis } from 'ioredis';
import type { Logger } from './logger';

export const REDIS_CONNECT_TIMEOUT_MS = 1000;
export const REDIS_COMMAND_TIMEOUT_MS = 500;

export function connectRedis(url: string, logger: Logger): Redis {
  const redis = new Redis(url, {
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Keep reconnecting in the background, at most every 5 s.
    retryStrategy: (attempt) => Math.min(attempt * 250, 5000),
  });
  let down = false;
  redis.on('error', (err: Error) => {
    if (down) return;
    down = true;
    logger.warn('redis unreachable', { err: err.message });
  });
  redis.on('ready', () => {
    if (down) logger.info('redis reachable again');
    down = false;
  });
  return redis;
}

/** Waits (at most the connect timeout) for the first connection, so the first requests share limits. */
export async function redisReady(redis: Redis): Promise<boolean> {
  if (redis.status === 'ready') return true;
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), REDIS_CONNECT_TIMEOUT_MS);
    redis.on('ready', onReady);
  });
}
