import { createIntl } from 'react-intl';
import { messagesByLanguage } from '@ats/web/app/i18n/messages';
import { describeFileHistory } from './file-history-text';

const en = createIntl({ locale: 'en', messages: messagesByLanguage.en });
const ar = createIntl({ locale: 'ar', messages: messagesByLanguage.ar });
const common = { fileId: 'f1', erased: false, confidential: false };

test('names the file in each line, and says so when it is confidential to this reader or erased', () => {
  expect(describeFileHistory({ type: 'FileUploaded', ...common, fileName: 'CV.pdf', uploadedByCandidate: false }, en)).toEqual({
    title: 'File uploaded: CV.pdf',
    detail: null,
  });
  expect(describeFileHistory({ type: 'FileRenamed', ...common, fileName: 'Offer', previousFileName: 'CV.pdf' }, en)).toEqual({
    title: 'File renamed to Offer',
    detail: 'Previously CV.pdf',
  });
  expect(describeFileHistory({ type: 'FileConfidentialityChanged', ...common, confidential: true, fileName: null }, en).title).toBe(
    'File made confidential: a confidential file',
  );
  expect(describeFileHistory({ type: 'FileDeleted', ...common, erased: true, fileName: null }, en).title).toBe('File deleted: erased');
  expect(describeFileHistory({ type: 'FileUploaded', ...common, fileName: 'CV.pdf', uploadedByCandidate: true }, ar).title).toBe('رفع المرشح ملفًا: CV.pdf');
});
