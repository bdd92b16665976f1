import type { SearchAttributePair, SignalDefinition, Workflow } from '@temporalio/common';
import type { DomainEvent, RecordedEvent } from '@ats/domain/shared';

/** What an event asks of Temporal for one process; every step is idempotent when replayed. */
export type ProcessStep<W extends Workflow> =
  | {
      kind: 'start';
      workflowId: string;
      args: Parameters<W>;
      /** Besides AtsProcess and AtsCompanyId, which every process gets. */
      searchAttributes: SearchAttributePair[];
      memo?: Record<string, unknown>;
    }
  | { kind: 'signal'; workflowId: string; signal: SignalDefinition<any[]>; args: unknown[] }
  | { kind: 'cancel'; workflowId: string };

/** Builders that keep a step's arguments tied to the workflow's and the signal's signatures. */
export type ProcessSteps<W extends Workflow> = {
  start(workflowId: string, args: Parameters<W>, options: { searchAttributes: SearchAttributePair[]; memo?: Record<string, unknown> }): ProcessStep<W>;
  signal<Args extends any[]>(workflowId: string, signal: SignalDefinition<Args>, ...args: Args): ProcessStep<W>;
  cancel(workflowId: string): ProcessStep<W>;
};

/** What a declaration may consult besides the event: streams (the truth, never a lagging read model), settings. */
export type ProcessContext = {
  readStream(streamId: string): Promise<RecordedEvent[]>;
  /** Length of a "day" for durations in days (ATS_DAY_MS; tests shorten it). */
  dayMs: number;
};

/**
 * A long-running process in one declaration: the workflow function it runs (so arguments type-check), the
 * event types it reacts to, and what each such event means for it — start, signal or cancel which workflow
 * id (`<process>:<aggregate-id>[:<scope>]`), with which search attributes and memo. The generic starter
 * (process-starter.ts) runs every declaration from its own checkpoint.
 */
export type ProcessDeclaration<E extends DomainEvent, W extends Workflow> = {
  name: string;
  workflow: W;
  canHandle: ReadonlyArray<E['type']>;
  on(event: RecordedEvent & E, steps: ProcessSteps<W>, context: ProcessContext): Promise<Array<ProcessStep<W>>>;
};

export type DeclaredProcess = {
  name: string;
  workflow: Workflow;
  canHandle: ReadonlySet<string>;
  on(event: RecordedEvent, context: ProcessContext): Promise<Array<ProcessStep<Workflow>>>;
};

const stepsFor = <W extends Workflow>(): ProcessSteps<W> => ({
  start: (workflowId, args, options) => ({ kind: 'start', workflowId, args, ...options }),
  signal: (workflowId, signal, ...args) => ({ kind: 'signal', workflowId, signal: signal as SignalDefinition<any[]>, args }),
  cancel: (workflowId) => ({ kind: 'cancel', workflowId }),
});

export const defineProcess = <E extends DomainEvent, W extends Workflow>(declaration: ProcessDeclaration<E, W>): DeclaredProcess => {
  const steps = stepsFor<W>();
  return {
    name: declaration.name,
    workflow: declaration.workflow,
    canHandle: new Set<string>(declaration.canHandle),
    // The starter filters by canHandle, so the event is one of E's listed types.
    on: async (event, context) =>
      (await declaration.on(event as RecordedEvent & E, steps, context)) as Array<ProcessStep<Workflow>>,
  };
};
