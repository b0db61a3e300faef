import { Component, type ErrorInfo, type ReactNode } from 'react';
import { currentLanguage, t } from '../lib/i18n.ts';
import { languagePath } from '@academy/contract';

interface State {
  failed: boolean;
}

/** Shown when a page fails to render or its code cannot be loaded (e.g. after a deploy). */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('page failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="container py-5 text-center" role="alert">
        <h1 className="h3">{t('public.routeError.title')}</h1>
        <p className="text-secondary">{t('public.routeError.text')}</p>
        <button type="button" className="btn btn-danger me-2" onClick={() => window.location.reload()}>
          {t('public.routeError.reload')}
        </button>
        <a className="btn btn-outline-dark" href={languagePath(currentLanguage(), '/home')}>
          {t('public.routeError.home')}
        </a>
      </section>
    );
  }
}
