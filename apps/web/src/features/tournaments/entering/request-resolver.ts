import type { Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { EntriesFormValues } from './entry-fits.ts';

/**
 * An entry form's resolver: the schema reads the request the inputs make (numbers, a belt level), and its messages
 * go back to the inputs of the same names.
 */
export function requestResolver<Request>(
  // The contract's schema of the request (zod: the web app reaches it through @hookform/resolvers, not directly).
  schema: Parameters<typeof zodResolver>[0],
  toRequest: (values: EntriesFormValues) => Request,
): Resolver<EntriesFormValues, unknown, Request> {
  const schemaResolver = zodResolver(schema as never) as unknown as (
    request: Request,
    context: unknown,
    options: ResolverOptions<EntriesFormValues>,
  ) => Promise<ResolverResult<EntriesFormValues, Request>>;
  return (values, context, options) => schemaResolver(toRequest(values), context, options);
}
