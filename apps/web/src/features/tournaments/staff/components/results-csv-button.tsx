import { useState } from 'react';
import { Icon } from '../../../../components/icon.tsx';
import { useToast } from '../../../../components/toast/toast-context.ts';
import { useT } from '../../../../lib/i18n.ts';
import { getTournamentResults } from '../../api/get-tournament-results.ts';

/** The whole tournament's places as CSV: asked for on the click, with its CSV code, as the published results stand. */
export function ResultsCsvButton({ eventId }: { eventId: string }) {
  const t = useT();
  const toast = useToast();
  const [making, setMaking] = useState(false);
  const download = async () => {
    setMaking(true);
    try {
      const [results, { downloadTournamentResultsCsv }] = await Promise.all([
        getTournamentResults(eventId),
        import('../results-csv.ts'),
      ]);
      await downloadTournamentResultsCsv(results);
    } catch (error) {
      toast.show(t('admin.tournaments.download.failed', { reason: (error as Error).message }), 'danger');
    } finally {
      setMaking(false);
    }
  };
  return (
    <button
      type="button"
      className="btn btn-outline-dark btn-sm d-inline-flex align-items-center gap-2 tournament-results-csv"
      disabled={making}
      aria-busy={making}
      onClick={() => void download()}
    >
      <Icon name="download" size={16} />
      {t('admin.tournaments.download.tournamentCsv')}
    </button>
  );
}
