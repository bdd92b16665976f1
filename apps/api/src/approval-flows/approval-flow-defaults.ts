import { Injectable } from '@nestjs/common';
import { DataSource, In, IsNull, type EntityManager } from 'typeorm';
import {
  ApprovalFlowErrors,
  DEFAULT_REMINDER_EVERY_DAYS,
  flowApproverIds,
  validateApprovalFlow,
  type ApprovalFlow,
  type ApprovalFlowDraft,
  type ApprovalSubjectType,
} from '@ats/domain/approval-flows';
import { DomainError } from '@ats/domain/shared';
import { ApprovalFlowDefaultEntity } from '@ats/infra/db/entities/approval-flow-default.entity';
import { UserEntity } from '@ats/infra/db/entities/user.entity';

export const EMPTY_FLOW: ApprovalFlow = { steps: [], reminderEveryDays: DEFAULT_REMINDER_EVERY_DAYS };

const unknownApprover = () => new DomainError('approval-approver-unknown', 'Please select approvers from your team');

/** Company default approval flows per subject type, and the check that a flow's approvers are the company's members. */
@Injectable()
export class ApprovalFlowDefaults {
  constructor(private readonly dataSource: DataSource) {}

  async find(companyId: string, type: ApprovalSubjectType): Promise<ApprovalFlow | null> {
    const row = await this.dataSource.getRepository(ApprovalFlowDefaultEntity).findOneBy({ companyId, subjectType: type });
    return row?.flow ?? null;
  }

  /** A complete flow whose approvers are all active members of the company (else nothing changes). */
  async validFlow(companyId: string, draft: ApprovalFlowDraft, manager: EntityManager = this.dataSource.manager): Promise<ApprovalFlow> {
    const flow = validateApprovalFlow(draft);
    await this.assertMembers(companyId, flowApproverIds(flow), manager);
    return flow;
  }

  async assertMembers(companyId: string, userIds: string[], manager: EntityManager = this.dataSource.manager): Promise<void> {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    if (userIds.some((id) => !uuid.test(id))) throw unknownApprover();
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return;
    const found = await manager.getRepository(UserEntity).countBy({ id: In(unique), companyId, deletedAt: IsNull() });
    if (found !== unique.length) throw unknownApprover();
  }

  async save(companyId: string, type: ApprovalSubjectType, draft: ApprovalFlowDraft): Promise<ApprovalFlow> {
    if (draft.steps.length === 0) throw ApprovalFlowErrors.incomplete();
    const flow = await this.validFlow(companyId, draft);
    await this.dataSource
      .getRepository(ApprovalFlowDefaultEntity)
      .upsert({ companyId, subjectType: type, flow, updatedAt: new Date() }, ['companyId', 'subjectType']);
    return flow;
  }
}
