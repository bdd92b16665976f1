import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { BrandingReader } from './branding-reader';
import { ReplaceBrandImageCommandHandler, SaveBrandingCommandHandler, SaveCareerPageCommandHandler } from './branding.commands';
import { BrandingHttpController, CareerPageSettingsHttpController } from './branding.http.controller';
import { GetBrandingQueryHandler, GetCareerPageSettingsQueryHandler, ReadBrandImageQueryHandler } from './branding.queries';

/** Branding and the career page's settings (spec 03 §2.4, §3, §5; 01 §1 white-labelling). */
@Module({
  imports: [CqrsModule],
  controllers: [BrandingHttpController, CareerPageSettingsHttpController],
  providers: [
    BrandingReader,
    SaveBrandingCommandHandler,
    ReplaceBrandImageCommandHandler,
    SaveCareerPageCommandHandler,
    GetBrandingQueryHandler,
    GetCareerPageSettingsQueryHandler,
    ReadBrandImageQueryHandler,
  ],
  exports: [BrandingReader],
})
export class BrandingModule {}
