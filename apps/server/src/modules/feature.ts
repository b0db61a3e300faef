import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import type { DataPage } from '../http/data-page.ts';
import type { ListCache } from '../http/list-cache.ts';
import type { JobRunner } from '../jobs/job-runner.ts';

/** What a job handler may use: built before the app is decorated, so the runner can take work from the start. */
export type JobDeps = Pick<Deps, 'db' | 'jobs' | 'config' | 'translator' | 'tokens' | 'waitingLine'>;

/** What a data page may use: the services' deps, and the cached lists it shares with the API. */
export type PageDeps = Deps & { lists: ListCache };

/**
 * What one feature adds to the server. Each module's `feature.ts` exports one, `features.ts` lists them, and
 * app.ts composes the list: adding a feature touches its own folder and one line there.
 */
export interface Feature {
  /** The module's folder name, for logs and for reading the list. */
  name: string;
  /** Registers the feature's endpoints at the addresses the contract's endpoint table gives them. */
  routes: (app: FastifyInstance) => Promise<void>;
  /** Durable jobs the feature runs (jobs/job-runner.ts), registered before the runner starts. */
  jobs?: (runner: JobRunner, deps: JobDeps) => void;
  /** Public pages whose head (title, description, preview image) the server fills from the feature's data. */
  pages?: (deps: PageDeps) => DataPage[];
}
