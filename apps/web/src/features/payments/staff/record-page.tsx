import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  formatMobile,
  formatPaise,
  recordOfflinePaymentRequestSchema,
  type Due,
  type FamilyProfile,
  type PaymentReply,
} from '@academy/contract';
import { Badge } from '../../../components/badge.tsx';
import { TextareaField, TextField } from '../../../components/form/controls.tsx';
import { FieldError } from '../../../components/form/field.tsx';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { formatDay } from '../../../lib/family.ts';
import { useLanguage, useT } from '../../../lib/i18n.ts';
import { useAllFighters } from '../../../lib/fighters-list.ts';
import { useFamilyDues } from '../api/get-dues.ts';
import { useRecordOfflinePayment } from '../api/record-offline-payment.ts';
import { PaymentsFrame } from './components/payments-frame.tsx';
import { dueItem } from './payment-words.ts';
import './record-page.css';
import { useStaffMayTake } from '../../../lib/staff-account.ts';

/** At most this many profiles are offered for what is typed; a longer list means the search is too short. */
const MATCHES_SHOWN = 8;

/** The profiles whose name, email or mobile contains what was typed (case and spaces ignored). */
export function findProfiles(profiles: readonly FamilyProfile[], typed: string): FamilyProfile[] {
  const words = typed.toLowerCase().replace(/\s+/g, ' ').trim();
  if (words.length < 2) return [];
  const digits = words.replace(/\D/g, '');
  return profiles.filter(
    (profile) =>
      profile.fullName.toLowerCase().includes(words) ||
      profile.email.toLowerCase().includes(words) ||
      (digits.length >= 4 && profile.mobileNumber.replace(/\D/g, '').includes(digits)),
  );
}

function FighterSearch({ onPick }: { onPick: (profile: FamilyProfile) => void }) {
  const t = useT();
  const uid = useId();
  const fighters = useAllFighters({}, 60_000);
  const [typed, setTyped] = useState('');
  const matches = useMemo(() => findProfiles(fighters.data?.fighters ?? [], typed), [fighters.data, typed]);
  const searched = typed.trim().length >= 2;
  return (
    <div className="record-search">
      <TextField
        id={`${uid}-search`}
        type="search"
        label={t('admin.payments.record.find')}
        placeholder={t('admin.payments.record.findPlaceholder')}
        hint={fighters.isPending ? t('admin.common.loading') : t('admin.payments.record.findHint')}
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      {fighters.isError && (
        <p className="text-danger" role="alert">
          {t('admin.payments.loadError', { reason: fighters.error.message })}
        </p>
      )}
      {searched && fighters.data && (
        <div aria-live="polite">
          {matches.length === 0 ? (
            <p className="record-search__none">{t('admin.payments.record.noMatch')}</p>
          ) : (
            <ul className="record-matches">
              {matches.slice(0, MATCHES_SHOWN).map((profile) => (
                <li key={profile.id}>
                  <button type="button" className="record-match" onClick={() => onPick(profile)}>
                    <span className="record-match__name">
                      {profile.fullName}
                      {profile.guardianId !== null && <Badge tone="info">{t('admin.payments.record.child')}</Badge>}
                    </span>
                    <span className="record-match__contact">
                      {[profile.email, profile.mobileNumber && formatMobile(profile.mobileNumber)]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </button>
                </li>
              ))}
              {matches.length > MATCHES_SHOWN && (
                <li className="record-search__more">
                  {t('admin.payments.record.more', { count: matches.length - MATCHES_SHOWN })}
                </li>
              )}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

/** A due's box is offered unless a transfer for it waits for the admin's check (deciding that comes first). */
const waitingForCheck = (due: Due) => due.paymentState === 'submitted';

/**
 * Who the payment is from: the family's account holder, whom the server names on the payment and its receipt, so a
 * child picked in the search pays through their guardian.
 */
export function payerOf(profile: FamilyProfile, profiles: readonly FamilyProfile[]): string {
  const guardian = profile.guardianId === null ? undefined : profiles.find((each) => each.id === profile.guardianId);
  return (guardian ?? profile).fullName;
}

function FamilyDues({ profile, onChange }: { profile: FamilyProfile; onChange: () => void }) {
  const t = useT();
  const language = useLanguage();
  const uid = useId();
  const toast = useToast();
  const dues = useFamilyDues(profile.id);
  const record = useRecordOfflinePayment();
  const fighters = useAllFighters({}, 60_000);
  // Families mostly pay all they owe at the desk: every due starts ticked and the desk unticks what was not paid.
  const [unticked, setUnticked] = useState<string[]>([]);
  const [method, setMethod] = useState<'cash' | 'waiver'>('cash');
  // Waivers are the owner's; the front desk records cash.
  const methods = useStaffMayTake('waiveDue') ? (['cash', 'waiver'] as const) : (['cash'] as const);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<PaymentReply | null>(null);

  const open = (dues.data?.dues ?? []).filter((due) => due.state === 'open');
  const offered = open.filter((due) => !waitingForCheck(due));
  const chosenDues = offered.filter((due) => !unticked.includes(due.id));
  const chosen = chosenDues.map((due) => due.id);
  const total = chosenDues.reduce((sum, due) => sum + due.amountPaise, 0);
  const allChosen = offered.length > 0 && chosen.length === offered.length;
  const payer = payerOf(profile, fighters.data?.fighters ?? []);

  const toggle = (id: string, on: boolean) => {
    setUnticked((ids) => (on ? ids.filter((each) => each !== id) : [...ids, id]));
    setError(undefined);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = recordOfflinePaymentRequestSchema.safeParse({ dueIds: chosen, method, note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    record.mutate(
      { dueIds: chosen, method, note },
      {
        // The settled dues leave the list when it reloads; those left unticked stay so.
        onSuccess: (reply) => {
          setDone(reply);
          setNote('');
          toast.show(reply.message, 'success');
        },
      },
    );
  };

  return (
    <div className="record-family">
      <div className="record-family__head">
        <div>
          <p className="record-family__kicker">{t('admin.payments.record.familyOf')}</p>
          <h2 className="record-family__name">{profile.fullName}</h2>
          <p className="record-family__contact">
            {[profile.email, profile.mobileNumber && formatMobile(profile.mobileNumber)].filter(Boolean).join(' · ')}
          </p>
        </div>
        <button type="button" className="btn btn-outline-dark btn-sm" onClick={onChange}>
          {t('admin.payments.record.change')}
        </button>
      </div>

      {done && (
        <div className="alert alert-success" role="status">
          {done.payment.receiptNumber
            ? t('admin.payments.record.doneCash', {
                amount: formatPaise(done.payment.amountPaise),
                number: done.payment.receiptNumber,
              })
            : t('admin.payments.record.doneWaiver', { amount: formatPaise(done.payment.amountPaise) })}
        </div>
      )}

      {dues.isError ? (
        <div role="alert">
          <p className="mb-3">{t('admin.payments.loadError', { reason: dues.error.message })}</p>
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void dues.refetch()}>
            {t('admin.common.tryAgain')}
          </button>
        </div>
      ) : !dues.data ? (
        <p role="status">{t('admin.common.loading')}</p>
      ) : open.length === 0 ? (
        <p className="payments-empty">{t('admin.payments.record.nothingOwed')}</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <fieldset className="record-dues" aria-describedby={error ? `${uid}-dues-error` : undefined}>
            <legend className="form-label record-dues__legend">{t('admin.payments.record.dues')}</legend>
            {offered.length > 0 && <p className="record-dues__hint">{t('admin.payments.record.duesHint')}</p>}
            {offered.length > 1 && (
              <div className="form-check record-due record-due--all">
                <input
                  type="checkbox"
                  className="form-check-input"
                  id={`${uid}-all`}
                  checked={allChosen}
                  onChange={(event) => {
                    setUnticked(event.target.checked ? [] : offered.map((due) => due.id));
                    setError(undefined);
                  }}
                />
                <label className="form-check-label" htmlFor={`${uid}-all`}>
                  {t('admin.payments.record.all')}
                </label>
              </div>
            )}
            <ul className="record-dues__list">
              {open.map((due) => (
                <li key={due.id} className={`form-check record-due${waitingForCheck(due) ? ' is-waiting' : ''}`}>
                  <input
                    type="checkbox"
                    className="form-check-input"
                    id={`${uid}-${due.id}`}
                    checked={chosen.includes(due.id)}
                    disabled={waitingForCheck(due)}
                    onChange={(event) => toggle(due.id, event.target.checked)}
                  />
                  <label className="form-check-label record-due__label" htmlFor={`${uid}-${due.id}`}>
                    <span className="record-due__what">
                      <strong>{due.fighterName}</strong> {dueItem(due)}
                    </span>
                    <span className="record-due__when">
                      {waitingForCheck(due)
                        ? t('admin.payments.record.waiting')
                        : t('admin.payments.record.dueOn', { day: formatDay(due.dueDay, language) })}
                    </span>
                    <span className="record-due__amount">{formatPaise(due.amountPaise)}</span>
                  </label>
                </li>
              ))}
            </ul>
            <FieldError id={`${uid}-dues-error`} message={error} />
          </fieldset>

          {offered.length === 0 ? (
            // Deciding the waiting transfers comes first: cash now could pay a due twice.
            <p className="payments-empty">{t('admin.payments.record.allWaiting')}</p>
          ) : (
            <>
              <fieldset className="record-method">
                <legend className="form-label">{t('admin.payments.record.method')}</legend>
                {methods.map((each) => (
                  <div key={each} className="form-check record-method__option">
                    <input
                      type="radio"
                      className="form-check-input"
                      name={`${uid}-method`}
                      id={`${uid}-${each}`}
                      checked={method === each}
                      onChange={() => setMethod(each)}
                    />
                    <label className="form-check-label" htmlFor={`${uid}-${each}`}>
                      <strong>
                        {t(each === 'cash' ? 'admin.payments.record.cash' : 'admin.payments.record.waiver')}
                      </strong>
                      <span className="record-method__hint">
                        {t(each === 'cash' ? 'admin.payments.record.cashHint' : 'admin.payments.record.waiverHint')}
                      </span>
                    </label>
                  </div>
                ))}
              </fieldset>

              <TextareaField
                id={`${uid}-note`}
                label={t('admin.payments.record.note')}
                hint={t(
                  method === 'cash' ? 'admin.payments.record.noteCashHint' : 'admin.payments.record.noteWaiverHint',
                )}
                rows={2}
                maxLength={300}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
              {record.error && (
                <div className="alert alert-danger" role="alert">
                  {record.error.message}
                </div>
              )}
              <div className="record-submit">
                <p className="record-submit__total">
                  {t('admin.payments.record.total')} <strong>{formatPaise(total)}</strong>
                </p>
                <SpinnerButton loading={record.isPending} disabled={chosen.length === 0}>
                  {chosen.length === 0
                    ? t('admin.payments.record.submitNone')
                    : t(method === 'cash' ? 'admin.payments.record.submitCash' : 'admin.payments.record.submitWaiver', {
                        amount: formatPaise(total),
                        payer,
                      })}
                </SpinnerButton>
              </div>
            </>
          )}
        </form>
      )}
    </div>
  );
}

/**
 * /admin/payments/record: cash taken at the dojo (paid, with a receipt) or dues the academy lets go. Find a fighter
 * (or come from their family's page, ?fighter=<id>), see their family's open dues, tick the ones settled.
 */
export default function RecordPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const [picked, setPicked] = useState<FamilyProfile | null>(null);
  // A family's page links here with ?fighter=<id>: its dues open at once, without finding the family again.
  const linkedId = params.get('fighter');
  const fighters = useAllFighters({}, 60_000);
  const linked = linkedId ? (fighters.data?.fighters.find((each) => each.id === linkedId) ?? null) : null;
  const profile = picked ?? linked;
  const another = () => {
    setPicked(null);
    if (linkedId) setParams({}, { replace: true });
  };
  const mayWaive = useStaffMayTake('waiveDue');
  return (
    <PaymentsFrame
      title={t(mayWaive ? 'admin.payments.record.title' : 'admin.payments.record.titleCash')}
      subtitle={t(mayWaive ? 'admin.payments.record.subtitle' : 'admin.payments.record.subtitleCash')}
      titleId="admin-payments-record-title"
    >
      <div className="admin-page__card record-card">
        {profile ? (
          <FamilyDues key={profile.id} profile={profile} onChange={another} />
        ) : (
          <FighterSearch onPick={setPicked} />
        )}
      </div>
    </PaymentsFrame>
  );
}
