import fs from 'node:fs/promises';
import path from 'node:path';

/** Where attachment bytes live, addressed by the attachment's `storageKey` (a uuid). `S3Storage` in `s3.ts` is the bucket variant. */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A storage key is a server uuid; anything else (a path, `..`) is refused before it reaches a disk or bucket. */
export function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`invalid storage key ${key}`);
  return key;
}

/** Files under one directory, fanned out by the key's first two characters. */
export class LocalDiskStorage implements FileStorage {
  constructor(private readonly dir: string) {}

  private pathOf(key: string): string {
    return path.join(this.dir, key.slice(0, 2), checkKey(key));
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, bytes, { flag: 'wx' });
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }
}
