import type { SavedLawyer } from '@cld/contract/client-space';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api/api.ts';
import { SAVED_LAWYERS_KEY } from './queries.ts';

import type { HeartLawyer } from './heart-lawyer.ts';

export type { HeartLawyer } from './heart-lawyer.ts';
export { heartLawyerOf } from './heart-lawyer.ts';

async function setSaved({ lawyer, saved }: { lawyer: HeartLawyer; saved: boolean }) {
  const args = { params: { lawyerId: lawyer.lawyerId } };
  return saved
    ? (await callApi((api) => api.clientSpace.saveLawyer, args)).body
    : (await callApi((api) => api.clientSpace.unsaveLawyer, args)).body;
}

/**
 * Saves or removes a lawyer. The list changes at once (the heart fills as it is pressed) and goes
 * back if the API refuses; it is asked for again afterwards either way.
 */
export function useSetSaved({ onError }: { onError?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSaved,
    onMutate: async ({ lawyer, saved }) => {
      await queryClient.cancelQueries({ queryKey: SAVED_LAWYERS_KEY });
      const before = queryClient.getQueryData<SavedLawyer[]>(SAVED_LAWYERS_KEY);
      queryClient.setQueryData<SavedLawyer[]>(SAVED_LAWYERS_KEY, (list = []) => {
        const others = list.filter((entry) => entry.lawyerId !== lawyer.lawyerId);
        if (!saved) return others;
        const entry: SavedLawyer = {
          lawyerId: lawyer.lawyerId,
          name: lawyer.name,
          firmName: lawyer.firmName ?? null,
          city: lawyer.city ?? '',
          province: lawyer.province ?? '',
          savedAt: new Date().toISOString(),
        };
        return [entry, ...others];
      });
      return { before };
    },
    onError: (_error, _variables, context) => {
      queryClient.setQueryData(SAVED_LAWYERS_KEY, context?.before);
      onError?.();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SAVED_LAWYERS_KEY }),
  });
}
