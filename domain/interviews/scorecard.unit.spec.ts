import { expectRefusal } from '../testing/expect-refusal';
import { runningTotals, scoreScorecard, SCORECARD_MESSAGES, type FeedbackTemplateDefinition } from './scorecard';

const template: FeedbackTemplateDefinition = {
  id: 'template-1',
  name: 'Backend engineer',
  scale: { min: 1, max: 5 },
  sections: [
    {
      id: 'section-1',
      title: 'Technical',
      skills: [
        { id: 'design', name: 'System design', required: true, guidingQuestions: ['How would you shard it?'], sampleAnswer: null },
        { id: 'testing', name: 'Testing', required: false, guidingQuestions: [], sampleAnswer: 'Pyramid' },
      ],
    },
    {
      id: 'section-2',
      title: 'Team',
      skills: [{ id: 'communication', name: 'Communication', required: true, guidingQuestions: [], sampleAnswer: null }],
    },
  ],
};

const score = (skillId: string, value: number | null) => ({ skillId, score: value, notes: null });

describe('scoreScorecard', () => {
  it('totals the scores and gives the percentage of the highest score for each scored skill', () => {
    expect(scoreScorecard(template, [score('design', 4), score('testing', 3), score('communication', 5)])).toEqual({
      totalScore: 12,
      totalPercentage: 80,
    });
  });

  it('leaves an unscored optional skill out of both totals', () => {
    expect(scoreScorecard(template, [score('design', 2), score('communication', 3), score('testing', null)])).toEqual({
      totalScore: 5,
      totalPercentage: 50,
    });
    expect(scoreScorecard(template, [score('design', 1), score('communication', 1)]).totalPercentage).toBe(20);
  });

  it('rounds the percentage to two decimals', () => {
    const oneToThree = { ...template, scale: { min: 1, max: 3 } };
    expect(scoreScorecard(oneToThree, [score('design', 1), score('communication', 1)]).totalPercentage).toBe(33.33);
  });

  it('refuses feedback leaving a required skill unscored, with the spec’s message', () => {
    expectRefusal(() => scoreScorecard(template, [score('design', 4)]), 'scorecard-required-not-scored', SCORECARD_MESSAGES.requiredNotScored);
    expectRefusal(
      () => scoreScorecard(template, [score('design', 4), score('communication', null)]),
      'scorecard-required-not-scored',
      'All required fields must be scored',
    );
  });

  it('refuses a score below the lowest, above the highest or between whole steps', () => {
    for (const value of [0, 6, 2.5, Number.NaN]) {
      expectRefusal(() => scoreScorecard(template, [score('design', value), score('communication', 3)]), 'scorecard-score-off-scale');
    }
  });

  it('accepts both ends of the scale', () => {
    expect(scoreScorecard(template, [score('design', 1), score('communication', 5)]).totalScore).toBe(6);
  });

  it('refuses a skill the template does not have, or one skill scored twice', () => {
    expectRefusal(() => scoreScorecard(template, [score('design', 3), score('communication', 3), score('other', 3)]), 'scorecard-unknown-skill');
    expectRefusal(() => scoreScorecard(template, [score('design', 3), score('design', 4), score('communication', 3)]), 'scorecard-skill-scored-twice');
  });

  it('without a template accepts no score and totals nothing', () => {
    expect(scoreScorecard(null, [])).toEqual({ totalScore: 0, totalPercentage: 0 });
    expectRefusal(() => scoreScorecard(null, [score('design', 3)]), 'scorecard-unknown-skill');
  });
});

describe('runningTotals', () => {
  it('sums what is scored so far, as scoreScorecard would, refusing nothing', () => {
    expect(runningTotals(template, [])).toEqual({ totalScore: 0, totalPercentage: 0 });
    expect(runningTotals(template, [score('design', 4)])).toEqual({ totalScore: 4, totalPercentage: 80 });
    const complete = [score('design', 4), score('testing', 3), score('communication', 5)];
    expect(runningTotals(template, complete)).toEqual(scoreScorecard(template, complete));
    expect(runningTotals(template, [score('design', 9), score('communication', 2)])).toEqual({ totalScore: 2, totalPercentage: 40 });
    expect(runningTotals(null, [score('design', 4)])).toEqual({ totalScore: 0, totalPercentage: 0 });
  });
});
