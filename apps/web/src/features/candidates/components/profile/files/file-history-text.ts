import type { IntlShape } from 'react-intl';
import type { HistoryEntry } from '@ats/web/app/api/api-types';
import type { MessageId } from '@ats/web/app/i18n/messages';

type FileDetails = Extract<HistoryEntry['details'], { type: 'FileUploaded' | 'FileRenamed' | 'FileConfidentialityChanged' | 'FileDeleted' }>;

/** The timeline line of a file event: its name, or why it is not shown (confidential to this reader, or erased). */
export const describeFileHistory = (details: FileDetails, intl: IntlShape): { title: string; detail: string | null } => {
  const name =
    details.fileName ??
    intl.formatMessage({ id: details.erased ? 'timeline.file.erased' : 'timeline.file.confidential' });
  const titles: Record<FileDetails['type'], MessageId> = {
    FileUploaded: details.type === 'FileUploaded' && details.uploadedByCandidate ? 'timeline.file.uploadedByCandidate' : 'timeline.file.uploaded',
    FileRenamed: 'timeline.file.renamed',
    FileConfidentialityChanged: details.confidential ? 'timeline.file.madeConfidential' : 'timeline.file.madePublic',
    FileDeleted: 'timeline.file.deleted',
  };
  const previous = details.type === 'FileRenamed' ? details.previousFileName : null;
  return {
    title: intl.formatMessage({ id: titles[details.type] }, { name }),
    detail: previous ? intl.formatMessage({ id: 'timeline.file.previousName' }, { name: previous }) : null,
  };
};
