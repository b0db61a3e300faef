import type { Readable } from 'node:stream';

/** One stored object as a listing gives it. */
export interface StoredObject {
  /** Its name, such as `events/<id>.webp`: a relative path, with `/` between the parts. */
  name: string;
  bytes: number;
}

/** An object opened for sending: its bytes as a stream, with what a reply's headers need. */
export interface OpenedObject {
  body: Readable;
  bytes: number | undefined;
  etag: string | undefined;
}

/**
 * Where uploaded images are kept: a folder on this machine (the default) or an S3-compatible bucket shared by
 * every server. Objects are written once under a new name and never changed, so no operation needs more than
 * what both offer: put, get, delete and list.
 */
export interface ObjectStore {
  /** Names the place in messages (a folder's path, `s3://bucket`). */
  readonly where: string;
  put(name: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is no such object. */
  read(name: string): Promise<Buffer | null>;
  /** The object as a stream for a reply, or null when there is no such object. */
  open(name: string): Promise<OpenedObject | null>;
  /** Deletes the object; a missing one is not an error. */
  remove(name: string): Promise<void>;
  list(): AsyncIterable<StoredObject>;
  /** Stops using the connections it holds. */
  close(): void;
}
