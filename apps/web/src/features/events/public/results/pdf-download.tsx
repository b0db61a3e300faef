import { useState } from 'react';
import type { TournamentResultsReply } from '@academy/contract';
import { SpinnerButton } from '../../../../components/spinner-button.tsx';
import { useT } from '../../../../lib/i18n.ts';

/**
 * The results as an A4 PDF in the reader's language, made in the browser from the results the page shows. jsPDF and
 * its tables load only on the click: the page itself stays as light as before.
 */
export function PdfDownload({ results }: { results: TournamentResultsReply }) {
  const t = useT();
  const [state, setState] = useState<'ready' | 'making' | 'failed'>('ready');
  const download = async () => {
    setState('making');
    try {
      const { downloadTournamentResultsPdf } = await import('../../../../lib/tournament-results-pdf.ts');
      await downloadTournamentResultsPdf(results);
      setState('ready');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="results-page__download">
      <SpinnerButton type="button" variant="outline-dark" loading={state === 'making'} onClick={() => void download()}>
        {t('tournaments.results.pdf.download')}
      </SpinnerButton>
      {state === 'failed' && (
        <p className="results-page__download-error" role="alert">
          {t('tournaments.results.pdf.failed')}
        </p>
      )}
    </div>
  );
}
