import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AtsConfig } from '@ats/infra/config';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { CandidateEmailComposer as Composer } from '@ats/infra/mail/candidate-email-composer';
import { ATS_CONFIG, EVENT_STORE } from '../../platform/tokens';

export { AUTOMATION_SENDER, emailTemplateNotFound, type SenderDetails } from '@ats/infra/mail/candidate-email-composer';

/** The composer of infra/mail (the worker's workflows send through the same one), as a Nest provider. */
@Injectable()
export class CandidateEmailComposer extends Composer {
  constructor(@Inject(EVENT_STORE) store: EventStore, @Inject(ATS_CONFIG) config: AtsConfig, dataSource: DataSource) {
    super(store, config, dataSource);
  }
}
