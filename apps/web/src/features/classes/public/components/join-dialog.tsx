import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { Link } from 'react-router';
import type { Batch, EnrolmentReply, FamilyProfile } from '@academy/contract';
import { SpinnerButton } from '../../../../components/spinner-button.tsx';
import {
  ageFits,
  ageRangeText,
  batchTimeText,
  firstFeeLines,
  monthlyFeeText,
  weekdaysText,
} from '../../../../lib/batch-format.ts';
import { isChildProfile, profileAge, useFamily } from '../../../../lib/family.ts';
import { useLanguage, useT } from '../../../../lib/i18n.ts';
import { useFamilyEnrolments } from '../../api/get-family-enrolments.ts';
import { useRequestEnrolment } from '../../api/request-enrolment.ts';
import './join-dialog.css';

interface Props {
  batch: Batch;
  onClose: () => void;
}

/** What the dialog says once the server has answered: who joined, and whether at once or upon acceptance. */
interface Done {
  reply: EnrolmentReply;
  name: string;
}

/**
 * Which profile of the family joins: the account holder's own or a child's (GetFamily), those outside the batch's
 * ages or already in it shown but not choosable. A parent who does not train is not offered: only their children
 * are. Before and after, the dialog says what joining costs first (the first fee's month, amount and due day, and
 * what a part-month costs). The reply says whether the profile is in at once or waits for the academy; a refusal
 * (already in, not taking students, ...) stays in the dialog, so another profile can be chosen. A native <dialog>:
 * the browser keeps the focus inside and closes it on Escape.
 */
export function JoinDialog({ batch, onClose }: Props) {
  const t = useT();
  const language = useLanguage();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const family = useFamily();
  const enrol = useRequestEnrolment();
  const inBatch = (useFamilyEnrolments(true).data?.enrolments ?? []).filter((entry) => entry.batchId === batch.id);
  const profiles: FamilyProfile[] = (family.data?.profiles ?? []).filter((profile) => profile.trains);
  const parentOnly = family.isSuccess && profiles.length === 0;
  const stateOf = (profile: FamilyProfile) => inBatch.find((entry) => entry.fighterId === profile.id)?.state;
  const fits = (profile: FamilyProfile) => ageFits(batch, profileAge(profile)) && !stateOf(profile);
  const [chosen, setChosen] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const selected = chosen ?? profiles.find(fits)?.id ?? null;

  // Opened once; unmounting removes it from the page, which ends its modal state.
  useEffect(() => {
    if (ref.current && !ref.current.open) ref.current.showModal();
  }, []);

  const close = () => ref.current?.close();
  // A tap on the backdrop (the dialog element itself, outside its box) closes it.
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!selected) return;
    setRefusal(null);
    enrol.mutate(
      { batchId: batch.id, fighterId: selected },
      {
        onSuccess: (reply) =>
          setDone({ reply, name: profiles.find((profile) => profile.id === selected)?.fullName ?? '' }),
        onError: (error) => setRefusal(error.message),
      },
    );
  };

  const instant = batch.autoAccept && batch.seatsLeft > 0;
  const note =
    batch.seatsLeft === 0 ? 'classes.join.noteFull' : instant ? 'classes.join.noteInstant' : 'classes.join.noteRequest';
  const joined = done?.reply.enrolment.state === 'active';
  const fee = firstFeeLines(batch, t, language, done ? !joined : !instant);
  const feeFacts = fee.length > 0 && (
    <section className="join-dialog__fee" aria-label={t('classes.fee.title')}>
      {fee.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </section>
  );

  return (
    <dialog ref={ref} className="join-dialog" aria-labelledby={titleId} onClose={onClose} onClick={onBackdrop}>
      <form className="join-dialog__box" onSubmit={submit} noValidate>
        <header className="join-dialog__head">
          <div>
            <p className="join-dialog__eyebrow">
              {t(batch.seatsLeft === 0 ? 'classes.joinWaitingList' : 'classes.join')}
            </p>
            <h2 id={titleId} className="join-dialog__title">
              {batch.name}
            </h2>
          </div>
          <button type="button" className="join-dialog__close" onClick={close} aria-label={t('classes.join.close')}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="join-dialog__body">
          <p className="join-dialog__summary">
            {[weekdaysText(batch.weekdays, t), batchTimeText(batch, language), monthlyFeeText(batch, t)].map(
              (part, index) => (
                <span key={part}>
                  {index > 0 && ' · '}
                  <span className="join-dialog__part">{part}</span>
                </span>
              ),
            )}
          </p>
          {done ? (
            <div className="join-dialog__done" role="status">
              <p className="join-dialog__done-title">
                {t(joined ? 'classes.join.doneActive' : 'classes.join.doneRequested', { name: done.name })}
              </p>
              <p>{done.reply.message}</p>
            </div>
          ) : family.isPending ? (
            <p className="join-dialog__status" role="status">
              <span className="spinner-border spinner-border-sm" aria-hidden="true" /> {t('classes.join.loading')}
            </p>
          ) : family.isError ? (
            <div className="alert alert-danger" role="alert">
              {family.error.message}{' '}
              <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void family.refetch()}>
                {t('classes.tryAgain')}
              </button>
            </div>
          ) : (
            <fieldset className="join-dialog__who">
              <legend>{t('classes.join.who')}</legend>
              {profiles.map((profile) => {
                const age = profileAge(profile);
                const allowed = fits(profile);
                const state = stateOf(profile);
                return (
                  <label key={profile.id} className={`join-choice${allowed ? '' : ' is-disabled'}`}>
                    <input
                      type="radio"
                      name="profile"
                      value={profile.id}
                      checked={selected === profile.id}
                      disabled={!allowed}
                      onChange={() => {
                        setChosen(profile.id);
                        setRefusal(null);
                      }}
                    />
                    <span className="join-choice__text">
                      <span className="join-choice__name">
                        {isChildProfile(profile)
                          ? profile.fullName
                          : t('classes.join.yourself', { name: profile.fullName })}
                      </span>
                      <span className="join-choice__meta">
                        {age !== null && t('classes.join.age', { age })}
                        {state
                          ? ` · ${t(state === 'active' ? 'classes.join.alreadyIn' : 'classes.join.alreadyAsked')}`
                          : !allowed && ` · ${t('classes.join.outsideAges', { ages: ageRangeText(batch, t) })}`}
                      </span>
                    </span>
                  </label>
                );
              })}
              {parentOnly ? (
                <p className="join-dialog__none">
                  {t('classes.join.addChildFirst')}{' '}
                  <Link to="/fighter/viewprofile" className="join-dialog__to-profile">
                    {t('classes.join.toProfile')}
                  </Link>
                </p>
              ) : (
                !profiles.some(fits) && <p className="join-dialog__none">{t('classes.join.noneFits')}</p>
              )}
            </fieldset>
          )}
          {feeFacts}
          {refusal && (
            <div className="alert alert-danger join-dialog__refusal" role="alert">
              {refusal}
            </div>
          )}
          {!done && <p className="join-dialog__note">{t(note)}</p>}
        </div>
        <footer className="join-dialog__foot">
          {done ? (
            <>
              <Link
                to={`/fighter/viewprofile?profile=${done.reply.enrolment.fighterId}`}
                className="btn btn-outline-dark"
              >
                {t('classes.join.toClasses')}
              </Link>
              <button type="button" className="btn btn-danger" onClick={close}>
                {t('classes.join.done')}
              </button>
            </>
          ) : (
            <>
              <button type="button" className="btn btn-outline-dark" onClick={close}>
                {t('classes.join.cancel')}
              </button>
              <SpinnerButton loading={enrol.isPending} disabled={!selected}>
                {t(instant ? 'classes.join.joinNow' : 'classes.join.send')}
              </SpinnerButton>
            </>
          )}
        </footer>
      </form>
    </dialog>
  );
}
