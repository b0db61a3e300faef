import type { CategoryBoutView, CategoryFormat, TournamentEntry } from '@academy/contract';
import { useT } from '../../../../lib/i18n.ts';
import { boutName } from '../bout-words.ts';
import { ResultForm } from './result-form.tsx';
import './bouts.css';

interface Props {
  categoryId: string;
  format: CategoryFormat;
  bouts: CategoryBoutView[];
  /** The ready bouts' ids, in the order to fight them. */
  next: string[];
  /** The decided bout the official is correcting, first in the list; null when none. */
  correcting: string | null;
  onCorrected: () => void;
  athletes: ReadonlyMap<string, TournamentEntry>;
  last: number;
}

/** The table's work: a result form for each bout ready to be fought, in order, and the one being corrected above. */
export function NextBouts({ categoryId, format, bouts, next, correcting, onCorrected, athletes, last }: Props) {
  const t = useT();
  const byId = new Map(bouts.map((bout) => [bout.id, bout]));
  const corrected = correcting === null ? undefined : byId.get(correcting);
  const ready = next.flatMap((id) => byId.get(id) ?? []);
  // A category fought to the end has nothing for the table; its bouts below still offer corrections.
  if (!corrected && ready.length === 0) return null;
  return (
    <section className="admin-page__card next-bouts" aria-labelledby="next-bouts-title">
      <h2 id="next-bouts-title" className="next-bouts__title">
        {t('admin.tournaments.result.next')}
      </h2>
      {corrected && (
        <div className="next-bouts__correcting">
          <p className="next-bouts__note">{t('admin.tournaments.result.correcting', { id: corrected.id })}</p>
          <ResultForm
            key={`correct-${corrected.id}`}
            categoryId={categoryId}
            format={format}
            bout={corrected}
            name={boutName(t, corrected, last)}
            athletes={athletes}
            onCancel={onCorrected}
            onSaved={onCorrected}
          />
        </div>
      )}
      {ready.length === 0 ? (
        <p className="next-bouts__note">{t('admin.tournaments.result.none')}</p>
      ) : (
        <div className="next-bouts__list">
          {ready.map((bout) => (
            <ResultForm
              key={bout.id}
              categoryId={categoryId}
              format={format}
              bout={bout}
              name={boutName(t, bout, last)}
              athletes={athletes}
            />
          ))}
        </div>
      )}
    </section>
  );
}
