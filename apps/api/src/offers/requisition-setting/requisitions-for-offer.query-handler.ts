import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { Caller } from '../../identity/caller';
import { openRequisitions, requisitionMandatoryForOffer, type OpenRequisition } from './requisition-setting';

export type RequisitionsForOffer = { isRequisitionMandatoryForOffer: boolean; requisitions: OpenRequisition[] };

export class RequisitionsForOfferQuery extends Query<RequisitionsForOffer> {
  constructor(readonly caller: Caller) {
    super();
  }
}

/** `GET /company/requisitions-for-offer`: the caller's company's setting and open requisitions (send-offer's picker). */
@QueryHandler(RequisitionsForOfferQuery)
export class RequisitionsForOfferQueryHandler implements IQueryHandler<RequisitionsForOfferQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ caller }: RequisitionsForOfferQuery): Promise<RequisitionsForOffer> {
    return {
      isRequisitionMandatoryForOffer: await requisitionMandatoryForOffer(this.dataSource.manager, caller.companyId),
      requisitions: await openRequisitions(this.dataSource.manager, caller.companyId),
    };
  }
}
