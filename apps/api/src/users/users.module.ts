import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GetCurrentUserQueryHandler } from './current-user/current-user.query-handler';
import { UsersHttpController } from './users.http.controller';

@Module({ imports: [CqrsModule], controllers: [UsersHttpController], providers: [GetCurrentUserQueryHandler] })
export class UsersModule {}
