import { Delete, HttpCode } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { RouteAccess } from '../../identity/route-access.decorator';
import { CommandId } from '../../platform/command-id';
import { IdParam } from '../../platform/id-param';
import { ApiErrorResponses } from '../../platform/openapi';
import { ApplicationsHttpController } from '../applications.http-controller.decorator';
import { CandidateErasureResponseDto } from './auditor.response.dto';
import { EraseCandidateCommand } from './erase-candidate.command-handler';

@ApplicationsHttpController()
export class EraseCandidateHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** Erasure is a company decision about a person, not candidate work: company admins only. */
  @RouteAccess({ roles: ['COMPANY_ADMIN'] })
  @Delete(':id/personal-data')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Erase the personal data of the application’s candidate, in all their applications (crypto-shredding); idempotent',
  })
  @ApiOkResponse({ type: CandidateErasureResponseDto })
  @ApiErrorResponses(409)
  erase(@CurrentCaller() caller: Caller, @CommandId() commandId: string, @IdParam() id: string): Promise<CandidateErasureResponseDto> {
    return this.commands.execute(new EraseCandidateCommand(caller, commandId, id));
  }
}
