import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { SpinnerButton } from '../../components/spinner-button.tsx';
import { useToast } from '../../components/toast/toast-context.ts';
import { useT } from '../../lib/i18n.ts';
import { clearSession } from '../../lib/session.ts';
import { downloadFighterData } from '../../lib/fighter-data.ts';
import { DeleteAccountModal } from './delete-account-modal.tsx';

/** The profile page's "Your data": a copy of everything kept, and deleting the account. */
export function YourDataSection({ fighterId }: { fighterId: string }) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadFighterData(fighterId);
    } catch {
      toast.show(t('account.data.downloadFailed'), 'danger');
    } finally {
      setDownloading(false);
    }
  };

  // The login page shows the server's confirmation once, as it does for a session ended elsewhere.
  const erased = (message: string) => {
    void navigate('/fighter/login', { replace: true });
    clearSession(message);
    queryClient.clear();
  };

  return (
    <section className="your-data" aria-labelledby="your-data-title">
      <h2 id="your-data-title">{t('account.data.title')}</h2>
      <p className="your-data__intro">{t('account.data.intro')}</p>
      <div className="your-data__actions">
        <SpinnerButton type="button" variant="outline-dark" loading={downloading} onClick={() => void download()}>
          {t('account.data.download')}
        </SpinnerButton>
        <button type="button" className="btn btn-outline-danger" onClick={() => setDeleting(true)}>
          {t('account.data.delete')}
        </button>
      </div>
      <DeleteAccountModal fighterId={fighterId} show={deleting} onClose={() => setDeleting(false)} onErased={erased} />
    </section>
  );
}
