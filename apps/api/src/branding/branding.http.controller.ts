import { Body, Controller, Get, HttpCode, Param, Put, Res, StreamableFile, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { BRAND_IMAGE_KINDS, BRANDING_PERMISSIONS, type BrandImageKind } from '@ats/domain/branding';
import { FileErrors } from '@ats/domain/applications';
import { DomainError } from '@ats/domain/shared';
import { FileUploadInterceptor } from '../applications/files/upload-file/upload-interceptor';
import type { Caller } from '../identity/caller';
import { CurrentCaller } from '../identity/caller.decorator';
import { Public } from '../identity/public.decorator';
import { RouteAccess } from '../identity/route-access.decorator';
import { IdParam } from '../platform/id-param';
import { ApiErrorResponses } from '../platform/openapi';
import { SettingIdResponseDto } from '../company-settings/setting-id.response.dto';
import { ReplaceBrandImageCommand, SaveBrandingCommand, SaveCareerPageCommand } from './branding.commands';
import { GetBrandingQuery, GetCareerPageSettingsQuery, ReadBrandImageQuery } from './branding.queries';
import { BrandImageRequestDto, BrandingRequestDto, CareerPageContentRequestDto } from './branding.request.dto';
import { BrandingResponseDto, CareerPageSettingsResponseDto } from './branding.response.dto';

const imageKind = (kind: string): BrandImageKind => {
  if (!(BRAND_IMAGE_KINDS as readonly string[]).includes(kind))
    throw new DomainError('image-not-found', 'The page you are looking for is not found', 'not-found');
  return kind as BrandImageKind;
};

/** Images change under a new ?v= (their blob id or a timestamp), so a public copy may be kept a day. */
const sendImage = (response: Response, image: { bytes: Buffer; contentType: string }) => {
  response.setHeader('Cache-Control', 'public, max-age=86400');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  return new StreamableFile(image.bytes, { type: image.contentType, disposition: 'inline', length: image.bytes.length });
};

/** Brand (spec 03 §2.4 'Brand & Career page'): the company's own only; another company's id answers 404. */
@ApiTags('branding')
@ApiBearerAuth()
@Controller('branding')
export class BrandingHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @RouteAccess({ permissions: [BRANDING_PERMISSIONS.list, BRANDING_PERMISSIONS.edit] })
  @Get(':companyId')
  @ApiOperation({ summary: 'The company’s branding' })
  @ApiOkResponse({ type: BrandingResponseDto })
  get(@CurrentCaller() caller: Caller, @IdParam('companyId') companyId: string): Promise<BrandingResponseDto> {
    return this.queries.execute(new GetBrandingQuery(caller, companyId));
  }

  @RouteAccess({ permissions: [BRANDING_PERMISSIONS.edit] })
  @Put(':companyId')
  @ApiOperation({ summary: 'Save brand name, primary colour, default language and e-mail signature' })
  @ApiOkResponse({ type: SettingIdResponseDto })
  @ApiErrorResponses()
  save(@CurrentCaller() caller: Caller, @IdParam('companyId') companyId: string, @Body() body: BrandingRequestDto): Promise<SettingIdResponseDto> {
    return this.commands.execute(
      new SaveBrandingCommand(caller, companyId, {
        brandName: body.brandName,
        primaryColour: body.primaryColour,
        language: body.language,
        emailSignature: body.emailSignature ?? '',
      }),
    );
  }

  @RouteAccess({ permissions: [BRANDING_PERMISSIONS.edit] })
  @Put(':companyId/images/:kind')
  @HttpCode(200)
  @UseInterceptors(FileUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: BrandImageRequestDto })
  @ApiParam({ name: 'kind', enum: BRAND_IMAGE_KINDS })
  @ApiOperation({ summary: 'Replace the logo, square logo or favicon (PNG, JPEG, WEBP or ICO, at most 2 MB)' })
  @ApiOkResponse({ type: SettingIdResponseDto })
  @ApiErrorResponses()
  replaceImage(
    @CurrentCaller() caller: Caller,
    @IdParam('companyId') companyId: string,
    @Param('kind') kind: string,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<SettingIdResponseDto> {
    if (!file) throw FileErrors.missing();
    return this.commands.execute(new ReplaceBrandImageCommand(caller, companyId, imageKind(kind), file.buffer));
  }

  @Public()
  @Get(':companyId/images/:kind')
  @ApiParam({ name: 'kind', enum: BRAND_IMAGE_KINDS })
  @ApiOperation({ summary: 'A company’s logo, square logo or favicon, for public pages and e-mails' })
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async image(
    @IdParam('companyId') companyId: string,
    @Param('kind') kind: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return sendImage(response, await this.queries.execute(new ReadBrandImageQuery(companyId, imageKind(kind))));
  }
}

/** The career page's settings and editor (spec 03 §2.4): the editor needs every career-page permission. */
@ApiTags('branding')
@ApiBearerAuth()
@Controller('career-page')
export class CareerPageSettingsHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @RouteAccess({ permissions: [BRANDING_PERMISSIONS.careerPageList, BRANDING_PERMISSIONS.careerPageEdit] })
  @Get(':companyId')
  @ApiOperation({ summary: 'Career page settings: the hosted page’s link, the company ID for the jobs API, the content' })
  @ApiOkResponse({ type: CareerPageSettingsResponseDto })
  get(@CurrentCaller() caller: Caller, @IdParam('companyId') companyId: string): Promise<CareerPageSettingsResponseDto> {
    return this.queries.execute(new GetCareerPageSettingsQuery(caller, companyId));
  }

  // Spec 03 §6 Gates: the editor needs all career-page permissions plus the company's COMPANY::CAREER_PAGE::*.
  @RouteAccess({ permissions: [BRANDING_PERMISSIONS.careerPageAll], companyPermissions: [BRANDING_PERMISSIONS.careerPageAll] })
  @Put(':companyId')
  @ApiOperation({ summary: 'Save the career page’s title, subtitle and video (a YouTube or Vimeo URL, turned into its embed link)' })
  @ApiOkResponse({ type: SettingIdResponseDto })
  @ApiErrorResponses()
  save(@CurrentCaller() caller: Caller, @IdParam('companyId') companyId: string, @Body() body: CareerPageContentRequestDto): Promise<SettingIdResponseDto> {
    return this.commands.execute(new SaveCareerPageCommand(caller, companyId, { title: body.title, subtitle: body.subtitle, videoUrl: body.videoUrl ?? null }));
  }

  @RouteAccess({ permissions: [BRANDING_PERMISSIONS.careerPageAll], companyPermissions: [BRANDING_PERMISSIONS.careerPageAll] })
  @Put(':companyId/banner')
  @HttpCode(200)
  @UseInterceptors(FileUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: BrandImageRequestDto })
  @ApiOperation({ summary: 'Replace the career page banner (PNG, JPEG or WEBP, at most 2 MB)' })
  @ApiOkResponse({ type: SettingIdResponseDto })
  @ApiErrorResponses()
  replaceBanner(
    @CurrentCaller() caller: Caller,
    @IdParam('companyId') companyId: string,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<SettingIdResponseDto> {
    if (!file) throw FileErrors.missing();
    return this.commands.execute(new ReplaceBrandImageCommand(caller, companyId, 'banner', file.buffer));
  }

  @Public()
  @Get(':companyId/banner')
  @ApiOperation({ summary: 'The career page banner image' })
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async banner(@IdParam('companyId') companyId: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    return sendImage(response, await this.queries.execute(new ReadBrandImageQuery(companyId, 'banner')));
  }
}
