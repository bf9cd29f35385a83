import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrors } from '../../infra/http/api-errors.js';
import { NoQueryParameters } from '../../infra/http/no-query-parameters.js';
import { AccountSessionsResponseDto, ChangePasswordDto, MessageResponseDto, SessionsEndedResponseDto, toAccountSessionDto } from './dto/auth.dto.js';
import { CurrentUser, SignedIn } from './guards/auth.decorators.js';
import { PasswordsService } from './passwords.service.js';
import { AccountSessionsService } from './account-sessions.service.js';
import { SessionsService, type AuthUser } from './sessions.service.js';

/** The signed-in user's own account page: password and sessions. */
@ApiTags('account')
@Controller('account')
@SignedIn()
export class AccountController {
  constructor(
    private readonly passwords: PasswordsService,
    private readonly accountSessions: AccountSessionsService,
    private readonly sessions: SessionsService,
  ) {}

  @Post('password')
  @ApiOperation({ summary: 'Change the password (the current one is required); ends every other session' })
  @ApiErrors(
    { status: 409, description: 'NO_PASSWORD_YET: the account signs in by magic link or Google only' },
    { status: 422, description: 'WRONG_CURRENT_PASSWORD or WEAK_PASSWORD' },
    { status: 429, description: 'TOO_MANY_ATTEMPTS' },
  )
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  async changePassword(@CurrentUser() user: AuthUser, @Body() body: ChangePasswordDto, @Req() req: Request): Promise<MessageResponseDto> {
    await this.passwords.changePassword(user, body, this.sessions.tokenFromCookies(req.cookies));
    return { message: 'Your password is changed. Every other device is signed out.' };
  }

  @Get('sessions')
  @ApiOperation({ summary: 'The signed-in browsers of the account' })
  @NoQueryParameters()
  @ApiOkResponse({ type: AccountSessionsResponseDto })
  async listSessions(@CurrentUser() user: AuthUser, @Req() req: Request): Promise<AccountSessionsResponseDto> {
    return { sessions: (await this.accountSessions.listSessions(user, this.sessions.tokenFromCookies(req.cookies))).map(toAccountSessionDto) };
  }

  @Delete('sessions/:id')
  @ApiOperation({ summary: 'Sign one session out' })
  @ApiErrors({ status: 404, description: 'SESSION_NOT_FOUND' })
  @ApiOkResponse({ type: SessionsEndedResponseDto })
  async endSession(@CurrentUser() user: AuthUser, @Param('id', ParseUUIDPipe) id: string): Promise<SessionsEndedResponseDto> {
    return { message: 'Signed out', ended: await this.accountSessions.endSession(user, id) };
  }

  @Post('sessions/sign-out-others')
  @ApiOperation({ summary: 'Sign out everywhere else (every session but this one)' })
  @HttpCode(200)
  @ApiOkResponse({ type: SessionsEndedResponseDto })
  async endOtherSessions(@CurrentUser() user: AuthUser, @Req() req: Request): Promise<SessionsEndedResponseDto> {
    return { message: 'Signed out everywhere else', ended: await this.accountSessions.endOtherSessions(user, this.sessions.tokenFromCookies(req.cookies)) };
  }
}
