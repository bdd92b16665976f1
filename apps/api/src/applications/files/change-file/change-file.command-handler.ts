import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ApplicationFileCommand } from '@ats/domain/applications';
import type { BlobStore } from '@ats/infra/blob-store';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import type { Caller } from '@ats/api/identity/caller';
import { JobAccess } from '@ats/api/identity/job-access';
import { BLOB_STORE, EVENT_STORE } from '@ats/api/platform/tokens';
import { handleFileCommand } from '../application-files';

export type FileChange = { kind: 'rename'; fileName: string } | { kind: 'confidentiality'; confidential: boolean } | { kind: 'delete' };

export class ChangeFileCommand extends Command<CommandResult> {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly applicationId: string,
    readonly fileId: string,
    readonly change: FileChange,
  ) {
    super();
  }
}

const commandOf = (fileId: string, change: FileChange, confidentialAccess: boolean): ApplicationFileCommand => {
  switch (change.kind) {
    case 'rename':
      return { type: 'RenameFile', data: { fileId, fileName: change.fileName, confidentialAccess } };
    case 'confidentiality':
      return { type: 'ChangeFileConfidentiality', data: { fileId, confidential: change.confidential, confidentialAccess } };
    case 'delete':
      return { type: 'DeleteFile', data: { fileId, confidentialAccess } };
  }
};

/** Rename, make confidential or public, delete: one file's change, recorded on the application's stream. */
@CommandHandler(ChangeFileCommand)
export class ChangeFileCommandHandler implements ICommandHandler<ChangeFileCommand> {
  private readonly logger = new Logger('ChangeFile');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly access: JobAccess,
  ) {}

  async execute({ caller, commandId, applicationId, fileId, change }: ChangeFileCommand): Promise<CommandResult> {
    const { result } = await handleFileCommand(this.store, this.access, { caller, commandId, applicationId }, ({ confidentialAccess }) =>
      commandOf(fileId, change, confidentialAccess),
    );
    if (change.kind === 'delete') {
      // The deletion is recorded: the bytes go too (a retried delete finds nothing left, which is fine). Should
      // this fail, the file is gone for every reader and only an orphan blob remains, which the log names.
      await this.blobs
        .delete({ companyId: caller.companyId, blobId: fileId })
        .catch((error: unknown) => this.logger.error(`Could not remove the blob of deleted file ${fileId}: ${String(error)}`));
    }
    return result;
  }
}
