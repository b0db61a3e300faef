import { useId, useState } from 'react';
import {
  categoryFormat,
  type CategoryReply,
  type SeedProposalReply,
  type Tournament,
  type TournamentEntry,
} from '@academy/contract';
import { Badge } from '../../../../components/badge.tsx';
import { ConfirmModal } from '../../../../components/confirm-modal.tsx';
import { SpinnerButton } from '../../../../components/spinner-button.tsx';
import { useToast } from '../../../../components/toast/toast-context.ts';
import { useT } from '../../../../lib/i18n.ts';
import { useStaffMay } from '../../../../lib/staff-account.ts';
import { useDrawCategory } from '../../api/draw-category.ts';
import { useProposeSeeds } from '../../api/propose-seeds.ts';
import { usePublishDraw } from '../../api/publish-draw.ts';
import { useWithdrawAbsentees } from '../../api/withdraw-absentees.ts';
import { dayHasCome, standing } from '../tournament-figures.ts';
import '../../../../styles/bootstrap/forms.scss';
import '../../../../styles/bootstrap/tables.scss';
import '../../../../components/admin-table.css';
import './draw-panel.css';

const SEEDS = [1, 2, 3, 4] as const;

/** The seeds the last draw kept, by entry id; a withdrawn athlete's is no longer one (the server would refuse it). */
const storedSeeds = (entries: readonly TournamentEntry[]) =>
  new Map(entries.flatMap((entry) => (entry.seed === null ? [] : [[entry.id, entry.seed] as const])));

/** Seeds count in a knockout bracket only: a pool's order and kata pools are drawn with no regard to them. */
function takesSeeds(tournament: Tournament | null, reply: CategoryReply): boolean {
  if (!tournament) return false;
  const format = categoryFormat(tournament.profile, reply.category.criteria.discipline, standing(reply.entries).length);
  return format === 'bracket' || format === 'kataFlags';
}

/**
 * Before the draw is published: the athletes, up to four seeds the organiser chooses for a bracket (kept apart by the
 * draw), the draw and the draw again, the number that makes the draw, and publishing it, asked first since it locks
 * the draw. From the tournament day until the first draw, who is checked in at the door, and withdrawing those who
 * are not (the absentees), asked first too.
 */
export function DrawPanel({ reply, tournament }: { reply: CategoryReply; tournament: Tournament | null }) {
  const t = useT();
  const uid = useId();
  const toast = useToast();
  const mayDraw = useStaffMay('DrawCategory');
  const mayPublish = useStaffMay('PublishDraw');
  const draw = useDrawCategory();
  const publish = usePublishDraw();
  const absentees = useWithdrawAbsentees();
  const mayWithdraw = useStaffMay('WithdrawAbsentees');
  const proposal = useProposeSeeds();
  const [earlier, setEarlier] = useState<ReadonlyMap<string, SeedProposalReply['athletes'][number]> | null>(null);
  const [seeds, setSeeds] = useState<ReadonlyMap<string, number>>(() => storedSeeds(standing(reply.entries)));
  const [asking, setAsking] = useState(false);
  const [askingAbsentees, setAskingAbsentees] = useState(false);
  const { category } = reply;
  const entries = standing(reply.entries);
  const drawn = category.drawnAt !== null;
  // The door is open from the tournament day: before it nobody can be checked in, so nobody is absent yet.
  const atTheDoor = !drawn && tournament !== null && dayHasCome(tournament.day) && entries.length > 0;
  const absent = entries.filter((entry) => entry.state === 'entered');
  const seeded = takesSeeds(tournament, reply);
  const seeding = mayDraw && seeded;
  const failed = (error: Error) => toast.show(error.message, 'danger');

  const seedOf = (entryId: string, seed: number | null) =>
    setSeeds((before) => {
      const next = new Map(before);
      if (seed === null) next.delete(entryId);
      else next.set(entryId, seed);
      return next;
    });

  // The proposal replaces the seeds chosen so far; the organiser can still change any of them before drawing.
  const askProposal = () =>
    proposal.mutate(category.id, {
      onSuccess: (answer) => {
        setSeeds(new Map(answer.seeds.map(({ entryId, seed }) => [entryId, seed])));
        setEarlier(new Map(answer.athletes.map((athlete) => [athlete.entryId, athlete])));
      },
      onError: failed,
    });

  const sendDraw = () =>
    draw.mutate(
      {
        categoryId: category.id,
        request: { seeds: seeded ? [...seeds].map(([entryId, seed]) => ({ entryId, seed })) : [] },
      },
      { onSuccess: (answer) => toast.show(answer.message, 'success'), onError: failed },
    );

  const sendPublish = () =>
    publish.mutate(category.id, {
      onSuccess: (answer) => toast.show(answer.message, 'success'),
      onError: failed,
      onSettled: () => setAsking(false),
    });

  const sendAbsentees = () =>
    absentees.mutate(category.id, {
      onSuccess: (answer) => toast.show(answer.message, 'success'),
      onError: failed,
      onSettled: () => setAskingAbsentees(false),
    });

  return (
    <section className="admin-page__card draw-panel" aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`} className="draw-panel__title">
        {t('admin.tournaments.draw.title')}
      </h2>
      <p className="draw-panel__note">
        {t(
          drawn
            ? 'admin.tournaments.draw.unpublished'
            : !mayDraw
              ? 'admin.tournaments.draw.notDrawn'
              : seeding
                ? 'admin.tournaments.draw.note'
                : 'admin.tournaments.draw.noteUnseeded',
        )}
      </p>
      {atTheDoor && (
        <div className="draw-panel__door">
          <p className="draw-panel__note">
            {t('admin.tournaments.absentees.checkedIn', {
              checkedIn: entries.length - absent.length,
              count: entries.length,
            })}
          </p>
          {mayWithdraw && absent.length > 0 && (
            <button type="button" className="btn btn-outline-dark" onClick={() => setAskingAbsentees(true)}>
              {t('admin.tournaments.absentees.withdraw')}
            </button>
          )}
        </div>
      )}
      {seeding && entries.length > 0 && (
        <div className="draw-panel__proposal">
          <SpinnerButton type="button" variant="outline-dark" loading={proposal.isPending} onClick={askProposal}>
            {t('admin.tournaments.draw.fromResults')}
          </SpinnerButton>
          {proposal.data && (
            <p className="draw-panel__note" role="status">
              {proposal.data.seeds.length === 0
                ? t('admin.tournaments.draw.noneProposed')
                : t('admin.tournaments.draw.proposed', { count: proposal.data.seeds.length })}
            </p>
          )}
        </div>
      )}
      {entries.length === 0 ? (
        <p className="draw-panel__note">{t('admin.tournaments.noEntries')}</p>
      ) : (
        <div className="table-responsive admin-table-wrap">
          <table className="table align-middle mb-0 admin-table draw-table">
            <caption className="visually-hidden">{t('admin.tournaments.entriesOf', { name: category.name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.tournaments.column.athlete')}</th>
                <th scope="col">{t('admin.tournaments.column.club')}</th>
                {seeded && (
                  <th scope="col" className="draw-table__seed">
                    {t('admin.tournaments.draw.seed')}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => {
                const seed = seeds.get(entry.id) ?? null;
                const taken = new Set([...seeds].filter(([id]) => id !== entry.id).map(([, each]) => each));
                const medals = earlier?.get(entry.id);
                return (
                  <tr key={entry.id} className={seed === null ? undefined : 'is-seeded'}>
                    <th scope="row" className="draw-table__name">
                      {entry.athleteName}
                      {atTheDoor && entry.state === 'entered' && (
                        <Badge tone="danger" className="draw-table__absent">
                          {t('admin.tournaments.absentees.notIn')}
                        </Badge>
                      )}
                      {medals && (
                        <span className="draw-table__earlier">
                          {t('admin.tournaments.draw.earlier', {
                            gold: medals.gold,
                            silver: medals.silver,
                            bronze: medals.bronze,
                          })}
                        </span>
                      )}
                    </th>
                    <td className="draw-table__club" data-label={t('admin.tournaments.column.club')}>
                      {entry.club}
                    </td>
                    {seeded && (
                      <td className="draw-table__seed" data-label={t('admin.tournaments.draw.seed')}>
                        {seeding ? (
                          <select
                            className="form-select form-select-sm"
                            aria-label={t('admin.tournaments.draw.seedFor', { name: entry.athleteName })}
                            value={seed ?? ''}
                            onChange={(event) =>
                              seedOf(entry.id, event.target.value === '' ? null : Number(event.target.value))
                            }
                          >
                            <option value="">{t('admin.tournaments.draw.noSeed')}</option>
                            {SEEDS.map((each) => (
                              <option key={each} value={each} disabled={taken.has(each)}>
                                {each}
                              </option>
                            ))}
                          </select>
                        ) : (
                          (seed ?? '—')
                        )}
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {reply.seedValue !== null && (
        <p className="draw-panel__number">{t('admin.tournaments.draw.number', { number: reply.seedValue })}</p>
      )}
      {(mayDraw || (drawn && mayPublish)) && entries.length > 0 && (
        <div className="draw-panel__actions">
          {mayDraw && (
            <SpinnerButton
              type="button"
              variant={drawn ? 'outline-dark' : 'danger'}
              loading={draw.isPending}
              onClick={sendDraw}
            >
              {t(drawn ? 'admin.tournaments.draw.again' : 'admin.tournaments.draw.draw')}
            </SpinnerButton>
          )}
          {drawn && mayPublish && (
            <button type="button" className="btn btn-danger" onClick={() => setAsking(true)}>
              {t('admin.tournaments.draw.publish')}
            </button>
          )}
        </div>
      )}
      <ConfirmModal
        show={asking}
        title={t('admin.tournaments.draw.publishTitle')}
        detail={category.name}
        message={t('admin.tournaments.draw.publishMessage')}
        confirmLabel={t('admin.tournaments.draw.publish')}
        busy={publish.isPending}
        onConfirm={sendPublish}
        onCancel={() => setAsking(false)}
      />
      <ConfirmModal
        show={askingAbsentees}
        title={t('admin.tournaments.absentees.title')}
        detail={category.name}
        message={t('admin.tournaments.absentees.message', { count: absent.length })}
        confirmLabel={t('admin.tournaments.absentees.confirm', { count: absent.length })}
        busy={absentees.isPending}
        onConfirm={sendAbsentees}
        onCancel={() => setAskingAbsentees(false)}
      />
    </section>
  );
}
