import { useState } from 'react';
import type { TournamentResultsReply } from '@academy/contract';
import { Icon } from '../../../../components/icon.tsx';
import { useToast } from '../../../../components/toast/toast-context.ts';
import { useT } from '../../../../lib/i18n.ts';
import { getTournamentResults } from '../../api/get-tournament-results.ts';

type Kind = 'csv' | 'pdf';

/** Each file's code, loaded on the click: the page does not carry papaparse, jsPDF and their tables. */
const MAKERS: Record<Kind, () => Promise<(results: TournamentResultsReply) => Promise<void>>> = {
  csv: () => import('../results-csv.ts').then((module) => module.downloadTournamentResultsCsv),
  pdf: () => import('../../../../lib/tournament-results-pdf.ts').then((module) => module.downloadTournamentResultsPdf),
};

/**
 * The whole tournament's places as CSV, or as the A4 PDF the public results page also offers: asked for on the
 * click, as the published results stand.
 */
export function ResultsDownloads({ eventId }: { eventId: string }) {
  const t = useT();
  const toast = useToast();
  const [making, setMaking] = useState<Kind | null>(null);
  const download = async (kind: Kind) => {
    setMaking(kind);
    try {
      const [results, make] = await Promise.all([getTournamentResults(eventId), MAKERS[kind]()]);
      await make(results);
    } catch (error) {
      toast.show(t('admin.tournaments.download.failed', { reason: (error as Error).message }), 'danger');
    } finally {
      setMaking(null);
    }
  };
  return (
    <div className="tournament-results-downloads">
      {(['csv', 'pdf'] as const).map((kind) => (
        <button
          key={kind}
          type="button"
          className="btn btn-outline-dark btn-sm d-inline-flex align-items-center gap-2"
          disabled={making !== null}
          aria-busy={making === kind}
          onClick={() => void download(kind)}
        >
          <Icon name="download" size={16} />
          {t(kind === 'csv' ? 'admin.tournaments.download.tournamentCsv' : 'admin.tournaments.download.tournamentPdf')}
        </button>
      ))}
    </div>
  );
}
