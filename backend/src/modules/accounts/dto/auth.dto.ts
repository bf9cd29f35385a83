import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { SessionSummary } from '../sessions.service.js';
import { IsEmail, IsOptional, IsString, Length, MaxLength, MinLength } from 'class-validator';
import { ROLES, type Role } from '../domain/roles.js';
import { SessionTwoStepDto } from './two-step.dto.js';

export class SignUpDto {
  @ApiProperty({ example: 'sam@example.com' })
  @IsEmail({}, { message: 'Please enter a valid e-mail address.' })
  @MaxLength(254)
  email: string;

  @ApiProperty({ minLength: 12, description: 'At least 12 characters and not common (accounts/domain/password.policy.ts).' })
  @IsString()
  @MaxLength(256)
  password: string;

  @ApiPropertyOptional({ example: 'Sam Taylor' })
  @IsOptional()
  @IsString()
  @MaxLength(120)
  fullName?: string;
}

export class SignInDto {
  @ApiProperty({ example: 'sam@example.com' })
  @IsEmail({}, { message: 'Please enter a valid e-mail address.' })
  @MaxLength(254)
  email: string;

  @ApiProperty()
  @IsString()
  @MinLength(1, { message: 'Please enter your password.' })
  @MaxLength(256)
  password: string;
}

export class MagicLinkDto {
  @ApiProperty({ example: 'sam@example.com' })
  @IsEmail({}, { message: 'Please enter a valid e-mail address.' })
  @MaxLength(254)
  email: string;
}

/** The e-mail to send the confirmation link to again. */
export class ResendConfirmationDto {
  @ApiProperty({ example: 'sam@example.com' })
  @IsEmail({}, { message: 'Please enter a valid e-mail address.' })
  @MaxLength(254)
  email: string;
}

/** The token of an e-mailed link, posted by the page the link opens. */
export class EmailLinkTokenDto {
  @ApiProperty({ description: 'The `#token=` of the e-mailed link (or the `token` query parameter of an older one).' })
  @IsString()
  @Length(1, 200)
  token: string;
}

/** The e-mail to send a password reset link to. */
export class ForgotPasswordDto {
  @ApiProperty({ example: 'sam@example.com' })
  @IsEmail({}, { message: 'Please enter a valid e-mail address.' })
  @MaxLength(254)
  email: string;
}

/** Posted by the /auth/reset-password page: the link's token and the new password. */
export class ResetPasswordDto {
  @ApiProperty({ description: 'The `#token=` of the e-mailed reset link.' })
  @IsString()
  @Length(1, 200)
  token: string;

  @ApiProperty({ minLength: 12, description: 'At least 12 characters and not common (accounts/domain/password.policy.ts).' })
  @IsString()
  @MaxLength(256)
  password: string;
}

export class ChangePasswordDto {
  @ApiProperty()
  @IsString()
  @MinLength(1, { message: 'Please enter your current password.' })
  @MaxLength(256)
  currentPassword: string;

  @ApiProperty({ minLength: 12, description: 'At least 12 characters and not common (accounts/domain/password.policy.ts).' })
  @IsString()
  @MaxLength(256)
  newPassword: string;
}

/** One signed-in browser of the account ("Your sessions"). */
export class AccountSessionDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'Browser and system, read from the User-Agent, e.g. "Chrome on Windows".' }) browser: string;
  @ApiProperty({ nullable: true, type: String }) ip: string | null;
  @ApiProperty({ format: 'date-time' }) signedInAt: string;
  @ApiProperty({ format: 'date-time' }) lastSeenAt: string;
  @ApiProperty({ description: 'The session of the browser asking.' }) current: boolean;
}

export function toAccountSessionDto(session: SessionSummary): AccountSessionDto {
  return { ...session, signedInAt: session.signedInAt.toISOString(), lastSeenAt: session.lastSeenAt.toISOString() };
}

export class AccountSessionsResponseDto {
  @ApiProperty({ type: [AccountSessionDto] }) sessions: AccountSessionDto[];
}

export class SessionsEndedResponseDto {
  @ApiProperty() message: string;
  @ApiProperty({ description: 'How many sessions ended.' }) ended: number;
}

export class SessionUserDto {
  @ApiProperty() id: string;
  @ApiProperty() email: string;
  @ApiProperty({ nullable: true, type: String }) fullName: string | null;
  @ApiProperty({ description: "role === 'administrator'" }) isAdmin: boolean;
  @ApiProperty({ enum: ROLES, enumName: 'Role', description: 'What the user may use: staff see Orders and Bookings, administrators everything' }) role: Role;
  @ApiProperty() emailConfirmed: boolean;
}

export class SessionResponseDto {
  @ApiProperty({ type: SessionUserDto, nullable: true })
  user: SessionUserDto | null;

  @ApiProperty({ type: SessionTwoStepDto, nullable: true, description: 'Null when signed out' })
  twoStep: SessionTwoStepDto | null;
}

export class MessageResponseDto {
  @ApiProperty() message: string;
}
