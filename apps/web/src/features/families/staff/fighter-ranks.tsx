import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  academyToday,
  PROMOTION_DAY_FLOOR,
  recordPromotionRequestSchema,
  type Promotion,
  type Rank,
  type RecordPromotionRequest,
  type RecordPromotionValues,
  rankWords,
} from '@academy/contract';
import { Belt } from '../../../components/belt.tsx';
import { SelectField, TextField } from '../../../components/form/controls.tsx';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { formatIst } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { RowDialog } from './row-dialog.tsx';
import { useFighterRanks } from '../../../lib/fighter-ranks.ts';
import { useRecordPromotion } from '../../../lib/record-promotion.ts';
import '../../../styles/bootstrap/grid.scss';
import './fighter-ranks.css';
import { useStaffMay } from '../../../lib/staff-account.ts';

interface Fighter {
  id: string;
  fullName: string;
}

const resolver = zodResolver(recordPromotionRequestSchema) as Resolver<
  RecordPromotionRequest,
  unknown,
  RecordPromotionValues
>;

/** A day (YYYY-MM-DD, a date in India) as "14 Mar 2026". */
const dayText = (day: string) => formatIst(`${day}T00:00:00+05:30`, 'dd MMM yyyy');

function PromotionItem({ promotion }: { promotion: Promotion }) {
  const t = useT();
  return (
    <li className="fighter-promotion">
      <Belt rank={promotion.rank} size="sm" className="fighter-promotion__belt" />
      <span className="fighter-promotion__day">{dayText(promotion.day)}</span>
      <span className="fighter-promotion__how">
        {promotion.gradingName ?? t('admin.fighterRanks.recorded')}
        {promotion.examiners.length > 0 &&
          ` · ${t('admin.fighterRanks.examiners', { count: promotion.examiners.length, names: promotion.examiners.join(', ') })}`}
      </span>
      <span className="fighter-promotion__certificate">
        {t('admin.fighterRanks.certificate', { number: promotion.certificateNumber })}
      </span>
    </li>
  );
}

/** Records a promotion outside a grading: one from before the academy kept history, or from another dojo. */
function PromotionForm({ fighter, ranks }: { fighter: Fighter; ranks: Rank[] }) {
  const t = useT();
  const uid = useId();
  const record = useRecordPromotion();
  const [done, setDone] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<RecordPromotionRequest, unknown, RecordPromotionValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { fighterId: fighter.id, rankId: '', day: academyToday(), examiner: '' },
  });
  const errors = formState.errors;
  const id = (name: string) => `${uid}-${name}`;

  const submit = handleSubmit((values) =>
    record.mutate(values, {
      onSuccess: (reply) => {
        setDone(
          t('admin.fighterRanks.done', {
            rank: rankWords(t, reply.promotion.rank),
            number: reply.promotion.certificateNumber,
          }),
        );
        reset({ fighterId: fighter.id, rankId: '', day: academyToday(), examiner: '' });
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} aria-labelledby={id('title')} className="fighter-ranks__form">
      <h3 id={id('title')} className="fighter-ranks__subtitle">
        {t('admin.fighterRanks.record')}
      </h3>
      <p className="fighter-ranks__hint">{t('admin.fighterRanks.recordHint')}</p>
      <div className="row g-2">
        <SelectField
          id={id('rank')}
          label={t('admin.fighterRanks.rank')}
          placeholder={t('admin.fighterRanks.chooseRank')}
          options={ranks.map((rank) => rank.id)}
          optionLabel={(rankId) => {
            const rank = ranks.find((each) => each.id === rankId);
            return rank ? rankWords(t, rank) : rankId;
          }}
          className="col-12"
          error={errors.rankId?.message}
          {...register('rankId')}
        />
        <TextField
          id={id('day')}
          label={t('admin.fighterRanks.day')}
          type="date"
          min={PROMOTION_DAY_FLOOR}
          max={academyToday()}
          className="col-12 col-sm-6"
          error={errors.day?.message}
          {...register('day')}
        />
        <TextField
          id={id('examiner')}
          label={t('admin.fighterRanks.examiner')}
          autoComplete="off"
          className="col-12 col-sm-6"
          error={errors.examiner?.message}
          {...register('examiner')}
        />
      </div>
      {record.error && (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          {record.error.message}
        </div>
      )}
      {done && !record.error && (
        <p className="alert alert-success mt-3 mb-0" role="status">
          {done}
        </p>
      )}
      <div className="fighter-ranks__actions">
        <SpinnerButton loading={record.isPending}>{t('admin.fighterRanks.submit')}</SpinnerButton>
      </div>
    </form>
  );
}

function RanksBody({ fighter, ranks }: { fighter: Fighter; ranks: Rank[] }) {
  const t = useT();
  const uid = useId();
  const history = useFighterRanks(fighter.id, 0);
  // Outside a grading only the owner records a rank; the front desk reads the history.
  const mayPromote = useStaffMay('RecordPromotion');
  let summary;
  if (history.isPending) {
    summary = (
      <p className="fighter-ranks__status" role="status">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" /> {t('admin.fighterRanks.loading')}
      </p>
    );
  } else if (history.isError) {
    summary = (
      <div className="fighter-ranks__status" role="alert">
        <p className="mb-0">{t('admin.fighterRanks.loadError', { reason: history.error.message })}</p>
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void history.refetch()}>
          {t('admin.common.tryAgain')}
        </button>
      </div>
    );
  } else {
    const { rank, since, promotions } = history.data;
    summary = (
      <>
        <div className="fighter-ranks__now">
          {rank ? (
            <>
              <Belt rank={rank} size="lg" />
              <span className="fighter-ranks__since">
                {since ? t('admin.fighterRanks.since', { day: dayText(since) }) : t('admin.fighterRanks.noHistory')}
              </span>
            </>
          ) : (
            <span className="fighter-ranks__none">{t('admin.fighterRanks.none')}</span>
          )}
        </div>
        <section aria-labelledby={`${uid}-history`}>
          <h3 id={`${uid}-history`} className="fighter-ranks__subtitle">
            {t('admin.fighterRanks.history')}
          </h3>
          {promotions.length === 0 ? (
            <p className="fighter-ranks__status">{t('admin.fighterRanks.noPromotions')}</p>
          ) : (
            <ol className="fighter-promotions">
              {promotions.map((promotion) => (
                <PromotionItem key={promotion.id} promotion={promotion} />
              ))}
            </ol>
          )}
        </section>
      </>
    );
  }
  return (
    <>
      {summary}
      {mayPromote && <PromotionForm fighter={fighter} ranks={ranks} />}
    </>
  );
}

/** A fighter's rank on the admin's list: the drawn belt, and Rank opens the history with a form to record a promotion. */
export function FighterRanks({ fighter, ranks }: { fighter: Fighter; ranks: Rank[] }) {
  const t = useT();
  return (
    <RowDialog
      button={t('admin.fighters.rank')}
      title={t('admin.fighters.rankOf', { name: fighter.fullName })}
      className="fighter-ranks"
    >
      <RanksBody fighter={fighter} ranks={ranks} />
    </RowDialog>
  );
}
