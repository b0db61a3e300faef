import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { loadAreas, useT, type Area } from '../lib/i18n.ts';
import { RouteErrorBoundary } from './route-error.tsx';

/** A lazy page (or a lazy part of one, with its props) whose messages, beyond the public ones, download with its code. */
export function lazyIn<P extends object>(areas: Area[], load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => Promise.all([load(), loadAreas(...areas)]).then(([module]) => module));
}

export function PageLoading() {
  const t = useT();
  return (
    <div className="page-loading" role="status">
      <span className="spinner-border text-danger" aria-hidden="true" />
      <span className="visually-hidden">{t('public.loading')}</span>
    </div>
  );
}

/** A lazy page inside an error boundary (e.g. a chunk that fails to load after a deploy) and a loading state. */
export function page(Component: ComponentType): ReactNode {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Component />
      </Suspense>
    </RouteErrorBoundary>
  );
}
