import { useCallback, useEffect, useState, type ChangeEvent, type DragEvent } from 'react';
import { IMAGE_ACCEPT, IMAGE_MIME_TYPES, LIMITS } from '@academy/contract';
import { t } from '../lib/i18n.ts';

export interface ImageRefusal {
  reason: 'type' | 'size';
  message: string;
}

/**
 * Why an image would be refused, or null when it would not, in the reader's language. Checked before anything is
 * sent, so a wrong file is refused at once rather than after its upload; dropped files bypass the input's accept
 * filter, so the type too. The words are the server's (api.imageWrongType, api.uploadTooLarge), so the refusal
 * reads the same before and after sending.
 */
function imageRefusal(file: File, tooLarge = t('form.kit.fileTooLarge')): ImageRefusal | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
    return { reason: 'type', message: t('form.kit.notAnImage') };
  }
  if (file.size > LIMITS.maxUploadBytes) return { reason: 'size', message: tooLarge };
  return null;
}

interface Options {
  /** Gets each file that passed the checks. */
  onPick?: (file: File) => void;
  /** Gets why a file was refused. */
  onRefuse?: (refusal: ImageRefusal) => void;
  /** The size refusal's wording, for a form whose product text differs from the usual one. */
  tooLargeMessage?: string;
  /** Off for a picker that sends its file at once and then shows the server's copy. */
  preview?: boolean;
}

/**
 * One image picker: the file input's props (and a drop zone's, if the picker has one), the checks, and the picked
 * file with an object-URL preview that is revoked when another file replaces it, on clear() and on unmount.
 */
export function useImagePicker({ onPick, onRefuse, tooLargeMessage, preview = true }: Options = {}) {
  const [picked, setPicked] = useState<{ file: File; preview: string | null } | null>(null);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    const url = picked?.preview;
    if (!url) return;
    return () => URL.revokeObjectURL(url);
  }, [picked]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const refusal = imageRefusal(file, tooLargeMessage);
    if (refusal) {
      onRefuse?.(refusal);
      return;
    }
    setPicked({ file, preview: preview ? URL.createObjectURL(file) : null });
    onPick?.(file);
  };

  const clear = useCallback(() => setPicked(null), []);

  return {
    file: picked?.file ?? null,
    preview: picked?.preview ?? null,
    clear,
    inputProps: {
      accept: IMAGE_ACCEPT,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        choose(event.target.files?.[0]);
        // Cleared so that picking the same file again fires another change.
        event.target.value = '';
      },
    },
    dragging,
    dropZoneProps: {
      onDragEnter: (event: DragEvent) => {
        event.preventDefault();
        setDragging(true);
      },
      // Without this the browser opens the dropped file instead of handing it to onDrop.
      onDragOver: (event: DragEvent) => event.preventDefault(),
      onDragLeave: () => setDragging(false),
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        setDragging(false);
        choose(event.dataTransfer.files[0]);
      },
    },
  };
}
