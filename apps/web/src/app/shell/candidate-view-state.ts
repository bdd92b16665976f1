/**
 * Candidate-list view state (spec 01 §4.14, 02 §2.11): the list's query string is kept in browser storage while
 * the user moves among candidate-related paths, so "Go back to candidates" returns to the same view. It is cleared
 * on any other path and when the Candidates or Interviews tab is clicked.
 */
const STORAGE_KEY = 'candidateListViewState';

const CANDIDATE_PATHS = [
  'candidate-profile',
  'offers/send',
  'view-offer-details',
  'add-score',
  'interview-recording',
  'candidates',
  'interview-scheduling',
  'self-scheduling',
  'pdfViewer',
];

export const isCandidateRelatedPath = (pathname: string): boolean => CANDIDATE_PATHS.some((part) => pathname.includes(part));

export const saveCandidateListSearch = (search: string): void => {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, search);
  } catch {
    // Storage full: clear it and retry once (spec 01 §4.14).
    try {
      window.sessionStorage.clear();
      window.sessionStorage.setItem(STORAGE_KEY, search);
    } catch {
      // Give up quietly: the view state is a convenience.
    }
  }
};

export const readCandidateListSearch = (): string => {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
};

export const clearCandidateListViewState = (): void => {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
};

export const candidateListPath = (): string => {
  const search = readCandidateListSearch();
  return `/recruiter/candidates${search && search.startsWith('?') ? search : ''}`;
};
