/**
 * The psychometric test's instrument: the IPIP Big-Five Factor Markers, 50 items (Goldberg, 1992; International
 * Personality Item Pool, ipip.ori.org — the items and their keying are in the public domain). Each item is rated
 * on the IPIP's 1–5 accuracy scale; a `-` keyed item scores 6 minus the rating; a trait's score is the mean of its
 * answered items. Items are listed in the instrument's order.
 */
export type BigFiveTrait = 'Extraversion' | 'Agreeableness' | 'Conscientiousness' | 'Emotional Stability' | 'Intellect/Imagination';
export type PsychometricItem = { id: string; text: string; trait: BigFiveTrait; keyed: '+' | '-' };

export const IPIP_INSTRUMENT = 'IPIP Big-Five Factor Markers (50 items)';
export const IPIP_SCALE_MAX = 5;
export const BIG_FIVE_TRAITS: readonly BigFiveTrait[] = ['Extraversion', 'Agreeableness', 'Conscientiousness', 'Emotional Stability', 'Intellect/Imagination'];

const E: BigFiveTrait = 'Extraversion';
const A: BigFiveTrait = 'Agreeableness';
const C: BigFiveTrait = 'Conscientiousness';
const S: BigFiveTrait = 'Emotional Stability';
const I: BigFiveTrait = 'Intellect/Imagination';

const ITEMS: ReadonlyArray<[string, BigFiveTrait, '+' | '-']> = [
  ['Am the life of the party.', E, '+'],
  ['Feel little concern for others.', A, '-'],
  ['Am always prepared.', C, '+'],
  ['Get stressed out easily.', S, '-'],
  ['Have a rich vocabulary.', I, '+'],
  ["Don't talk a lot.", E, '-'],
  ['Am interested in people.', A, '+'],
  ['Leave my belongings around.', C, '-'],
  ['Am relaxed most of the time.', S, '+'],
  ['Have difficulty understanding abstract ideas.', I, '-'],
  ['Feel comfortable around people.', E, '+'],
  ['Insult people.', A, '-'],
  ['Pay attention to details.', C, '+'],
  ['Worry about things.', S, '-'],
  ['Have a vivid imagination.', I, '+'],
  ['Keep in the background.', E, '-'],
  ["Sympathize with others' feelings.", A, '+'],
  ['Make a mess of things.', C, '-'],
  ['Seldom feel blue.', S, '+'],
  ['Am not interested in abstract ideas.', I, '-'],
  ['Start conversations.', E, '+'],
  ["Am not interested in other people's problems.", A, '-'],
  ['Get chores done right away.', C, '+'],
  ['Am easily disturbed.', S, '-'],
  ['Have excellent ideas.', I, '+'],
  ['Have little to say.', E, '-'],
  ['Have a soft heart.', A, '+'],
  ['Often forget to put things back in their proper place.', C, '-'],
  ['Get upset easily.', S, '-'],
  ['Do not have a good imagination.', I, '-'],
  ['Talk to a lot of different people at parties.', E, '+'],
  ['Am not really interested in others.', A, '-'],
  ['Like order.', C, '+'],
  ['Change my mood a lot.', S, '-'],
  ['Am quick to understand things.', I, '+'],
  ["Don't like to draw attention to myself.", E, '-'],
  ['Take time out for others.', A, '+'],
  ['Shirk my duties.', C, '-'],
  ['Have frequent mood swings.', S, '-'],
  ['Use difficult words.', I, '+'],
  ["Don't mind being the center of attention.", E, '+'],
  ["Feel others' emotions.", A, '+'],
  ['Follow a schedule.', C, '+'],
  ['Get irritated easily.', S, '-'],
  ['Spend time reflecting on things.', I, '+'],
  ['Am quiet around strangers.', E, '-'],
  ['Make people feel at ease.', A, '+'],
  ['Am exacting in my work.', C, '+'],
  ['Often feel blue.', S, '-'],
  ['Am full of ideas.', I, '+'],
];

export const IPIP_BIG_FIVE_ITEMS: readonly PsychometricItem[] = ITEMS.map(([text, trait, keyed], index) => ({
  id: `ipip-${String(index + 1).padStart(2, '0')}`,
  text,
  trait,
  keyed,
}));

/** The IPIP's answer scale, lowest first; the rating of option i is i + 1. */
export const IPIP_SCALE = ['Very inaccurate', 'Moderately inaccurate', 'Neither accurate nor inaccurate', 'Moderately accurate', 'Very accurate'] as const;

const BY_ID = new Map(IPIP_BIG_FIVE_ITEMS.map((item) => [item.id, item] as const));
export const psychometricItem = (id: string): PsychometricItem | undefined => BY_ID.get(id);

/** The item's score on the 1–5 scale for the chosen option (0-based), reverse-keyed items turned round. */
export const keyedScore = (item: PsychometricItem, option: number): number => (item.keyed === '+' ? option + 1 : IPIP_SCALE_MAX - option);
