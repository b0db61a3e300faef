import { useId } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { type AddEntriesRequest, addEntriesSchema, type Tournament, type TournamentReply } from '@academy/contract';
import { TextField } from '../../../../components/form/controls.tsx';
import { Icon } from '../../../../components/icon.tsx';
import { SpinnerButton } from '../../../../components/spinner-button.tsx';
import { formatInr } from '../../../../lib/format.ts';
import { useT } from '../../../../lib/i18n.ts';
import { useAddEntries } from '../../api/add-entries.ts';
import { AthleteFields } from '../../entering/athlete-fields.tsx';
import { requestResolver } from '../../entering/request-resolver.ts';
import { blankAthlete, entriesRequest, type EntriesFormValues } from '../../entering/entry-fits.ts';
import '../../../../styles/bootstrap/forms.scss';
import './add-entries-form.css';

interface Props {
  tournament: Tournament;
  onSaved: (reply: TournamentReply) => void;
  onCancel: () => void;
}

/**
 * Add entries: one club's athletes, a row each, every row offered only the categories its athlete fits on the
 * tournament day. The server takes all of them or none, and names the athlete who does not fit.
 */
export function AddEntriesForm({ tournament, onSaved, onCancel }: Props) {
  const t = useT();
  const uid = useId();
  const titleId = `${uid}-title`;
  const add = useAddEntries();
  const resolver = requestResolver(addEntriesSchema, (values) => entriesRequest(values, tournament));
  const { control, register, handleSubmit, setValue, formState } = useForm<
    EntriesFormValues,
    unknown,
    AddEntriesRequest
  >({
    resolver,
    // Judged from the first submit on: judged as they are touched, a row added would be judged blank at once.
    mode: 'onSubmit',
    defaultValues: { club: '', athletes: [blankAthlete()] },
  });
  const athletes = useFieldArray({ control, name: 'athletes' });
  const rows = useWatch({ control, name: 'athletes' });
  const request = entriesRequest({ club: '', athletes: rows }, tournament);
  const entries = request.athletes.reduce((sum, athlete) => sum + athlete.categoryIds.length, 0);

  const submit = handleSubmit((body) =>
    add.mutate({ eventId: tournament.eventId, request: body }, { onSuccess: onSaved }),
  );

  return (
    <section className="admin-page__card entries-form" aria-labelledby={titleId}>
      <h2 id={titleId} className="entries-form__title">
        {t('tournaments.add.title')}
      </h2>
      <p className="entries-form__note">{t('tournaments.add.note')}</p>
      <form onSubmit={submit} noValidate aria-labelledby={titleId}>
        <TextField
          id={`${uid}-club`}
          label={t('tournaments.add.club')}
          hint={t('tournaments.add.clubHint')}
          autoComplete="organization"
          className="entries-form__club"
          error={formState.errors.club?.message}
          {...register('club')}
        />
        <div className="entries-form__athletes">
          {athletes.fields.map((field, index) => (
            <AthleteFields
              key={field.id}
              index={index}
              tournament={tournament}
              control={control}
              register={register}
              setValue={setValue}
              errors={formState.errors}
              validating={formState.isSubmitted}
              onRemove={athletes.fields.length > 1 ? () => athletes.remove(index) : null}
            />
          ))}
        </div>
        <button
          type="button"
          className="btn btn-outline-dark d-inline-flex align-items-center gap-1"
          onClick={() => athletes.append(blankAthlete())}
        >
          <Icon name="plus" size={16} />
          {t('tournaments.add.another')}
        </button>

        {add.error && (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {add.error.message}
          </div>
        )}
        <div className="entries-form__foot">
          <p className="entries-form__total" aria-live="polite">
            {t('tournaments.add.total', {
              athletes: request.athletes.length,
              entries,
              fee: formatInr(entries * tournament.categoryFee),
            })}
          </p>
          <div className="entries-form__buttons">
            <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={add.isPending}>
              {t('form.kit.cancel')}
            </button>
            <SpinnerButton loading={add.isPending}>{t('tournaments.add.submit')}</SpinnerButton>
          </div>
        </div>
      </form>
    </section>
  );
}
