import { useEffect, useState } from 'react';
import { GENDERS, LIMITS, type ConsentSummary, type Fighter, type MessageKey } from '@academy/contract';
import { ConsentBadge } from '../../components/consent-badge.tsx';
import { SkeletonRows } from '../../components/skeleton.tsx';
import { academy } from '../../config/academy.ts';
import { GENDER_LABELS } from '../../components/form/person-inputs.ts';
import { Pagination } from '../../components/pagination.tsx';
import { profileAge } from '../../lib/family.ts';
import { formatListDate } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { pageCount } from '../../lib/page-numbers.ts';
import { FighterClasses } from './fighter-classes.tsx';
import { FighterDataActions } from './fighter-data-actions.tsx';
import { allFightersQueryKey, useAllFighters } from './api/get-all-fighters.ts';
import '../../styles/bootstrap/tables.scss';
import '../../components/admin-table.css';
import './admin-fighters.css';

const COLUMNS: readonly MessageKey[] = [
  'admin.fighters.column.number',
  'admin.fighters.column.name',
  'admin.fighters.column.image',
  'admin.fighters.column.mobile',
  'admin.fighters.column.email',
  'admin.fighters.column.joinedOn',
  'admin.fighters.column.age',
  'admin.fighters.column.gender',
  'admin.fighters.column.actions',
];

/**
 * A row of the list. A child's profile may carry its consent summary, as GetFamily's rows do; the list shows it
 * when the server sends it.
 */
type FighterRow = Fighter & { consent?: ConsentSummary | null };

/** /admin/fighters: every fighter, five per page; a child's profile is marked as one. */
export default function FightersListPage() {
  const t = useT();
  const column = COLUMNS.map((key) => t(key));
  const notGiven = (value: string | number | null) =>
    value === null || value === '' ? t('admin.fighters.notGiven') : String(value);
  const genderText = (value: string | null) => {
    const gender = GENDERS.find((known) => known === value);
    return gender ? t(GENDER_LABELS[gender]) : notGiven(value);
  };
  const fighters = useAllFighters();
  const [requestedPage, setRequestedPage] = useState(1);

  useEffect(() => {
    // A list failure shows no message (docs/product/rules.md): it is logged and the loader stops.
    if (fighters.error) console.error('Could not load the fighters list', fighters.error);
  }, [fighters.error]);

  const list: FighterRow[] = fighters.data?.fighters ?? [];
  const totalPages = pageCount(list.length, LIMITS.fightersPageSize);
  // The list can shrink under the current page after a reload; stay within range.
  const page = Math.min(requestedPage, totalPages);
  const first = (page - 1) * LIMITS.fightersPageSize;
  const shown = list.slice(first, first + LIMITS.fightersPageSize);

  return (
    <section className="fighters-list" aria-labelledby="fighters-list-title">
      <header className="fighters-list__head">
        <h1 id="fighters-list-title">{t('admin.fighters.title')}</h1>
        <p className="fighters-list__total" aria-live="polite">
          {t('admin.fighters.total')} <strong>{fighters.isPending ? '…' : list.length}</strong>
        </p>
      </header>

      <div className="fighters-list__card">
        <div className="table-responsive admin-table-wrap">
          <table className="table align-middle mb-0 admin-table fighters-table">
            <caption className="visually-hidden">{t('admin.fighters.caption', { page, totalPages })}</caption>
            <thead>
              <tr>
                {column.map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            {fighters.isPending ? (
              <SkeletonRows rows={LIMITS.fightersSkeleton.rows} cells={LIMITS.fightersSkeleton.cells} />
            ) : (
              <tbody>
                {shown.length === 0 && !fighters.isError && (
                  <tr className="admin-table__empty-row">
                    <td colSpan={COLUMNS.length} className="admin-table__empty">
                      {t('admin.fighters.empty')}
                    </td>
                  </tr>
                )}
                {shown.map((fighter, index) => (
                  <tr key={fighter.id}>
                    <td className="fighters-table__sn" data-label={column[0]}>
                      {first + index + 1}
                    </td>
                    <td className="fighters-table__name" data-label={column[1]}>
                      {fighter.fullName}
                      {fighter.guardianId !== null && (
                        <span className="fighters-table__child">
                          <span className="fighters-table__child-tag">{t('admin.fighters.child')}</span>
                          {fighter.consent && <ConsentBadge state={fighter.consent.state} />}
                        </span>
                      )}
                    </td>
                    <td data-label={column[2]}>
                      <img
                        src={fighter.fighterThumbnailUrl ?? academy.defaultAvatar.src}
                        alt={
                          fighter.fighterThumbnailUrl
                            ? t('admin.fighters.photoOf', { name: fighter.fullName })
                            : t('admin.fighters.noPhoto')
                        }
                        className="fighters-table__avatar"
                        width={44}
                        height={44}
                        loading="lazy"
                      />
                    </td>
                    <td className="text-nowrap" data-label={column[3]}>
                      {fighter.mobileNumber}
                    </td>
                    <td className="fighters-table__email" data-label={column[4]}>
                      {fighter.email}
                    </td>
                    <td className="text-nowrap" data-label={column[5]}>
                      {formatListDate(fighter.createdAt)}
                    </td>
                    <td data-label={column[6]}>{notGiven(profileAge(fighter))}</td>
                    <td data-label={column[7]}>{genderText(fighter.gender)}</td>
                    <td data-label={column[8]}>
                      <div className="fighters-table__actions">
                        <FighterClasses fighter={fighter} />
                        <FighterDataActions fighter={fighter} listQueryKey={allFightersQueryKey} />
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            )}
          </table>
        </div>
        {!fighters.isPending && list.length > 0 && (
          <div className="admin-page__foot">
            <p className="admin-page__range">
              {t('admin.common.range', { first: first + 1, last: first + shown.length, total: list.length })}
            </p>
            <Pagination
              label={t('admin.fighters.pages')}
              page={page}
              totalPages={totalPages}
              onPage={setRequestedPage}
            />
          </div>
        )}
      </div>
    </section>
  );
}
