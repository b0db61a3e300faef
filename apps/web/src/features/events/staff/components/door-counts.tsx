import type { DoorCounts as Counts } from '@academy/contract';
import { useT } from '../../../../lib/i18n.ts';

/** "12 / 40": who is in of who booked, large enough to read at a glance with a phone held at the door. */
export function DoorCounts({ counts }: { counts: Counts | undefined }) {
  const t = useT();
  const checkedIn = counts?.checkedIn ?? 0;
  const booked = counts?.booked ?? 0;
  const share = booked > 0 ? Math.min(100, (checkedIn / booked) * 100) : 0;
  return (
    <div className="door-counts" data-testid="door-counts">
      <p className="door-counts__figures" aria-hidden="true">
        <span className="door-counts__in">{counts ? checkedIn : '–'}</span>
        <span className="door-counts__of">/</span>
        <span className="door-counts__booked">{counts ? booked : '–'}</span>
      </p>
      <p className="door-counts__label">
        <span aria-hidden="true">{t('admin.door.countsLabel')}</span>
        {counts && <span className="visually-hidden">{t('admin.door.counts', { checkedIn, booked })}</span>}
      </p>
      <div className="door-counts__bar" aria-hidden="true">
        <span style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}
