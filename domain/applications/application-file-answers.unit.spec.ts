import { deciderSpecification, testContext } from '../testing/decider-specification';
import type { ApplicationFileCommand } from './application-file.commands';
import { applicationFilesDecider } from './application-file.decider';
import { ANSWER_MEDIA_CONTENT_TYPES, FILE_CONTENT_TYPES, FILE_MESSAGES, MAX_ANSWER_FILE_BYTES, MAX_FILE_BYTES } from './application-file.rules';
import { candidateAddedToJob } from './application.fixtures';

const spec = deciderSpecification(applicationFilesDecider, testContext());
const added = candidateAddedToJob();

const answer = (overrides: Partial<Extract<ApplicationFileCommand, { type: 'UploadFile' }>['data']> = {}): ApplicationFileCommand => ({
  type: 'UploadFile',
  data: {
    fileId: 'file-1',
    fileName: 'Answer 1 (take 1).webm',
    detectedContentType: ANSWER_MEDIA_CONTENT_TYPES.webm,
    sizeBytes: MAX_FILE_BYTES * 4,
    confidential: false,
    uploadedByCandidate: true,
    confidentialAccess: false,
    kind: 'TASK_ANSWER',
    ...overrides,
  },
});

describe('application files: recorded task answers (video, audio, photo)', () => {
  it('keeps a candidate’s recorded answer, larger than a document may be, with its media type', () => {
    spec
      .given([added])
      .when(answer())
      .then([
        {
          type: 'FileUploaded',
          data: {
            applicationId: 'app-1',
            candidateId: 'cand-1',
            fileId: 'file-1',
            contentType: 'video/webm',
            extension: 'webm',
            sizeBytes: MAX_FILE_BYTES * 4,
            confidential: false,
            uploadedByCandidate: true,
            kind: 'TASK_ANSWER',
            personal: { fileName: 'Answer 1 (take 1).webm' },
          },
        },
      ]);
  });

  it('takes audio and photos too, and refuses a document or anything over the answer limit', () => {
    spec.given([added]).when(answer({ detectedContentType: ANSWER_MEDIA_CONTENT_TYPES.ogg, fileName: 'a.ogg' })).then([
      expect.objectContaining({ data: expect.objectContaining({ contentType: 'audio/ogg', extension: 'ogg' }) }),
    ]);
    spec.given([added]).when(answer({ detectedContentType: FILE_CONTENT_TYPES.pdf })).thenRefuses('file-type-not-allowed', FILE_MESSAGES.wrongType);
    spec.given([added]).when(answer({ sizeBytes: MAX_ANSWER_FILE_BYTES + 1 })).thenRefuses('file-too-large', FILE_MESSAGES.tooLarge);
  });

  it('keeps the recruiter’s upload to documents: a video is refused there', () => {
    spec
      .given([added])
      .when(answer({ kind: undefined, uploadedByCandidate: false, sizeBytes: 1000 }))
      .thenRefuses('file-type-not-allowed', FILE_MESSAGES.wrongType);
    spec.given([added]).when(answer({ uploadedByCandidate: false, sizeBytes: 1000 })).thenRefuses('file-type-not-allowed', FILE_MESSAGES.wrongType);
  });
});
