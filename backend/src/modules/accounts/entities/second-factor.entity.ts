import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { User } from './user.entity.js';

export type SecondFactorKind = 'passkey' | 'totp';

/**
 * A second factor of a person: a passkey (a WebAuthn credential: its id and public key) or an
 * authenticator app (its TOTP secret, sealed with the server's key; see totp-secret-box.ts).
 */
@Entity('second_factors')
@Unique('second_factors_credential_id_key', ['credentialId'])
@Index('second_factors_user_id_idx', ['userId'])
@Index('second_factors_one_totp_idx', ['userId'], { unique: true, where: `kind = 'totp'` })
@Check(
  'second_factors_kind_check',
  `(kind = 'passkey' AND credential_id IS NOT NULL AND public_key IS NOT NULL AND totp_secret IS NULL)
          OR (kind = 'totp' AND totp_secret IS NOT NULL AND credential_id IS NULL)`,
)
export class SecondFactor {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'text' })
  kind: SecondFactorKind;

  /** What the account page calls it ("Passkey on Chrome on macOS", "Authenticator app"). */
  @Column({ type: 'text' })
  label: string;

  /** Passkey: the credential id, base64url. */
  @Column({ type: 'text', nullable: true })
  credentialId: string | null;

  /** Passkey: the COSE public key. */
  @Column({ type: 'bytea', nullable: true })
  publicKey: Buffer | null;

  /** Passkey: the authenticator's signature counter (0 for synced passkeys, which do not count). */
  @Column({ type: 'bigint', default: 0, transformer: { to: (value: number) => value, from: (value: string) => Number(value) } })
  signCount: number;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  transports: string[];

  /** Authenticator app: the sealed TOTP secret. */
  @Column({ type: 'text', nullable: true })
  totpSecret: string | null;

  /** Authenticator app: the 30-second step of the last code accepted (no code of that step or before passes again). */
  @Column({ type: 'bigint', nullable: true, transformer: { to: (value: number | null) => value, from: (value: string | null) => (value === null ? null : Number(value)) } })
  totpLastStep: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;
}
