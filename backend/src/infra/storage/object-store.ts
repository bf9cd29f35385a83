/** Facts about a stored object that change whenever it is replaced. */
export interface ObjectInfo {
  size: number;
  modifiedMs: number;
}

/**
 * Where uploaded files live, as keys like "menu/<file>" and "cache/menu/<variant>". One interface,
 * two stores: the local disk (one machine, or a volume every replica mounts) and any S3-compatible
 * bucket (STORAGE_DRIVER=s3), so that several api replicas share the images.
 */
export abstract class ObjectStore {
  abstract put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Null when there is no such object. */
  abstract get(key: string): Promise<Buffer | null>;
  /** Null when there is no such object. */
  abstract stat(key: string): Promise<ObjectInfo | null>;
  /** Missing keys are ignored. */
  abstract delete(keys: readonly string[]): Promise<void>;
}
