import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CareerPageHttpController } from './career-page/career-page.http.controller';
import { CareerJobQueryHandler, CareerPageQueryHandler } from './career-page/career-page.query-handler';

@Module({
  imports: [CqrsModule],
  controllers: [CareerPageHttpController],
  providers: [CareerPageQueryHandler, CareerJobQueryHandler],
})
export class CareersModule {}
