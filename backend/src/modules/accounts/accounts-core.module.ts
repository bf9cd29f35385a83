import { Module } from '@nestjs/common';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

/**
 * Users, profiles and the admin role without any of the sign-in machinery (no Redis, mail or
 * HTTP), for the CLI and for AccountsModule to build on.
 */
@Module({
  providers: [UsersRepository, UsersService],
  exports: [UsersService],
})
export class AccountsCoreModule {}
