import { Link } from 'react-router';
import { formatIstIn } from '../../lib/plain-format.ts';
import { useLanguage, useT } from '../../lib/i18n.ts';
import { useStaffAccount } from '../../lib/staff-account.ts';
import './console-board.css';
import './scoring-console.css';

/** /admin/console: a table official's home, the consoles of the tatamis the owner gave them (decision 061). */
export default function ConsoleHomePage() {
  const t = useT();
  const language = useLanguage();
  const { data } = useStaffAccount();
  const consoles = data?.consoles ?? [];
  return (
    <div className="console-page">
      <h1 className="admin-page__title h3">{t('admin.console.homeTitle')}</h1>
      {consoles.length === 0 ? (
        <p className="console-empty">{t('admin.console.homeNone')}</p>
      ) : (
        <ul className="console-home__list">
          {consoles.map((each) => (
            <li key={`${each.eventId}/${each.tatami}`}>
              <Link
                className="console-btn console-btn--next d-block"
                to={`/admin/events/${each.eventId}/console/${each.tatami}`}
              >
                {t('admin.console.homeLink', {
                  tatami: each.tatami,
                  event: each.eventName,
                  date: formatIstIn(each.eventDateTime, 'dd MMM', language),
                })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
