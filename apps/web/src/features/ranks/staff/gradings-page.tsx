import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Grading, GradingReply } from '@academy/contract';
import { Belt } from '../../../components/belt.tsx';
import { SkeletonRows } from '../../../components/skeleton.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { useLanguage, useT } from '../../../lib/i18n.ts';
import { useGradings } from '../api/get-gradings.ts';
import { GradingFormModal, type GradingFormMode } from './components/grading-form-modal.tsx';
import { Icon } from '../../../components/icon.tsx';
import { dayText, startText } from './grading-format.ts';
import '../../../styles/bootstrap/tables.scss';
import '../../../components/admin-table.css';
import './gradings-page.css';

const COLUMNS = [
  'admin.gradings.column.name',
  'admin.gradings.column.day',
  'admin.gradings.column.place',
  'admin.gradings.column.ranks',
  'admin.gradings.column.invited',
  'admin.gradings.column.promoted',
] as const;

function GradingRow({ grading, onEdit }: { grading: Grading; onEdit: (grading: Grading) => void }) {
  const t = useT();
  const language = useLanguage();
  const column = COLUMNS.map((key) => t(key));
  return (
    <tr>
      <th scope="row" className="gradings-table__name" data-label={column[0]}>
        <Link to={`/admin/gradings/${grading.id}`}>{grading.name}</Link>
      </th>
      <td className="text-nowrap" data-label={column[1]}>
        <span>
          {dayText(grading.day, t)}
          <span className="gradings-table__time">
            {t('admin.common.ist', { when: startText(grading.startTime, language) })}
          </span>
        </span>
      </td>
      <td className="gradings-table__place" data-label={column[2]}>
        {grading.place}
      </td>
      <td data-label={column[3]}>
        <ul className="gradings-table__ranks">
          {grading.rules.map((rule) => (
            <li key={rule.rankId}>
              <Belt rank={rule.rank} size="sm" />
            </li>
          ))}
        </ul>
      </td>
      <td className="gradings-table__count" data-label={column[4]}>
        {grading.invited}
      </td>
      <td className="gradings-table__count" data-label={column[5]}>
        {grading.promoted}
      </td>
      <td className="gradings-table__actions">
        <Link
          to={`/admin/gradings/${grading.id}`}
          className="btn btn-dark btn-sm"
          aria-label={t('admin.gradings.openFor', { name: grading.name })}
        >
          {t('admin.gradings.open')}
        </Link>
        {grading.promoted === 0 && (
          <button
            type="button"
            className="btn btn-outline-dark btn-sm"
            aria-label={t('admin.gradings.editFor', { name: grading.name })}
            onClick={() => onEdit(grading)}
          >
            {t('admin.gradings.edit')}
          </button>
        )}
      </td>
    </tr>
  );
}

/** /admin/gradings: every grading, newest day first, with who was invited and promoted; New grading opens the form. */
export default function GradingsPage() {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const gradings = useGradings();
  const [formMode, setFormMode] = useState<GradingFormMode | null>(null);
  const list = gradings.data?.gradings;

  const saved = (reply: GradingReply, mode: GradingFormMode) => {
    setFormMode(null);
    toast.show(reply.message, 'success');
    // A new grading's next step is its candidates.
    if (mode.kind === 'add') void navigate(`/admin/gradings/${reply.grading.id}`);
  };

  return (
    <section className="admin-gradings" aria-labelledby="admin-gradings-title">
      <div className="admin-page__head">
        <div>
          <h1 id="admin-gradings-title" className="admin-page__title">
            {t('admin.gradings.title')}
          </h1>
          <p className="admin-page__subtitle">{t('admin.gradings.subtitle')}</p>
        </div>
        <button
          type="button"
          className="btn btn-danger d-inline-flex align-items-center gap-2"
          onClick={() => setFormMode({ kind: 'add' })}
        >
          <Icon name="plus" />
          {t('admin.gradings.add')}
        </button>
      </div>

      {gradings.isError && !list ? (
        <div className="admin-page__card p-4" role="alert">
          <p className="mb-3">{t('admin.gradings.loadError', { reason: gradings.error.message })}</p>
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void gradings.refetch()}>
            {t('admin.common.tryAgain')}
          </button>
        </div>
      ) : (
        <div className="admin-page__card">
          <div className="table-responsive admin-table-wrap">
            <table className="table align-middle mb-0 admin-table gradings-table">
              <caption className="visually-hidden">{t('admin.gradings.caption')}</caption>
              <thead>
                <tr>
                  {COLUMNS.map((key) => (
                    <th key={key} scope="col">
                      {t(key)}
                    </th>
                  ))}
                  <th scope="col">
                    <span className="visually-hidden">{t('admin.gradings.column.actions')}</span>
                  </th>
                </tr>
              </thead>
              {!list ? (
                <SkeletonRows rows={3} cells={COLUMNS.length + 1} />
              ) : (
                <tbody>
                  {list.length === 0 && (
                    <tr className="admin-table__empty-row">
                      <td colSpan={COLUMNS.length + 1} className="admin-table__empty">
                        {t('admin.gradings.empty')}
                      </td>
                    </tr>
                  )}
                  {list.map((grading) => (
                    <GradingRow
                      key={grading.id}
                      grading={grading}
                      onEdit={(each) => setFormMode({ kind: 'edit', grading: each })}
                    />
                  ))}
                </tbody>
              )}
            </table>
          </div>
        </div>
      )}

      <GradingFormModal mode={formMode} onHide={() => setFormMode(null)} onSaved={saved} />
    </section>
  );
}
