import {
  approvalWorkflowId,
  awaitingApprovers,
  decideApprovalAction,
  evolveApprovalRound,
  isApproverInPendingRound,
  startApprovalRound,
  stepsWithoutApprover,
  validateApprovalFlow,
  type ApprovalAction,
  type ApprovalRound,
} from './index';

const act = (round: ApprovalRound, approverId: string, decision: ApprovalAction['decision'] = 'APPROVED', note?: string) => {
  const outcome = decideApprovalAction(round, { approverId, approverName: approverId, decision, note, channel: 'INBOX' });
  return { outcome, round: evolveApprovalRound(round, outcome.decision) };
};

describe('approval flow definition', () => {
  it('refuses a flow with a stage without approver with the spec message', () => {
    expect(() => validateApprovalFlow({ steps: [{ approverIds: ['a'] }, { approverIds: [' '] }] })).toThrow(
      'Approval setup incomplete. Every stage must have an assigned approver to continue.',
    );
    expect(() => validateApprovalFlow({ steps: [] })).toThrow('Approval setup incomplete');
    expect(stepsWithoutApprover({ steps: [{ approverIds: ['a'] }, { approverIds: [] }] })).toEqual([1]);
  });

  it('checks N of M and repeated approvers, and reads N = M as all', () => {
    expect(() => validateApprovalFlow({ steps: [{ approverIds: ['a', 'b'], rule: { kind: 'N_OF_M', required: 3 } }] })).toThrow(
      'between 1 and the number of approvers',
    );
    expect(() => validateApprovalFlow({ steps: [{ approverIds: ['a', 'a'] }] })).toThrow('An approver appears once');
    const flow = validateApprovalFlow({ steps: [{ approverIds: ['a', 'b'], rule: { kind: 'N_OF_M', required: 2 } }] });
    expect(flow).toEqual({ steps: [{ approverIds: ['a', 'b'], rule: { kind: 'ALL' } }], reminderEveryDays: 2 });
    expect(() => validateApprovalFlow({ steps: [{ approverIds: ['a'] }], reminderEveryDays: 0 })).toThrow('Reminders are sent every');
  });
});

describe('approval round', () => {
  const twoSteps = validateApprovalFlow({
    steps: [{ approverIds: ['hm'] }, { approverIds: ['cfo', 'ceo', 'coo'], rule: { kind: 'N_OF_M', required: 2 } }],
  });

  it('runs the steps in order and approves after N of M on the last', () => {
    let round = startApprovalRound({ round: 1, flow: twoSteps });
    expect(awaitingApprovers(round)).toEqual(['hm']);
    expect(() => act(round, 'cfo')).toThrow('You are not an approver of the current stage');
    round = act(round, 'hm').round;
    expect(round.currentStep).toBe(1);
    expect(awaitingApprovers(round)).toEqual(['cfo', 'ceo', 'coo']);
    expect(() => act(round, 'hm')).toThrow('You have already responded');
    const first = act(round, 'ceo');
    expect(first.outcome.ended).toBeNull();
    round = first.round;
    expect(awaitingApprovers(round)).toEqual(['cfo', 'coo']);
    expect(() => act(round, 'ceo')).toThrow('You have already responded');
    const second = act(round, 'coo');
    expect(second.outcome.ended).toEqual({ round: 1, outcome: 'APPROVED' });
    expect(second.round.status).toBe('APPROVED');
    expect(awaitingApprovers(second.round)).toEqual([]);
    expect(() => act(second.round, 'cfo')).toThrow('This approval has already ended');
  });

  it('needs every approver under the ALL rule', () => {
    let round = startApprovalRound({ round: 1, flow: validateApprovalFlow({ steps: [{ approverIds: ['a', 'b'] }] }) });
    round = act(round, 'a').round;
    expect(round.status).toBe('PENDING');
    expect(act(round, 'b').round.status).toBe('APPROVED');
  });

  it('ends the round on a rejection, which needs a note', () => {
    const round = startApprovalRound({ round: 1, flow: twoSteps });
    expect(() => act(round, 'hm', 'REJECTED', '  ')).toThrow('Please add a note to reject');
    const rejected = act(round, 'hm', 'REJECTED', 'Budget frozen');
    expect(rejected.outcome.ended).toEqual({ round: 1, outcome: 'REJECTED' });
    expect(rejected.outcome.decision.note).toBe('Budget frozen');
    expect(isApproverInPendingRound(rejected.round, 'cfo')).toBe(false);
    expect(isApproverInPendingRound(round, 'cfo')).toBe(true);
  });

  it('refuses an answer for an older round and ignores a decision folded twice', () => {
    const round = startApprovalRound({ round: 2, flow: twoSteps });
    expect(() =>
      decideApprovalAction(round, { round: 1, approverId: 'hm', approverName: 'hm', decision: 'APPROVED', channel: 'EMAIL_LINK' }),
    ).toThrow('This approval was restarted');
    const { round: once, outcome } = act(round, 'hm');
    expect(evolveApprovalRound(once, outcome.decision)).toBe(once);
    expect(() => decideApprovalAction(null, { approverId: 'hm', approverName: 'hm', decision: 'APPROVED', channel: 'INBOX' })).toThrow(
      'No approval flow found',
    );
  });

  it('names one workflow per round', () => {
    expect(approvalWorkflowId({ type: 'requisition', id: 'r1' }, 1)).toBe('requisition-approval:r1');
    expect(approvalWorkflowId({ type: 'offer', id: 'o1' }, 3)).toBe('offer-approval:o1:round-3');
  });
});
