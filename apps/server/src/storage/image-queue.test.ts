import { ENGLISH } from '@academy/contract';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error.ts';
import { ImageQueue } from './image-queue.ts';

/** A job that runs until the test lets it finish, recording how many jobs were running alongside it. */
function gatedJobs() {
  let running = 0;
  let mostAtOnce = 0;
  const started: number[] = [];
  const gates = new Map<number, () => void>();
  const job = (n: number) => () =>
    new Promise<number>((resolve) => {
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      started.push(n);
      gates.set(n, () => {
        running--;
        resolve(n);
      });
    });
  const finish = async (n: number) => {
    gates.get(n)!();
    // Lets the queue hand the slot on before the test looks again.
    await new Promise((r) => setImmediate(r));
  };
  return { job, finish, started, mostAtOnce: () => mostAtOnce };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('ImageQueue', () => {
  it('never runs more jobs at once than allowed and starts the waiting ones in order', async () => {
    const queue = new ImageQueue({ running: 2, waiting: 10 });
    const jobs = gatedJobs();
    const results = [1, 2, 3, 4, 5].map((n) => queue.run(jobs.job(n)));
    await settle();
    expect(jobs.started).toEqual([1, 2]);

    await jobs.finish(2);
    expect(jobs.started).toEqual([1, 2, 3]);
    await jobs.finish(1);
    await jobs.finish(3);
    expect(jobs.started).toEqual([1, 2, 3, 4, 5]);
    await jobs.finish(4);
    await jobs.finish(5);

    expect(await Promise.all(results)).toEqual([1, 2, 3, 4, 5]);
    expect(jobs.mostAtOnce()).toBe(2);
  });

  it('refuses with 503 once the waiting line is full, and takes work again when it drains', async () => {
    const queue = new ImageQueue({ running: 1, waiting: 2 });
    const jobs = gatedJobs();
    const accepted = [1, 2, 3].map((n) => queue.run(jobs.job(n)));
    await settle();

    const refused = queue.run(jobs.job(4));
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({ statusCode: 503, message: ENGLISH['api.imagesBusy'] });
    expect(jobs.started).toEqual([1]);

    await jobs.finish(1);
    await jobs.finish(2);
    await jobs.finish(3);
    expect(await Promise.all(accepted)).toEqual([1, 2, 3]);

    const later = queue.run(jobs.job(5));
    await settle();
    await jobs.finish(5);
    expect(await later).toBe(5);
    expect(jobs.mostAtOnce()).toBe(1);
  });

  it('frees the slot of a job that fails', async () => {
    const queue = new ImageQueue({ running: 1, waiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    expect(await queue.run(() => Promise.resolve('next'))).toBe('next');
  });
});
