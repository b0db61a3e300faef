import { useId, useState } from 'react';
import type { DoorAttendee } from '@academy/contract';
import { Icon } from '../../../../components/icon.tsx';
import { useT } from '../../../../lib/i18n.ts';
import { beltWords } from '../booking-columns.ts';
import { doorTime } from '../door-outcome.ts';
import '../../../../styles/bootstrap/forms.scss';

/** A long list on a phone is scrolled past, not read: more matches than this ask for a few more letters. */
const MAX_SHOWN = 12;

/** Case and spacing aside: 'meera  nair' finds 'Meera Nair'. */
const folded = (text: string) => text.normalize('NFKC').toLocaleLowerCase().replace(/\s+/g, ' ').trim();

function matches(attendee: DoorAttendee, query: string): boolean {
  const digits = query.replace(/\D/g, '');
  return (
    folded(attendee.fighterName).includes(query) ||
    attendee.bookingId.toLowerCase().includes(query) ||
    (digits.length >= 4 && attendee.mobileNumber.includes(digits))
  );
}

interface Props {
  attendees: DoorAttendee[];
  /** The attendee being checked in, whose button spins. */
  busyId: string | null;
  onCheckIn: (attendee: DoorAttendee) => void;
}

/**
 * For a guest without their ticket (a dead phone, a forgotten printout): type a name, a mobile number or a booking
 * code and let them in from the list. Those already in show when they came, so a second entry is noticed.
 */
export function DoorNameSearch({ attendees, busyId, onCheckIn }: Props) {
  const t = useT();
  const uid = useId();
  const [query, setQuery] = useState('');
  const wanted = folded(query);
  const found = wanted ? attendees.filter((attendee) => matches(attendee, wanted)) : [];
  const shown = found.slice(0, MAX_SHOWN);
  return (
    <div className="door-search">
      <label htmlFor={`${uid}-query`} className="form-label door-search__label">
        {t('admin.door.searchLabel')}
      </label>
      <input
        id={`${uid}-query`}
        type="search"
        className="form-control form-control-lg"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-describedby={`${uid}-hint`}
      />
      <p id={`${uid}-hint`} className="form-text door-search__hint" aria-live="polite">
        {!wanted
          ? t('admin.door.searchHint')
          : found.length === 0
            ? t('admin.door.noMatch')
            : found.length > MAX_SHOWN
              ? t('admin.door.moreMatches', { shown: MAX_SHOWN, count: found.length })
              : t('admin.door.matches', { count: found.length })}
      </p>
      {shown.length > 0 && (
        <ul className="door-search__list">
          {shown.map((attendee) => (
            <li key={attendee._id} className="door-search__row">
              <div className="door-search__who">
                <span className="door-search__name">{attendee.fighterName}</span>
                <span className="door-search__meta">
                  {attendee.beltLevel && `${beltWords(attendee.beltLevel)} · `}
                  <span className="text-nowrap">{attendee.bookingId}</span>
                </span>
              </div>
              {attendee.checkedInAt ? (
                <span className="door-search__in">
                  <Icon name="check" size={20} />
                  {t('admin.door.inAt', { time: doorTime(attendee.checkedInAt) })}
                </span>
              ) : (
                <button
                  type="button"
                  className="btn btn-danger btn-lg door-search__button"
                  onClick={() => onCheckIn(attendee)}
                  disabled={busyId !== null}
                  aria-label={t('admin.door.checkInName', { name: attendee.fighterName })}
                >
                  {busyId === attendee._id && <span className="spinner-border spinner-border-sm" aria-hidden="true" />}
                  {t('admin.door.checkIn')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
