import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type ImportStatementReply, type ImportStatementRequest } from '@academy/contract';
import { callApi } from '../../../lib/api-client.ts';
import { paymentsQueryKey } from '../../../lib/payments-list.ts';

export function importStatement(body: ImportStatementRequest): Promise<ImportStatementReply> {
  return callApi(ENDPOINTS.ImportStatement, { body });
}

/** Matched rows mark payments paid, so every payments reply is asked again. */
export function useImportStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importStatement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsQueryKey }),
  });
}
