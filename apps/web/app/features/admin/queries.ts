import { toast } from '@cld/ui/toast-store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tsr } from '../../lib/api/client.ts';
import { apiFailureOf, type FieldErrors } from '../../lib/forms.ts';

/** Every admin query's key starts here, so a change can refresh the whole area at once. */
export const ADMIN_KEY = ['admin'] as const;

export type AdminApi = typeof tsr;

export interface Answer {
  status: number;
  body: unknown;
}

/**
 * A change made by an administrator: the API's answer on success, its message in a toast and its
 * field messages to the form on failure; every admin list is refreshed afterwards.
 */
export function useAdminMutation<TInput, TResult extends Answer>({
  call,
  success,
  failure,
  onSuccess,
  onFieldErrors,
}: {
  call: (api: AdminApi, input: TInput) => Promise<TResult>;
  success: string;
  failure: string;
  onSuccess?: (result: TResult) => void;
  onFieldErrors?: (errors: FieldErrors) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TInput) => {
      const result = await call(tsr, input);
      if (result.status < 200 || result.status > 299) throw result;
      return result;
    },
    onSuccess: async (result) => {
      toast({ title: success });
      onSuccess?.(result);
      await queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
    },
    onError: (error) => {
      const { message, fieldErrors } = apiFailureOf(error);
      onFieldErrors?.(fieldErrors);
      toast({ title: message ?? failure, variant: 'destructive' });
    },
  });
}
