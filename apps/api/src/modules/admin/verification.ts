import { LAW_SOCIETIES } from '@cld/content/law-societies';
import { LAW_SOCIETIES_FR } from '@cld/content/law-societies.fr';
import type { Language } from '@cld/contract/languages';
import type { AdminLawyer } from '@cld/contract/admin';
import type { VerificationDecision } from '@cld/validation/admin';
import { AppError } from '../../errors.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { verificationDecisionMail } from '../mail/templates.ts';
import { changeLawyer } from './lawyer-changes.ts';
import { markLawyerRejected, markLawyerVerified, ownerLanguage } from './queries.ts';
import type { AdminChange } from './queries.ts';

/** The law society's name as the lawyer reads it, in their e-mails' language. */
const regulatorName = (slug: string | null, language: Language) =>
  (language === 'fr' ? LAW_SOCIETIES_FR : LAW_SOCIETIES).find((society) => society.slug === slug)
    ?.name ?? null;

/**
 * Verifies (from any state but verified: an operator may verify a profile whose lawyer never asked,
 * e.g. from a law society's roster) or rejects (a pending request only), e-mails the lawyer — the
 * owner's account address, or the profile's when nobody owns it — and records the change.
 *
 * `checkedOn` is the day the licence was checked when that was before it is recorded (the demo
 * seed's fictional checks, decision 019); the audit entry keeps it beside its own time.
 * `notify: false` sends no mail (a demo lawyer's address reaches nobody).
 */
export async function decideVerification({
  db,
  id,
  decision,
  actorId,
  publicOrigin,
  checkedOn,
  notify = true,
}: AdminChange & {
  decision: VerificationDecision;
  /** The public site's origin, for the e-mail's link to the dashboard. */
  publicOrigin: string;
  checkedOn?: Date;
  notify?: boolean;
}): Promise<AdminLawyer> {
  if (checkedOn && checkedOn.getTime() > Date.now()) {
    throw new RangeError('A licence cannot have been checked in the future');
  }
  return changeLawyer({
    db,
    id,
    actorId,
    action: decision.decision === 'verify' ? 'lawyer.verify' : 'lawyer.reject',
    ...(checkedOn ? { details: { checkedOn: checkedOn.toISOString() } } : {}),
    change: async (trx, before) => {
      if (decision.decision === 'verify') {
        if (before.verificationStatus === 'verified') {
          throw new AppError('conflict', 'This lawyer is already verified');
        }
        await markLawyerVerified({
          db: trx,
          id,
          licence: { ...decision, notes: decision.notes ?? null },
          actorId,
          checkedOn,
        });
      } else {
        if (before.verificationStatus !== 'pending') {
          throw new AppError('conflict', 'Only a pending verification request can be rejected');
        }
        await markLawyerRejected({
          db: trx,
          id,
          reason: decision.reason,
          notes: decision.notes ?? null,
        });
      }
    },
    then: async (trx, after) => {
      if (!notify) return;
      const language = await ownerLanguage(trx, id);
      await enqueueMail({
        db: trx,
        mails: [
          verificationDecisionMail({
            lawyer: { name: after.name, email: after.ownerEmail ?? after.email, language },
            decision: decision.decision,
            regulatorName: regulatorName(after.regulator, language),
            reason: decision.decision === 'reject' ? decision.reason : null,
            publicOrigin,
          }),
        ],
      });
    },
  });
}
