import { useCallback, useState } from 'react';
import type { AdminBatch } from '@academy/contract';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { SuccessAnimation } from '../../../components/success-animation.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { useT } from '../../../lib/i18n.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useAllBatches } from '../../../lib/all-batches.ts';
import { useReopenClassDay } from '../api/reopen-class-day.ts';
import { useSetBatchStatus } from '../api/set-batch-status.ts';
import { BatchCards, BatchesTable, type BatchActions } from './components/batches-list.tsx';
import { BatchFormModal, type BatchFormMode } from './components/batch-form-modal.tsx';
import { CancelClassDayModal, type CancelClassDayTarget } from './components/cancel-class-day-modal.tsx';
import { Icon } from '../../../components/icon.tsx';
import { formatClassDay } from './schedule.ts';
import './admin-classes.css';

/** /admin/classes: every batch, a table on wide screens and a card each on a phone, and what can be done to one. */
export default function AdminClassesPage() {
  const t = useT();
  const toast = useToast();
  const wide = useMediaQuery('(min-width: 992px)');
  const { data, isPending, isError, refetch } = useAllBatches();
  const setStatus = useSetBatchStatus();
  const reopen = useReopenClassDay();
  const [formMode, setFormMode] = useState<BatchFormMode | null>(null);
  const [toEnd, setToEnd] = useState<AdminBatch | null>(null);
  const [cancelTarget, setCancelTarget] = useState<CancelClassDayTarget | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const endSuccess = useCallback(() => setSuccess(null), []);

  const batches = data?.batches ?? [];
  const running = batches.filter((batch) => batch.status !== 'ended');
  const waiting = batches.reduce((sum, batch) => sum + batch.requested, 0);

  const changeStatus = (batch: AdminBatch, status: 'open' | 'paused' | 'ended') =>
    setStatus.mutate(
      { id: batch.id, status },
      {
        onSuccess: (reply) => {
          setToEnd(null);
          toast.show(`${batch.name}: ${reply.message}`, 'success');
        },
        onError: (error) => {
          setToEnd(null);
          toast.show(error.message, 'danger');
        },
      },
    );

  const actions: BatchActions = {
    onEdit: (batch) => setFormMode({ kind: 'edit', batch }),
    onPause: (batch) => changeStatus(batch, 'paused'),
    onOpen: (batch) => changeStatus(batch, 'open'),
    onEnd: setToEnd,
    onCancelClassDay: (batch) => setCancelTarget({ batch, batches: running }),
    onRestore: (batch, day) =>
      reopen.mutate(
        { batchId: batch.id, day },
        {
          onSuccess: (reply) => toast.show(`${formatClassDay(day, t)}: ${reply.message}`, 'success'),
          onError: (error) => toast.show(error.message, 'danger'),
        },
      ),
    busy: setStatus.isPending || reopen.isPending,
  };

  return (
    <div className="admin-classes">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">{t('admin.classes.title')}</h1>
          {data && (
            <p className="admin-page__subtitle">{t('admin.classes.summary', { batches: batches.length, waiting })}</p>
          )}
        </div>
        <div className="admin-classes__head-actions">
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={running.length === 0}
            onClick={() => setCancelTarget({ batch: null, batches: running })}
          >
            {t('admin.classes.cancelClassDay')}
          </button>
          <button
            type="button"
            className="btn btn-danger d-inline-flex align-items-center gap-2"
            onClick={() => setFormMode({ kind: 'add' })}
          >
            <Icon name="plus" />
            {t('admin.classes.add')}
          </button>
        </div>
      </div>

      {isError ? (
        <div className="admin-page__card p-4" role="alert">
          <p className="mb-3">{t('admin.classes.loadError')}</p>
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => refetch()}>
            {t('admin.common.tryAgain')}
          </button>
        </div>
      ) : wide ? (
        <div className="admin-page__card">
          <BatchesTable batches={data?.batches} loading={isPending} actions={actions} />
        </div>
      ) : (
        <BatchCards batches={data?.batches} loading={isPending} actions={actions} />
      )}

      <BatchFormModal
        mode={formMode}
        onHide={() => setFormMode(null)}
        onSaved={(message) => {
          setFormMode(null);
          setSuccess(message);
        }}
      />
      <CancelClassDayModal target={cancelTarget} onHide={() => setCancelTarget(null)} />
      <ConfirmModal
        show={toEnd !== null}
        title={toEnd ? t('admin.classes.endTitle', { name: toEnd.name }) : ''}
        message={t('admin.classes.endMessage')}
        confirmLabel={t('admin.classes.end')}
        busy={setStatus.isPending}
        onConfirm={() => toEnd && changeStatus(toEnd, 'ended')}
        onCancel={() => setToEnd(null)}
      />
      {success && <SuccessAnimation message={success} onDone={endSuccess} />}
    </div>
  );
}
