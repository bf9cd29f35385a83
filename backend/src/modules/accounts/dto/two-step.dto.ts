import { ApiProperty } from '@nestjs/swagger';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { IsObject, IsString, MaxLength } from 'class-validator';
import type { SecondFactorSummary, SessionTwoStep, TwoStepOverview } from '../two-step.service.js';

/** The session's second step, for the screens: where to send the person, and how they can confirm. */
export class SessionTwoStepDto {
  @ApiProperty({ description: 'A staff session whose person has a factor and has not confirmed it here yet: send them to /auth/two-step' })
  pending: boolean;

  @ApiProperty({ description: 'Two-step sign-in is required for staff and this person has no factor: send them to enrol on /account' })
  setupRequired: boolean;

  @ApiProperty({ description: 'The person has a passkey' }) passkey: boolean;
  @ApiProperty({ description: 'The person has an authenticator app' }) totp: boolean;
  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'When this session last confirmed a second factor' })
  confirmedAt: string | null;
}

export function toSessionTwoStepDto(status: SessionTwoStep): SessionTwoStepDto {
  return { ...status, confirmedAt: status.confirmedAt?.toISOString() ?? null };
}

export class TwoStepCodeDto {
  @ApiProperty({ description: 'Six digits from the authenticator app, or a recovery code', example: '123456' })
  @IsString()
  @MaxLength(40)
  code: string;
}

/** A new passkey, as @simplewebauthn/browser's startRegistration gives it (checked by verifyRegistrationResponse). */
export class PasskeyRegistrationDto {
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'What startRegistration returned' })
  @IsObject()
  response: RegistrationResponseJSON;
}

/** A passkey's answer, as @simplewebauthn/browser's startAuthentication gives it (checked by verifyAuthenticationResponse). */
export class PasskeyAuthenticationDto {
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'What startAuthentication returned' })
  @IsObject()
  response: AuthenticationResponseJSON;
}

export class PasskeySignInDto extends PasskeyAuthenticationDto {
  @ApiProperty({ description: 'From POST /api/auth/passkey/options' })
  @IsString()
  @MaxLength(100)
  challengeId: string;
}

/** Options for @simplewebauthn/browser's startRegistration. */
export class PasskeyCreationOptionsDto {
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'PublicKeyCredentialCreationOptionsJSON' })
  options: PublicKeyCredentialCreationOptionsJSON;
}

/** Options for @simplewebauthn/browser's startAuthentication. */
export class PasskeyRequestOptionsDto {
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'PublicKeyCredentialRequestOptionsJSON' })
  options: PublicKeyCredentialRequestOptionsJSON;
}

export class PasskeySignInOptionsDto extends PasskeyRequestOptionsDto {
  @ApiProperty() challengeId: string;
}

export class SecondFactorDto {
  @ApiProperty() id: string;
  @ApiProperty({ enum: ['passkey', 'totp'], enumName: 'SecondFactorKind', description: 'A passkey or an authenticator app' }) kind: 'passkey' | 'totp';
  @ApiProperty() label: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) lastUsedAt: string | null;
}

function toSecondFactorDto(factor: SecondFactorSummary): SecondFactorDto {
  return { ...factor, createdAt: factor.createdAt.toISOString(), lastUsedAt: factor.lastUsedAt?.toISOString() ?? null };
}

export class TwoStepOverviewDto {
  @ApiProperty({ type: [SecondFactorDto] }) factors: SecondFactorDto[];
  @ApiProperty({ description: 'Unused recovery codes' }) recoveryCodesLeft: number;
  @ApiProperty({ description: 'Authenticator apps are offered to staff and administrators' }) totpAvailable: boolean;
}

export function toTwoStepOverviewDto(overview: TwoStepOverview): TwoStepOverviewDto {
  return { ...overview, factors: overview.factors.map(toSecondFactorDto) };
}

export class RecoveryCodesDto {
  @ApiProperty({ type: [String], nullable: true, description: 'Ten single-use codes, shown this once (null when the person already had codes)' })
  recoveryCodes: string[] | null;
}

export class TotpEnrolmentDto {
  @ApiProperty({ description: 'The secret as text, for typing into the app' }) secret: string;
  @ApiProperty({ description: 'otpauth:// URI' }) uri: string;
  @ApiProperty({ description: 'The URI as a QR code (data: URL of a PNG)' }) qrCode: string;
}
