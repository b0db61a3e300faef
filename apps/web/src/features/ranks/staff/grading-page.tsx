import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatRupees, type Grading } from '@academy/contract';
import { Belt } from '../../../components/belt.tsx';
import { SkeletonBlock } from '../../../components/skeleton.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useLanguage, useT } from '../../../lib/i18n.ts';
import { useGrading } from '../api/get-grading.ts';
import { Candidates } from './components/candidates.tsx';
import { GradingFormModal, type GradingFormMode } from './components/grading-form-modal.tsx';
import { Icon } from '../../../components/icon.tsx';
import { Results } from './components/results.tsx';
import { dayText, startText } from './grading-format.ts';
import './grading-page.css';
import { useStaffMay } from '../../../lib/staff-account.ts';

/** "3 months · 24 classes · age 8+": a rank's rules, or that it has none. */
function RulesText({ rule }: { rule: Grading['rules'][number] }) {
  const t = useT();
  const parts = [
    rule.minMonths > 0 && t('admin.gradings.rule.months', { count: rule.minMonths }),
    rule.minClasses > 0 && t('admin.gradings.rule.classes', { count: rule.minClasses }),
    rule.minAge > 0 && t('admin.gradings.rule.age', { age: rule.minAge }),
  ].filter((part): part is string => Boolean(part));
  return (
    <span className="grading-rule__text">{parts.length > 0 ? parts.join(' · ') : t('admin.gradings.rule.none')}</span>
  );
}

function Facts({ grading, onEdit }: { grading: Grading; onEdit: () => void }) {
  const t = useT();
  const language = useLanguage();
  const mayEdit = useStaffMay('UpdateGrading');
  return (
    <section className="admin-page__card grading-facts" aria-label={t('admin.gradings.facts')}>
      <dl className="grading-facts__list">
        <div>
          <dt>{t('admin.gradings.fact.when')}</dt>
          <dd>
            {dayText(grading.day, t)} · {t('admin.common.ist', { when: startText(grading.startTime, language) })}
          </dd>
        </div>
        <div>
          <dt>{t('admin.gradings.fact.place')}</dt>
          <dd>{grading.place}</dd>
        </div>
        <div>
          <dt>{t('admin.gradings.fact.examiners', { count: grading.examiners.length })}</dt>
          <dd>{grading.examiners.join(', ')}</dd>
        </div>
        <div>
          <dt>{t('admin.gradings.fact.fee')}</dt>
          <dd>{grading.fee > 0 ? formatRupees(grading.fee) : t('admin.gradings.fact.free')}</dd>
        </div>
        <div className="grading-facts__wide">
          <dt>{t('admin.gradings.fact.batches')}</dt>
          <dd>{grading.batches.map((batch) => batch.name).join(', ')}</dd>
        </div>
        <div className="grading-facts__wide">
          <dt>{t('admin.gradings.fact.ranks')}</dt>
          <dd>
            <ul className="grading-rules">
              {grading.rules.map((rule) => (
                <li key={rule.rankId} className="grading-rule">
                  <Belt rank={rule.rank} size="sm" />
                  <RulesText rule={rule} />
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      <div className="grading-facts__foot">
        <span className="grading-facts__counts">
          {t('admin.gradings.fact.counts', { invited: grading.invited, promoted: grading.promoted })}
        </span>
        {grading.promoted === 0 && mayEdit && (
          <button type="button" className="btn btn-outline-dark btn-sm" onClick={onEdit}>
            {t('admin.gradings.edit')}
          </button>
        )}
      </div>
    </section>
  );
}

/**
 * /admin/gradings/:id: the grading's facts, its candidates (who may sit which test, and why not yet), the invitations,
 * and on the day itself the results, which promote.
 */
export default function GradingPage() {
  const t = useT();
  const toast = useToast();
  const { id = '' } = useParams();
  const grading = useGrading(id);
  const [formMode, setFormMode] = useState<GradingFormMode | null>(null);
  const data = grading.data;
  const mayList = useStaffMay('GetGradings');

  let body;
  if (grading.isError && !data) {
    const missing = grading.error instanceof ApiError && grading.error.httpStatus === 404;
    body = (
      <div className="admin-page__card p-4" role="alert">
        <p className="mb-3">
          {missing ? grading.error.message : t('admin.gradings.loadOneError', { reason: grading.error.message })}
        </p>
        {!missing && (
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void grading.refetch()}>
            {t('admin.common.tryAgain')}
          </button>
        )}
      </div>
    );
  } else if (!data) {
    body = (
      <div className="grading-parts" aria-hidden="true" data-testid="grading-skeleton">
        <SkeletonBlock className="grading-skeleton" />
        <SkeletonBlock className="grading-skeleton grading-skeleton--tall" />
      </div>
    );
  } else {
    body = (
      <div className="grading-parts">
        <Facts grading={data.grading} onEdit={() => setFormMode({ kind: 'edit', grading: data.grading })} />
        <Candidates gradingId={data.grading.id} candidates={data.candidates} />
        <Results grading={data.grading} candidates={data.candidates} />
      </div>
    );
  }

  return (
    <section className="admin-grading" aria-labelledby="admin-grading-title">
      {/* The owner's way back is every grading; an instructor's, their day. */}
      <Link to={mayList ? '/admin/gradings' : '/admin/today'} className="grading-back-link">
        <Icon name="back" />
        {t(mayList ? 'admin.gradings.back' : 'admin.roster.backToToday')}
      </Link>
      <div className="admin-page__head">
        <div>
          <h1 id="admin-grading-title" className="admin-page__title">
            {data ? data.grading.name : t('admin.gradings.title')}
          </h1>
          {data && <p className="admin-page__subtitle">{dayText(data.grading.day, t)}</p>}
        </div>
      </div>
      {body}
      <GradingFormModal
        mode={formMode}
        onHide={() => setFormMode(null)}
        onSaved={(reply) => {
          setFormMode(null);
          toast.show(reply.message, 'success');
        }}
      />
    </section>
  );
}
