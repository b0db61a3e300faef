import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { IMAGE_ACCEPT, MESSAGES } from '@academy/contract';
import { SkeletonBlock } from '../../components/skeleton.tsx';
import { SpinnerButton } from '../../components/spinner-button.tsx';
import { useToast } from '../../components/toast/toast-context.ts';
import { UploadProgress } from '../../components/upload-progress.tsx';
import { academy } from '../../config/academy.ts';
import { exceedsUploadLimit } from '../../lib/files.ts';
import { useFighterProfileImage } from './api/get-fighter-profile-image.ts';
import { useUpdateFighterProfileImage } from './api/update-fighter-profile-image.ts';

/** The fighter's picture (default picture when none) and Update Picture: 5 MB checked before sending, progress shown. */
export function ProfilePhoto({ fighterId, fullName }: { fighterId: string; fullName: string }) {
  const toast = useToast();
  const picker = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const image = useFighterProfileImage(fighterId);
  const upload = useUpdateFighterProfileImage(fighterId, setProgress);

  useEffect(() => {
    // Photo load errors show no message (docs/product-rules.md): only logged; the default picture stays.
    if (image.error) console.error('Could not load the profile picture', image.error);
  }, [image.error]);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again fires another change.
    event.target.value = '';
    if (!file) return;
    if (exceedsUploadLimit(file)) {
      toast.show(MESSAGES.fileTooLarge, 'danger');
      return;
    }
    setProgress(0);
    upload.mutate(file, {
      // Photo update errors show no message either; only logged.
      onError: (error) => console.error('Could not update the profile picture', error),
      onSettled: () => setProgress(null),
    });
  };

  const url = image.data?.data.fighterImageUrl ?? null;
  return (
    <div className="profile-photo">
      <div className="profile-photo__frame">
        {image.isPending ? (
          <SkeletonBlock className="profile-photo__img" />
        ) : (
          <img
            src={url ?? academy.defaultAvatar.src}
            alt={url ? `Profile picture of ${fullName}` : academy.defaultAvatar.alt}
            className="profile-photo__img"
            width={160}
            height={160}
          />
        )}
      </div>
      <input
        ref={picker}
        type="file"
        accept={IMAGE_ACCEPT}
        className="d-none"
        aria-label="Profile picture file"
        onChange={onPick}
      />
      <SpinnerButton
        type="button"
        variant="light"
        loading={upload.isPending}
        className="profile-photo__button"
        onClick={() => picker.current?.click()}
      >
        Update Picture
      </SpinnerButton>
      {progress !== null && (
        <div className="profile-photo__progress">
          <UploadProgress fraction={progress} />
        </div>
      )}
      <p className="profile-photo__hint">{MESSAGES.uploadHint}</p>
    </div>
  );
}
