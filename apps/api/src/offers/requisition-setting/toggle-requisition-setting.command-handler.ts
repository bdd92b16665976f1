import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DomainError } from '@ats/domain/shared';
import type { Caller } from '../../identity/caller';
import { setRequisitionMandatoryForOffer } from './requisition-setting';

export class ToggleRequisitionSettingCommand extends Command<boolean> {
  constructor(
    readonly caller: Caller,
    readonly companyId: string,
    readonly value: boolean | undefined,
  ) {
    super();
  }
}

/** `PUT /company/toogle-requisition-for-offer/{id}`: the caller's own company only (another id is not found). */
@CommandHandler(ToggleRequisitionSettingCommand)
export class ToggleRequisitionSettingCommandHandler implements ICommandHandler<ToggleRequisitionSettingCommand> {
  constructor(private readonly dataSource: DataSource) {}

  execute({ caller, companyId, value }: ToggleRequisitionSettingCommand): Promise<boolean> {
    if (companyId !== caller.companyId) throw new DomainError('company-not-found', 'Company not found', 'not-found');
    return setRequisitionMandatoryForOffer(this.dataSource, caller, value);
  }
}
