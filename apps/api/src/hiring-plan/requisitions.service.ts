import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import {
  awaitingApprovers,
  flowApproverIds,
  type ApprovalChannel,
  type ApprovalDecisionKind,
  type ApprovalFlowDraft,
} from '@ats/domain/approval-flows';
import { hasPermission } from '@ats/domain/identity';
import {
  describeRequisitionEvent,
  requisitionDecider,
  requisitionEvents,
  RequisitionErrors,
  type ExistingRequisitionState,
  type RequisitionCommand,
  type RequisitionDetails,
  type RequisitionEvent,
  type RequisitionHire,
} from '@ats/domain/requisitions';
import { DomainError, streamId, type Actor } from '@ats/domain/shared';
import type { ApprovalLinkClaims } from '@ats/infra/approvals/approval-link';
import { handleCommand, loadAggregate, type CommandResult } from '@ats/infra/commands/handle-command';
import { DepartmentEntity, LocationEntity } from '@ats/infra/db/entities/company-settings.entity';
import { UserEntity, userDisplayName } from '@ats/infra/db/entities/user.entity';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { findCandidateListRow } from '@ats/projections/candidate-list/candidate-list.query';
import { findJob } from '@ats/projections/jobs/jobs.query';
import {
  hiredApplicationIdOf,
  hiringPlanHighlights,
  listRequisitions,
  type HiringPlanTab,
  type RequisitionVisibility,
} from '@ats/projections/requisitions/requisitions.query';
import { ApprovalFlowDefaults } from '../approval-flows/approval-flow-defaults';
import { approvalRoundResponseOf, flowDraftOf, flowResponseOf } from '../approval-flows/approval-flow.dto';
import { ApprovalLinkSubjects } from '../approval-flows/approval-link-subjects';
import { actorOf, type Caller } from '../identity/caller';
import { idFromCommand } from '../platform/command-id';
import { historyExportEntry, type HistoryExportEntry } from '../platform/history-export';
import { EVENT_STORE } from '../platform/tokens';
import type {
  CreateRequisitionRequestDto,
  MarkRequisitionHiredRequestDto,
  RequisitionFieldsDto,
  RequisitionListRequestDto,
} from './requisition.request.dto';
import type { RequisitionHiredResponseDto, RequisitionHistoryEntryResponseDto, RequisitionResponseDto } from './requisition.response.dto';

/** Spec 01 §6.2 hiring-plan permissions. */
export const HIRING_PLAN_PERMISSIONS = {
  all: 'COMPANY::HIRING_PLAN::*',
  create: 'COMPANY::HIRING_PLAN::REQUISITIONS::CREATE',
  list: 'COMPANY::HIRING_PLAN::REQUISITIONS::LIST',
} as const;

const stream = (id: string) => ({ id: streamId('requisition', id), entityId: id, notFound: RequisitionErrors.notFound });
const forbidden = () => new DomainError('forbidden', 'You do not have permission to perform this action', 'forbidden');
const unknownMember = (what: string) => new DomainError('requisition-member-unknown', `Please select ${what}`);

export const visibilityOf = (caller: Caller): RequisitionVisibility => ({
  companyId: caller.companyId,
  userId: caller.userId,
  seesAll: hasPermission(caller, HIRING_PLAN_PERMISSIONS.all),
});

/** Who it concerns: they see it (spec 02 §6.1 "assigned requisitions"). */
const involves = (requisition: ExistingRequisitionState, userId: string) =>
  requisition.createdById === userId ||
  requisition.details.hiringManagerId === userId ||
  requisition.recruiterIds.includes(userId) ||
  (requisition.round !== null && flowApproverIds(requisition.round.flow).includes(userId));

const canManage = (caller: Caller, requisition: ExistingRequisitionState) =>
  hasPermission(caller, HIRING_PLAN_PERMISSIONS.all) ||
  (hasPermission(caller, HIRING_PLAN_PERMISSIONS.create) && (requisition.createdById === caller.userId || requisition.recruiterIds.includes(caller.userId)));

const detailsOf = (fields: RequisitionFieldsDto): RequisitionDetails => ({
  openingId: fields.openingId,
  requisitionName: fields.requisitionName ?? fields.roleName,
  roleName: fields.roleName,
  openingFor: fields.openingFor,
  existingJobId: fields.existingJobId ?? null,
  jobDescription: fields.jobDescription,
  budgetType: fields.budgetType,
  openingType: fields.openingType,
  employeeBackfilled: fields.employeeBackfilled ?? null,
  reasonForHiring: fields.reasonForHiring ?? null,
  reasonForReplacement: fields.reasonForReplacement ?? null,
  departmentId: fields.departmentId,
  locationId: fields.locationId,
  employmentType: fields.employmentType,
  targetHiredDate: fields.targetHiredDate,
  headcount: fields.headcount,
  salary: { ...fields.salary },
  hiringManagerId: fields.hiringManagerId,
  notes: fields.notes ?? null,
});

/**
 * The hiring plan's use cases (spec 02 §2.16, §3.15, §4.8, §5.14): each authorises the caller on the requisition as
 * its own stream says now, checks what it points at (department with a head, location, members, job) and sends the
 * requisition decider's command. Approvers answer here (inbox link, details page) and through signed e-mail links.
 */
@Injectable()
export class Requisitions implements OnModuleInit {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly defaults: ApprovalFlowDefaults,
    private readonly links: ApprovalLinkSubjects,
  ) {}

  onModuleInit() {
    this.links.register('requisition', {
      view: (claims) => this.linkView(claims),
      decide: (claims, decision, note) => this.decideFromLink(claims, decision, note),
    });
  }

  private async load(companyId: string, id: string) {
    const loaded = await loadAggregate(this.store, streamId('requisition', id), requisitionDecider, companyId);
    if (!loaded || !loaded.state.exists) throw RequisitionErrors.notFound();
    return { requisition: loaded.state, revision: loaded.revision, events: loaded.events };
  }

  /** 404 for a requisition the caller neither sees as admin nor is involved in. */
  private async visible(caller: Caller, id: string) {
    const loaded = await this.load(caller.companyId, id);
    if (!visibilityOf(caller).seesAll && !involves(loaded.requisition, caller.userId)) throw RequisitionErrors.notFound();
    return loaded;
  }

  /** Spec 02 §5.14 / §8: the department must have a head; department, location, people and job must be the company's. */
  private async checkReferences(companyId: string, details: RequisitionDetails, recruiterIds: string[]) {
    const manager = this.dataSource.manager;
    const department = await manager.getRepository(DepartmentEntity).findOneBy({ id: details.departmentId, companyId });
    if (!department) throw RequisitionErrors.required('department');
    if (!department.headOfDepartmentId) throw RequisitionErrors.noHeadOfDepartment();
    if (!(await manager.getRepository(LocationEntity).existsBy({ id: details.locationId, companyId }))) throw RequisitionErrors.required('location');
    const people = [...new Set([details.hiringManagerId, ...recruiterIds])];
    const members = await manager.getRepository(UserEntity).findBy({ id: In(people), companyId });
    const active = new Set(members.filter((member) => !member.deletedAt).map((member) => member.id));
    if (!active.has(details.hiringManagerId)) throw unknownMember('hiring manager');
    if (recruiterIds.some((id) => !active.has(id))) throw unknownMember('recruiter');
    if (details.openingFor === 'EXISTING_JOB' && details.existingJobId && !(await findJob(manager, companyId, details.existingJobId))) {
      throw RequisitionErrors.required('job');
    }
  }

  /** The flow the request names (its approvers checked), else the company's default for requisitions. */
  private async flowFor(companyId: string, draft: ApprovalFlowDraft | undefined): Promise<ApprovalFlowDraft | null> {
    if (draft) {
      if (draft.steps.length > 0) await this.defaults.assertMembers(companyId, draft.steps.flatMap((step) => [...step.approverIds]).filter(Boolean));
      return draft;
    }
    return this.defaults.find(companyId, 'requisition');
  }

  private send(caller: Pick<Caller, 'companyId'>, id: string, actor: Actor, commandId: string, command: RequisitionCommand, expectedRevision?: number) {
    return handleCommand(this.store, stream(id), requisitionDecider, command, { companyId: caller.companyId, actor, commandId, expectedRevision });
  }

  async create(caller: Caller, commandId: string, body: CreateRequisitionRequestDto): Promise<CommandResult> {
    const details = detailsOf(body);
    await this.checkReferences(caller.companyId, details, body.recruiterIds);
    const approvalFlow = await this.flowFor(caller.companyId, body.approvalFlow ? flowDraftOf(body.approvalFlow) : undefined);
    const requisitionId = idFromCommand(caller.companyId, commandId, 'requisition');
    return this.send(caller, requisitionId, actorOf(caller), commandId, {
      type: 'CreateRequisition',
      data: { requisitionId, details, recruiterIds: body.recruiterIds, approvalFlow, submit: body.submit ?? true },
    });
  }

  private async manage(caller: Caller, id: string) {
    const loaded = await this.visible(caller, id);
    if (!canManage(caller, loaded.requisition)) throw forbidden();
    return loaded;
  }

  async update(caller: Caller, commandId: string, id: string, body: RequisitionFieldsDto & { expectedRevision?: number }) {
    await this.manage(caller, id);
    const details = detailsOf(body);
    await this.checkReferences(caller.companyId, details, body.recruiterIds);
    const approvalFlow = body.approvalFlow ? flowDraftOf(body.approvalFlow) : undefined;
    if (approvalFlow && approvalFlow.steps.length > 0) await this.flowFor(caller.companyId, approvalFlow);
    return this.send(caller, id, actorOf(caller), commandId, { type: 'UpdateRequisition', data: { details, recruiterIds: body.recruiterIds, approvalFlow } }, body.expectedRevision);
  }

  async submit(caller: Caller, commandId: string, id: string, expectedRevision?: number) {
    const { requisition } = await this.manage(caller, id);
    const approvalFlow = requisition.approvalFlow ?? (await this.defaults.find(caller.companyId, 'requisition'));
    return this.send(caller, id, actorOf(caller), commandId, { type: 'SubmitRequisition', data: { approvalFlow } }, expectedRevision);
  }

  /** Approve or reject (with a note) from the inbox link or the details page; the decider checks it is the caller's turn. */
  async decide(caller: Caller, commandId: string, id: string, decision: ApprovalDecisionKind, input: { round?: number; note?: string; channel?: ApprovalChannel }) {
    await this.visible(caller, id);
    return this.send(caller, id, actorOf(caller), commandId, {
      type: 'DecideRequisitionApproval',
      data: { round: input.round, approverId: caller.userId, approverName: caller.name, decision, note: input.note ?? null, channel: input.channel ?? 'DETAILS_PAGE' },
    });
  }

  async changeRecruiters(caller: Caller, commandId: string, id: string, recruiterIds: string[]) {
    const { requisition } = await this.manage(caller, id);
    await this.checkReferences(caller.companyId, requisition.details, recruiterIds);
    return this.send(caller, id, actorOf(caller), commandId, { type: 'ChangeRequisitionRecruiters', data: { recruiterIds } });
  }

  async linkJob(caller: Caller, commandId: string, id: string, jobId: string) {
    await this.manage(caller, id);
    if (!(await findJob(this.dataSource.manager, caller.companyId, jobId))) throw RequisitionErrors.required('job');
    return this.send(caller, id, actorOf(caller), commandId, { type: 'LinkRequisitionJob', data: { jobId } });
  }

  async markHired(caller: Caller, commandId: string, id: string, body: MarkRequisitionHiredRequestDto) {
    await this.manage(caller, id);
    const candidate = body.candidate ? await this.hiredCandidate(caller, body.candidate) : null;
    return this.send(caller, id, actorOf(caller), commandId, {
      type: 'MarkRequisitionHired',
      data: { hiredDate: body.hiredDate, candidate, offerSentDate: body.offerSentDate ?? null },
    });
  }

  /** A searched candidate is one of the company's applications, named as the product knows them; a new one as typed. */
  private async hiredCandidate(caller: Caller, candidate: MarkRequisitionHiredRequestDto['candidate'] & object) {
    if (!candidate.applicationId) return { applicationId: null, name: candidate.name, email: candidate.email ?? null };
    const row = await findCandidateListRow(this.dataSource.manager, caller.companyId, candidate.applicationId);
    if (!row) throw RequisitionErrors.candidateRequired();
    return { applicationId: row.applicationId, name: `${row.firstName} ${row.lastName}`.trim(), email: row.email };
  }

  async get(caller: Caller, id: string): Promise<RequisitionResponseDto> {
    const { requisition, revision } = await this.visible(caller, id);
    const round = requisition.round;
    const awaiting = round ? awaitingApprovers(round) : [];
    const memberIds = [
      requisition.details.hiringManagerId,
      requisition.createdById,
      ...requisition.recruiterIds,
      ...(requisition.approvalFlow ? flowApproverIds(requisition.approvalFlow) : []),
      ...(round ? flowApproverIds(round.flow) : []),
    ];
    const members = await this.dataSource.getRepository(UserEntity).findBy({ id: In([...new Set(memberIds)]), companyId: caller.companyId });
    return {
      id,
      revision,
      status: requisition.status,
      hiringProgress: requisition.hiringProgress,
      details: requisition.details,
      recruiterIds: requisition.recruiterIds,
      createdById: requisition.createdById,
      jobIds: requisition.jobIds,
      approvalFlow: requisition.approvalFlow ? flowResponseOf(requisition.approvalFlow) : null,
      round: round ? approvalRoundResponseOf(round) : null,
      canDecide: awaiting.includes(caller.userId),
      canManage: canManage(caller, requisition),
      members: members.map((member) => ({ id: member.id, fullName: userDisplayName(member), isDeletedUser: member.deletedAt !== null })),
      hired: requisition.hired ? await this.hiredView(caller.companyId, requisition.hired) : null,
    };
  }

  /**
   * The hire as the requisition shows it: the application's candidate named as the candidate list names them now
   * (a signed offer's, or one found by 'Mark as Hired'), else the new candidate as recorded; no link to an
   * application the company no longer holds.
   */
  private async hiredView(companyId: string, hired: RequisitionHire): Promise<RequisitionHiredResponseDto> {
    const applicationId = await hiredApplicationIdOf(this.dataSource.manager, companyId, hired);
    const row = applicationId ? await findCandidateListRow(this.dataSource.manager, companyId, applicationId) : null;
    const candidate = row
      ? { applicationId: row.applicationId, name: `${row.firstName} ${row.lastName}`.trim(), email: row.email }
      : hired.candidate
        ? { applicationId: null, name: hired.candidate.name, email: hired.candidate.email }
        : null;
    return { date: hired.date, candidate, offerSentDate: hired.offerSentDate, offerId: hired.offerId ?? null };
  }

  /** The requisition's whole history, as auditors read it: who, when, what, which approver, which automation. */
  async history(caller: Caller, id: string): Promise<RequisitionHistoryEntryResponseDto[]> {
    const { events } = await this.visible(caller, id);
    return events.filter((event) => requisitionEvents.includes(event)).map((event) => {
      const data = event.data as Record<string, unknown>;
      const pick = <T>(key: string) => (key in data ? (data[key] as T) : undefined);
      return {
        revision: event.revision,
        at: event.metadata.occurredAt,
        type: event.type,
        actorKind: event.metadata.actor.kind,
        actorName: event.metadata.actor.name,
        round: pick<number>('round'),
        stepIndex: pick<number>('stepIndex'),
        approverName: pick<string>('approverName'),
        decision: pick<string>('decision') ?? pick<string>('outcome'),
        note: pick<string | null>('note'),
        channel: pick<string>('channel'),
        reason: pick<string>('reason'),
        reminder: pick<number>('reminder'),
      };
    });
  }

  /** The requisition's whole history for an export: every event of its stream with who, when, why and its words. */
  async historyExport(caller: Caller, id: string): Promise<HistoryExportEntry[]> {
    const { events } = await this.visible(caller, id);
    return events
      .filter((event) => requisitionEvents.includes(event))
      .map((event) => historyExportEntry(event, describeRequisitionEvent(event as unknown as RequisitionEvent)));
  }

  async list(caller: Caller, query: RequisitionListRequestDto) {
    const page = query.page ?? 1;
    const perPage = query.perPage ?? 10;
    const { rows, total } = await listRequisitions(this.dataSource.manager, visibilityOf(caller), {
      tab: (query.tab ?? 'TO_BE_HIRED') as HiringPlanTab,
      search: query.search,
      departmentIds: query.departmentIds,
      locationIds: query.locationIds,
      hiringProgress: query.hiringProgress,
      page,
      perPage,
    });
    const totalPages = Math.ceil(total / perPage);
    return { requisitions: rows, paginationOptions: { page, perPage, total, totalPages, hasNext: page < totalPages } };
  }

  highlights(caller: Caller) {
    return hiringPlanHighlights(this.dataSource.manager, visibilityOf(caller));
  }

  private async linkView(claims: ApprovalLinkClaims) {
    const { requisition } = await this.load(claims.companyId, claims.subjectId);
    const approver = await this.dataSource.getRepository(UserEntity).findOneBy({ id: claims.approverId, companyId: claims.companyId });
    const round = requisition.round;
    const open =
      round !== null &&
      round.round === claims.round &&
      round.status === 'PENDING' &&
      round.currentStep === claims.stepIndex &&
      awaitingApprovers(round).includes(claims.approverId);
    return {
      subjectType: 'requisition' as const,
      subjectId: claims.subjectId,
      title: requisition.details.requisitionName,
      reference: requisition.details.openingId,
      approverName: approver ? userDisplayName(approver) : '',
      open,
      status: requisition.status,
    };
  }

  /** The link is the approver's proof; its command id makes a replayed request append nothing, the decider a second use 409. */
  private async decideFromLink(claims: ApprovalLinkClaims, decision: ApprovalDecisionKind, note: string | null) {
    const approver = await this.dataSource.getRepository(UserEntity).findOneBy({ id: claims.approverId, companyId: claims.companyId });
    if (!approver || approver.deletedAt) throw RequisitionErrors.notFound();
    const actor: Actor = { kind: 'user', id: approver.id, name: userDisplayName(approver) };
    await handleCommand(
      this.store,
      stream(claims.subjectId),
      requisitionDecider,
      (state): RequisitionCommand => {
        if (state.exists && state.round && state.round.round === claims.round && state.round.currentStep !== claims.stepIndex && state.round.status === 'PENDING') {
          // The step the link was sent for is over: the link is spent even if this approver is also on a later step.
          throw new DomainError('approval-already-decided', 'You have already responded to this approval', 'conflict');
        }
        return {
          type: 'DecideRequisitionApproval',
          data: { round: claims.round, approverId: approver.id, approverName: actor.name, decision, note, channel: 'EMAIL_LINK' },
        };
      },
      { companyId: claims.companyId, actor, commandId: `approval-link:${claims.subjectId}:${claims.round}:${claims.stepIndex}:${approver.id}` },
    );
  }
}
