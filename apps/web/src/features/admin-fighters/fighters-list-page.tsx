import { useEffect, useState } from 'react';
import { LIMITS } from '@academy/contract';
import { SkeletonRows } from '../../components/skeleton.tsx';
import { academy } from '../../config/academy.ts';
import { Pagination } from '../../components/pagination.tsx';
import { formatListDate, orPlaceholder } from '../../lib/format.ts';
import { pageCount } from '../../lib/page-numbers.ts';
import { useAllFighters } from './api/get-all-fighters.ts';
import '../../components/admin-table.css';
import './admin-fighters.css';

const COLUMNS = ['SN.O', 'Name', 'Image', 'Mobile', 'Email', 'Joined on', 'Age', 'Gender'] as const;

/** /admin/dashboard and /admin/fighters: every fighter, five per page. */
export default function FightersListPage() {
  const fighters = useAllFighters();
  const [requestedPage, setRequestedPage] = useState(1);

  useEffect(() => {
    // A list failure shows no message (docs/product/rules.md): it is logged and the loader stops.
    if (fighters.error) console.error('Could not load the fighters list', fighters.error);
  }, [fighters.error]);

  const list = fighters.data?.fighters ?? [];
  const totalPages = pageCount(list.length, LIMITS.fightersPageSize);
  // The list can shrink under the current page after a reload; stay within range.
  const page = Math.min(requestedPage, totalPages);
  const first = (page - 1) * LIMITS.fightersPageSize;
  const shown = list.slice(first, first + LIMITS.fightersPageSize);

  return (
    <section className="fighters-list" aria-labelledby="fighters-list-title">
      <header className="fighters-list__head">
        <h1 id="fighters-list-title">Fighters List</h1>
        <p className="fighters-list__total" aria-live="polite">
          Total Fighters: <strong>{fighters.isPending ? '…' : list.length}</strong>
        </p>
      </header>

      <div className="fighters-list__card">
        <div className="table-responsive admin-table-wrap">
          <table className="table align-middle mb-0 admin-table fighters-table">
            <caption className="visually-hidden">
              Registered fighters, newest first, page {page} of {totalPages}
            </caption>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {column}
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
                      No fighters have signed up yet.
                    </td>
                  </tr>
                )}
                {shown.map((fighter, index) => (
                  <tr key={fighter.id}>
                    <td className="fighters-table__sn" data-label={COLUMNS[0]}>
                      {first + index + 1}
                    </td>
                    <td className="fighters-table__name" data-label={COLUMNS[1]}>
                      {fighter.fullName}
                    </td>
                    <td data-label={COLUMNS[2]}>
                      <img
                        src={fighter.fighterThumbnailUrl ?? academy.defaultAvatar.src}
                        alt={fighter.fighterThumbnailUrl ? `Photo of ${fighter.fullName}` : academy.defaultAvatar.alt}
                        className="fighters-table__avatar"
                        width={44}
                        height={44}
                        loading="lazy"
                      />
                    </td>
                    <td className="text-nowrap" data-label={COLUMNS[3]}>
                      {fighter.mobileNumber}
                    </td>
                    <td className="fighters-table__email" data-label={COLUMNS[4]}>
                      {fighter.email}
                    </td>
                    <td className="text-nowrap" data-label={COLUMNS[5]}>
                      {formatListDate(fighter.createdAt)}
                    </td>
                    <td data-label={COLUMNS[6]}>{orPlaceholder(fighter.age, 'NA')}</td>
                    <td data-label={COLUMNS[7]}>{orPlaceholder(fighter.gender, 'NA')}</td>
                  </tr>
                ))}
              </tbody>
            )}
          </table>
        </div>
        {!fighters.isPending && list.length > 0 && (
          <div className="admin-page__foot">
            <p className="admin-page__range">
              Showing {first + 1}–{first + shown.length} of {list.length}
            </p>
            <Pagination label="Fighters list pages" page={page} totalPages={totalPages} onPage={setRequestedPage} />
          </div>
        )}
      </div>
    </section>
  );
}
