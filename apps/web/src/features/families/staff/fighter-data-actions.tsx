import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { useT } from '../../../lib/i18n.ts';
import { eraseFighter } from '../api/erase-fighter.ts';
import { downloadFighterData } from '../api/export-fighter-data.ts';

interface Props {
  fighter: { id: string; fullName: string };
  /** The admin fighters list's query, reloaded once a fighter is erased. */
  listQueryKey: readonly unknown[];
  /** The row's everyday buttons, drawn before Download data. */
  children?: ReactNode;
}

/**
 * A fighter row's actions with the data rights ones, taken on that person's request: Download data with the
 * everyday buttons, Erase apart from them.
 */
export function FighterDataActions({ fighter, listQueryKey, children }: Props) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [downloading, setDownloading] = useState(false);
  const [asking, setAsking] = useState(false);
  const [erasing, setErasing] = useState(false);
  const named = { name: fighter.fullName };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadFighterData(fighter.id);
    } catch {
      toast.show(t('admin.fighters.downloadFailed'), 'danger');
    } finally {
      setDownloading(false);
    }
  };

  const erase = async () => {
    setErasing(true);
    try {
      const reply = await eraseFighter(fighter.id);
      toast.show(reply.message, 'success');
      setAsking(false);
      await queryClient.invalidateQueries({ queryKey: listQueryKey });
    } catch {
      toast.show(t('admin.fighters.eraseFailed'), 'danger');
    } finally {
      setErasing(false);
    }
  };

  return (
    <>
      <RowActions
        danger={
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            aria-label={t('admin.fighters.eraseOf', named)}
            onClick={() => setAsking(true)}
          >
            {t('admin.fighters.erase')}
          </button>
        }
      >
        {children}
        <SpinnerButton
          type="button"
          variant="outline-dark"
          className="btn-sm"
          loading={downloading}
          aria-label={t('admin.fighters.downloadDataOf', named)}
          onClick={() => void download()}
        >
          {t('admin.fighters.downloadData')}
        </SpinnerButton>
      </RowActions>
      <ConfirmModal
        show={asking}
        title={t('admin.fighters.eraseTitle', named)}
        message={t('admin.fighters.eraseMessage')}
        confirmLabel={t('admin.fighters.erase')}
        busy={erasing}
        onConfirm={() => void erase()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
