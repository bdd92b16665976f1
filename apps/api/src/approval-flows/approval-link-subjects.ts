import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ApprovalDecisionKind, ApprovalSubjectType } from '@ats/domain/approval-flows';
import { DomainError } from '@ats/domain/shared';
import { approvalLinkKey, verifyApprovalLink, type ApprovalLinkClaims } from '@ats/infra/approvals/approval-link';

/** The token is the caller's proof: a link that is not ours, expired or for an unknown subject type is "not found". */
const invalidLink = () => new DomainError('approval-link-invalid', 'This approval link is not valid', 'not-found');

/** What the signed link's page shows before the approver answers. */
export type ApprovalLinkView = {
  subjectType: ApprovalSubjectType;
  subjectId: string;
  title: string;
  reference: string | null;
  approverName: string;
  /** Whether the link can still be used: the round is pending, on its step, and the approver has not answered. */
  open: boolean;
  status: string;
};

/** How one subject type answers its signed links; requisitions register theirs, offers theirs. */
export type ApprovalLinkSubject = {
  view(claims: ApprovalLinkClaims): Promise<ApprovalLinkView>;
  decide(claims: ApprovalLinkClaims, decision: ApprovalDecisionKind, note: string | null): Promise<void>;
};

/** Longer than any link this API signs; refused before the signature is checked. */
export const MAX_APPROVAL_LINK_LENGTH = 2000;

/** The registry the approval-link routes dispatch through, filled by each subject's module when it starts. */
@Injectable()
export class ApprovalLinkSubjects {
  private readonly subjects = new Map<ApprovalSubjectType, ApprovalLinkSubject>();

  constructor(private readonly dataSource: DataSource) {}

  register(type: ApprovalSubjectType, subject: ApprovalLinkSubject): void {
    this.subjects.set(type, subject);
  }

  of(type: ApprovalSubjectType): ApprovalLinkSubject | undefined {
    return this.subjects.get(type);
  }

  /** The link's claims and the subject type that answers them, or 404. */
  async resolve(token: string): Promise<{ claims: ApprovalLinkClaims; subject: ApprovalLinkSubject }> {
    if (token.length > MAX_APPROVAL_LINK_LENGTH) throw invalidLink();
    const claims = verifyApprovalLink(await approvalLinkKey(this.dataSource.manager), token);
    const subject = claims ? this.subjects.get(claims.subjectType) : undefined;
    if (!claims || !subject) throw invalidLink();
    return { claims, subject };
  }
}
