// The inquiries feature's public API: all that other features and routes may import from it (decision 023).
export { ConsultationDialog } from './consultation-dialog.tsx';
export { useConsultationIssueLabel } from './consultation-labels.ts';
export { ContactLawyerDialog } from './contact-lawyer-dialog.tsx';
export { MarkAnsweredButton, MarkReadButton, ReplyBox, UnreadBadge } from './inbox-actions.tsx';
export { Conversation } from './inbox-conversation.tsx';
/** The contact page's message form, loaded by the page after its first use (decision 043). */
export const loadSiteContactForm = () =>
  import('./site-contact-form.tsx').then((module) => module.SiteContactForm);
export {
  fetchMyContactRequests,
  MY_CONTACT_REQUESTS_KEY,
  myContactRequestsQueryOptions,
} from './inbox-queries.ts';
export { TOLD_STATUSES } from './inquiry-mutations.ts';
export { ConsultationForm } from './consultation-form.tsx';
export { ContactLawyerForm } from './contact-lawyer-form.tsx';
