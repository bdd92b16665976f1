import { candidateTaskError, questionError, type Question } from './candidate-tasks';

const fileQuestion = (fileType: string | null): Question => ({
  id: 'portfolio',
  title: 'Your portfolio',
  description: '',
  answerType: 'FILE_UPLOAD',
  options: [],
  expected: null,
  optional: true,
  autoArchive: false,
  confidential: false,
  currency: null,
  fileType,
});

describe('what a file-upload task or question asks for', () => {
  it('is one of the choices the server can tell apart by the bytes (any case)', () => {
    for (const fileType of ['PDF', 'pdf', 'DOCX', 'PDF_OR_DOCX']) {
      expect(questionError(fileQuestion(fileType))).toBeNull();
      expect(candidateTaskError({ id: 'upload', type: 'FILE_UPLOAD', title: 'Certificates', fileType })).toBeNull();
    }
  });

  it("is refused with 'Required field' when missing or naming no choice", () => {
    for (const fileType of [null, '', 'Images', 'exe']) {
      expect(questionError(fileQuestion(fileType))?.message).toBe('Required field');
      expect(candidateTaskError({ id: 'upload', type: 'FILE_UPLOAD', title: 'Certificates', fileType: fileType ?? '' })?.message).toBe('Required field');
    }
  });
});
