import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrors } from '../../infra/http/api-errors.js';
import { NoQueryParameters } from '../../infra/http/no-query-parameters.js';
import { MessageResponseDto, SessionResponseDto } from './dto/auth.dto.js';
import {
  PasskeyAuthenticationDto,
  PasskeyCreationOptionsDto,
  PasskeyRegistrationDto,
  PasskeyRequestOptionsDto,
  RecoveryCodesDto,
  toSessionTwoStepDto,
  toTwoStepOverviewDto,
  TotpEnrolmentDto,
  TwoStepCodeDto,
  TwoStepOverviewDto,
} from './dto/two-step.dto.js';
import { CurrentUser, SignedIn, StepUp } from './guards/auth.decorators.js';
import { PasskeysService } from './passkeys.service.js';
import type { AuthUser } from './sessions.service.js';
import { requestSessionOf, type RequestSession } from './two-step-gate.service.js';
import { TwoStepService } from './two-step.service.js';

/** The session of a request that passed SignedInGuard (which always sets it). */
function sessionOf(req: Request): RequestSession {
  const session = requestSessionOf(req);
  if (!session) throw new Error('SignedInGuard did not record the session');
  return session;
}

/**
 * Confirming the second factor in this session: the second step of a staff sign-in (after a
 * password, Google or an e-mailed link) and the step-up a sensitive action asks for.
 */
@ApiTags('auth')
@Controller('auth/two-step')
@SignedIn()
export class TwoStepConfirmController {
  constructor(
    private readonly twoStep: TwoStepService,
    private readonly passkeys: PasskeysService,
  ) {}

  @Post('code')
  @ApiOperation({ summary: 'Confirm with a code from the authenticator app or a recovery code' })
  @ApiErrors({ status: 422, description: 'SECOND_FACTOR_INVALID (wrong, expired or already used)' }, { status: 429, description: 'TOO_MANY_ATTEMPTS' })
  @HttpCode(200)
  @ApiOkResponse({ type: SessionResponseDto })
  async confirmWithCode(@CurrentUser() user: AuthUser, @Body() body: TwoStepCodeDto, @Req() req: Request): Promise<SessionResponseDto> {
    return this.sessionResponse(user, req, await this.twoStep.confirmWithCode(user, sessionOf(req), body.code));
  }

  @Post('passkey/options')
  @ApiOperation({ summary: 'The passkey prompt for confirming (any of this person\'s passkeys)' })
  @ApiErrors({ status: 409, description: 'NO_SECOND_FACTOR (no passkey)' })
  @HttpCode(200)
  @ApiOkResponse({ type: PasskeyRequestOptionsDto })
  async passkeyOptions(@CurrentUser() user: AuthUser, @Req() req: Request): Promise<PasskeyRequestOptionsDto> {
    return { options: await this.passkeys.confirmationOptions(user, sessionOf(req)) };
  }

  @Post('passkey')
  @ApiOperation({ summary: 'Confirm with a passkey' })
  @ApiErrors({ status: 400, description: 'PASSKEY_FAILED or PASSKEY_CHALLENGE_EXPIRED' }, { status: 429, description: 'TOO_MANY_ATTEMPTS' })
  @HttpCode(200)
  @ApiOkResponse({ type: SessionResponseDto })
  async confirmWithPasskey(@CurrentUser() user: AuthUser, @Body() body: PasskeyAuthenticationDto, @Req() req: Request): Promise<SessionResponseDto> {
    return this.sessionResponse(user, req, await this.passkeys.confirmWithPasskey(user, sessionOf(req), body.response));
  }

  /** The session as GET /api/auth/session tells it, now confirmed. */
  private async sessionResponse(user: AuthUser, req: Request, confirmedAt: Date): Promise<SessionResponseDto> {
    const status = await this.twoStep.sessionStatus(user, { ...sessionOf(req), secondFactorAt: confirmedAt });
    return { user, twoStep: toSessionTwoStepDto(status) };
  }
}

/**
 * "Two-step sign-in" on the account page: passkeys, the authenticator app and recovery codes.
 * Adding or removing a factor and new recovery codes need a fresh confirmation from anyone who
 * already has a factor (a stolen session must not add its own or take the owner's away).
 */
@ApiTags('account')
@Controller('account/two-step')
@SignedIn()
export class AccountTwoStepController {
  constructor(
    private readonly twoStep: TwoStepService,
    private readonly passkeys: PasskeysService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'This person\'s passkeys, authenticator app and recovery codes left' })
  @NoQueryParameters()
  @ApiOkResponse({ type: TwoStepOverviewDto })
  async overview(@CurrentUser() user: AuthUser): Promise<TwoStepOverviewDto> {
    return toTwoStepOverviewDto(await this.twoStep.overview(user));
  }

  @Post('passkeys/options')
  @StepUp()
  @ApiOperation({ summary: 'The browser\'s prompt for a new passkey' })
  @HttpCode(200)
  @ApiOkResponse({ type: PasskeyCreationOptionsDto })
  async passkeyOptions(@CurrentUser() user: AuthUser, @Req() req: Request): Promise<PasskeyCreationOptionsDto> {
    return { options: await this.passkeys.registrationOptions(user, sessionOf(req)) };
  }

  @Post('passkeys')
  @StepUp()
  @ApiOperation({ summary: 'Add the new passkey (a first factor comes with ten recovery codes, shown once)' })
  @ApiErrors({ status: 400, description: 'PASSKEY_FAILED or PASSKEY_CHALLENGE_EXPIRED' })
  @HttpCode(200)
  @ApiOkResponse({ type: RecoveryCodesDto })
  addPasskey(@CurrentUser() user: AuthUser, @Body() body: PasskeyRegistrationDto, @Req() req: Request): Promise<RecoveryCodesDto> {
    return this.passkeys.completeRegistration(user, sessionOf(req), body.response, { userAgent: req.get('user-agent') ?? null });
  }

  @Post('totp')
  @StepUp()
  @ApiOperation({ summary: 'Start setting up an authenticator app: its secret and QR code' })
  @ApiErrors({ status: 403, description: 'TOTP_STAFF_ONLY' }, { status: 409, description: 'TOTP_ALREADY_ENROLLED' })
  @HttpCode(200)
  @ApiOkResponse({ type: TotpEnrolmentDto })
  beginTotp(@CurrentUser() user: AuthUser, @Req() req: Request): Promise<TotpEnrolmentDto> {
    return this.twoStep.beginTotpEnrolment(user, sessionOf(req));
  }

  @Post('totp/confirm')
  @StepUp()
  @ApiOperation({ summary: 'Finish with the app\'s first code (a first factor comes with ten recovery codes, shown once)' })
  @ApiErrors({ status: 409, description: 'TOTP_ALREADY_ENROLLED' }, { status: 410, description: 'TOTP_ENROLMENT_EXPIRED' }, { status: 422, description: 'SECOND_FACTOR_INVALID' }, { status: 429, description: 'TOO_MANY_ATTEMPTS' })
  @HttpCode(200)
  @ApiOkResponse({ type: RecoveryCodesDto })
  confirmTotp(@CurrentUser() user: AuthUser, @Body() body: TwoStepCodeDto, @Req() req: Request): Promise<RecoveryCodesDto> {
    return this.twoStep.confirmTotpEnrolment(user, sessionOf(req), body.code);
  }

  @Post('recovery-codes')
  @StepUp()
  @ApiOperation({ summary: 'Ten new recovery codes, shown once (the old ones stop working)' })
  @ApiErrors({ status: 409, description: 'NO_SECOND_FACTOR' })
  @HttpCode(200)
  @ApiOkResponse({ type: RecoveryCodesDto })
  async newRecoveryCodes(@CurrentUser() user: AuthUser): Promise<RecoveryCodesDto> {
    return { recoveryCodes: await this.twoStep.regenerateRecoveryCodes(user) };
  }

  @Delete('factors/:id')
  @StepUp()
  @ApiOperation({ summary: 'Remove a passkey or the authenticator app (the last factor takes the recovery codes with it)' })
  @ApiErrors({ status: 404, description: 'SECOND_FACTOR_NOT_FOUND' })
  @ApiOkResponse({ type: MessageResponseDto })
  async removeFactor(@CurrentUser() user: AuthUser, @Param('id', ParseUUIDPipe) id: string): Promise<MessageResponseDto> {
    await this.twoStep.removeFactor(user, id);
    return { message: 'Removed' };
  }
}
