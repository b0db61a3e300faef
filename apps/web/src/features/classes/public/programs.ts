import { PROGRAMS, type Program } from '@academy/contract';

/**
 * A program as the address writes it, ?program=kids-karate: the home page's program cards link to their program's
 * batches with their own id (config/academy.ts), which is this.
 */
export const programSlug = (program: Program) => program.toLowerCase().replace(/\s+/g, '-');

/** The program an address names, or undefined (none, or one the academy does not teach). */
export const programOfSlug = (slug: string | null): Program | undefined =>
  PROGRAMS.find((program) => programSlug(program) === slug);
