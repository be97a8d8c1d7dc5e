import type { Inquiry, InquiryKind } from '@cld/contract/inquiries';
import { toast } from '@cld/ui/toast-store';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useT, type KeyOf } from '../../i18n/i18n.ts';
import { inquiriesMessages } from '../../i18n/namespaces.ts';
import { callApi } from '../../lib/api/api.ts';
import { apiFailureOf, type FieldErrors } from '../../lib/forms.ts';
import { MY_CONTACT_REQUESTS_KEY } from './inbox-queries.ts';

interface RequestRef {
  kind: InquiryKind;
  id: number;
}

async function markRead({ kind, id }: RequestRef): Promise<Inquiry> {
  return (await callApi((api) => api.inquiries.markRead, { params: { kind, id } })).body;
}

async function markAnswered({ kind, id }: RequestRef): Promise<Inquiry> {
  return (await callApi((api) => api.inquiries.markAnswered, { params: { kind, id } })).body;
}

async function reply({ kind, id, content }: RequestRef & { content: string }): Promise<Inquiry> {
  const args = { params: { kind, id }, body: { content } };
  return (await callApi((api) => api.inquiries.reply, args)).body;
}

/** The API answers with the updated request: it replaces the old one in the inbox. */
function storeRequest(queryClient: QueryClient, updated: Inquiry): void {
  queryClient.setQueryData<Inquiry[]>(MY_CONTACT_REQUESTS_KEY, (requests) =>
    requests?.map((request) =>
      request.kind === updated.kind && request.id === updated.id ? updated : request,
    ),
  );
}

/** A change of one request's state: the updated request stored, or `failed` said in a toast. */
function useRequestChange(
  mutationFn: (request: RequestRef) => Promise<Inquiry>,
  failed: KeyOf<typeof inquiriesMessages>,
) {
  const t = useT(inquiriesMessages);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (updated) => storeRequest(queryClient, updated),
    onError: () => toast({ title: t(failed), variant: 'destructive' }),
  });
}

export const useMarkRead = () => useRequestChange(markRead, 'inquiries.inbox.markReadFailed');

export const useMarkAnswered = () =>
  useRequestChange(markAnswered, 'inquiries.inbox.markAnsweredFailed');

export function useReply({
  name,
  onSent,
  onFieldErrors,
}: {
  name: string;
  onSent: () => void;
  onFieldErrors: (errors: FieldErrors) => void;
}) {
  const t = useT(inquiriesMessages);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reply,
    onSuccess: (updated) => {
      storeRequest(queryClient, updated);
      toast({
        title: t('inquiries.inbox.replySentTitle'),
        description: t('inquiries.inbox.replySentText', { name }),
      });
      onSent();
    },
    onError: (error) => {
      const { status, message, fieldErrors } = apiFailureOf(error);
      onFieldErrors(fieldErrors);
      toast({
        title: t('inquiries.inbox.replyFailed'),
        description: status === 429 && message ? message : t('inquiries.inbox.replyFailedText'),
        variant: 'destructive',
      });
    },
  });
}
