import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { AppConfig } from '../config/app-config.js';
import { createS3Client, isMissing } from '../storage/s3.object-store.js';
import { BackupException } from './backup.exception.js';

/**
 * Backups in an S3-compatible bucket, through the same client settings and S3_* variables as the
 * menu images. Archives go up and come down as file streams: a dump never sits in memory.
 */
export class S3BackupStore {
  constructor(private readonly client: S3Client) {}

  static fromConfig(config: AppConfig): S3BackupStore {
    if (!config.s3AccessKeyId || !config.s3SecretAccessKey) {
      throw BackupException.invalidRequest('Backups in S3 need S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT unless the bucket is on AWS)');
    }
    return new S3BackupStore(
      createS3Client({
        endpoint: config.s3Endpoint,
        region: config.s3Region,
        accessKeyId: config.s3AccessKeyId,
        secretAccessKey: config.s3SecretAccessKey,
        forcePathStyle: config.s3ForcePathStyle,
      }),
    );
  }

  /** One PUT with the file's length (S3 takes up to 5 GB this way, far beyond this database). */
  async upload(bucket: string, key: string, file: string): Promise<void> {
    const { size } = await stat(file);
    await this.client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: createReadStream(file), ContentLength: size, ContentType: 'application/octet-stream' }));
  }

  /** False when there is no such object. */
  async download(bucket: string, key: string, file: string): Promise<boolean> {
    try {
      const response = await this.client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      await pipeline(response.Body as Readable, createWriteStream(file));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /** Every key under `prefix`, page by page. */
  async list(bucket: string, prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
      keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  async delete(bucket: string, keys: readonly string[]): Promise<void> {
    // One request per key, as the image store does: DeleteObjects needs a checksum not every server accepts.
    for (const key of keys) await this.client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  }

  close(): void {
    this.client.destroy();
  }
}
