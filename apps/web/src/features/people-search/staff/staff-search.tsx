import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatMobile, SEARCH_LIMITS, type BookingHit, type PersonHit } from '@academy/contract';
import { formatListDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { usePeopleSearch } from '../api/search-people.ts';
import { useEventLink } from './event-link.ts';
import '../../../styles/bootstrap/forms.scss';
import './staff-search.css';

const TYPING_PAUSE_MS = 250;

/** The text as the server is asked it: once typing pauses, so each key does not cost a request. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

function PersonLine({ person }: { person: PersonHit }) {
  const t = useT();
  const who = person.child
    ? t('admin.search.childOf', { guardian: person.guardianName ?? '' })
    : t(person.trains ? 'admin.search.student' : 'admin.search.parent');
  const mobile = formatMobile(person.mobileNumber);
  return (
    <>
      <span className="staff-search__name">{person.fullName}</span>
      <span className="staff-search__meta">
        {who} · {person.mobileIsGuardians ? t('admin.search.guardiansPhone', { mobile }) : mobile}
      </span>
    </>
  );
}

function BookingLine({ booking }: { booking: BookingHit }) {
  const t = useT();
  return (
    <>
      <span className="staff-search__name">
        {booking.bookingCode} · {booking.fighterName}
      </span>
      <span className="staff-search__meta">
        {booking.eventName} · {formatListDate(booking.eventDateTime)}
        {booking.cancelled && ` · ${t('admin.search.cancelled')}`}
      </span>
    </>
  );
}

/**
 * The staff bar's search (the owner and the front desk): a part of a name, mobile or email, a check-in code or a
 * booking code. A person opens their family's page (its people, batches, dues and bookings); a booking opens its
 * event, at the door for the desk.
 */
export function StaffSearch() {
  const t = useT();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const q = useSettled(text);
  const search = usePeopleSearch(q);
  const eventLink = useEventLink();
  const root = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, []);

  const done = () => {
    setOpen(false);
    setText('');
  };
  const showAll = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim().length < SEARCH_LIMITS.minLength) return;
    navigate(`/admin/fighters?q=${encodeURIComponent(text.trim())}`);
    done();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false);
  };

  const data = search.data;
  const shown = open && q.length >= SEARCH_LIMITS.minLength && (data !== undefined || search.isError);
  const nothing = data && data.people.length === 0 && data.bookings.length === 0;

  return (
    <form className="staff-search" role="search" ref={root} onSubmit={showAll} onKeyDown={onKeyDown}>
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {t('admin.search.label')}
      </label>
      <input
        id={`${id}-q`}
        type="search"
        className="form-control staff-search__input"
        placeholder={t('admin.search.placeholder')}
        autoComplete="off"
        maxLength={SEARCH_LIMITS.maxLength}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        aria-controls={`${id}-results`}
        aria-expanded={shown}
      />
      {shown && (
        <div id={`${id}-results`} className="staff-search__results" aria-live="polite">
          {search.isError ? (
            <p className="staff-search__empty">{t('admin.search.failed', { reason: search.error.message })}</p>
          ) : nothing ? (
            <p className="staff-search__empty">{t('admin.search.none', { q })}</p>
          ) : (
            <>
              {data && data.people.length > 0 && (
                <section aria-label={t('admin.search.people')}>
                  <h2 className="staff-search__heading">{t('admin.search.people')}</h2>
                  <ul className="staff-search__list">
                    {data.people.map((person) => (
                      <li key={person.id}>
                        <Link className="staff-search__hit" to={`/admin/families/${person.id}`} onClick={done}>
                          <PersonLine person={person} />
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              {data && data.bookings.length > 0 && (
                <section aria-label={t('admin.search.bookings')}>
                  <h2 className="staff-search__heading">{t('admin.search.bookings')}</h2>
                  <ul className="staff-search__list">
                    {data.bookings.map((booking) => (
                      <li key={booking.bookingCode}>
                        <Link className="staff-search__hit" to={eventLink(booking.eventId)} onClick={done}>
                          <BookingLine booking={booking} />
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              {data && data.people.length > 0 && (
                <button type="submit" className="btn btn-link staff-search__all">
                  {t('admin.search.seeAll')}
                </button>
              )}
            </>
          )}
        </div>
      )}
    </form>
  );
}
