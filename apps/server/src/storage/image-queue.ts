import { unavailable } from '../http/http-error.ts';

export interface ImageQueueLimits {
  /** Jobs running at once. */
  running: number;
  /** Jobs allowed to wait for a free slot; one more is refused with 503. */
  waiting: number;
}

/**
 * Runs image jobs a few at a time so decoding photos never takes every thread of libuv's pool (where argon2
 * verifies logins) nor holds many full-size images in memory at once. Our own few lines rather than p-limit or
 * p-queue: neither refuses work when its line is full, which is the point here, and a freed slot goes straight
 * to the next job in line so a newcomer cannot jump the queue.
 */
export class ImageQueue {
  private active = 0;
  private readonly line: (() => void)[] = [];

  constructor(private readonly limits: ImageQueueLimits) {}

  /** Throws the 503 a job offered now would get, so a caller can refuse before doing any work for it. */
  assertRoom(): void {
    if (this.active >= this.limits.running && this.line.length >= this.limits.waiting) {
      throw unavailable('api.imagesBusy');
    }
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    this.assertRoom();
    if (this.active < this.limits.running) this.active++;
    else await new Promise<void>((resolve) => this.line.push(resolve));
    try {
      return await job();
    } finally {
      const next = this.line.shift();
      if (next) next();
      else this.active--;
    }
  }
}
