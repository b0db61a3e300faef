/** A name for a file name in any script: lower case, words joined by dashes ('Evening Kids' → 'evening-kids'). */
export function fileSlug(name: string, fallback: string): string {
  return (
    name
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || fallback
  );
}
