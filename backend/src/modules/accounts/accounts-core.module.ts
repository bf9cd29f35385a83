import { Module } from '@nestjs/common';
import { SessionsRealtimeListener } from './sessions-realtime.listener.js';
import { TwoStepResetService } from './two-step-reset.service.js';
import { TwoStepRepository } from './two-step.repository.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

/**
 * Users, profiles and roles without any of the sign-in machinery (no Redis, mail or HTTP), for the
 * CLI and for AccountsModule to build on. Role changes and two-step resets are audited, from the API
 * and the CLI alike, through ACCOUNT_AUDIT (account-ports.ts), which the global AuditCoreModule
 * provides; ended sessions close their admin sockets (SessionsRealtimeListener).
 */
@Module({
  providers: [UsersRepository, UsersService, SessionsRealtimeListener, TwoStepRepository, TwoStepResetService],
  exports: [UsersService, TwoStepResetService],
})
export class AccountsCoreModule {}
