import { Link } from 'react-router';
import { useT } from '../lib/i18n.ts';
import { usePublicPath } from '../lib/language-paths.ts';

/**
 * The line every form that collects personal data shows: how the data is used, linked to the privacy notice. The
 * notice opens in a new tab so that reading it does not lose what was typed.
 */
export function PrivacyNoticeLine({ className = '' }: { className?: string }) {
  const t = useT();
  const publicPath = usePublicPath();
  return (
    <p className={`privacy-notice-line small text-body-secondary ${className}`}>
      {t('public.privacyLine.lead')}{' '}
      <Link to={publicPath('/privacy')} target="_blank" rel="noopener">
        {t('public.privacyLine.link')}
      </Link>
    </p>
  );
}
