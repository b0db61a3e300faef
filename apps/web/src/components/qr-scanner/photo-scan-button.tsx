import type { ChangeEvent } from 'react';
import { useT } from '../../lib/i18n.ts';
import { Icon } from '../icon.tsx';
import './qr-scanner.css';

/** "Scan a photo": the phone's camera app or its gallery, for when the live camera cannot be used. */
export function PhotoScanButton({ onPhoto, disabled }: { onPhoto: (file: File) => void; disabled: boolean }) {
  const t = useT();
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that the same photo picked again is read again.
    event.target.value = '';
    if (file) onPhoto(file);
  };
  return (
    <label className="btn btn-outline-dark btn-lg w-100 scan-button scan-button--photo">
      <Icon name="photo" size={22} /> {t('admin.checkIn.scanPhoto')}
      <input type="file" accept="image/*" className="visually-hidden" onChange={pick} disabled={disabled} />
    </label>
  );
}
