// The admin feature's public API: all that other features and routes may import from it (decision 023).
export { AdminLayout } from './admin-layout.tsx';
export { Analytics } from './analytics.tsx';
export { AuditLog } from './audit-log.tsx';
export { ClaimsQueue } from './claims-queue.tsx';
export { ContactMessages } from './contact-messages.tsx';
export { LawyerEditor } from './lawyer-editor.tsx';
export { LawyersList } from './lawyers-list.tsx';
export { Outbox } from './outbox.tsx';
export { AdminOverview } from './overview.tsx';
export { Privacy } from './privacy.tsx';
export { ReviewsModeration } from './reviews-moderation.tsx';
export { VerificationQueue } from './verification-queue.tsx';
