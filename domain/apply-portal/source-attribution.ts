import { isJobBoardId, JOB_BOARDS } from '../job-postings/job-boards';
import type { CustomLink } from '../jobs';

/** Where a candidate who came straight to the career page applied from. */
export const CAREER_PAGE_SOURCE = 'Career page';

/** Longest `source` a link may carry; anything longer names nothing the product gave out. */
export const MAX_SOURCE_PARAM_LENGTH = 100;

/**
 * The application's source from the `source` the candidate's link carried: a job board's id (the board's
 * own links carry it, so its posting counts the application), or the name of one of the job's open custom
 * links; anything else — none, unknown, a closed link — is the career page. A visitor cannot invent sources.
 */
export const attributeSource = (sourceParam: string | null | undefined, customLinks: readonly CustomLink[]): string => {
  const given = (sourceParam ?? '').trim().slice(0, MAX_SOURCE_PARAM_LENGTH + 1);
  if (!given || given.length > MAX_SOURCE_PARAM_LENGTH) return CAREER_PAGE_SOURCE;
  if (isJobBoardId(given)) return JOB_BOARDS[given].name;
  const link = customLinks.find((candidate) => !candidate.closed && candidate.source.toLowerCase() === given.toLowerCase());
  return link ? link.source : CAREER_PAGE_SOURCE;
};

/** The job board an application's source names, if any (for the board's application count). */
export const jobBoardOfSource = (source: string | null): keyof typeof JOB_BOARDS | null => {
  if (!source) return null;
  const board = Object.values(JOB_BOARDS).find((info) => info.name === source);
  return board ? board.id : null;
};
