/** A stored image: its bytes and the type it was stored as (what it is served with). */
export interface StoredImage {
  bytes: Buffer;
  mime: string;
}

/**
 * Where uploaded images live (docs/adr/0022): a local folder by default (local-folder-storage.ts); an object store
 * (OSS, S3) implements the same two calls. Keys are made by the server (random, uploadKeyPattern), never by a client.
 */
export interface ImageStorage {
  put(key: string, bytes: Buffer, mime: string): Promise<void>;
  /** The image under `key`, or null when there is none. */
  get(key: string): Promise<StoredImage | null>;
}

/** In process memory: the default when the app is built without storage (tests, the bench); lost on restart. */
export class MemoryImageStorage implements ImageStorage {
  readonly images = new Map<string, StoredImage>();

  async put(key: string, bytes: Buffer, mime: string): Promise<void> {
    this.images.set(key, { bytes: Buffer.from(bytes), mime });
  }

  async get(key: string): Promise<StoredImage | null> {
    return this.images.get(key) ?? null;
  }
}
