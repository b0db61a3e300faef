import type { Deps } from '../deps.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import type { ImageStore } from './image-store.ts';

const IMAGE_DELETE_JOB = 'image.delete';

export function registerImageDeletionJob(jobs: JobRunner, images: ImageStore): void {
  jobs.register<{ key: string }>(IMAGE_DELETE_JOB, {
    maxAttempts: 10,
    handle: ({ key }) => images.remove(key),
  });
}

/**
 * Deletes the files of an image no row refers to any more (replaced or deleted), after `imageDeleteDelayMs`.
 * A backup that took its database snapshot just before the change still finds them to copy; the deletion is a
 * durable job, so a restart in between does not leave them behind.
 */
export async function discardImage(
  deps: Pick<Deps, 'db' | 'images' | 'jobs' | 'config'>,
  key: string | null | undefined,
): Promise<void> {
  if (!key) return;
  const delayMs = deps.config.imageDeleteDelayMs;
  if (delayMs === 0) return deps.images.remove(key);
  const runAt = new Date(Date.now() + delayMs).toISOString();
  await deps.jobs.enqueue(deps.db, IMAGE_DELETE_JOB, { key }, { runAt });
}
