import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AccountController } from './account.controller.js';
import { AccountSessionsService } from './account-sessions.service.js';
import { AccountsCoreModule } from './accounts-core.module.js';
import { AuthController } from './auth.controller.js';
import { AuthTokensService } from './auth-tokens.service.js';
import { AuthRepository } from './auth.repository.js';
import { AuthService } from './auth.service.js';
import { GoogleOidcService } from './google-oidc.service.js';
import { PasswordsService } from './passwords.service.js';
import { OptionalSessionGuard, RoleGuard, SignedInGuard, StepUpGuard } from './guards/auth.guards.js';
import { SessionStrategy } from './guards/session.strategy.js';
import { SessionsService } from './sessions.service.js';
import { PasskeysService } from './passkeys.service.js';
import { AccountTwoStepController, TwoStepConfirmController } from './two-step.controller.js';
import { TwoStepService } from './two-step.service.js';

/** Users, profiles, sessions, roles and two-step sign-in. Other modules use SessionsService, UsersService and the guards. The staff Users screen: AccountsAdminModule. */
@Module({
  imports: [PassportModule, AccountsCoreModule],
  controllers: [AuthController, AccountController, TwoStepConfirmController, AccountTwoStepController],
  providers: [
    AuthRepository,
    SessionsService,
    AuthService,
    AuthTokensService,
    PasswordsService,
    AccountSessionsService,
    GoogleOidcService,
    TwoStepService,
    PasskeysService,
    SessionStrategy,
    SignedInGuard,
    RoleGuard,
    StepUpGuard,
    OptionalSessionGuard,
  ],
  exports: [AccountsCoreModule, SessionsService, TwoStepService, SignedInGuard, RoleGuard, StepUpGuard, OptionalSessionGuard],
})
export class AccountsModule {}
