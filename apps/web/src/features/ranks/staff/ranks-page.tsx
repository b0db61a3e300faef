import { useT } from '../../../lib/i18n.ts';
import { useRanks } from '../../../lib/use-ranks.ts';
import { SkeletonBlock } from '../../../components/skeleton.tsx';
import { RankClaims } from './components/rank-claims.tsx';
import { RanksEditor } from './components/ranks-editor.tsx';
import '../../../styles/bootstrap/forms.scss';
import './admin-ranks.css';

/**
 * /admin/ranks: the academy's syllabus, white belt to the highest dan, and below it the belts fighters say they hold
 * that wait for the academy to confirm them.
 */
export default function RanksPage() {
  const t = useT();
  const ranks = useRanks();
  const data = ranks.data;

  return (
    <section className="admin-ranks" aria-labelledby="admin-ranks-title">
      <div className="admin-page__head">
        <div>
          <h1 id="admin-ranks-title" className="admin-page__title">
            {t('admin.ranks.title')}
          </h1>
          <p className="admin-page__subtitle">
            {data ? t('admin.ranks.summary', { count: data.ranks.length }) : t('admin.common.loading')}
          </p>
        </div>
      </div>
      {ranks.isError && !data ? (
        <div className="admin-page__card p-4" role="alert">
          <p className="mb-3">{t('admin.ranks.loadError', { reason: ranks.error.message })}</p>
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void ranks.refetch()}>
            {t('admin.common.tryAgain')}
          </button>
        </div>
      ) : !data ? (
        <div className="admin-page__card ranks-editor" aria-hidden="true" data-testid="ranks-skeleton">
          {[0, 1, 2, 3].map((row) => (
            <SkeletonBlock key={row} className="ranks-editor__skeleton" />
          ))}
        </div>
      ) : (
        <div className="admin-ranks__parts">
          <RanksEditor ranks={data.ranks} />
          <RankClaims ranks={data.ranks} />
        </div>
      )}
    </section>
  );
}
