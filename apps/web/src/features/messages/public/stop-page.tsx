import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { MessageKey, StopChannel } from '@academy/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { academy } from '../../../config/academy.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { usePublicPath } from '../../../lib/language-paths.ts';
import { useStopMessages } from '../api/stop-messages.ts';
import './stop-page.css';

const STOPPED: Record<StopChannel, MessageKey> = {
  whatsapp: 'consent.stop.stoppedWhatsapp',
  sms: 'consent.stop.stoppedSms',
  all: 'consent.stop.stoppedAll',
};

/** A link that cannot be used: said plainly, with where to ask instead. */
function NotValid() {
  const t = useT();
  return (
    <div className="stop-card stop-card--problem" role="alert">
      <h2 className="stop-card__title">{t('consent.stop.invalidTitle')}</h2>
      <p>{t('consent.stop.invalid')}</p>
      <p className="mb-0">
        {t('consent.stop.ask')} <a href={`mailto:${academy.email}`}>{academy.email}</a>
      </p>
    </div>
  );
}

/**
 * /messages/stop#t=<token> (and /hi/..., /mr/...): the opt-out link in an email. The token rides after `#`, so it
 * never reaches a server's logs or another site's Referer. It asks first (a link
 * preview or a mistaken tap stops nothing), then calls StopMessages and says which channel was stopped, or that the
 * link is not valid. Not prerendered and not for search engines.
 */
export default function StopPage() {
  const t = useT();
  const publicPath = usePublicPath();
  const { hash } = useLocation();
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('t')?.trim() ?? '';
  const stop = useStopMessages();
  const invalid =
    token === '' ||
    token.length > 300 ||
    (stop.error instanceof ApiError && (stop.error.httpStatus === 400 || stop.error.httpStatus === 404));

  let body: ReactNode;
  if (invalid) body = <NotValid />;
  else if (stop.data)
    body = (
      <div className="stop-card" role="status">
        <h2 className="stop-card__title">{t(STOPPED[stop.data.channel])}</h2>
        <p>{t('consent.stop.done')}</p>
        <p className="mb-0">
          <Link to={publicPath('/home')}>{t('consent.stop.home')}</Link>
        </p>
      </div>
    );
  else
    body = (
      <div className="stop-card">
        <h2 className="stop-card__title">{t('consent.stop.question')}</h2>
        <p>{t('consent.stop.explain')}</p>
        {stop.error && (
          <div className="alert alert-danger" role="alert">
            {t('consent.stop.failed', { reason: stop.error.message })}
          </div>
        )}
        <SpinnerButton type="button" loading={stop.isPending} onClick={() => stop.mutate(token)}>
          {t('consent.stop.confirm')}
        </SpinnerButton>
      </div>
    );

  return (
    <div className="stop-page">
      <meta name="robots" content="noindex, nofollow" />
      <PageHeader title={t('public.title.stopMessages')}>
        {t('consent.stop.lead', { academy: academy.name })}
      </PageHeader>
      <div className="container stop-body">{body}</div>
    </div>
  );
}
