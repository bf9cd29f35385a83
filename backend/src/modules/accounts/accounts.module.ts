import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AuditCoreModule } from '../audit/audit-core.module.js';
import { AccountController } from './account.controller.js';
import { AccountSessionsService } from './account-sessions.service.js';
import { AccountsCoreModule } from './accounts-core.module.js';
import { AdminUsersController } from './admin-users.controller.js';
import { AdminUsersRepository } from './admin-users.repository.js';
import { AdminUsersService } from './admin-users.service.js';
import { AuthController } from './auth.controller.js';
import { AuthTokensService } from './auth-tokens.service.js';
import { AuthRepository } from './auth.repository.js';
import { AuthService } from './auth.service.js';
import { GoogleOidcService } from './google-oidc.service.js';
import { PasswordsService } from './passwords.service.js';
import { OptionalSessionGuard, RoleGuard, SignedInGuard } from './guards/auth.guards.js';
import { SessionStrategy } from './guards/session.strategy.js';
import { SessionsService } from './sessions.service.js';

/** Users, profiles, sessions and roles. Other modules use SessionsService, UsersService and the guards. */
@Module({
  imports: [PassportModule, AccountsCoreModule, AuditCoreModule],
  controllers: [AuthController, AccountController, AdminUsersController],
  providers: [
    AuthRepository,
    AdminUsersRepository,
    AdminUsersService,
    SessionsService,
    AuthService,
    AuthTokensService,
    PasswordsService,
    AccountSessionsService,
    GoogleOidcService,
    SessionStrategy,
    SignedInGuard,
    RoleGuard,
    OptionalSessionGuard,
  ],
  exports: [AccountsCoreModule, SessionsService, SignedInGuard, RoleGuard, OptionalSessionGuard],
})
export class AccountsModule {}
