import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CheckCompanyDomainQueryHandler } from './check-company-domain/check-company-domain.query-handler';
import { CreateCompanyCommandHandler } from './create-company/create-company.command-handler';
import { CreateSignUpCommandHandler } from './create-sign-up/create-sign-up.command-handler';
import { JoinAsEmployeeCommandHandler } from './join-as-employee/join-as-employee.command-handler';
import { JoinAsEmployeeHttpController } from './join-as-employee/join-as-employee.http.controller';
import { SubmitOnboardingResponsesCommandHandler } from './onboarding-responses/onboarding-responses.command-handler';
import { ResendSignUpCodeCommandHandler } from './resend-sign-up-code/resend-sign-up-code.command-handler';
import { SelfServeHttpController } from './self-serve.http.controller';
import { VerifySignUpEmailCommandHandler } from './verify-sign-up-email/verify-sign-up-email.command-handler';

/** Self-serve sign-up: create, verify, create or join a company, onboarding (spec 01 §2.10, §4.15). */
@Module({
  imports: [CqrsModule],
  controllers: [SelfServeHttpController, JoinAsEmployeeHttpController],
  providers: [
    CreateSignUpCommandHandler,
    ResendSignUpCodeCommandHandler,
    VerifySignUpEmailCommandHandler,
    CheckCompanyDomainQueryHandler,
    CreateCompanyCommandHandler,
    SubmitOnboardingResponsesCommandHandler,
    JoinAsEmployeeCommandHandler,
  ],
})
export class SelfServeModule {}
