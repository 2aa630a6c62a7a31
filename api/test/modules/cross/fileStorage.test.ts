import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { loadConfig } from '../../../src/config';
import { S3Storage, type S3Sender, s3StorageOf } from '../../../src/modules/cross/file/s3';
import { LocalDiskStorage } from '../../../src/modules/cross/file/storage';

/** An in-memory bucket answering like S3 (NoSuchKey for a missing object). */
function stubBucket() {
  const objects = new Map<string, Buffer>();
  const calls: { name: string; input: Record<string, unknown> }[] = [];
  const client: S3Sender = {
    async send(command) {
      const input = command.input as { Bucket: string; Key: string; Body?: Buffer };
      calls.push({ name: command.constructor.name, input: { ...input } });
      const id = `${input.Bucket}/${input.Key}`;
      if (command instanceof PutObjectCommand) {
        objects.set(id, Buffer.from(input.Body as Buffer));
        return {};
      }
      if (command instanceof GetObjectCommand) {
        const bytes = objects.get(id);
        if (!bytes) throw Object.assign(new Error('The specified key does not exist.'), { name: 'NoSuchKey', $metadata: { httpStatusCode: 404 } });
        return { Body: { transformToByteArray: async () => new Uint8Array(bytes) } };
      }
      if (command instanceof DeleteObjectCommand) {
        objects.delete(id);
        return {};
      }
      throw new Error('unexpected command');
    },
  };
  return { client, objects, calls };
}

describe('S3Storage (stubbed client)', () => {
  test('put, get, delete under the prefix in the bucket; a missing key is null', async () => {
    const bucket = stubBucket();
    const storage = new S3Storage(bucket.client, 'dure-files');
    const key = randomUUID();
    const bytes = Buffer.from('첨부파일 내용');
    await storage.put(key, bytes);
    assert.deepEqual(bucket.calls[0], { name: 'PutObjectCommand', input: { Bucket: 'dure-files', Key: `files/${key}`, Body: bytes, ContentLength: bytes.length } });
    assert.ok((await storage.get(key))?.equals(bytes));
    await storage.delete(key);
    assert.equal(await storage.get(key), null);
    await storage.delete(key); // idempotent
  });

  test('other errors propagate; keys that are not uuids never reach the bucket', async () => {
    const failing = new S3Storage({ send: async () => Promise.reject(Object.assign(new Error('AccessDenied'), { name: 'AccessDenied', $metadata: { httpStatusCode: 403 } })) }, 'b');
    await assert.rejects(failing.get(randomUUID()), /AccessDenied/);
    const bucket = stubBucket();
    const storage = new S3Storage(bucket.client, 'b');
    await assert.rejects(storage.put('../../etc/passwd', Buffer.from('x')), /invalid storage key/);
    await assert.rejects(storage.get('a/b'), /invalid storage key/);
    assert.equal(bucket.calls.length, 0);
  });

  test('configuration: S3_BUCKET selects S3 with endpoint, region, credentials and path style', async () => {
    assert.equal(loadConfig({}).s3, null);
    const config = loadConfig({
      S3_BUCKET: 'dure',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_FORCE_PATH_STYLE: 'true',
    }).s3;
    assert.deepEqual(config, { bucket: 'dure', endpoint: 'http://127.0.0.1:9000', region: 'us-east-1', accessKeyId: 'minio', secretAccessKey: 'minio-secret', forcePathStyle: true });
    assert.throws(() => loadConfig({ S3_BUCKET: 'dure', S3_ACCESS_KEY_ID: 'only-id' }), /must be set together/);
    const storage = s3StorageOf(config!);
    assert.ok(storage instanceof S3Storage);
    const client = (storage as unknown as { client: { config: { forcePathStyle?: boolean; region: () => Promise<string> } } }).client;
    assert.equal(client.config.forcePathStyle, true);
    assert.equal(await client.config.region(), 'us-east-1');
  });
});

describe('LocalDiskStorage', () => {
  test('round trip, missing key null, invalid keys refused', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dure-storage-'));
    try {
      const storage = new LocalDiskStorage(dir);
      const key = randomUUID();
      await storage.put(key, Buffer.from('abc'));
      assert.equal((await storage.get(key))?.toString(), 'abc');
      await storage.delete(key);
      assert.equal(await storage.get(key), null);
      await assert.rejects(storage.get('../x'), /invalid storage key/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
