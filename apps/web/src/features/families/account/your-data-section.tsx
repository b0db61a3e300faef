import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { familyQueryKey } from '../../../lib/family.ts';
import { useT } from '../../../lib/i18n.ts';
import { clearSession } from '../../../lib/session.ts';
import { downloadFighterData } from '../api/export-fighter-data.ts';
import { DeleteAccountModal } from './delete-account-modal.tsx';
import './your-data-section.css';

interface Props {
  fighterId: string;
  /** Set on a child's profile: its data, and erasing that profile alone, with the guardian's password. */
  child?: { name: string } | null;
  /** The account holds children's profiles: its export and its erasure take theirs too. */
  hasChildren?: boolean;
  /** A child's profile was erased: the page goes back to the account's own. */
  onChildErased?: () => void;
}

/** The profile page's "Your data": a copy of everything kept, and deleting the account (or a child's profile). */
export function YourDataSection({ fighterId, child = null, hasChildren = false, onChildErased }: Props) {
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

  // The login page shows the server's confirmation once, as it does for a session ended elsewhere. A child's
  // profile goes alone: the guardian stays logged in, back on their own profile.
  const erased = (message: string) => {
    if (child) {
      setDeleting(false);
      toast.show(message, 'success');
      queryClient.removeQueries({ queryKey: ['fighters', fighterId] });
      void queryClient.invalidateQueries({ queryKey: familyQueryKey });
      onChildErased?.();
      return;
    }
    void navigate('/fighter/login', { replace: true });
    clearSession(message);
    queryClient.clear();
  };

  const named = child ? { name: child.name } : undefined;
  return (
    <section className="your-data" aria-labelledby="your-data-title">
      <h2 id="your-data-title">{named ? t('account.data.childTitle', named) : t('account.data.title')}</h2>
      <p className="your-data__intro">
        {named
          ? t('account.data.childIntro', named)
          : hasChildren
            ? t('account.data.familyIntro')
            : t('account.data.intro')}
      </p>
      <div className="your-data__actions">
        <SpinnerButton type="button" variant="outline-dark" loading={downloading} onClick={() => void download()}>
          {named ? t('account.data.childDownload', named) : t('account.data.download')}
        </SpinnerButton>
        <button type="button" className="btn btn-outline-danger" onClick={() => setDeleting(true)}>
          {named ? t('account.data.childErase', named) : t('account.data.delete')}
        </button>
      </div>
      <DeleteAccountModal
        fighterId={fighterId}
        child={child}
        hasChildren={hasChildren}
        show={deleting}
        onClose={() => setDeleting(false)}
        onErased={erased}
      />
    </section>
  );
}
