import { useT } from '../../../../lib/i18n.ts';

/**
 * The Book a Seat button's content, Join the waiting list for a full event, Enter athletes for a tournament;
 * "Opening…" with a spinner from the tap until the form is there.
 */
export function BookSeatLabel({ full, opening, enter }: { full: boolean; opening: boolean; enter: boolean }) {
  const t = useT();
  if (enter) return <>{t('events.enterAthletes')}</>;
  if (!opening) return <>{full ? t('events.waitlist.join') : t('events.bookSeat')}</>;
  return (
    <>
      <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
      {t('events.opening')}
    </>
  );
}
