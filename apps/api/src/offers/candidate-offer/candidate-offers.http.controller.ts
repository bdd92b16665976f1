import { Body, Controller, Get, HttpCode, Post, Req, Res, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { CandidateCaller } from '../../identity/caller';
import { CurrentCandidate } from '../../identity/caller.decorator';
import { CandidateRoute } from '../../identity/public.decorator';
import { CommandResultDto } from '../../platform/command-result.dto';
import { IdParam } from '../../platform/id-param';
import { ApiErrorResponses } from '../../platform/openapi';
import { CandidateRejectOfferRequestDto, SignOfferRequestDto } from '../offer.request.dto';
import { CandidateOfferResponseDto } from '../offer.response.dto';
import { CandidateOfferAnswerCommand, CandidateOfferLetterQuery, CandidateOfferQuery } from './candidate-offer.handlers';

/**
 * The candidate's offer page (spec 03 §2.3, /profile-builder/…/offer/:offerId, 'Congratulations. You got the
 * offer.'): candidate tokens only; a token for another offer gets 404.
 */
@ApiTags('candidate offers')
@ApiBearerAuth()
@Controller('candidate-offers')
export class CandidateOffersHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @CandidateRoute()
  @Get(':id')
  @ApiOperation({ summary: 'The candidate’s offer: its status, the placeholders they fill, the recall or marked-as-signed message' })
  @ApiOkResponse({ type: CandidateOfferResponseDto })
  offer(@CurrentCandidate() candidate: CandidateCaller, @IdParam() id: string): Promise<CandidateOfferResponseDto> {
    return this.queries.execute(new CandidateOfferQuery(candidate, id));
  }

  @CandidateRoute()
  @Get(':id/letter')
  @ApiOperation({ summary: 'The offer letter the candidate reads (the signed one once signed); refused once recalled' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async letter(@CurrentCandidate() candidate: CandidateCaller, @IdParam() id: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    const file = await this.queries.execute(new CandidateOfferLetterQuery(candidate, id));
    response.setHeader('Content-Type', 'application/pdf');
    response.setHeader('Content-Disposition', `inline; filename="${encodeURIComponent(file.fileName)}"`);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(file.bytes);
  }

  @CandidateRoute()
  @Post(':id/sign')
  @HttpCode(200)
  @ApiOperation({ summary: 'Accept and sign the offer: terms ticked, the candidate’s placeholders, a drawn or uploaded JPG/PNG signature (200KB)' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  sign(@CurrentCandidate() candidate: CandidateCaller, @IdParam() id: string, @Body() body: SignOfferRequestDto, @Req() request: Request) {
    return this.commands.execute(
      new CandidateOfferAnswerCommand(candidate, id, {
        kind: 'sign',
        acceptedTerms: body.acceptedTerms,
        candidateValues: body.candidateValues,
        signature: body.signature,
        signatureKind: body.signatureKind,
        from: request.ip ?? null,
      }),
    );
  }

  @CandidateRoute()
  @Post(':id/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reject the offer with a reason' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  reject(@CurrentCandidate() candidate: CandidateCaller, @IdParam() id: string, @Body() body: CandidateRejectOfferRequestDto) {
    return this.commands.execute(new CandidateOfferAnswerCommand(candidate, id, { kind: 'reject', reason: body.reason }));
  }
}
