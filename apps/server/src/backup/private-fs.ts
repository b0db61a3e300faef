import fs from 'node:fs/promises';

/** Backups hold personal data (names, emails, phone numbers, photos): only the owner may read them. */
export const PRIVATE_DIR = 0o700;
export const PRIVATE_FILE = 0o600;

/** Creates `dir` (and missing parents) for the owner only; refuses one that exists, so nothing is mixed in. */
export async function createPrivateDir(dir: string): Promise<void> {
  const created = await fs.mkdir(dir, { recursive: true, mode: PRIVATE_DIR });
  if (created === undefined) throw new Error(`${dir} already exists; choose another folder`);
}

export function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

export async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    (error: unknown) => {
      if (isMissing(error)) return false;
      throw error;
    },
  );
}
