import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { uploadKeyPattern } from '../../../src/api/contracts/profile';
import type { ImageStorage, StoredImage } from './image-storage';

/** The stored formats by extension: the key names the format, so no second file records the type. */
const mimeByExtension: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg' };

/**
 * Images as files in one folder (UPLOAD_DIR, default ./data/uploads beside the database), named by their keys. Only
 * keys of our own form are read or written, so no key can reach outside the folder. A file is written under a
 * temporary name and renamed, so a reader never sees half an image.
 */
export class LocalFolderStorage implements ImageStorage {
  private ready: Promise<unknown> | undefined;

  constructor(private readonly dir: string) {}

  async put(key: string, bytes: Buffer, mime: string): Promise<void> {
    const path = this.pathOf(key);
    if (mimeByExtension[extensionOf(key)] !== mime) throw new Error(`key ${key} does not name the format ${mime}`);
    this.ready ??= mkdir(this.dir, { recursive: true });
    await this.ready;
    const temporary = `${path}.${process.pid}.part`;
    await writeFile(temporary, bytes);
    await rename(temporary, path);
  }

  async get(key: string): Promise<StoredImage | null> {
    if (!uploadKeyPattern.test(key)) return null;
    try {
      return { bytes: await readFile(this.pathOf(key)), mime: mimeByExtension[extensionOf(key)]! };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  private pathOf(key: string): string {
    if (!uploadKeyPattern.test(key)) throw new Error('not an upload key');
    return join(this.dir, key);
  }
}

const extensionOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);
