import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';

/** Reconnection back-off: quick at first, then every 2 s for as long as Redis is away. */
function retryDelay(attempt: number): number {
  return Math.min(attempt * 250, 2000);
}

/**
 * A Redis connection that never holds a request up: commands fail at once while Redis is away
 * (no offline queue, one try, a short timeout) so callers can fall back to in-process state, and
 * the connection keeps reconnecting in the background. An outage is logged once when it starts
 * and once when it ends, never per command. Modes: `commands` (a serving instance), `subscriber`
 * (queues its SUBSCRIBE until connected, resubscribes after every reconnect), `oneshot` (a CLI
 * command: queues while the first connection is made, gives up after one retry).
 */
export class RedisConnection {
  readonly client: Redis;
  private readonly logger: Logger;
  private state: 'connecting' | 'up' | 'down' | 'closed' = 'connecting';
  private readyListeners: (() => void)[] = [];

  constructor(url: string, mode: 'commands' | 'subscriber' | 'oneshot') {
    this.logger = new Logger(`Redis ${mode}`);
    this.client = new Redis(url, {
      enableOfflineQueue: mode !== 'commands',
      maxRetriesPerRequest: mode === 'subscriber' ? null : 1,
      commandTimeout: mode === 'subscriber' ? undefined : 1000,
      connectTimeout: 2000,
      retryStrategy: mode === 'oneshot' ? (attempt) => (attempt > 1 ? null : 250) : retryDelay,
    });
    this.client.on('ready', () => {
      if (this.state === 'closed') return;
      if (this.state === 'down') this.logger.log('Redis is reachable again; shared state is back.');
      this.state = 'up';
      for (const listener of this.readyListeners) listener();
    });
    this.client.on('error', (error: Error) => this.wentDown(error.message));
    this.client.on('end', () => this.wentDown('connection closed'));
  }

  /** Called every time the connection becomes ready (the first time and after each reconnect). */
  onReady(listener: () => void): void {
    this.readyListeners.push(listener);
  }

  /** Notes a failed command (the caller falls back); logged only if it starts an outage. */
  failed(error: unknown): void {
    this.wentDown(error instanceof Error ? error.message : String(error));
  }

  async close(): Promise<void> {
    this.readyListeners = [];
    this.state = 'closed';
    if (this.client.status === 'end') return;
    // QUIT goes through the command queue: without a connection it would wait for one (forever on
    // the subscriber, whose requests retry without limit), so a Redis that never answered is just dropped.
    if (this.client.status !== 'ready') {
      this.client.disconnect();
      return;
    }
    try {
      await this.client.quit();
    } catch {
      this.client.disconnect();
    }
  }

  private wentDown(reason: string): void {
    if (this.state === 'down' || this.state === 'closed') return;
    const first = this.state === 'connecting';
    this.state = 'down';
    this.logger.warn(`${first ? 'Cannot reach' : 'Lost'} Redis (${reason}); using in-process state until it is back.`);
  }
}
