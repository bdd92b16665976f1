import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { applicationFileEvents } from '@ats/domain/applications';
import { PERMISSIONS } from '@ats/domain/identity';
import type { BlobStore } from '@ats/infra/blob-store/blob-store.port';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import type { Caller } from '../../identity/caller';
import { JobAccess } from '../../identity/job-access';
import { BLOB_STORE, EVENT_STORE } from '../../platform/tokens';
import { applicationStream, handleApplicationCommand } from '../application-stream';


export class DeleteApplicationCommand extends Command<CommandResult> {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly applicationId: string,
  ) {
    super();
  }
}

/**
 * Spec 02 §4.4 'delete': ApplicationDeleted on the stream, which stays for auditors. The read models drop the
 * application's rows, and the process starter cancels its scheduled e-mails and ends its timers, from that
 * event; the bytes of its files are removed here, after it is recorded. A retried request (same
 * Idempotency-Key) finds the deletion recorded and removes what is left of the bytes, so nothing stays half-done.
 */
@CommandHandler(DeleteApplicationCommand)
export class DeleteApplicationCommandHandler implements ICommandHandler<DeleteApplicationCommand> {
  private readonly logger = new Logger('DeleteApplication');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly access: JobAccess,
  ) {}

  async execute(command: DeleteApplicationCommand): Promise<CommandResult> {
    const result = await handleApplicationCommand(this.store, this.access, command, { permission: PERMISSIONS.candidatesDelete }, () => ({
      type: 'DeleteApplication',
      data: {},
    }));
    const events = await this.store.readStream(applicationStream(command.applicationId).id);
    const fileIds = events.flatMap((event) => (applicationFileEvents.includes(event) && event.type === 'FileUploaded' ? [event.data.fileId] : []));
    // Removing a blob already gone is no error; one that fails is logged and goes with the next attempt.
    for (const blobId of fileIds) await this.blobs.delete({ companyId: command.caller.companyId, blobId });
    if (fileIds.length > 0) this.logger.log(`Removed ${fileIds.length} file(s) of deleted application ${command.applicationId}`);
    return result;
  }
}
