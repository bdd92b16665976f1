import { Global, Module } from '@nestjs/common';
import { ApprovalFlowDefaults } from './approval-flow-defaults';
import { ApprovalFlowDefaultsHttpController, ApprovalLinksHttpController } from './approval-flows.http.controller';
import { ApprovalLinkSubjects } from './approval-link-subjects';

/** The approval-flow engine's API (issue 10): default flows per type and the signed e-mail links, shared by requisitions and offers. */
@Global()
@Module({
  controllers: [ApprovalFlowDefaultsHttpController, ApprovalLinksHttpController],
  providers: [ApprovalFlowDefaults, ApprovalLinkSubjects],
  exports: [ApprovalFlowDefaults, ApprovalLinkSubjects],
})
export class ApprovalFlowsModule {}
