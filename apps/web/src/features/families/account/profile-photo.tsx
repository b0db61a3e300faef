import { useEffect, useRef, useState } from 'react';
import { SkeletonBlock } from '../../../components/skeleton.tsx';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { UploadProgress } from '../../../components/upload-progress.tsx';
import { useImagePicker } from '../../../components/use-image-picker.ts';
import { academy } from '../../../config/academy.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { useFighterProfileImage } from '../api/get-fighter-profile-image.ts';
import { useUpdateFighterProfileImage } from '../api/update-fighter-profile-image.ts';
import './profile-photo.css';

interface Props {
  fighterId: string;
  fullName: string;
  /** Why no photo can be uploaded yet (a child's, before the guardian confirmed consent): the button is off. */
  blockedReason?: string | undefined;
}

/**
 * The fighter's picture (default picture when none) and Update Picture: type and 5 MB checked before sending,
 * progress shown, the server's reply said either way (a refused type or size would otherwise look like nothing
 * happened).
 */
export function ProfilePhoto({ fighterId, fullName, blockedReason }: Props) {
  const t = useT();
  const toast = useToast();
  const picker = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const image = useFighterProfileImage(fighterId);
  const upload = useUpdateFighterProfileImage(fighterId, setProgress);

  useEffect(() => {
    // Photo load errors show no message (docs/product/rules.md): only logged; the default picture stays.
    if (image.error) console.error('Could not load the profile picture', image.error);
  }, [image.error]);

  const { inputProps } = useImagePicker({
    // The server's copy replaces the default picture once it is saved, so the pick needs no preview of its own.
    preview: false,
    onRefuse: ({ message }) => {
      setFailure(null);
      toast.show(message, 'danger');
    },
    onPick: (file) => {
      setFailure(null);
      setProgress(0);
      upload.mutate(file, {
        onSuccess: (reply) => toast.show(reply.message, 'success'),
        onError: (error) => {
          console.error('Could not update the profile picture', error);
          // A failed upload that brings no message of the server's: a dropped connection.
          setFailure(error instanceof ApiError && error.body ? error.message : t('account.photo.failed'));
        },
        onSettled: () => setProgress(null),
      });
    },
  });

  const url = image.data?.data.fighterImageUrl ?? null;
  return (
    <div className="profile-photo">
      <div className="profile-photo__frame">
        {image.isPending ? (
          <SkeletonBlock className="profile-photo__img" />
        ) : (
          <img
            src={url ?? academy.defaultAvatar.src}
            alt={url ? t('account.photo.alt', { name: fullName }) : t('account.photo.defaultAlt')}
            className="profile-photo__img"
            width={160}
            height={160}
          />
        )}
      </div>
      <input ref={picker} type="file" className="d-none" aria-label={t('account.photo.file')} {...inputProps} />
      <SpinnerButton
        type="button"
        variant="light"
        loading={upload.isPending}
        className="profile-photo__button"
        disabled={Boolean(blockedReason)}
        aria-describedby={blockedReason ? `${fighterId}-photo-blocked` : undefined}
        onClick={() => picker.current?.click()}
      >
        {t('account.photo.update')}
      </SpinnerButton>
      {progress !== null && (
        <div className="profile-photo__progress">
          <UploadProgress fraction={progress} />
        </div>
      )}
      {failure && (
        <div role="alert" className="alert alert-danger profile-photo__alert">
          {failure}
        </div>
      )}
      {blockedReason ? (
        <p id={`${fighterId}-photo-blocked`} className="profile-photo__hint profile-photo__hint--blocked">
          {blockedReason}
        </p>
      ) : (
        <p className="profile-photo__hint">{t('form.kit.uploadHint')}</p>
      )}
    </div>
  );
}
