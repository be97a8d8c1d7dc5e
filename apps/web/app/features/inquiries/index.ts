// The inquiries feature's public API: all that other features and routes may import from it (decision 023).
export { ConsultationDialog } from './consultation-dialog.tsx';
export { useConsultationIssueLabel } from './consultation-labels.ts';
export { ContactLawyerDialog } from './contact-lawyer-dialog.tsx';
export { MarkAnsweredButton, MarkReadButton, ReplyBox, UnreadBadge } from './inbox-actions.tsx';
export { SiteContactForm } from './site-contact-form.tsx';
export {
  fetchMyContactRequests,
  MY_CONTACT_REQUESTS_KEY,
  myContactRequestsQueryOptions,
} from './inbox-queries.ts';
export { TOLD_STATUSES } from './inquiry-mutations.ts';
export { ConsultationForm } from './consultation-form.tsx';
export { ContactLawyerForm } from './contact-lawyer-form.tsx';
