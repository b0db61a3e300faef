import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { ObjectStore, OpenedObject, StoredObject } from './object-store.ts';

export interface S3Settings {
  bucket: string;
  /** An S3-compatible service's address (MinIO, Cloudflare R2, DigitalOcean Spaces...); unset for AWS itself. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` rather than `https://bucket.host/key`: what most S3-compatible services expect. */
  forcePathStyle: boolean;
}

const isNotFound = (error: unknown) =>
  error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/** Objects in one bucket of S3 or an S3-compatible service, shared by every app server. */
export class S3Store implements ObjectStore {
  readonly where: string;
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.where = `s3://${settings.bucket}`;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // A stalled bucket must not hold an upload or an image request for the SDK's default of minutes.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  /** Fails with a message naming the bucket when it cannot be reached with these settings (checked at start). */
  async assertReachable(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
    } catch (error) {
      const status = error instanceof S3ServiceException ? ` (HTTP ${error.$metadata.httpStatusCode})` : '';
      const cause = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      throw new Error(`the bucket ${this.where} cannot be used${status}: ${cause}`, { cause: error });
    }
  }

  async put(name: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: name, Body: body, ContentType: contentType }),
    );
  }

  async read(name: string): Promise<Buffer | null> {
    const opened = await this.open(name);
    if (!opened) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of opened.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async open(name: string): Promise<OpenedObject | null> {
    try {
      const reply = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: name }));
      return { body: reply.Body as Readable, bytes: reply.ContentLength, etag: reply.ETag };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async remove(name: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: name }));
  }

  async *list(): AsyncIterable<StoredObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { name: object.Key, bytes: object.Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  close(): void {
    this.client.destroy();
  }
}
