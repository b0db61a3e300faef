import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import type { MessageKey } from '@academy/contract';
import { PageHeader } from '../../../../components/page-header.tsx';
import { SpinnerButton } from '../../../../components/spinner-button.tsx';
import { useT } from '../../../../lib/i18n.ts';
import { usePublicPath } from '../../../../lib/language-paths.ts';
import '../events.css';

interface Props {
  title: string;
  trail?: ComponentProps<typeof PageHeader>['trail'];
  /** The event is not there (a way on to every event), rather than not loaded (try again). */
  missing: boolean;
  message: MessageKey;
  retrying: boolean;
  onRetry: () => void;
}

/** An event's page, or its results, that cannot show: what went wrong, and the one thing to do about it. */
export function EventPageProblem({ title, trail, missing, message, retrying, onRetry }: Props) {
  const t = useT();
  const publicPath = usePublicPath();
  return (
    <div className="events-page">
      <PageHeader title={title} trail={trail}>
        {t('events.lead')}
      </PageHeader>
      <div className="container events-section">
        <div className="events-error" role="alert">
          <p className="mb-3">{t(message)}</p>
          {missing ? (
            <Link to={publicPath('/events')} className="btn btn-danger">
              {t('events.page.seeAll')}
            </Link>
          ) : (
            <SpinnerButton type="button" variant="outline-danger" loading={retrying} onClick={onRetry}>
              {t('events.tryAgain')}
            </SpinnerButton>
          )}
        </div>
      </div>
    </div>
  );
}
