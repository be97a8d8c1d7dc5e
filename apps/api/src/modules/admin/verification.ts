import type { Kysely } from 'kysely';
import { LAW_SOCIETIES } from '@cld/content/law-societies';
import type { AdminLawyer } from '@cld/contract/admin';
import type { VerificationDecision } from '@cld/validation/admin';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { verificationDecisionMail } from '../mail/templates.ts';
import { changeLawyer } from './lawyer-changes.ts';
import { markLawyerRejected, markLawyerVerified } from './queries.ts';

const regulatorName = (slug: string | null) =>
  LAW_SOCIETIES.find((society) => society.slug === slug)?.name ?? null;

/**
 * Verifies (from any state but verified: an operator may verify a profile whose lawyer never asked,
 * e.g. from a law society's roster) or rejects (a pending request only), e-mails the lawyer — the
 * owner's account address, or the profile's when nobody owns it — and records the change.
 */
export async function decideVerification({
  db,
  id,
  decision,
  actorId,
  dashboardUrl,
}: {
  db: Kysely<Database>;
  id: number;
  decision: VerificationDecision;
  actorId: number;
  dashboardUrl: string;
}): Promise<AdminLawyer> {
  return changeLawyer({
    db,
    id,
    actorId,
    action: decision.decision === 'verify' ? 'lawyer.verify' : 'lawyer.reject',
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
    then: (trx, after) =>
      enqueueMail({
        db: trx,
        mails: [
          verificationDecisionMail({
            lawyer: { name: after.name, email: after.ownerEmail ?? after.email },
            decision: decision.decision,
            regulatorName: regulatorName(after.regulator),
            reason: decision.decision === 'reject' ? decision.reason : null,
            dashboardUrl,
          }),
        ],
      }),
  });
}
