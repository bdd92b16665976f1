import { Module } from '@nestjs/common';
import { HiringPlanHttpController } from './hiring-plan.http.controller';
import { Requisitions } from './requisitions.service';

/** Spec 02 §2.16 hiring plan (issue 10); its approvals run on the approval-flow engine (ApprovalFlowsModule). */
@Module({
  controllers: [HiringPlanHttpController],
  providers: [Requisitions],
})
export class HiringPlanModule {}
