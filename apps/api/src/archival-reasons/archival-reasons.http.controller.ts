import { Controller, Get, Module } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { ArchivalReasonEntity } from '../../../../infra/db/entities/archival-reason.entity';
import type { Caller } from '../identity/caller';
import { CurrentCaller } from '../identity/caller.decorator';
import { RouteAccess } from '../identity/route-access.decorator';
import { PERMISSIONS } from '../../../../domain/identity';

@ApiBearerAuth()
@ApiTags('archival reasons')
@Controller('archival-reasons')
export class ArchivalReasonsHttpController {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The company's reasons, defaults first (spec 02 §7.2). Read by the archive dialog (anyone who may archive
   * on some job) and by the archival-reasons settings.
   */
  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesStage, PERMISSIONS.archivalReasonsList] })
  @Get('company')
  @ApiOperation({ summary: 'The company’s archival reasons, defaults first' })
  async list(@CurrentCaller() caller: Caller) {
    const reasons = await this.dataSource.getRepository(ArchivalReasonEntity).find({
      where: { companyId: caller.companyId },
      order: { isDefault: 'DESC', text: 'ASC' },
    });
    return reasons.map(({ id, text, isDefault }) => ({ id, text, isDefault }));
  }
}

@Module({ controllers: [ArchivalReasonsHttpController] })
export class ArchivalReasonsModule {}
