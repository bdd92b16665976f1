import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/** The spec's CV search (02 §3.9 cvSearch): every term in some CV of the application, or any term. */
export type CvFilterType = 'INCLUDES_ALL' | 'INCLUDES_ANY';
export const CV_FILTER_TYPES: readonly CvFilterType[] = ['INCLUDES_ALL', 'INCLUDES_ANY'];
export type CvSearch = { cvFilterType: CvFilterType; cvSearchItems: string[] };

// LIKE wildcards typed by a user are literal characters.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/**
 * Narrows a candidate-list query (rows with an application_id column under `rowAlias`) to the applications
 * whose CV text matches: a term matches as a phrase of the full-text index or as a substring (trigram index),
 * so "PostgreSQL" finds "postgresql" and "Postgre" alike. Self-contained so the list's other filters stay apart.
 */
export const whereCvTextMatches = <T extends ObjectLiteral>(query: SelectQueryBuilder<T>, rowAlias: string, search: CvSearch | undefined): SelectQueryBuilder<T> => {
  const terms = [...new Set((search?.cvSearchItems ?? []).map((term) => term.trim()).filter(Boolean))];
  if (!search || terms.length === 0) return query;
  const params: Record<string, string> = {};
  const matches = terms.map((term, index) => {
    params[`cvTerm${index}`] = term;
    params[`cvLike${index}`] = `%${escapeLike(term)}%`;
    return `(cv.search @@ phraseto_tsquery('simple', :cvTerm${index}) OR cv.text ILIKE :cvLike${index})`;
  });
  const exists = (condition: string) => `EXISTS (SELECT 1 FROM rm_cv_texts cv WHERE cv.application_id = ${rowAlias}.application_id AND (${condition}))`;
  const condition = search.cvFilterType === 'INCLUDES_ALL' ? matches.map(exists).join(' AND ') : exists(matches.join(' OR '));
  return query.andWhere(`(${condition})`, params);
};

/** Erasure: a candidate's CV text is personal data. */
export const deleteCvTextsOfCandidate = (manager: EntityManager, candidateId: string): Promise<unknown> =>
  manager.query(`DELETE FROM rm_cv_texts WHERE candidate_id = $1`, [candidateId]);
