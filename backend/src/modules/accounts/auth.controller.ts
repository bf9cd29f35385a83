import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AppConfig } from '../../infra/config/app-config.js';
import { AppException } from '../../infra/http/app.exception.js';
import { baseCookieOptions, cookieNames, type CookieNames } from '../../infra/http/cookies.js';
import { issueCsrfToken } from '../../infra/http/csrf.middleware.js';
import { AuthService, type RequestContext, type StartedSession } from './auth.service.js';
import {
  EmailLinkTokenDto,
  ForgotPasswordDto,
  MagicLinkDto,
  MessageResponseDto,
  ResendConfirmationDto,
  ResetPasswordDto,
  SessionResponseDto,
  SignInDto,
  SignUpDto,
} from './dto/auth.dto.js';
import { PasskeySignInDto, PasskeySignInOptionsDto, toSessionTwoStepDto } from './dto/two-step.dto.js';
import { CurrentUser, OptionalSession, SignedIn } from './guards/auth.decorators.js';
import { PasskeysService } from './passkeys.service.js';
import { requestSessionOf } from './two-step-gate.service.js';
import { TwoStepService } from './two-step.service.js';
import { PasswordsService } from './passwords.service.js';
import { SessionsService, type AuthUser } from './sessions.service.js';
import { ApiErrors } from '../../infra/http/api-errors.js';
import { NoQueryParameters } from '../../infra/http/no-query-parameters.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  private readonly cookies: CookieNames;

  constructor(
    private readonly auth: AuthService,
    private readonly passwords: PasswordsService,
    private readonly sessions: SessionsService,
    private readonly twoStep: TwoStepService,
    private readonly passkeys: PasskeysService,
    private readonly config: AppConfig,
  ) {
    this.cookies = cookieNames(config);
  }

  @Get('session')
  @ApiOperation({ summary: 'The current session\'s user, its second step, and a CSRF token' })
  @OptionalSession()
  @ApiOkResponse({ type: SessionResponseDto })
  @NoQueryParameters()
  async session(@CurrentUser() user: AuthUser | null, @Req() req: Request): Promise<SessionResponseDto> {
    return { user, twoStep: user ? toSessionTwoStepDto(await this.twoStep.sessionStatus(user, requestSessionOf(req))) : null };
  }

  @Post('sign-up')
  @ApiOperation({ summary: 'Sign up with e-mail and password' })
  @ApiErrors({ status: 409, description: 'EMAIL_TAKEN' }, { status: 422, description: 'INVALID_EMAIL or WEAK_PASSWORD' }, { status: 429, description: 'TOO_MANY_ATTEMPTS' }, { status: 503, description: 'SIGN_IN_UNAVAILABLE (the attempt cannot be counted; try again in a minute)' })
  @ApiOkResponse({ type: MessageResponseDto })
  async signUp(@Body() body: SignUpDto, @Req() req: Request): Promise<MessageResponseDto> {
    await this.auth.signUp(body, clientOf(req));
    return { message: "We've sent you a confirmation link to complete your registration." };
  }

  @Post('sign-in')
  @ApiOperation({ summary: 'Sign in with e-mail and password' })
  @ApiErrors({ status: 401, description: 'INVALID_CREDENTIALS' }, { status: 429, description: 'TOO_MANY_ATTEMPTS' }, { status: 503, description: 'SIGN_IN_UNAVAILABLE (the attempt cannot be counted; try again in a minute)' })
  @HttpCode(200)
  @ApiOkResponse({ type: SessionResponseDto })
  @ApiForbiddenResponse({ description: 'EMAIL_NOT_CONFIRMED: the account has not confirmed its e-mail yet' })
  async signIn(@Body() body: SignInDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SessionResponseDto> {
    return this.startBrowserSession(res, await this.auth.signIn(body, clientOf(req)));
  }

  @Post('confirm/resend')
  @ApiOperation({ summary: 'Send the confirmation e-mail again' })
  @ApiErrors({ status: 429, description: 'TOO_MANY_ATTEMPTS' }, { status: 503, description: 'SIGN_IN_UNAVAILABLE (the attempt cannot be counted; try again in a minute)' })
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  async resendConfirmation(@Body() body: ResendConfirmationDto, @Req() req: Request): Promise<MessageResponseDto> {
    await this.auth.resendConfirmation(body, clientOf(req));
    return { message: 'If that account is waiting for confirmation, we have sent the link again.' };
  }

  @Post('magic-link')
  @ApiOperation({ summary: 'E-mail a sign-in link' })
  @ApiErrors({ status: 429, description: 'TOO_MANY_ATTEMPTS' }, { status: 503, description: 'SIGN_IN_UNAVAILABLE (the attempt cannot be counted; try again in a minute)' })
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  async magicLink(@Body() body: MagicLinkDto, @Req() req: Request): Promise<MessageResponseDto> {
    await this.auth.requestMagicLink(body, clientOf(req));
    return { message: "We've sent you a magic link to sign in." };
  }

  /** Posted by the /auth/confirm page's button: confirms the e-mail and signs in. */
  @Post('confirm')
  @ApiOperation({ summary: 'Confirm an e-mail address (the e-mailed link\'s token)' })
  @ApiErrors({ status: 410, description: 'LINK_USED or LINK_EXPIRED' })
  @HttpCode(200)
  @ApiOkResponse({ type: SessionResponseDto })
  async confirm(@Body() body: EmailLinkTokenDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SessionResponseDto> {
    return this.startBrowserSession(res, await this.auth.confirmEmail(body.token, clientOf(req)));
  }

  /** Posted by the /auth/magic-link page's button: signs in (and confirms the e-mail). */
  @Post('magic-link/verify')
  @ApiOperation({ summary: 'Sign in with an e-mailed link\'s token' })
  @ApiErrors({ status: 410, description: 'LINK_USED or LINK_EXPIRED' })
  @HttpCode(200)
  @ApiOkResponse({ type: SessionResponseDto })
  async verifyMagicLink(@Body() body: EmailLinkTokenDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SessionResponseDto> {
    return this.startBrowserSession(res, await this.auth.signInWithMagicLink(body.token, clientOf(req)));
  }

  @Post('password/forgot')
  @ApiOperation({ summary: 'E-mail a password reset link (the same answer whether or not the e-mail has an account)' })
  @ApiErrors({ status: 429, description: 'TOO_MANY_ATTEMPTS' }, { status: 503, description: 'SIGN_IN_UNAVAILABLE (the attempt cannot be counted; try again in a minute)' })
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  async forgotPassword(@Body() body: ForgotPasswordDto, @Req() req: Request): Promise<MessageResponseDto> {
    await this.passwords.requestPasswordReset(body, clientOf(req));
    return { message: 'If that e-mail has an account, we have sent it a link to choose a new password.' };
  }

  /** Posted by the /auth/reset-password page: sets the new password, ends every session and signs this browser in. */
  @Post('password/reset')
  @ApiOperation({ summary: 'Set a new password with an e-mailed reset link\'s token' })
  @ApiErrors({ status: 400, description: 'LINK_INVALID' }, { status: 410, description: 'LINK_USED or LINK_EXPIRED' }, { status: 422, description: 'WEAK_PASSWORD' })
  @HttpCode(200)
  @ApiOkResponse({ type: SessionResponseDto })
  async resetPassword(@Body() body: ResetPasswordDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SessionResponseDto> {
    return this.startBrowserSession(res, await this.passwords.resetPassword(body, clientOf(req)));
  }

  /** "Sign in with a passkey" on /auth, step one: the browser's prompt (no account named). */
  @Post('passkey/options')
  @ApiOperation({ summary: 'Options for signing in with a passkey (discoverable credential)' })
  @ApiErrors({ status: 429, description: 'TOO_MANY_ATTEMPTS' }, { status: 503, description: 'SIGN_IN_UNAVAILABLE' })
  @HttpCode(200)
  @ApiOkResponse({ type: PasskeySignInOptionsDto })
  async passkeySignInOptions(@Req() req: Request): Promise<PasskeySignInOptionsDto> {
    return this.passkeys.signInOptions(clientOf(req));
  }

  /** Step two: the passkey's answer signs in, a complete sign-in for staff too (the passkey verified its holder). */
  @Post('passkey')
  @ApiOperation({ summary: 'Sign in with a passkey' })
  @ApiErrors(
    { status: 400, description: 'PASSKEY_FAILED or PASSKEY_CHALLENGE_EXPIRED (the prompt was answered already or took too long)' },
    { status: 429, description: 'TOO_MANY_ATTEMPTS' },
    { status: 503, description: 'SIGN_IN_UNAVAILABLE' },
  )
  @HttpCode(200)
  @ApiOkResponse({ type: SessionResponseDto })
  async passkeySignIn(@Body() body: PasskeySignInDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SessionResponseDto> {
    return this.startBrowserSession(res, await this.passkeys.signInWithPasskey(body.challengeId, body.response, clientOf(req)));
  }

  /**
   * Links e-mailed before the links opened a page: sent on to that page, token untouched. A GET
   * never uses a token (an e-mail scanner following the link must not burn it or sign anyone in).
   */
  @Get('confirm')
  @ApiOperation({ summary: 'Confirm link of older e-mails (redirects to the page)' })
  @ApiExcludeEndpoint()
  oldConfirmLink(@Query('token') token: string | undefined, @Res() res: Response): void {
    res.redirect(302, `/auth/confirm#token=${encodeURIComponent(String(token ?? ''))}`);
  }

  @Get('magic-link/verify')
  @ApiOperation({ summary: 'Sign-in link of older e-mails (redirects to the page)' })
  @ApiExcludeEndpoint()
  oldMagicLink(@Query('token') token: string | undefined, @Res() res: Response): void {
    res.redirect(302, `/auth/magic-link#token=${encodeURIComponent(String(token ?? ''))}`);
  }

  @Get('google')
  @ApiOperation({ summary: 'Start Google sign-in (redirects to Google)' })
  // Pages the browser navigates to: they always answer with a redirect (a failure to /auth?error=), never JSON.
  @ApiExcludeEndpoint()
  async google(@Res() res: Response): Promise<void> {
    try {
      const { url, state } = await this.auth.beginGoogleSignIn();
      res.cookie(this.cookies.oidcState, state, { ...baseCookieOptions(this.config), maxAge: 10 * 60 * 1000 });
      res.redirect(302, url);
    } catch (error) {
      res.redirect(302, `/auth?error=${error instanceof AppException ? error.code.toLowerCase() : 'google_failed'}`);
    }
  }

  @Get('google/callback')
  @ApiOperation({ summary: 'Google sign-in callback (redirects to the site)' })
  @ApiExcludeEndpoint()
  googleCallback(@Req() req: Request, @Res() res: Response): Promise<void> {
    const callbackUrl = new URL(req.originalUrl, this.config.publicUrl);
    res.clearCookie(this.cookies.oidcState, baseCookieOptions(this.config));
    return this.redirectAfter(res, this.auth.completeGoogleSignIn(callbackUrl, req.cookies?.[this.cookies.oidcState] as string | undefined, clientOf(req)));
  }

  /** Ends every session of the user, on every device. */
  @Post('sign-out')
  @ApiOperation({ summary: 'Sign out everywhere' })
  @HttpCode(200)
  @SignedIn()
  @ApiOkResponse({ type: MessageResponseDto })
  async signOut(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) res: Response): Promise<MessageResponseDto> {
    await this.auth.signOut(user.id);
    res.clearCookie(this.cookies.session, baseCookieOptions(this.config));
    issueCsrfToken(res, this.config, undefined);
    return { message: 'Signed out' };
  }

  /** Google's return: signs in and goes home, or back to /auth with the reason. */
  private async redirectAfter(res: Response, signIn: Promise<StartedSession>): Promise<void> {
    try {
      await this.startBrowserSession(res, await signIn);
      res.redirect(302, '/');
    } catch (error) {
      if (!(error instanceof AppException)) throw error;
      res.redirect(302, `/auth?error=${encodeURIComponent(error.code.toLowerCase())}`);
    }
  }

  /** The session cookie, and a CSRF token for the new session (the old one stops working). */
  private async startBrowserSession(res: Response, session: StartedSession): Promise<SessionResponseDto> {
    res.cookie(this.cookies.session, session.token, { ...baseCookieOptions(this.config), expires: session.expiresAt });
    issueCsrfToken(res, this.config, session.token);
    const resolved = await this.sessions.resolveSessionWithId(session.token);
    if (!resolved) return { user: null, twoStep: null };
    return { user: resolved.user, twoStep: toSessionTwoStepDto(await this.twoStep.sessionStatus(resolved.user, resolved)) };
  }
}

/** The browser asking, as the limits and a new session see it. */
export function clientOf(req: Request): RequestContext {
  return { ip: req.ip ?? 'unknown', userAgent: req.get('user-agent') ?? null };
}
