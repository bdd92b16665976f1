import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { BrandingModule } from '../branding/branding.module';
import { CareerPageHttpController } from './career-page/career-page.http.controller';
import { CareerJobQueryHandler, CareerPageQueryHandler, CompanyJobsQueryHandler } from './career-page/career-page.query-handler';

@Module({
  imports: [CqrsModule, BrandingModule],
  controllers: [CareerPageHttpController],
  providers: [CareerPageQueryHandler, CareerJobQueryHandler, CompanyJobsQueryHandler],
})
export class CareersModule {}
