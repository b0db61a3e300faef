import { useEffect, useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { academyToday, cancelClassDayFormSchema, type AdminBatch, type CancelClassDayForm } from '@academy/contract';
import { TextField } from '../../../../components/form/controls.tsx';
import { SpinnerButton } from '../../../../components/spinner-button.tsx';
import { useT } from '../../../../lib/i18n.ts';
import { useCloseClassDay } from '../../api/close-class-day.ts';
import '../../../../styles/bootstrap/modal.scss';
import '../../../../components/brand-modal.css';

/** The batch the admin started from (null from the page's header: every batch), and the batches still running. */
export interface CancelClassDayTarget {
  batch: AdminBatch | null;
  batches: AdminBatch[];
}

const resolver = zodResolver(cancelClassDayFormSchema) as unknown as Resolver<CancelClassDayForm>;

interface Props {
  target: CancelClassDayTarget | null;
  onHide: () => void;
}

/**
 * Cancel a class day: a day, why, and whether only this batch or every batch meeting that day. The server closes the
 * class days, emails the families, and says how many of each; the modal shows that answer before closing.
 */
export function CancelClassDayModal({ target, onHide }: Props) {
  const t = useT();
  const uid = useId();
  const closeClassDay = useCloseClassDay();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<CancelClassDayForm>({
    resolver,
    mode: 'onTouched',
    defaultValues: { day: academyToday(), reason: '', scope: 'one' },
  });
  const errors = formState.errors;

  useEffect(() => {
    if (target) {
      reset({ day: academyToday(), reason: '', scope: target.batch ? 'one' : 'all' });
      setOutcome(null);
    }
  }, [target, reset]);

  const submit = handleSubmit(({ day, reason, scope }) => {
    if (!target) return;
    const batchIds = scope === 'all' || !target.batch ? target.batches.map((batch) => batch.id) : [target.batch.id];
    closeClassDay.mutate(
      { batchIds, day, reason },
      {
        onSuccess: (reply) => setOutcome({ ok: true, message: reply.message }),
        onError: (error) => setOutcome({ ok: false, message: error.message }),
      },
    );
  });

  const id = (name: string) => `${uid}-${name}`;
  const done = outcome?.ok === true;

  return (
    <Modal
      show={target !== null}
      onHide={onHide}
      centered
      aria-labelledby={id('title')}
      className="brand-modal cancel-class-day-modal"
    >
      <Modal.Header closeButton closeVariant="white" closeLabel={t('form.kit.close')}>
        <Modal.Title as="h2" id={id('title')} className="mb-0">
          {t('admin.classes.cancelClassDay')}
        </Modal.Title>
      </Modal.Header>
      <form onSubmit={submit} noValidate aria-labelledby={id('title')}>
        <Modal.Body>
          {outcome && (
            <div className={`alert ${outcome.ok ? 'alert-success' : 'alert-danger'}`} role="alert">
              {outcome.message}
            </div>
          )}
          {!done && (
            <>
              <TextField
                id={id('day')}
                label={t('form.cancelClassDay.day')}
                type="date"
                min={academyToday()}
                error={errors.day?.message}
                {...register('day')}
              />
              <TextField
                id={id('reason')}
                label={t('form.cancelClassDay.reason')}
                placeholder={t('form.cancelClassDay.reasonPlaceholder')}
                maxLength={120}
                error={errors.reason?.message}
                {...register('reason')}
              />
              {target?.batch ? (
                <fieldset>
                  <legend className="form-label">{t('form.cancelClassDay.which')}</legend>
                  <div className="form-check">
                    <input
                      className="form-check-input"
                      type="radio"
                      value="one"
                      id={id('one')}
                      {...register('scope')}
                    />
                    <label className="form-check-label" htmlFor={id('one')}>
                      {t('form.cancelClassDay.onlyThis', { name: target.batch.name })}
                    </label>
                  </div>
                  <div className="form-check">
                    <input
                      className="form-check-input"
                      type="radio"
                      value="all"
                      id={id('all')}
                      {...register('scope')}
                    />
                    <label className="form-check-label" htmlFor={id('all')}>
                      {t('form.cancelClassDay.all')}
                    </label>
                  </div>
                </fieldset>
              ) : (
                <p className="mb-0">{t('form.cancelClassDay.allNote')}</p>
              )}
              <p className="form-text mb-0 mt-3">{t('form.cancelClassDay.emailNote')}</p>
            </>
          )}
        </Modal.Body>
        <Modal.Footer>
          {done ? (
            <button type="button" className="btn btn-danger" onClick={onHide}>
              {t('admin.classes.done')}
            </button>
          ) : (
            <>
              <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
                {t('admin.common.close')}
              </button>
              <SpinnerButton loading={closeClassDay.isPending}>{t('admin.classes.cancelClassDaySubmit')}</SpinnerButton>
            </>
          )}
        </Modal.Footer>
      </form>
    </Modal>
  );
}
