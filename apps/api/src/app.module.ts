import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { ApplicationsModule } from './applications/applications.module';
import { ArchivalReasonsModule } from './archival-reasons/archival-reasons.http.controller';
import { HealthModule } from './health/health.http.controller';
import { DevelopmentIdentity } from './identity/development-identity';
import { IdentityGuard } from './identity/identity.guard';
import { InboxModule } from './inbox/inbox.http.controller';
import { JobsModule } from './jobs/jobs.module';
import { HttpErrorFilter } from './platform/http-error.filter';
import { InfrastructureModule } from './platform/infrastructure.module';
import { UsersModule } from './users/users.http.controller';

@Module({
  imports: [
    CqrsModule.forRoot(),
    InfrastructureModule,
    JobsModule,
    ApplicationsModule,
    ArchivalReasonsModule,
    InboxModule,
    UsersModule,
    HealthModule,
  ],
  providers: [
    DevelopmentIdentity,
    { provide: APP_GUARD, useClass: IdentityGuard },
    { provide: APP_FILTER, useClass: HttpErrorFilter },
  ],
})
export class AppModule {}
