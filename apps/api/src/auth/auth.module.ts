import { Module } from '@nestjs/common';
import { AuthHttpController } from './auth.http.controller';
import { OtpLoginService } from './otp-login.service';

@Module({ controllers: [AuthHttpController], providers: [OtpLoginService] })
export class AuthModule {}
