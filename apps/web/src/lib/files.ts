import { LIMITS } from '@academy/contract';

/** The 5 MB rule, checked before anything is sent (SPEC.md section 5). */
export function exceedsUploadLimit(file: File): boolean {
  return file.size > LIMITS.maxUploadBytes;
}

export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}
