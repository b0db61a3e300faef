import { useState } from 'react';
import type { SecondFactor, StartTwoFactorReply } from '@academy/contract';
import { SecondFactorForm } from '../../../components/second-factor-form.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { formatListDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useDisableTwoFactor } from '../api/disable-two-factor.ts';
import { useTwoFactor } from '../api/get-two-factor.ts';
import { useRenewRecoveryCodes } from '../api/renew-recovery-codes.ts';
import { useStartTwoFactor } from '../api/start-two-factor.ts';
import { Enrolment } from './enrolment.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';

/** Below this many unused recovery codes, the screen suggests new ones. */
const FEW_CODES = 3;

type Stage =
  | { kind: 'idle' }
  | { kind: 'enrolling'; enrolment: StartTwoFactorReply }
  | { kind: 'codes'; codes: string[]; renewed: boolean }
  | { kind: 'proving'; action: 'renew' | 'disable' };

/**
 * The caller's two-factor sign-in: off (set it up: scan, confirm with a first code, save the recovery codes) or on
 * (since when, codes left; new recovery codes or off, each for a current code).
 */
export function TwoFactorSection() {
  const t = useT();
  const toast = useToast();
  const state = useTwoFactor();
  const start = useStartTwoFactor();
  const renew = useRenewRecoveryCodes();
  const disable = useDisableTwoFactor();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });

  const begin = () => start.mutate(undefined, { onSuccess: (enrolment) => setStage({ kind: 'enrolling', enrolment }) });
  const prove = (action: 'renew' | 'disable') => {
    renew.reset();
    disable.reset();
    setStage({ kind: 'proving', action });
  };
  const submitProof = (factor: SecondFactor) => {
    if (stage.kind !== 'proving') return;
    if (stage.action === 'renew') {
      renew.mutate(factor, {
        onSuccess: (reply) => setStage({ kind: 'codes', codes: reply.recoveryCodes, renewed: true }),
      });
    } else {
      disable.mutate(factor, {
        onSuccess: (reply) => {
          setStage({ kind: 'idle' });
          toast.show(reply.message, 'success');
        },
      });
    }
  };

  const twoFactor = state.data?.twoFactor;
  const on = Boolean(twoFactor?.enabledAt);

  return (
    <section className="admin-page__card two-factor" aria-labelledby="two-factor-title">
      <div className="two-factor__head">
        <h2 id="two-factor-title" className="two-factor__title">
          {t('admin.twoFactor.title')}
        </h2>
        {twoFactor && (
          <span className={`two-factor__badge${on ? ' is-on' : ''}`}>
            {on ? t('admin.twoFactor.statusOn') : t('admin.twoFactor.statusOff')}
          </span>
        )}
      </div>
      <p className="two-factor__intro">{t('admin.twoFactor.intro')}</p>

      {!twoFactor ? (
        state.isError ? (
          <div role="alert">
            <p className="mb-3">{t('admin.twoFactor.loadError', { reason: state.error.message })}</p>
            <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void state.refetch()}>
              {t('admin.common.tryAgain')}
            </button>
          </div>
        ) : (
          <p role="status">{t('admin.common.loading')}</p>
        )
      ) : stage.kind === 'enrolling' ? (
        <Enrolment
          enrolment={stage.enrolment}
          onConfirmed={(codes) => setStage({ kind: 'codes', codes, renewed: false })}
          onCancel={() => setStage({ kind: 'idle' })}
        />
      ) : stage.kind === 'codes' ? (
        <RecoveryCodes codes={stage.codes} renewed={stage.renewed} onDone={() => setStage({ kind: 'idle' })} />
      ) : !on ? (
        <div>
          <p>{t('admin.twoFactor.offText')}</p>
          {start.error && (
            <div className="alert alert-danger py-2" role="alert">
              {start.error.message}
            </div>
          )}
          <button
            type="button"
            className="btn btn-danger two-factor__primary"
            onClick={begin}
            disabled={start.isPending}
          >
            {start.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {t('admin.twoFactor.setUp')}
          </button>
        </div>
      ) : (
        <div>
          <dl className="two-factor__facts">
            <div>
              <dt>{t('admin.twoFactor.onSince')}</dt>
              <dd>{formatListDate(twoFactor.enabledAt!)}</dd>
            </div>
            <div>
              <dt>{t('admin.twoFactor.codesLeftLabel')}</dt>
              <dd>{t('admin.twoFactor.codesLeft', { count: twoFactor.recoveryCodesLeft })}</dd>
            </div>
          </dl>
          {twoFactor.recoveryCodesLeft <= FEW_CODES && (
            <p className="two-factor__notice">{t('admin.twoFactor.codesLow')}</p>
          )}
          {stage.kind === 'proving' ? (
            <div className="two-factor__proof">
              <SecondFactorForm
                idPrefix={stage.action}
                autoFocus
                submitLabel={stage.action === 'renew' ? t('admin.twoFactor.renew') : t('admin.twoFactor.turnOff')}
                loading={renew.isPending || disable.isPending}
                error={(stage.action === 'renew' ? renew.error : disable.error)?.message}
                onMethodChange={() => (stage.action === 'renew' ? renew.reset() : disable.reset())}
                intro={() =>
                  stage.action === 'renew' ? t('admin.twoFactor.renewIntro') : t('admin.twoFactor.turnOffIntro')
                }
                onSubmit={submitProof}
                actions={
                  <button
                    type="button"
                    className="btn btn-link second-factor-form__link"
                    onClick={() => setStage({ kind: 'idle' })}
                  >
                    {t('admin.twoFactor.cancel')}
                  </button>
                }
              />
            </div>
          ) : (
            <div className="two-factor__actions">
              <button type="button" className="btn btn-outline-dark" onClick={() => prove('renew')}>
                {t('admin.twoFactor.renew')}
              </button>
              <button type="button" className="btn btn-outline-danger" onClick={() => prove('disable')}>
                {t('admin.twoFactor.turnOff')}
              </button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
