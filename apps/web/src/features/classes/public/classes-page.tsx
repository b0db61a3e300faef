import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PROGRAM_LABELS, PROGRAMS, type Program } from '@academy/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useOpenClasses } from '../../../lib/open-classes.ts';
import { BatchCard } from './components/batch-card.tsx';
import { ClassesSkeleton } from './components/classes-skeleton.tsx';
import { useJoinFlow } from './components/join-flow.tsx';
import { ProgramFilter } from './components/program-filter.tsx';
import { programOfSlug, programSlug } from './programs.ts';
import './classes.css';

/**
 * /classes: the open batches, by program, each with its days, time, place, fee and seats, and Join this batch.
 * ?program=kids-karate (the home page's program cards) starts with that program chosen.
 */
export default function ClassesPage() {
  const t = useT();
  const [search] = useSearchParams();
  // The filter lives in the page, not the address: a change of address would scroll the page to its top.
  const [program, setProgram] = useState<Program | undefined>(() => programOfSlug(search.get('program')));
  const { data, isError, refetch, isRefetching } = useOpenClasses();
  // As on the Events page: the cards replace the skeleton in a deferred render, split into short slices.
  const batches = useDeferredValue(data?.batches);
  const { join, dialog, family } = useJoinFlow();

  const shown = batches?.filter((batch) => !program || batch.program === program) ?? [];
  const groups = PROGRAMS.map((each) => ({ program: each, batches: shown.filter((b) => b.program === each) })).filter(
    (group) => group.batches.length > 0,
  );

  return (
    <div className="classes-page">
      <PageHeader title={t('classes.heading')}>{t('classes.lead')}</PageHeader>

      <section className="container classes-section" aria-label={t('classes.listLabel')}>
        {isError ? (
          <div className="classes-message" role="alert">
            <p>{t('classes.loadError')}</p>
            <SpinnerButton type="button" variant="outline-danger" loading={isRefetching} onClick={() => void refetch()}>
              {t('classes.tryAgain')}
            </SpinnerButton>
          </div>
        ) : batches === undefined ? (
          <ClassesSkeleton />
        ) : batches.length === 0 ? (
          <div className="classes-message">
            <p className="classes-message__title">{t('classes.empty')}</p>
            <p>{t('classes.emptyHint')}</p>
          </div>
        ) : (
          <>
            <ProgramFilter batches={batches} value={program} onChange={setProgram} />
            {groups.length === 0 && program ? (
              <div className="classes-message">
                <p className="classes-message__title">
                  {t('classes.emptyProgram', { program: t(PROGRAM_LABELS[program]) })}
                </p>
                <button type="button" className="btn btn-outline-danger" onClick={() => setProgram(undefined)}>
                  {t('classes.filter.showAll')}
                </button>
              </div>
            ) : (
              groups.map((group) => (
                <section
                  key={group.program}
                  className="classes-group"
                  aria-labelledby={`program-${programSlug(group.program)}`}
                >
                  <h2 id={`program-${programSlug(group.program)}`} className="classes-group__title">
                    {t(PROGRAM_LABELS[group.program])}
                  </h2>
                  <div className="batch-grid">
                    {group.batches.map((batch) => (
                      <BatchCard key={batch.id} batch={batch} onJoin={join} family={family} />
                    ))}
                  </div>
                </section>
              ))
            )}
          </>
        )}
      </section>
      {dialog}
    </div>
  );
}
