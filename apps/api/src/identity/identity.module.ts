import { Global, Module } from '@nestjs/common';
import { CallerResolver } from './caller-resolver';
import { JobAccess } from './job-access';

/** Who is calling (the global guard's resolver) and which jobs they may see or act on, for every module. */
@Global()
@Module({ providers: [CallerResolver, JobAccess], exports: [CallerResolver, JobAccess] })
export class IdentityModule {}
