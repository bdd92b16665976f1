import {
  ApprovalFlowErrors,
  decideApprovalAction,
  nextApprovalRound,
  validateApprovalFlow,
  type ApprovalFlow,
  type ApprovalFlowDraft,
  type ApprovalRoundReason,
} from '../approval-flows';
import { assertNever, type DecisionContext, type Decider } from '../shared';
import { MAX_RECRUITERS, normaliseRequisitionDetails, sameTerms } from './requisition-details';
import type {
  ChangeRequisitionRecruiters,
  CreateRequisition,
  MarkRequisitionHired,
  RequisitionCommand,
  UpdateRequisition,
} from './requisition.commands';
import { RequisitionErrors } from './requisition.errors';
import type { RequisitionEvent, RequisitionLabel } from './requisition.events';
import { evolveRequisition, initialRequisitionState, type ExistingRequisitionState, type RequisitionState } from './requisition.state';

const recruitersOf = (ids: readonly string[]): string[] => {
  const recruiterIds = [...new Set(ids.map((id) => id.trim()).filter((id) => id !== ''))];
  if (recruiterIds.length === 0) throw RequisitionErrors.recruiterRequired();
  if (recruiterIds.length > MAX_RECRUITERS) throw RequisitionErrors.required(`at most ${MAX_RECRUITERS} recruiters`);
  return recruiterIds;
};

const labelOf = (state: ExistingRequisitionState): RequisitionLabel => ({
  requisitionName: state.details.requisitionName,
  openingId: state.details.openingId,
  createdById: state.createdById,
});

const roundStarted = (
  requisition: { requisitionId: string; jobId: string | null },
  round: number,
  flow: ApprovalFlow,
  reason: ApprovalRoundReason,
): RequisitionEvent => ({
  type: 'RequisitionApprovalRoundStarted',
  data: { requisitionId: requisition.requisitionId, jobId: requisition.jobId, round, flow, reason },
});

const createRequisition = ({ data }: CreateRequisition): RequisitionEvent[] => {
  const details = normaliseRequisitionDetails(data.details);
  const recruiterIds = recruitersOf(data.recruiterIds);
  // A draft may keep an unfinished flow out of its events; submitting needs a complete one.
  const flow = data.approvalFlow && (data.submit || data.approvalFlow.steps.length > 0) ? validateApprovalFlow(data.approvalFlow) : null;
  if (data.submit && !flow) throw ApprovalFlowErrors.incomplete();
  return [
    {
      type: 'RequisitionCreated',
      data: { requisitionId: data.requisitionId, details, recruiterIds, createdById: '', approvalFlow: flow },
    },
    ...(data.submit && flow ? [roundStarted({ requisitionId: data.requisitionId, jobId: details.existingJobId }, 1, flow, 'SUBMITTED')] : []),
  ];
};

const recruiterChange = (state: ExistingRequisitionState, recruiterIds: string[]): RequisitionEvent[] => {
  const added = recruiterIds.filter((id) => !state.recruiterIds.includes(id));
  const removed = state.recruiterIds.filter((id) => !recruiterIds.includes(id));
  if (added.length === 0 && removed.length === 0) return [];
  return [{ type: 'RequisitionRecruitersChanged', data: { requisitionId: state.requisitionId, recruiterIds, added, removed, label: labelOf(state) } }];
};

/**
 * Editing the terms (or the flow) of a pending or approved requisition starts the next round: its approvers
 * are asked again (re-approval), and the history keeps the earlier rounds.
 */
const updateRequisition = (state: ExistingRequisitionState, { data }: UpdateRequisition): RequisitionEvent[] => {
  if (state.hiringProgress === 'HIRED') throw RequisitionErrors.alreadyHired();
  const details = normaliseRequisitionDetails(data.details);
  const events: RequisitionEvent[] = [];
  const termsChanged = !sameTerms(details, state.details);
  if (JSON.stringify(details) !== JSON.stringify(state.details)) {
    events.push({ type: 'RequisitionDetailsUpdated', data: { requisitionId: state.requisitionId, details } });
  }
  let flow = state.approvalFlow;
  let flowChanged = false;
  if (data.approvalFlow !== undefined && data.approvalFlow !== null && (data.approvalFlow.steps.length > 0 || state.status !== 'DRAFT')) {
    const wanted = validateApprovalFlow(data.approvalFlow);
    if (JSON.stringify(wanted) !== JSON.stringify(state.approvalFlow)) {
      flow = wanted;
      flowChanged = true;
      events.push({ type: 'RequisitionApprovalFlowSet', data: { requisitionId: state.requisitionId, flow: wanted } });
    }
  }
  if (data.recruiterIds) events.push(...recruiterChange(state, recruitersOf(data.recruiterIds)));
  const inApproval = state.status === 'PENDING_APPROVAL' || state.status === 'APPROVED';
  if (inApproval && flow && (termsChanged || flowChanged)) {
    events.push(roundStarted({ requisitionId: state.requisitionId, jobId: details.existingJobId }, nextApprovalRound(state.round), flow, 'TERMS_CHANGED'));
  }
  if (events.length === 0) throw RequisitionErrors.nothingToChange();
  return events;
};

const submitRequisition = (state: ExistingRequisitionState, draft: ApprovalFlowDraft | null | undefined): RequisitionEvent[] => {
  if (state.status !== 'DRAFT' && state.status !== 'REJECTED') throw RequisitionErrors.notDraft();
  const wanted = draft ?? state.approvalFlow;
  if (!wanted) throw ApprovalFlowErrors.incomplete();
  const flow = validateApprovalFlow(wanted);
  const events: RequisitionEvent[] = [];
  if (JSON.stringify(flow) !== JSON.stringify(state.approvalFlow)) {
    events.push({ type: 'RequisitionApprovalFlowSet', data: { requisitionId: state.requisitionId, flow } });
  }
  events.push(
    roundStarted(
      { requisitionId: state.requisitionId, jobId: state.details.existingJobId },
      nextApprovalRound(state.round),
      flow,
      state.status === 'REJECTED' ? 'TERMS_CHANGED' : 'SUBMITTED',
    ),
  );
  return events;
};

const markHired = (state: ExistingRequisitionState, { data }: MarkRequisitionHired): RequisitionEvent[] => {
  if (state.status !== 'APPROVED') throw RequisitionErrors.notApproved();
  if (state.hiringProgress === 'HIRED') throw RequisitionErrors.alreadyHired();
  const hiredDate = (data.hiredDate ?? '').trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(hiredDate) || Number.isNaN(Date.parse(hiredDate))) throw RequisitionErrors.hiredDateRequired();
  if (!data.candidate) throw RequisitionErrors.candidateRequired();
  const name = data.candidate.name.trim();
  const email = data.candidate.email?.trim() || null;
  if (!data.candidate.applicationId) {
    if (!name) throw RequisitionErrors.candidateNameRequired();
    if (!email) throw RequisitionErrors.candidateEmailRequired();
  }
  const offerSentDate = data.offerSentDate?.trim() || null;
  return [
    {
      type: 'RequisitionMarkedHired',
      data: { requisitionId: state.requisitionId, hiredDate, candidate: { applicationId: data.candidate.applicationId, name, email }, offerSentDate },
    },
  ];
};

const decideExisting = (command: RequisitionCommand, state: ExistingRequisitionState, context: DecisionContext): RequisitionEvent[] => {
  const requisitionId = state.requisitionId;
  switch (command.type) {
    case 'CreateRequisition':
      throw RequisitionErrors.alreadyExists();
    case 'UpdateRequisition':
      return updateRequisition(state, command);
    case 'SubmitRequisition':
      return submitRequisition(state, command.data.approvalFlow);
    case 'DecideRequisitionApproval': {
      const { decision, ended } = decideApprovalAction(state.round, command.data);
      const events: RequisitionEvent[] = [{ type: 'RequisitionApprovalDecided', data: { ...decision, requisitionId } }];
      if (ended?.outcome === 'APPROVED') events.push({ type: 'RequisitionApproved', data: { ...ended, requisitionId, label: labelOf(state) } });
      if (ended?.outcome === 'REJECTED') events.push({ type: 'RequisitionRejected', data: { ...ended, requisitionId, note: decision.note, label: labelOf(state) } });
      return events;
    }
    case 'RequestRequisitionApproval': {
      const round = state.round;
      const current = round && round.status === 'PENDING' && round.round === command.data.round && round.currentStep === command.data.stepIndex;
      if (!current) return [];
      return [{ type: 'RequisitionApprovalRequested', data: { requisitionId, ...command.data, label: labelOf(state) } }];
    }
    case 'ChangeRequisitionRecruiters': {
      const events = recruiterChange(state, recruitersOf((command as ChangeRequisitionRecruiters).data.recruiterIds));
      if (events.length === 0) throw RequisitionErrors.nothingToChange();
      return events;
    }
    case 'LinkRequisitionJob':
      if (state.status !== 'APPROVED') throw RequisitionErrors.notApproved();
      if (state.jobIds.includes(command.data.jobId)) throw RequisitionErrors.jobAlreadyLinked();
      return [{ type: 'RequisitionJobLinked', data: { requisitionId, jobId: command.data.jobId } }];
    case 'MarkRequisitionHired':
      return markHired(state, command);
    case 'RecordRequisitionOfferProgress': {
      // Once hired, later offer news changes nothing; a repeat of what is known is nothing new either.
      if (state.hiringProgress === 'HIRED') return [];
      const out = state.offersOut.includes(command.data.offerId);
      if (command.data.progress === 'OFFER_SENT' && out) return [];
      if (command.data.progress === 'OFFER_WITHDRAWN' && !out) return [];
      return [{ type: 'RequisitionOfferProgressed', data: { requisitionId, ...command.data, at: context.now.toISOString() } }];
    }
    default:
      return assertNever(command);
  }
};

export const requisitionDecider: Decider<RequisitionState, RequisitionCommand, RequisitionEvent> = {
  initialState: initialRequisitionState,
  evolve: evolveRequisition,
  decide: (command, state, context) => {
    if (!state.exists) {
      if (command.type !== 'CreateRequisition') throw RequisitionErrors.notFound();
      return createRequisition(command).map((event) =>
        event.type === 'RequisitionCreated' ? { ...event, data: { ...event.data, createdById: context.actor.id } } : event,
      );
    }
    return decideExisting(command, state, context);
  },
};
