/** English messages of the candidate list's "Candidate responses" filters; spread into candidatesEn. */
export const candidateResponsesEn = {
  'candidates.filterPanel.candidateResponses': 'Candidate responses',
  'candidates.responses.hint': 'Filter by how candidates answered the questions of this job’s stages. Several questions must all match.',
  'candidates.responses.empty': 'This job’s stages ask no questions to filter by.',
  'candidates.responses.question': 'Question',
  'candidates.responses.questionOption': '{title} ({stage})',
  'candidates.responses.answers': 'Answers',
  'candidates.responses.answerHint': 'Press Enter to apply',
  'candidates.responses.yes': 'Yes',
  'candidates.responses.no': 'No',
  'candidates.responses.min': 'At least',
  'candidates.responses.max': 'At most',
  'candidates.responses.rangeInvalid': '“At least” cannot be more than “At most”',
  'candidates.responses.remove': 'Remove the filter on “{title}”',
  'candidates.responses.unknownQuestion': 'A question no longer asked',
} as const;
