import { Module } from '@nestjs/common';
import { AuditCoreModule } from '../audit/audit-core.module.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

/**
 * Users, profiles and roles without any of the sign-in machinery (no Redis, mail or HTTP), for the
 * CLI and for AccountsModule to build on. Role changes are audited, from the API and the CLI alike.
 */
@Module({
  imports: [AuditCoreModule],
  providers: [UsersRepository, UsersService],
  exports: [UsersService],
})
export class AccountsCoreModule {}
