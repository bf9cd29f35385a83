import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, Length, MaxLength, MinLength } from 'class-validator';
import { ROLES, type Role } from '../domain/roles.js';

export class SignUpDto {
  @ApiProperty({ example: 'sam@example.com' })
  @IsEmail({}, { message: 'Please enter a valid e-mail address.' })
  @MaxLength(254)
  email: string;

  @ApiProperty({ minLength: 8, description: 'At least 8 characters (accounts/domain/password.policy.ts).' })
  @IsString()
  @MaxLength(200)
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
  @MaxLength(200)
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
  @ApiProperty({ description: 'The `token` query parameter of the e-mailed link.' })
  @IsString()
  @Length(1, 200)
  token: string;
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
}

export class MessageResponseDto {
  @ApiProperty() message: string;
}
