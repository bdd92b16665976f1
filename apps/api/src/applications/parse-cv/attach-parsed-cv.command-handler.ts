import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { FileErrors } from '@ats/domain/applications';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import type { Caller } from '../../identity/caller';
import { JobAccess } from '../../identity/job-access';
import { EVENT_STORE } from '../../platform/tokens';
import { handleFileCommand } from '../files/application-files';
import { ParsedCvUploads, uploadCvCommand } from './parsed-cv-uploads';

export class AttachParsedCvCommand extends Command<CommandResult> {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly applicationId: string,
    readonly cvFileId: string,
  ) {
    super();
  }
}

/**
 * The CV uploaded on the add-candidate form becomes the new application's CV: FileUploaded of kind 'CV' under
 * the blob's id (the bytes stay where they are), judged by the files decider like any upload.
 */
@CommandHandler(AttachParsedCvCommand)
export class AttachParsedCvCommandHandler implements ICommandHandler<AttachParsedCvCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly access: JobAccess,
    private readonly uploads: ParsedCvUploads,
  ) {}

  async execute({ caller, commandId, applicationId, cvFileId }: AttachParsedCvCommand): Promise<CommandResult> {
    const upload = await this.uploads.find(caller, cvFileId);
    if (!upload) throw FileErrors.missing();
    const { result } = await handleFileCommand(this.store, this.access, { caller, commandId, applicationId }, (authorized) =>
      uploadCvCommand(upload, { uploadedByCandidate: false, confidentialAccess: authorized.confidentialAccess }),
    );
    await this.uploads.attached(upload.blobId);
    return result;
  }
}
