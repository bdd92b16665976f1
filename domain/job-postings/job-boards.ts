/** The job boards a job can be posted to (spec 02 §2.6): each with its tiers and how long posting takes (§9). */
export type JobBoardId = 'professional-network' | 'job-search-site' | 'search-engine' | 'aggregator' | 'xml-feed';
export type PostingTier = 'BASIC' | 'PROMOTED';

export type JobBoardInfo = {
  id: JobBoardId;
  name: string;
  tiers: readonly PostingTier[];
  /** 'Will be posted within {hours} hours' (spec 02 §4.2, §9). */
  postedWithinHours: number;
};

export const JOB_BOARDS: Readonly<Record<JobBoardId, JobBoardInfo>> = {
  // Spec 02 §9: professional network posting or removal about 24 hours.
  'professional-network': { id: 'professional-network', name: 'Professional network', tiers: ['BASIC', 'PROMOTED'], postedWithinHours: 24 },
  // The large job board: a few hours.
  'job-search-site': { id: 'job-search-site', name: 'Job-search site', tiers: ['BASIC', 'PROMOTED'], postedWithinHours: 4 },
  // Search-engine jobs: 'within 2 hours'.
  'search-engine': { id: 'search-engine', name: 'Search engine jobs', tiers: ['BASIC'], postedWithinHours: 2 },
  // Job board sync within 24 hours.
  aggregator: { id: 'aggregator', name: 'Job-board aggregator', tiers: ['BASIC'], postedWithinHours: 24 },
  // Aggregators pull the company's XML feed; they sync within 24 hours.
  'xml-feed': { id: 'xml-feed', name: 'XML job feed', tiers: ['BASIC'], postedWithinHours: 24 },
};

/** Spec 02 §5.13, §9: a professional-network posting needs a description of at least 100 characters. */
export const PROFESSIONAL_NETWORK_MIN_DESCRIPTION = 100;

export const JOB_BOARD_IDS = Object.keys(JOB_BOARDS) as JobBoardId[];
export const POSTING_TIERS: readonly PostingTier[] = ['BASIC', 'PROMOTED'];

export const isJobBoardId = (value: string): value is JobBoardId => Object.hasOwn(JOB_BOARDS, value);

/** What a pending posting shows (spec 02 §4.2). */
export const pendingPostingMessage = (board: JobBoardId): string =>
  `Will be posted within ${JOB_BOARDS[board].postedWithinHours} hours`;
