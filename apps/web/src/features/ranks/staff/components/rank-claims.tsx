import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  academyToday,
  recordPromotionRequestSchema,
  type Rank,
  type RankClaim,
  type RecordPromotionRequest,
  type RecordPromotionValues,
  rankWords,
} from '@academy/contract';
import { Count } from '../../../../components/badge.tsx';
import { SelectField, TextField } from '../../../../components/form/controls.tsx';
import { SkeletonBlock } from '../../../../components/skeleton.tsx';
import { SpinnerButton } from '../../../../components/spinner-button.tsx';
import { useToast } from '../../../../components/toast/toast-context.ts';
import { useT } from '../../../../lib/i18n.ts';
import { useRecordPromotion } from '../../../../lib/record-promotion.ts';
import { useRankClaimCleared, useRankClaims } from '../../api/get-rank-claims.ts';
import '../../../../styles/bootstrap/grid.scss';

const resolver = zodResolver(recordPromotionRequestSchema) as Resolver<
  RecordPromotionRequest,
  unknown,
  RecordPromotionValues
>;

/** One claimed belt: the rank the words name, preselected, the day and examiner of the promotion that confirms it. */
function ClaimRow({ claim, ranks }: { claim: RankClaim; ranks: Rank[] }) {
  const t = useT();
  const uid = useId();
  const toast = useToast();
  const claimCleared = useRankClaimCleared();
  const record = useRecordPromotion((reply) => claimCleared(reply.promotion.fighterId));
  const { register, handleSubmit, formState } = useForm<RecordPromotionRequest, unknown, RecordPromotionValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      fighterId: claim.fighterId,
      rankId: claim.suggestedRankId ?? '',
      day: academyToday(),
      examiner: '',
    },
  });
  const errors = formState.errors;
  const id = (name: string) => `${uid}-${name}`;

  // The row leaves the list as soon as the promotion is saved, so the notice cannot wait for a callback of this
  // row's own: mutateAsync's promise is kept whether or not the row is still there.
  const submit = handleSubmit(async (values) => {
    const reply = await record.mutateAsync(values).catch(() => null);
    if (reply) toast.show(`${claim.fullName}: ${reply.message}`, 'success');
  });

  return (
    <li className="claim" aria-labelledby={id('name')}>
      <div className="claim__who">
        <h3 id={id('name')} className="claim__name">
          {claim.fullName}
        </h3>
        <p className="claim__typed">
          {t('admin.ranks.claims.typed')} <q className="claim__words">{claim.beltLevel}</q>
        </p>
      </div>
      <form noValidate onSubmit={submit} className="row g-2 align-items-start claim__form">
        <SelectField
          id={id('rank')}
          label={t('admin.ranks.claims.rank')}
          placeholder={t('admin.ranks.claims.choose')}
          options={ranks.map((rank) => rank.id)}
          optionLabel={(rankId) => {
            const rank = ranks.find((each) => each.id === rankId);
            return rank ? rankWords(t, rank) : rankId;
          }}
          className="col-12 col-md-4"
          error={errors.rankId?.message}
          {...register('rankId')}
        />
        <TextField
          id={id('day')}
          label={t('admin.ranks.claims.day')}
          type="date"
          max={academyToday()}
          className="col-6 col-md-3"
          error={errors.day?.message}
          {...register('day')}
        />
        <TextField
          id={id('examiner')}
          label={t('admin.ranks.claims.examiner')}
          autoComplete="off"
          className="col-6 col-md-3"
          error={errors.examiner?.message}
          {...register('examiner')}
        />
        <div className="col-12 col-md-2 claim__confirm">
          <SpinnerButton
            loading={record.isPending}
            className="w-100"
            aria-label={t('admin.ranks.claims.confirmFor', { name: claim.fullName })}
          >
            {t('admin.ranks.claims.confirm')}
          </SpinnerButton>
        </div>
        {record.error && (
          <div className="col-12">
            <div className="alert alert-danger mb-0" role="alert">
              {record.error.message}
            </div>
          </div>
        )}
      </form>
    </li>
  );
}

/** "Belts to confirm": what fighters say they hold that the academy has not recorded; confirming records a promotion. */
export function RankClaims({ ranks }: { ranks: Rank[] }) {
  const t = useT();
  const claims = useRankClaims();
  let body;
  if (claims.isError && !claims.data) {
    body = (
      <div className="claims__state" role="alert">
        <p className="mb-3">{t('admin.ranks.claims.loadError', { reason: claims.error.message })}</p>
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void claims.refetch()}>
          {t('admin.common.tryAgain')}
        </button>
      </div>
    );
  } else if (!claims.data) {
    body = (
      <div className="claims__state" aria-hidden="true">
        <SkeletonBlock className="claims__skeleton" />
        <SkeletonBlock className="claims__skeleton" />
      </div>
    );
  } else if (claims.data.claims.length === 0) {
    body = <p className="claims__state claims__empty">{t('admin.ranks.claims.empty')}</p>;
  } else {
    body = (
      <ul className="claims__list">
        {claims.data.claims.map((claim) => (
          <ClaimRow key={claim.fighterId} claim={claim} ranks={ranks} />
        ))}
      </ul>
    );
  }
  return (
    <section className="admin-page__card claims" aria-labelledby="rank-claims-title">
      <div className="claims__head">
        <h2 id="rank-claims-title" className="claims__title">
          {t('admin.ranks.claims.title')}
          {claims.data && claims.data.claims.length > 0 && <Count tone="red">{claims.data.claims.length}</Count>}
        </h2>
        <p className="claims__note">{t('admin.ranks.claims.note')}</p>
      </div>
      {body}
    </section>
  );
}
