import type { EntityManager } from 'typeorm';
import { candidateEvents, primaryEmailOf, type CandidateDetails, type CandidateEvent } from '@ats/domain/candidates';
import { ERASED, type RecordedEvent } from '@ats/domain/shared';
import { CandidateListRowEntity } from '../candidate-list/candidate-list-row.entity';
import { phoneDigitsOf } from '../candidate-list/stage-status';
import { forgetCarriedRows, settleCarriedRows } from '../row-fold';

/** What the candidate list shows of a candidate (ADR 0016): the name, primary e-mail and first phone. */
const listed = (details: CandidateDetails | null) => {
  const phone = details?.phones[0] ?? null;
  return {
    first_name: details?.firstName ?? ERASED,
    last_name: details?.lastName ?? '',
    email: details ? primaryEmailOf(details) : ERASED,
    phone,
    phone_digits: phoneDigitsOf(phone),
  };
};

/**
 * A candidate event on the candidate list's rows, which are one per application: an edit shows on every
 * application of the candidate, a merge moves the other candidate's applications under the holder.
 */
const applyToList = async (manager: EntityManager, event: RecordedEvent & CandidateEvent): Promise<void> => {
  const companyId = event.metadata.companyId;
  // In a rebuild the list's rows are carried from batch to batch (row-fold.ts): this statement runs after
  // the folds queued before it, and the rows it changes are read again before they are folded.
  const changeRows = async (sql: string, parameters: unknown[]) => {
    await settleCarriedRows();
    const [changed]: [Array<{ application_id: string }>, number] = await manager.query(sql, parameters);
    forgetCarriedRows(CandidateListRowEntity, changed.map((row) => row.application_id));
  };
  const setDetails = async (candidateId: string, details: CandidateDetails | null) => {
    const columns = listed(details);
    await changeRows(
      `UPDATE rm_candidate_list SET first_name = $3, last_name = $4, email = $5, phone = $6, phone_digits = $7
       WHERE company_id = $1 AND candidate_id = $2 RETURNING application_id`,
      [companyId, candidateId, columns.first_name, columns.last_name, columns.email, columns.phone, columns.phone_digits],
    );
  };
  const moveUnder = (from: string, to: string) =>
    changeRows(`UPDATE rm_candidate_list SET candidate_id = $3 WHERE company_id = $1 AND candidate_id = $2 RETURNING application_id`, [companyId, from, to]);
  switch (event.type) {
    case 'CandidateRegistered':
    case 'CandidateDetailsEdited':
      return setDetails(event.data.candidateId, event.data.personal);
    case 'CandidateMerged':
      await moveUnder(event.data.absorbedCandidateId, event.data.candidateId);
      return setDetails(event.data.candidateId, event.data.personal);
    case 'CandidateMergedInto':
      await moveUnder(event.data.candidateId, event.data.intoCandidateId);
      return;
    case 'CandidatePersonalDataErased':
      return setDetails(event.data.candidateId, null);
  }
};

/**
 * The candidate list's batch in order: runs of application events folded as one (`foldRun`), each candidate
 * event applied where it falls, so a candidate's edit lands after the rows it changes exist.
 */
export const handleInOrder = async <E extends { type: string }>(
  events: ReadonlyArray<RecordedEvent & E>,
  manager: EntityManager,
  foldRun: (run: ReadonlyArray<RecordedEvent & E>) => Promise<void>,
): Promise<void> => {
  let run: Array<RecordedEvent & E> = [];
  for (const event of events) {
    if (!candidateEvents.includes(event)) {
      run.push(event);
      continue;
    }
    if (run.length > 0) await foldRun(run);
    run = [];
    await applyToList(manager, event as unknown as RecordedEvent & CandidateEvent);
  }
  if (run.length > 0) await foldRun(run);
};
