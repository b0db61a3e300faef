import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ListCache } from './list-cache.ts';

const schema = z.object({ n: z.number() });

function counter() {
  let builds = 0;
  return {
    get builds() {
      return builds;
    },
    build: async () => ({ body: { n: ++builds } }),
  };
}

async function read(cache: ListCache, build: () => Promise<{ body: unknown; changesAt?: number }>, variant = 'all') {
  return JSON.parse((await cache.snapshot('events', variant, schema, build)).body.toString()) as { n: number };
}

describe('ListCache', () => {
  it('builds a list once and answers the same bytes until the list is invalidated', async () => {
    const cache = new ListCache();
    const source = counter();
    expect(await read(cache, source.build)).toEqual({ n: 1 });
    expect(await read(cache, source.build)).toEqual({ n: 1 });
    cache.invalidate(['gallery']);
    expect(await read(cache, source.build)).toEqual({ n: 1 });
    cache.invalidate(['events']);
    expect(await read(cache, source.build)).toEqual({ n: 2 });
    expect(source.builds).toBe(2);
  });

  it('keeps each variant apart', async () => {
    const cache = new ListCache();
    const source = counter();
    expect(await read(cache, source.build, 'kata')).toEqual({ n: 1 });
    expect(await read(cache, source.build, 'kumite')).toEqual({ n: 2 });
    expect(await read(cache, source.build, 'kata')).toEqual({ n: 1 });
  });

  it('shares one build between requests that arrive together', async () => {
    const cache = new ListCache();
    const source = counter();
    const replies = await Promise.all([
      read(cache, source.build),
      read(cache, source.build),
      read(cache, source.build),
    ]);
    expect(replies).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    expect(source.builds).toBe(1);
  });

  it('never keeps a build that was invalidated while it ran', async () => {
    const cache = new ListCache();
    let release!: () => void;
    const slow = () => new Promise<{ body: unknown }>((resolve) => (release = () => resolve({ body: { n: 1 } })));
    const inFlight = read(cache, slow);
    cache.invalidate(['events']);
    release();
    expect(await inFlight).toEqual({ n: 1 });
    expect(await read(cache, async () => ({ body: { n: 2 } }))).toEqual({ n: 2 });
  });

  it('expires entries after maxAgeMs and at the moment the content changes by the clock', async () => {
    let now = 1_000;
    const cache = new ListCache(5_000, () => now);
    const source = counter();
    await read(cache, source.build);
    now = 5_999;
    expect(await read(cache, source.build)).toEqual({ n: 1 });
    now = 6_000;
    expect(await read(cache, source.build)).toEqual({ n: 2 });

    const changing = async () => ({ body: { n: 10 }, changesAt: 6_500 });
    cache.invalidate(['events']);
    await read(cache, changing);
    now = 6_499;
    expect(await read(cache, source.build)).toEqual({ n: 10 });
    now = 6_500;
    expect(await read(cache, source.build)).toEqual({ n: 3 });
  });

  it('does not keep a failed build or a body that breaks the schema', async () => {
    const cache = new ListCache();
    await expect(read(cache, () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    await expect(read(cache, async () => ({ body: { n: 'one' } }))).rejects.toThrow();
    expect(await read(cache, async () => ({ body: { n: 1 } }))).toEqual({ n: 1 });
  });

  it('gives a strong ETag that follows the bytes', async () => {
    const cache = new ListCache();
    const first = await cache.snapshot('events', 'all', schema, async () => ({ body: { n: 1 } }));
    cache.invalidate(['events']);
    const same = await cache.snapshot('events', 'all', schema, async () => ({ body: { n: 1 } }));
    cache.invalidate(['events']);
    const changed = await cache.snapshot('events', 'all', schema, async () => ({ body: { n: 2 } }));
    expect(first.etag).toMatch(/^"[\w-]+"$/);
    expect(same.etag).toBe(first.etag);
    expect(changed.etag).not.toBe(first.etag);
  });
});
