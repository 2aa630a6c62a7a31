import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../../config';
import { type FileStorage, checkKey } from './storage';

/** The part of the S3 client the storage uses (tests pass a stub). */
export type S3Sender = { send(command: PutObjectCommand | GetObjectCommand | DeleteObjectCommand): Promise<unknown> };

/** Objects in one bucket under `prefix`, keyed by the attachment's storage key. Works with MinIO-compatible servers. */
export class S3Storage implements FileStorage {
  constructor(
    private readonly client: S3Sender,
    private readonly bucket: string,
    private readonly prefix = 'files/',
  ) {}

  private keyOf(key: string): string {
    return `${this.prefix}${checkKey(key)}`;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key), Body: bytes, ContentLength: bytes.length }));
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const answer = (await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key) }))) as {
        Body?: { transformToByteArray(): Promise<Uint8Array> };
      };
      if (!answer.Body) return null;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
      if (e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 for a missing key too.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key) }));
  }
}

/** The S3 storage of the configuration (credentials from the config, else the SDK's default chain). */
export function s3StorageOf(config: S3Config): S3Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint ?? undefined,
    forcePathStyle: config.forcePathStyle,
    credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
  });
  return new S3Storage(client, config.bucket);
}
