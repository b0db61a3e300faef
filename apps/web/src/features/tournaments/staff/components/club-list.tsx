import type { TournamentEntry } from '@academy/contract';
import { Badge } from '../../../../components/badge.tsx';
import { formatInr } from '../../../../lib/format.ts';
import { useT } from '../../../../lib/i18n.ts';
import { clubFigures } from '../tournament-figures.ts';
import '../../../../styles/bootstrap/tables.scss';
import '../../../../components/admin-table.css';
import './categories.css';

const COLUMNS = [
  'admin.tournaments.column.club',
  'admin.tournaments.column.athletes',
  'admin.tournaments.column.entries',
  'admin.tournaments.column.fees',
] as const;

/** The entries by club: who each club brought, how many categories they entered, what that comes to and what is unpaid. */
export function ClubList({ entries, categoryFee }: { entries: TournamentEntry[]; categoryFee: number }) {
  const t = useT();
  const column = COLUMNS.map((key) => t(key));
  const clubs = clubFigures(entries);
  return (
    <div className="table-responsive admin-table-wrap">
      <table className="table align-middle mb-0 admin-table club-table">
        <caption className="visually-hidden">{t('admin.tournaments.view.clubs')}</caption>
        <thead>
          <tr>
            {column.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {clubs.length === 0 && (
            <tr className="admin-table__empty-row">
              <td colSpan={COLUMNS.length} className="admin-table__empty">
                {t('admin.tournaments.noClubs')}
              </td>
            </tr>
          )}
          {clubs.map((club) => (
            <tr key={club.club}>
              <th scope="row" className="club-table__name" data-label={column[0]}>
                {club.club}
              </th>
              <td data-label={column[1]}>
                <span>
                  <span className="club-table__count">{club.athletes.length}</span>
                  <span className="club-table__athletes">{club.athletes.join(', ')}</span>
                </span>
              </td>
              <td data-label={column[2]} className="club-table__count">
                {club.entries}
              </td>
              <td data-label={column[3]} className="text-nowrap">
                <span className="club-table__fees">
                  {formatInr(club.entries * categoryFee)}
                  {club.unpaid > 0 && (
                    <Badge tone="warning">
                      {t('admin.tournaments.unpaid', { amount: formatInr(club.unpaid * categoryFee) })}
                    </Badge>
                  )}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
