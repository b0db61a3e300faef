import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  formatMobile,
  GENDERS,
  LIMITS,
  type ConsentSummary,
  type Fighter,
  type MessageKey,
  type Rank,
  rankWords,
} from '@academy/contract';
import { Badge } from '../../../components/badge.tsx';
import { Belt } from '../../../components/belt.tsx';
import { ConsentBadge } from '../../../components/consent-badge.tsx';
import { EmailAddress } from '../../../components/email-address.tsx';
import { SelectField } from '../../../components/form/controls.tsx';
import { SkeletonRows } from '../../../components/skeleton.tsx';
import { academy } from '../../../config/academy.ts';
import { GENDER_LABELS } from '../../../components/form/person-inputs.ts';
import { Pagination } from '../../../components/pagination.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import { profileAge } from '../../../lib/family.ts';
import { formatListDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { pageCount } from '../../../lib/page-numbers.ts';
import { useRanks } from '../../../lib/use-ranks.ts';
import { FighterClasses } from './fighter-classes.tsx';
import { FighterDataActions } from './fighter-data-actions.tsx';
import { FighterRanks } from './fighter-ranks.tsx';
import { useAllBatches } from '../../../lib/all-batches.ts';
import { allFightersQueryKey, useAllFighters } from '../../../lib/fighters-list.ts';
import '../../../styles/bootstrap/tables.scss';
import '../../../components/admin-table.css';
import './admin-fighters.css';
import { useStaffMay } from '../../../lib/staff-account.ts';

const COLUMNS: readonly MessageKey[] = [
  'admin.fighters.column.number',
  'admin.fighters.column.name',
  'admin.fighters.column.rank',
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

/** The fighter's recorded rank as a small belt, or a dash while the academy records none. */
function RankCell({ rank }: { rank: Rank | undefined }) {
  const t = useT();
  if (!rank) {
    return (
      <span className="fighters-table__no-rank">
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t('admin.fighters.noRank')}</span>
      </span>
    );
  }
  return <Belt rank={rank} size="sm" />;
}

/**
 * /admin/fighters: every fighter, five per page; a child's profile is marked as one, and so is a parent who does not
 * train, who is not counted among the fighters and has no rank or classes to open.
 */
export default function FightersListPage() {
  const t = useT();
  const column = COLUMNS.map((key) => t(key));
  const notGiven = (value: string | number | null) =>
    value === null || value === '' ? t('admin.fighters.notGiven') : String(value);
  const genderText = (value: string | null) => {
    const gender = GENDERS.find((known) => known === value);
    return gender ? t(GENDER_LABELS[gender]) : notGiven(value);
  };
  // The filters live in the address, so Back, reload and a shared link show the same list.
  const [params, setParams] = useSearchParams();
  const rankId = params.get('rankId') || undefined;
  const batchId = params.get('batchId') || undefined;
  // The staff bar's search sends its text here: the server keeps the profiles it finds.
  const q = params.get('q') || undefined;
  const fighters = useAllFighters({ rankId, batchId, q });
  // A person's data and its erasure are the owner's; the front desk looks families up.
  const mayErase = useStaffMay('EraseFighter');
  const ranks = useRanks();
  const batches = useAllBatches(60_000);
  const rankList = ranks.data?.ranks ?? [];
  // A parent who does not train has no classes nor rank to open.
  const everyday = (fighter: Fighter) =>
    fighter.trains && (
      <>
        <FighterClasses fighter={fighter} />
        <FighterRanks fighter={fighter} ranks={rankList} />
      </>
    );
  const [requestedPage, setRequestedPage] = useState(1);
  const filterId = useId();

  const filter = (name: 'rankId' | 'batchId', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next);
    setRequestedPage(1);
  };
  const rankOf = (id: string | null) => (id ? rankList.find((rank) => rank.id === id) : undefined);

  useEffect(() => {
    // A list failure shows no message (docs/product/rules.md): it is logged and the loader stops.
    if (fighters.error) console.error('Could not load the fighters list', fighters.error);
  }, [fighters.error]);

  const list: FighterRow[] = fighters.data?.fighters ?? [];
  const parents = list.filter((fighter) => !fighter.trains).length;
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
          {t('admin.fighters.total')} <strong>{fighters.isPending ? '…' : list.length - parents}</strong>
          {parents > 0 && ' '}
          {parents > 0 && (
            <span className="fighters-list__parents">
              {t('admin.fighters.parentsTotal')} <strong>{parents}</strong>
            </span>
          )}
        </p>
      </header>

      <div className="fighters-filters" role="group" aria-label={t('admin.fighters.filters')}>
        <SelectField
          id={`${filterId}-rank`}
          label={t('admin.fighters.filterRank')}
          placeholder={t('admin.fighters.allRanks')}
          options={rankList.map((rank) => rank.id)}
          optionLabel={(id) => {
            const rank = rankOf(id);
            return rank ? rankWords(t, rank) : id;
          }}
          className="fighters-filters__field"
          value={ranks.data ? (rankId ?? '') : ''}
          onChange={(event) => filter('rankId', event.target.value)}
        />
        <SelectField
          id={`${filterId}-batch`}
          label={t('admin.fighters.filterBatch')}
          placeholder={t('admin.fighters.allBatches')}
          options={(batches.data?.batches ?? []).map((batch) => batch.id)}
          optionLabel={(id) => batches.data?.batches.find((batch) => batch.id === id)?.name ?? id}
          className="fighters-filters__field"
          value={batches.data ? (batchId ?? '') : ''}
          onChange={(event) => filter('batchId', event.target.value)}
        />
        {q && <span className="fighters-filters__search">{t('admin.fighters.searching', { q })}</span>}
        {(rankId || batchId || q) && (
          <button
            type="button"
            className="btn btn-link fighters-filters__clear"
            onClick={() => {
              setParams({});
              setRequestedPage(1);
            }}
          >
            {t('admin.fighters.clearFilters')}
          </button>
        )}
      </div>

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
                      {t(rankId || batchId || q ? 'admin.fighters.emptyFiltered' : 'admin.fighters.empty')}
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
                          <Badge tone="info">{t('admin.fighters.child')}</Badge>
                          {fighter.consent && <ConsentBadge state={fighter.consent.state} />}
                        </span>
                      )}
                      {!fighter.trains && (
                        <span className="fighters-table__child">
                          <span className="fighters-table__child-tag fighters-table__parent-tag">
                            {t('admin.fighters.parent')}
                          </span>
                        </span>
                      )}
                    </td>
                    <td className="fighters-table__rank" data-label={column[2]}>
                      <RankCell rank={fighter.trains ? rankOf(fighter.rankId) : undefined} />
                    </td>
                    <td data-label={column[3]}>
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
                    <td data-label={column[4]}>
                      <span className="text-nowrap">{formatMobile(fighter.mobileNumber)}</span>
                      {/* A child has no phone of its own: the number is its guardian's, and says so. */}
                      {fighter.guardianId !== null && (
                        <span className="fighters-table__whose"> {t('admin.fighters.guardiansPhone')}</span>
                      )}
                    </td>
                    <td className="fighters-table__email" data-label={column[5]}>
                      <EmailAddress address={fighter.email} />
                    </td>
                    <td className="text-nowrap" data-label={column[6]}>
                      {formatListDate(fighter.createdAt)}
                    </td>
                    <td data-label={column[7]}>{notGiven(profileAge(fighter))}</td>
                    <td data-label={column[8]}>{genderText(fighter.gender)}</td>
                    <td data-label={column[9]}>
                      {mayErase ? (
                        <FighterDataActions fighter={fighter} listQueryKey={allFightersQueryKey}>
                          {everyday(fighter)}
                        </FighterDataActions>
                      ) : (
                        <RowActions>{everyday(fighter)}</RowActions>
                      )}
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
