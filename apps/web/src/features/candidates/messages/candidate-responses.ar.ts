import type { candidateResponsesEn } from './candidate-responses.en';

/** Arabic messages of the candidate list's "Candidate responses" filters; spread into candidatesAr. */
export const candidateResponsesAr: Record<keyof typeof candidateResponsesEn, string> = {
  'candidates.filterPanel.candidateResponses': 'إجابات المرشحين',
  'candidates.responses.hint': 'صفِّ حسب إجابات المرشحين عن أسئلة مراحل هذه الوظيفة. يجب أن تتطابق جميع الأسئلة المختارة.',
  'candidates.responses.empty': 'لا تطرح مراحل هذه الوظيفة أسئلة يمكن التصفية حسبها.',
  'candidates.responses.question': 'السؤال',
  'candidates.responses.questionOption': '{title} ({stage})',
  'candidates.responses.answers': 'الإجابات',
  'candidates.responses.answerHint': 'اضغط Enter للتطبيق',
  'candidates.responses.yes': 'نعم',
  'candidates.responses.no': 'لا',
  'candidates.responses.min': 'على الأقل',
  'candidates.responses.max': 'على الأكثر',
  'candidates.responses.rangeInvalid': 'لا يمكن أن تكون قيمة «على الأقل» أكبر من «على الأكثر»',
  'candidates.responses.remove': 'إزالة التصفية حسب «{title}»',
  'candidates.responses.unknownQuestion': 'سؤال لم يعد مطروحًا',
};
