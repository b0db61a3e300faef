import { useT } from '../../../../lib/i18n.ts';

/**
 * The Book a Seat button's content, Join the waiting list for a full event; "Opening…" with a spinner from the tap
 * until the form is there.
 */
export function BookSeatLabel({ full, opening }: { full: boolean; opening: boolean }) {
  const t = useT();
  if (!opening) return <>{full ? t('events.waitlist.join') : t('events.bookSeat')}</>;
  return (
    <>
      <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
      {t('events.opening')}
    </>
  );
}
