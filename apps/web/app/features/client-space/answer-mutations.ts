import type { SentRequest } from '@cld/contract/client-space';
import type { InquiryKind } from '@cld/contract/inquiries';
import { toast } from '@cld/ui/toast-store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../i18n/i18n.ts';
import { clientSpaceMessages } from '../../i18n/namespaces.ts';
import { callApi } from '../../lib/api/api.ts';
import { apiFailureOf, type FieldErrors } from '../../lib/forms.ts';
import { SENT_REQUESTS_KEY } from './queries.ts';

async function answer({
  kind,
  id,
  content,
}: {
  kind: InquiryKind;
  id: number;
  content: string;
}): Promise<SentRequest> {
  const args = { params: { kind, id }, body: { content } };
  return (await callApi((api) => api.clientSpace.answerLawyer, args)).body;
}

/** The person's answer to a lawyer: the API answers with the request, which replaces the old one. */
export function useAnswerLawyer({
  lawyerName,
  onSent,
  onFieldErrors,
}: {
  lawyerName: string;
  onSent: () => void;
  onFieldErrors: (errors: FieldErrors) => void;
}) {
  const t = useT(clientSpaceMessages);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answer,
    onSuccess: (updated) => {
      queryClient.setQueryData<SentRequest[]>(SENT_REQUESTS_KEY, (requests) =>
        requests?.map((request) =>
          request.kind === updated.kind && request.id === updated.id ? updated : request,
        ),
      );
      toast({
        title: t('clientSpace.requests.sentTitle'),
        description: t('clientSpace.requests.sentText', { name: lawyerName }),
      });
      onSent();
    },
    onError: (error) => {
      const { status, message, fieldErrors } = apiFailureOf(error);
      onFieldErrors(fieldErrors);
      toast({
        title: t('clientSpace.requests.failed'),
        description: status === 429 && message ? message : t('clientSpace.requests.failedText'),
        variant: 'destructive',
      });
    },
  });
}
