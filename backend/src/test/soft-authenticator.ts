import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey in software for integration tests: what a browser and an authenticator would answer
 * to @simplewebauthn's options ('none' attestation, ES256, user present and verified). The browser
 * journeys use Chromium's virtual authenticator instead (e2e/support/passkeys.ts).
 */
export class SoftAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  private counter = 0;
  private userHandle: string | null = null;

  constructor(
    private readonly origin: string,
    private readonly rpId = new URL(origin).hostname,
  ) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.publicJwk = { x: jwk.x ?? '', y: jwk.y ?? '' };
  }

  get id(): string {
    return this.credentialId.toString('base64url');
  }

  /** The answer to navigator.credentials.create() for the server's creation options. */
  register(options: { challenge: string; user: { id: string } }): Record<string, unknown> {
    this.userHandle = options.user.id;
    const cosePublicKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(this.publicJwk.x, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(this.publicJwk.y, 'base64url'))],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    // Flags: user present, user verified, attested credential data included.
    const authData = Buffer.concat([this.rpIdHash(), Buffer.from([0x01 | 0x04 | 0x40]), this.counterBytes(), Buffer.alloc(16), idLength, this.credentialId, Buffer.from(cosePublicKey)]);
    const noStatement = new Map<string, string>();
    const attestationObject = isoCBOR.encode(new Map<string, string | Map<string, string> | Uint8Array>([['fmt', 'none'], ['attStmt', noStatement], ['authData', new Uint8Array(authData)]]));
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: this.clientData('webauthn.create', options.challenge), attestationObject: Buffer.from(attestationObject).toString('base64url'), transports: ['internal'] },
      clientExtensionResults: {},
    };
  }

  /** The answer to navigator.credentials.get() for the server's request options. */
  authenticate(options: { challenge: string }): Record<string, unknown> {
    this.counter++;
    const authenticatorData = Buffer.concat([this.rpIdHash(), Buffer.from([0x01 | 0x04]), this.counterBytes()]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signer = createSign('SHA256');
    signer.update(Buffer.concat([authenticatorData, createHash('sha256').update(Buffer.from(clientDataJSON, 'base64url')).digest()]));
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON,
        authenticatorData: authenticatorData.toString('base64url'),
        signature: signer.sign(this.privateKey).toString('base64url'),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      clientExtensionResults: {},
    };
  }

  private clientData(type: string, challenge: string): string {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false })).toString('base64url');
  }

  private rpIdHash(): Buffer {
    return createHash('sha256').update(this.rpId).digest();
  }

  private counterBytes(): Buffer {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(this.counter);
    return bytes;
  }
}
