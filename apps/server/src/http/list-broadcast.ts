import type { Redis } from 'ioredis';
import { newId } from '../lib/ids.ts';
import type { CachedList, ListChanges } from './list-cache.ts';

interface Message {
  from: string;
  lists: CachedList[];
}

/**
 * Tells every server sharing a Redis which cached lists a write has changed, so each drops its copy within
 * milliseconds instead of at the cache's expiry (which still bounds staleness while Redis is away). A server
 * ignores its own messages: it dropped its copy when it answered the write.
 */
export class ListBroadcast implements ListChanges {
  private readonly self = newId();

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly channel: string,
  ) {}

  /** Subscribes (once Redis answers, and again after each reconnection) and drops what other servers changed. */
  listen(drop: (lists: readonly CachedList[]) => void): void {
    this.subscriber.on('message', (channel: string, text: string) => {
      if (channel !== this.channel) return;
      const message = JSON.parse(text) as Message;
      if (message.from !== this.self) drop(message.lists);
    });
    this.subscriber.subscribe(this.channel).catch(() => undefined);
  }

  publish(lists: readonly CachedList[]): void {
    const message: Message = { from: this.self, lists: [...lists] };
    // Undelivered (Redis away), the other servers' copies expire on their own within the cache's maximum age.
    this.publisher.publish(this.channel, JSON.stringify(message)).catch(() => undefined);
  }
}
