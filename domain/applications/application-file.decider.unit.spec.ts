import { deciderSpecification, testContext } from '../testing/decider-specification';
import type { ApplicationFileCommand } from './application-file.commands';
import { applicationFilesDecider, evolveApplicationFiles, initialApplicationFilesState } from './application-file.decider';
import type { FileUploaded } from './application-file.events';
import { FILE_CONTENT_TYPES, FILE_MESSAGES, MAX_FILE_BYTES, downloadNameOf } from './application-file.rules';
import { describeApplicationEvent } from './history';
import { candidateAddedToJob } from './application.fixtures';

const spec = deciderSpecification(applicationFilesDecider, testContext());

const added = candidateAddedToJob();

const uploaded = (overrides: Partial<FileUploaded['data']> = {}): FileUploaded => ({
  type: 'FileUploaded',
  data: {
    applicationId: 'app-1',
    candidateId: 'cand-1',
    fileId: 'file-1',
    contentType: FILE_CONTENT_TYPES.pdf,
    extension: 'pdf',
    sizeBytes: 2048,
    confidential: false,
    uploadedByCandidate: false,
    personal: { fileName: 'Layla Nasser CV.pdf' },
    ...overrides,
  },
});

const upload = (overrides: Partial<Extract<ApplicationFileCommand, { type: 'UploadFile' }>['data']> = {}): ApplicationFileCommand => ({
  type: 'UploadFile',
  data: {
    fileId: 'file-1',
    fileName: 'Layla Nasser CV.pdf',
    detectedContentType: FILE_CONTENT_TYPES.pdf,
    sizeBytes: 2048,
    confidential: false,
    uploadedByCandidate: false,
    confidentialAccess: true,
    ...overrides,
  },
});

describe('application files decider', () => {
  describe('upload', () => {
    it('records a PDF or a .docx with its name in the personal (encrypted) part', () => {
      spec.given([added]).when(upload()).then([uploaded()]);
      spec
        .given([added])
        .when(upload({ fileName: 'C:\\Users\\layla\\Offer.docx', detectedContentType: FILE_CONTENT_TYPES.docx }))
        .then([uploaded({ contentType: FILE_CONTENT_TYPES.docx, extension: 'docx', personal: { fileName: 'Offer.docx' } })]);
    });

    it('marks the candidate’s CV as such (what CV search reads), and no other file', () => {
      spec.given([added]).when(upload({ kind: 'CV' })).then([uploaded({ kind: 'CV' })]);
      spec.given([added]).when(upload()).then([uploaded()]);
    });

    it('refuses what the bytes say is not a PDF or a .docx, whatever the name', () => {
      spec.given([added]).when(upload({ detectedContentType: 'image/png' })).thenRefuses('file-type-not-allowed', FILE_MESSAGES.wrongType);
      spec.given([added]).when(upload({ detectedContentType: null })).thenRefuses('file-type-not-allowed', 'File must be a PDF or Docx');
    });

    it('refuses an empty file and one above 5 MB with the spec’s message', () => {
      spec.given([added]).when(upload({ sizeBytes: 0 })).thenRefuses('file-empty');
      spec.given([added]).when(upload({ sizeBytes: MAX_FILE_BYTES })).then([uploaded({ sizeBytes: MAX_FILE_BYTES })]);
      spec.given([added]).when(upload({ sizeBytes: MAX_FILE_BYTES + 1 })).thenRefuses('file-too-large', 'File size cannot exceed 5MB!');
    });

    it('needs a name, and a bounded one', () => {
      spec.given([added]).when(upload({ fileName: '   ' })).thenRefuses('file-name-required', 'Please input file name');
      spec.given([added]).when(upload({ fileName: `${'a'.repeat(256)}.pdf` })).thenRefuses('file-name-too-long');
    });

    it('uploads as confidential only with confidential access, and never to an application that does not exist', () => {
      spec.given([added]).when(upload({ confidential: true, confidentialAccess: false })).thenRefuses('confidential-access-required');
      spec.given([added]).when(upload({ confidential: true })).then([uploaded({ confidential: true })]);
      spec.given([]).when(upload()).thenRefuses('application-not-found');
      spec.given([added, uploaded()]).when(upload()).thenRefuses('file-already-exists');
    });
  });

  describe('rename', () => {
    it('renames to a trimmed, non-empty, bounded name, and a rename to the same name records nothing', () => {
      spec
        .given([added, uploaded()])
        .when({ type: 'RenameFile', data: { fileId: 'file-1', fileName: '  Offer letter  ', confidentialAccess: false } })
        .then([
          {
            type: 'FileRenamed',
            data: {
              applicationId: 'app-1',
              candidateId: 'cand-1',
              fileId: 'file-1',
              confidential: false,
              personal: { fileName: 'Offer letter', previousFileName: 'Layla Nasser CV.pdf' },
            },
          },
        ]);
      spec.given([added, uploaded()]).when({ type: 'RenameFile', data: { fileId: 'file-1', fileName: '', confidentialAccess: true } }).thenRefuses('file-name-required');
      spec
        .given([added, uploaded()])
        .when({ type: 'RenameFile', data: { fileId: 'file-1', fileName: 'x'.repeat(256), confidentialAccess: true } })
        .thenRefuses('file-name-too-long');
      spec
        .given([added, uploaded()])
        .when({ type: 'RenameFile', data: { fileId: 'file-1', fileName: 'Layla Nasser CV.pdf', confidentialAccess: true } })
        .thenNothingHappens();
    });

    it('does not find a confidential file without confidential access, nor a deleted one', () => {
      spec
        .given([added, uploaded({ confidential: true })])
        .when({ type: 'RenameFile', data: { fileId: 'file-1', fileName: 'Offer', confidentialAccess: false } })
        .thenRefuses('file-not-found');
      const deleted = {
        type: 'FileDeleted' as const,
        data: { applicationId: 'app-1', candidateId: 'cand-1', fileId: 'file-1', confidential: false, personal: { fileName: 'Layla Nasser CV.pdf' } },
      };
      spec.given([added, uploaded(), deleted]).when({ type: 'RenameFile', data: { fileId: 'file-1', fileName: 'Offer', confidentialAccess: true } }).thenRefuses('file-not-found');
    });
  });

  describe('confidentiality', () => {
    it('changes only with confidential access, and setting the same value records nothing', () => {
      spec
        .given([added, uploaded()])
        .when({ type: 'ChangeFileConfidentiality', data: { fileId: 'file-1', confidential: true, confidentialAccess: true } })
        .then([
          {
            type: 'FileConfidentialityChanged',
            data: { applicationId: 'app-1', candidateId: 'cand-1', fileId: 'file-1', confidential: true, personal: { fileName: 'Layla Nasser CV.pdf' } },
          },
        ]);
      spec
        .given([added, uploaded()])
        .when({ type: 'ChangeFileConfidentiality', data: { fileId: 'file-1', confidential: true, confidentialAccess: false } })
        .thenRefuses('confidential-access-required');
      spec
        .given([added, uploaded({ confidential: true })])
        .when({ type: 'ChangeFileConfidentiality', data: { fileId: 'file-1', confidential: true, confidentialAccess: true } })
        .thenNothingHappens();
    });
  });

  describe('delete', () => {
    it('deletes a recruiter’s file but never one the candidate uploaded', () => {
      spec
        .given([added, uploaded()])
        .when({ type: 'DeleteFile', data: { fileId: 'file-1', confidentialAccess: false } })
        .then([
          {
            type: 'FileDeleted',
            data: { applicationId: 'app-1', candidateId: 'cand-1', fileId: 'file-1', confidential: false, personal: { fileName: 'Layla Nasser CV.pdf' } },
          },
        ]);
      spec
        .given([added, uploaded({ uploadedByCandidate: true })])
        .when({ type: 'DeleteFile', data: { fileId: 'file-1', confidentialAccess: true } })
        .thenRefuses('file-uploaded-by-candidate', 'Files uploaded by the candidate cannot be deleted');
      spec
        .given([added, uploaded({ confidential: true })])
        .when({ type: 'DeleteFile', data: { fileId: 'file-1', confidentialAccess: false } })
        .thenRefuses('file-not-found');
    });
  });

  it('folds the application’s own events too, and passes over types it does not know', () => {
    const state = [added, uploaded(), { type: 'SomethingNewer', data: {} }].reduce(evolveApplicationFiles, initialApplicationFilesState());
    expect(state.application).toMatchObject({ exists: true, candidateId: 'cand-1', stageId: 's0' });
    expect(Object.keys(state.files)).toEqual(['file-1']);
    expect(state.files['file-1']).toMatchObject({ fileName: 'Layla Nasser CV.pdf', confidential: false });
  });

  it('names a download with its extension when a rename dropped it', () => {
    expect(downloadNameOf('Offer letter', 'pdf')).toBe('Offer letter.pdf');
    expect(downloadNameOf('CV.PDF', 'pdf')).toBe('CV.PDF');
  });
});

describe('files in the history', () => {
  const actor = testContext().actor;

  it('quotes a file’s name, but not a confidential one to a reader without confidential access, nor an erased one', () => {
    expect(describeApplicationEvent(uploaded(), actor)).toEqual({
      summary: 'Rania Haddad uploaded "Layla Nasser CV.pdf"',
      details: { type: 'FileUploaded', fileId: 'file-1', fileName: 'Layla Nasser CV.pdf', erased: false, confidential: false, uploadedByCandidate: false },
    });
    const secret = uploaded({ confidential: true });
    expect(describeApplicationEvent(secret, actor, { canSeeConfidential: false })).toMatchObject({
      summary: 'Rania Haddad uploaded a confidential file as confidential',
      details: { fileName: null, erased: false, confidential: true },
    });
    expect(describeApplicationEvent(secret, actor, { canSeeConfidential: true }).details).toMatchObject({ fileName: 'Layla Nasser CV.pdf' });
    expect(describeApplicationEvent(uploaded({ personal: null }), actor).details).toMatchObject({ fileName: null, erased: true });
    expect(
      describeApplicationEvent(
        { type: 'FileRenamed', data: { applicationId: 'app-1', candidateId: 'cand-1', fileId: 'file-1', confidential: false, personal: { fileName: 'Offer', previousFileName: 'CV.pdf' } } },
        actor,
      ).summary,
    ).toBe('Rania Haddad renamed "CV.pdf" to "Offer"');
  });
});
