import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ApplicationErrors } from '@ats/domain/applications';
import type { BlobStore } from '@ats/infra/blob-store/blob-store.port';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { eraseCandidate, type CandidateErasure } from '@ats/infra/personal-data/erase-candidate';
import { actorOf, type Caller } from '../../identity/caller';
import { BLOB_STORE, EVENT_STORE } from '../../platform/tokens';

export class EraseCandidateCommand extends Command<CandidateErasure> {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly applicationId: string,
  ) {
    super();
  }
}

/** Admins only (the route says so); another company's application is not found and nothing changes. */
@CommandHandler(EraseCandidateCommand)
export class EraseCandidateCommandHandler implements ICommandHandler<EraseCandidateCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly dataSource: DataSource,
  ) {}

  execute({ caller, commandId, applicationId }: EraseCandidateCommand): Promise<CandidateErasure> {
    return eraseCandidate(
      { store: this.store, dataSource: this.dataSource, blobs: this.blobs },
      { companyId: caller.companyId, actor: actorOf(caller), commandId, applicationId, notFound: ApplicationErrors.notFound },
    );
  }
}
