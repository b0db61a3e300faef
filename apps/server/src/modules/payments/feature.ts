import type { Feature } from '../feature.ts';
import { registerMonthlyFeeJobs } from './monthly-fees.ts';
import { registerReceiptJob } from './receipt.ts';
import { paymentsRoutes } from './routes.ts';

export const paymentsFeature: Feature = {
  name: 'payments',
  routes: paymentsRoutes,
  jobs: (runner, deps) => {
    registerReceiptJob(runner, deps);
    registerMonthlyFeeJobs(runner, deps);
  },
};
