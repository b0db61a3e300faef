import { useId, useState } from 'react';
import type { Display, DisplayKind } from '@academy/contract';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { useT } from '../../../lib/i18n.ts';
import { useStaffMay } from '../../../lib/staff-account.ts';
import { useChangeDisplays, useDisplays } from '../api/live.ts';
import '../../../styles/bootstrap/forms.scss';
import './displays-panel.css';

/** The address a display link opens, on this site. */
export const displayAddress = (token: string) => `${window.location.origin}/live/display/${token}`;

function DisplayRow({ display, mayRevoke, onRevoke }: { display: Display; mayRevoke: boolean; onRevoke: () => void }) {
  const t = useT();
  const toast = useToast();
  const address = displayAddress(display.token);
  const revoked = display.revokedAt !== null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      toast.show(t('admin.tournaments.displays.copied'), 'success');
    } catch {
      toast.show(address, 'info', 15_000);
    }
  };
  return (
    <li className={`display-link${revoked ? ' is-revoked' : ''}`}>
      <div className="display-link__what">
        <span className="display-link__label">{display.label || t('admin.tournaments.displays.untitled')}</span>
        <span className="display-link__meta">
          {[
            t(`admin.tournaments.displays.kind.${display.kind}`),
            display.tatami === null
              ? t('admin.tournaments.displays.allTatamis')
              : t('admin.tournaments.tatamis.tatami', { number: display.tatami }),
            ...(display.mirrored ? [t('admin.tournaments.displays.mirrored')] : []),
          ].join(' · ')}
        </span>
      </div>
      {revoked ? (
        <span className="display-link__revoked">{t('admin.tournaments.displays.revoked')}</span>
      ) : (
        <div className="display-link__actions">
          <input
            className="form-control form-control-sm display-link__address"
            readOnly
            value={address}
            aria-label={t('admin.tournaments.displays.link')}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="btn btn-outline-dark btn-sm" onClick={() => void copy()}>
            {t('admin.tournaments.displays.copy')}
          </button>
          <a className="btn btn-outline-dark btn-sm" href={address} target="_blank" rel="noreferrer">
            {t('admin.tournaments.displays.open')}
          </a>
          {mayRevoke && (
            <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRevoke}>
              {t('admin.tournaments.displays.revoke')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}

/** A new link: its screen, the scoreboard's tatami and side, and a label saying where the screen is. */
function CreateForm({ eventId, tatamis }: { eventId: string; tatamis: number }) {
  const t = useT();
  const toast = useToast();
  const uid = useId();
  const { create } = useChangeDisplays(eventId);
  const [kind, setKind] = useState<DisplayKind>('scoreboard');
  const [tatami, setTatami] = useState(1);
  const [mirrored, setMirrored] = useState(false);
  const [label, setLabel] = useState('');
  const scoreboard = kind === 'scoreboard';
  const submit = () =>
    create.mutate(
      { kind, tatami: scoreboard ? tatami : null, mirrored: scoreboard && mirrored, label: label.trim() },
      {
        onSuccess: () => {
          setLabel('');
          toast.show(t('admin.tournaments.displays.created'), 'success');
        },
        onError: (error) => toast.show(error.message, 'danger'),
      },
    );
  return (
    <form
      className="displays__form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div>
        <label className="form-label" htmlFor={`${uid}-kind`}>
          {t('admin.tournaments.displays.kind')}
        </label>
        <select
          id={`${uid}-kind`}
          className="form-select form-select-sm"
          value={kind}
          onChange={(event) => setKind(event.target.value as DisplayKind)}
        >
          <option value="scoreboard">{t('admin.tournaments.displays.kind.scoreboard')}</option>
          <option value="callUp">{t('admin.tournaments.displays.kind.callUp')}</option>
        </select>
      </div>
      {scoreboard && (
        <div>
          <label className="form-label" htmlFor={`${uid}-tatami`}>
            {t('admin.tournaments.displays.tatami')}
          </label>
          <select
            id={`${uid}-tatami`}
            className="form-select form-select-sm"
            value={Math.min(tatami, tatamis)}
            onChange={(event) => setTatami(Number(event.target.value))}
          >
            {Array.from({ length: tatamis }, (_, i) => (
              <option key={i + 1} value={i + 1}>
                {t('admin.tournaments.tatamis.tatami', { number: i + 1 })}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="displays__label-field">
        <label className="form-label" htmlFor={`${uid}-label`}>
          {t('admin.tournaments.displays.label')}
        </label>
        <input
          id={`${uid}-label`}
          className="form-control form-control-sm"
          value={label}
          maxLength={60}
          placeholder={t('admin.tournaments.displays.labelHint')}
          onChange={(event) => setLabel(event.target.value)}
        />
      </div>
      {scoreboard && (
        <div className="form-check displays__mirrored">
          <input
            id={`${uid}-mirrored`}
            type="checkbox"
            className="form-check-input"
            checked={mirrored}
            onChange={(event) => setMirrored(event.target.checked)}
          />
          <label className="form-check-label" htmlFor={`${uid}-mirrored`}>
            {t('admin.tournaments.displays.mirrored')}
          </label>
        </div>
      )}
      <SpinnerButton type="submit" variant="dark" className="btn-sm" loading={create.isPending}>
        {t('admin.tournaments.displays.create')}
      </SpinnerButton>
    </form>
  );
}

/**
 * The tournament's display links (decision 062): each TV's link to copy or open, what it shows, and a revoke that
 * asks first; a form for a new one. The desk lists and creates them; revoking is the owner's.
 */
export function DisplaysPanel({ eventId, tatamis }: { eventId: string; tatamis: number }) {
  const t = useT();
  const toast = useToast();
  const uid = useId();
  const query = useDisplays(eventId);
  const { revoke } = useChangeDisplays(eventId);
  const mayCreate = useStaffMay('CreateDisplay');
  const mayRevoke = useStaffMay('RevokeDisplay');
  const [revoking, setRevoking] = useState<Display | null>(null);
  const displays = query.data?.displays ?? [];
  return (
    <section className="displays" aria-labelledby={`${uid}-title`}>
      <h3 id={`${uid}-title`} className="tatami__title">
        {t('admin.tournaments.displays.title')}
      </h3>
      <p className="tatamis__note">{t('admin.tournaments.displays.note')}</p>
      {query.isError ? (
        <p role="alert">{t('admin.tournaments.displays.loadError', { reason: query.error.message })}</p>
      ) : (
        query.data &&
        (displays.length === 0 ? (
          <p className="tatami__empty">{t('admin.tournaments.displays.none')}</p>
        ) : (
          <ul className="displays__list">
            {displays.map((display) => (
              <DisplayRow
                key={display.id}
                display={display}
                mayRevoke={mayRevoke}
                onRevoke={() => setRevoking(display)}
              />
            ))}
          </ul>
        ))
      )}
      {mayCreate && <CreateForm eventId={eventId} tatamis={Math.max(1, tatamis)} />}
      <ConfirmModal
        show={revoking !== null}
        title={t('admin.tournaments.displays.revokeTitle')}
        detail={revoking ? revoking.label || t(`admin.tournaments.displays.kind.${revoking.kind}`) : undefined}
        message={t('admin.tournaments.displays.revokeMessage')}
        confirmLabel={t('admin.tournaments.displays.revoke')}
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => setRevoking(null),
            onError: (error) => toast.show(error.message, 'danger'),
          })
        }
      />
    </section>
  );
}
