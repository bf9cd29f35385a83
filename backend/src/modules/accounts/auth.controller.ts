import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { CookieOptions, Request, Response } from 'express';
import { AppConfig } from '../../infra/config/app-config.js';
import { AppException } from '../../infra/http/app.exception.js';
import { AuthService, type StartedSession } from './auth.service.js';
import { MagicLinkDto, MessageResponseDto, SessionResponseDto, SignInDto, SignUpDto } from './dto/auth.dto.js';
import { CurrentUser, OptionalSession, SignedIn } from './guards/auth.decorators.js';
import { SESSION_COOKIE, SessionsService, type AuthUser } from './sessions.service.js';

const OIDC_STATE_COOKIE = 'oidc_state';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    private readonly config: AppConfig,
  ) {}

  @Get('session')
  @OptionalSession()
  @ApiOkResponse({ type: SessionResponseDto })
  session(@CurrentUser() user: AuthUser | null): SessionResponseDto {
    return { user };
  }

  @Post('sign-up')
  @ApiOkResponse({ type: MessageResponseDto })
  async signUp(@Body() body: SignUpDto, @Req() req: Request): Promise<MessageResponseDto> {
    await this.auth.signUp(body, { ip: req.ip ?? 'unknown' });
    return { message: "We've sent you a confirmation link to complete your registration." };
  }

  @Post('sign-in')
  @HttpCode(200)
  @ApiOkResponse({ type: SessionResponseDto })
  async signIn(@Body() body: SignInDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SessionResponseDto> {
    const started = await this.auth.signIn(body, { ip: req.ip ?? 'unknown' });
    this.setSessionCookie(res, started);
    return { user: await this.sessions.resolveSession(started.token) };
  }

  @Post('magic-link')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  async magicLink(@Body() body: MagicLinkDto, @Req() req: Request): Promise<MessageResponseDto> {
    await this.auth.requestMagicLink(body, { ip: req.ip ?? 'unknown' });
    return { message: "We've sent you a magic link to sign in." };
  }

  /** The link in the confirmation e-mail: confirms, signs in, and returns to the home page. */
  @Get('confirm')
  confirm(@Query('token') token: string, @Res() res: Response): Promise<void> {
    return this.redirectAfter(res, this.auth.confirmEmail(String(token ?? '')));
  }

  @Get('magic-link/verify')
  verifyMagicLink(@Query('token') token: string, @Res() res: Response): Promise<void> {
    return this.redirectAfter(res, this.auth.signInWithMagicLink(String(token ?? '')));
  }

  @Get('google')
  async google(@Res() res: Response): Promise<void> {
    try {
      const { url, state } = await this.auth.beginGoogleSignIn();
      res.cookie(OIDC_STATE_COOKIE, state, { ...this.cookieOptions(), maxAge: 10 * 60 * 1000, path: '/api/auth/google' });
      res.redirect(302, url);
    } catch (error) {
      res.redirect(302, `/auth?error=${error instanceof AppException ? error.code.toLowerCase() : 'google_failed'}`);
    }
  }

  @Get('google/callback')
  googleCallback(@Req() req: Request, @Res() res: Response): Promise<void> {
    const callbackUrl = new URL(req.originalUrl, this.config.publicUrl);
    res.clearCookie(OIDC_STATE_COOKIE, { path: '/api/auth/google' });
    return this.redirectAfter(res, this.auth.completeGoogleSignIn(callbackUrl, req.cookies?.[OIDC_STATE_COOKIE] as string | undefined));
  }

  /** Ends every session of the user, on every device. */
  @Post('sign-out')
  @HttpCode(200)
  @SignedIn()
  @ApiOkResponse({ type: MessageResponseDto })
  async signOut(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) res: Response): Promise<MessageResponseDto> {
    await this.auth.signOut(user.id);
    res.clearCookie(SESSION_COOKIE, { ...this.cookieOptions() });
    return { message: 'Signed out' };
  }

  private async redirectAfter(res: Response, signIn: Promise<StartedSession>): Promise<void> {
    try {
      this.setSessionCookie(res, await signIn);
      res.redirect(302, '/');
    } catch (error) {
      if (!(error instanceof AppException)) throw error;
      res.redirect(302, `/auth?error=${encodeURIComponent(error.code.toLowerCase())}`);
    }
  }

  private setSessionCookie(res: Response, session: StartedSession): void {
    res.cookie(SESSION_COOKIE, session.token, { ...this.cookieOptions(), expires: session.expiresAt });
  }

  private cookieOptions(): CookieOptions {
    return { httpOnly: true, sameSite: 'lax', secure: this.config.isProduction, path: '/' };
  }
}
