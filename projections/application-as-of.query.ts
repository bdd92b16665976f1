import type { RecordedEvent } from '@ats/domain/shared';
import type { ApplicationFileEntity } from './application-files/application-file.entity';
import { applicationFilesProjector, evolveRow as evolveFileRow } from './application-files/application-files.projector';
import type { CandidateListRowEntity } from './candidate-list/candidate-list-row.entity';
import { candidateListProjector, evolveRow as evolveListRow } from './candidate-list/candidate-list.projector';
import type { ApplicationCommentEntity } from './comments/application-comment.entity';
import { commentsProjector, evolveRow as evolveCommentRow } from './comments/comments.projector';
import type { Projector } from './projector';

/** The profile's read models as they stood at one moment: its list row, its comments and its files. */
export type ApplicationAsOf = {
  /** Null when the application did not exist yet. */
  application: CandidateListRowEntity | null;
  comments: ApplicationCommentEntity[];
  files: ApplicationFileEntity[];
  /** The last event folded in (-1: none). */
  revision: number;
};

/**
 * Folds rows in memory exactly as `foldIntoRows` does in the database (undefined keeps a row, null removes
 * it), with the projector's own `evolveRow` and only the types it handles: the auditor sees what the profile
 * showed then, by the very code that showed it, not by a second reading of the events.
 */
const foldRows = <Row>(
  projector: Projector,
  events: readonly RecordedEvent[],
  rowKey: (event: RecordedEvent) => string,
  evolve: (row: Row | undefined, event: never) => Row | null | undefined,
): Row[] => {
  const rows = new Map<string, Row>();
  for (const event of events) {
    if (!projector.canHandle.has(event.type)) continue;
    const key = rowKey(event);
    const next = evolve(rows.get(key), event as never);
    if (next === null) rows.delete(key);
    else if (next !== undefined) rows.set(key, next);
  }
  return [...rows.values()];
};

const dataOf = (event: RecordedEvent) => event.data as Record<string, string>;

/** An application's profile as of `at`: its stream's events up to and including that moment, folded. */
export const applicationAsOf = (stream: readonly RecordedEvent[], at: Date): ApplicationAsOf => {
  const events = stream.filter((event) => new Date(event.metadata.occurredAt).getTime() <= at.getTime());
  return {
    application: foldRows(candidateListProjector, events, (event) => dataOf(event).applicationId, evolveListRow)[0] ?? null,
    comments: foldRows(commentsProjector, events, (event) => dataOf(event).commentId, evolveCommentRow),
    files: foldRows(applicationFilesProjector, events, (event) => dataOf(event).fileId, evolveFileRow),
    revision: events.at(-1)?.revision ?? -1,
  };
};
