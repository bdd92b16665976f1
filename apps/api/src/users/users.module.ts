import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { NotificationPreferencesModule } from '../notification-preferences/notification-preferences.http.controller';
import { GetCurrentUserQueryHandler } from './current-user/current-user.query-handler';
import { GetEmailSignatureQueryHandler } from './email-signature/email-signature.query-handler';
import { UpdateProfileCommandHandler } from './update-profile/update-profile.command-handler';
import { UsersHttpController } from './users.http.controller';

@Module({
  imports: [CqrsModule, NotificationPreferencesModule],
  controllers: [UsersHttpController],
  providers: [GetCurrentUserQueryHandler, GetEmailSignatureQueryHandler, UpdateProfileCommandHandler],
})
export class UsersModule {}
