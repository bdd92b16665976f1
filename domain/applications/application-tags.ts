/**
 * An application's tags (spec 02 §3.7): free labels a recruiter adds and removes. Not personal data — they
 * describe the recruiter's view of the application, not the candidate — so they stay readable after erasure.
 */

/** Longest tag (characters, after trimming). */
export const TAG_MAX_LENGTH = 50;
/** Most tags one application may carry. */
export const TAGS_MAX_PER_APPLICATION = 30;
/** Most tags one change may add or remove (the request's bound). */
export const TAGS_MAX_PER_CHANGE = 30;

export const TAG_MESSAGES = {
  required: 'Please enter new or existing tags',
  tooLong: `A tag can have at most ${TAG_MAX_LENGTH} characters`,
  comma: 'A tag cannot contain a comma',
  tooMany: `An application can have at most ${TAGS_MAX_PER_APPLICATION} tags`,
  unchanged: 'The application already has these tags',
  ownerUnchanged: 'This team member already owns the candidate',
  ownerNotOnTeam: 'Please select owner',
} as const;

/** Lists of tags travel joined with ',' (the list's `tag` filter, spec 02 §7.4), so a tag cannot hold one. */
export const TAG_SEPARATOR = ',';

/** Tags compare without regard to case: 'Java' and 'java' are one tag, spelled as first added. */
export const tagKey = (tag: string): string => tag.trim().toLocaleLowerCase('en');

/** The tags of `tags` once each is trimmed, without empty ones and without case-insensitive repeats. */
export const distinctTags = (tags: readonly string[]): string[] => {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    if (tag.length === 0 || seen.has(tagKey(tag))) continue;
    seen.add(tagKey(tag));
    result.push(tag);
  }
  return result;
};
