import { describe, expect, it } from 'vitest';
import { againAfterDeadlock } from './database.ts';

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('againAfterDeadlock', () => {
  it('runs the work again after a deadlock and answers what the next run gives', async () => {
    let runs = 0;
    const answer = await againAfterDeadlock(async () => {
      runs++;
      if (runs < 3) throw deadlock();
      return 'erased';
    });
    expect([answer, runs]).toEqual(['erased', 3]);
  });

  it('gives up after its attempts with the last deadlock', async () => {
    let runs = 0;
    await expect(
      againAfterDeadlock(async () => {
        runs++;
        throw deadlock();
      }, 2),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(runs).toBe(2);
  });

  it('does not run again after any other error', async () => {
    let runs = 0;
    await expect(
      againAfterDeadlock(async () => {
        runs++;
        throw Object.assign(new Error('duplicate key'), { code: '23505' });
      }),
    ).rejects.toThrow('duplicate key');
    expect(runs).toBe(1);
  });
});
