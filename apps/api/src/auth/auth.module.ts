import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuthHttpController } from './auth.http.controller';
import { AuthSessionsService } from './auth-sessions.service';
import { OtpLoginService } from './otp-login.service';
import { UserInfoQueryHandler } from './user-info/user-info.query-handler';

@Module({
  imports: [CqrsModule],
  controllers: [AuthHttpController],
  providers: [OtpLoginService, AuthSessionsService, UserInfoQueryHandler],
})
export class AuthModule {}
