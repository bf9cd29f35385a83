import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { ObjectStore, type ObjectInfo } from './object-store.js';

/**
 * Objects as files under one directory. Writes go to a temporary name and are renamed, so a reader
 * (another replica on a shared volume) never sees half a file.
 */
export class LocalDiskObjectStore extends ObjectStore {
  private readonly root: string;

  constructor(root: string) {
    super();
    this.root = resolve(root);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, data);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    return readFile(this.pathOf(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'EISDIR') return null;
      throw error;
    });
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    const stats = await stat(this.pathOf(key)).catch(() => null);
    return stats?.isFile() ? { size: stats.size, modifiedMs: stats.mtimeMs } : null;
  }

  async delete(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.pathOf(key), { force: true })));
  }

  /** Keys are built by the image store from validated names; this is the last line against traversal. */
  private pathOf(key: string): string {
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`Object key outside the store: ${key}`);
    return path;
  }
}
