import { toast } from '@cld/ui/toast-store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFailureOf, type FieldErrors } from '../../lib/forms.ts';

/** Every admin query's key starts here, so a change can refresh the whole area at once. */
export const ADMIN_KEY = ['admin'] as const;

/**
 * A change made by an administrator (a `callApi`): the API's answer on success, its message in a toast and its
 * field messages to the form on failure; every admin list is refreshed afterwards.
 */
export function useAdminMutation<TInput, TResult>({
  call,
  success,
  failure,
  onSuccess,
  onFieldErrors,
}: {
  call: (input: TInput) => Promise<TResult>;
  success: string;
  failure: string;
  onSuccess?: (result: TResult) => void;
  onFieldErrors?: (errors: FieldErrors) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
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
