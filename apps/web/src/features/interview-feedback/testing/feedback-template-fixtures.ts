/** A feedback template as GET /feedback-templates answers it: one section, a required and an optional skill. */
export const FEEDBACK_TEMPLATE = {
  id: 't1',
  name: 'Backend engineer',
  scale: { min: 1, max: 5 },
  sections: [
    {
      id: 's1',
      title: 'Technical',
      skills: [
        { id: 'design', name: 'System design', required: true, guidingQuestions: ['How would you shard it?'], sampleAnswer: 'By tenant' },
        { id: 'testing', name: 'Testing', required: false, guidingQuestions: [], sampleAnswer: null },
      ],
    },
  ],
  skillsCount: 2,
  updatedAt: '2026-11-20T09:00:00.000Z',
};
