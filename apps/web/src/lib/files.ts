import { LIMITS } from '@academy/contract';

/** The 5 MB rule, checked before anything is sent, so a large file is refused at once, not after its upload. */
export function exceedsUploadLimit(file: File): boolean {
  return file.size > LIMITS.maxUploadBytes;
}

export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}
