import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { assertStorageKey, type StorageProvider } from "./storage-provider.ts";

export type S3StorageOptions = {
  /** e.g. http://minio:9000; omit for AWS itself. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Most S3-compatible servers (MinIO, Ceph, Garage) need path-style: {endpoint}/{bucket}/{key}. */
  forcePathStyle?: boolean;
  /** Prepended to every key, e.g. "hitch/" to share a bucket. */
  prefix?: string;
  /** Attempts per request including retries (SDK default 3). */
  maxAttempts?: number;
};

/**
 * Objects in an S3-compatible bucket. PutObject is one request, so a failed upload stores nothing.
 * Checksums are only sent when an operation requires them: the SDK's newer default (CRC32 trailers
 * with aws-chunked bodies) is refused by several S3-compatible servers.
 */
export function createS3Storage(options: S3StorageOptions): StorageProvider & { client: S3Client } {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle ?? true,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: options.maxAttempts,
  });
  const Bucket = options.bucket;
  const prefix = options.prefix ?? "";
  const Key = (key: string) => {
    assertStorageKey(key);
    return prefix + key;
  };
  const notFound = (error: unknown) =>
    error instanceof S3ServiceException &&
    (error.$metadata.httpStatusCode === 404 || error.name === "NoSuchKey" || error.name === "NotFound");

  return {
    client,
    async put(key, body, contentType) {
      const objectKey = Key(key);
      // PutObject needs the length up front; photos are at most 50 MB and already in memory after
      // the image pipeline, so a stream is collected rather than sent as a multipart upload.
      const bytes = body instanceof Readable ? await buffer(body) : body;
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
        }),
      );
      return { bytes: bytes.byteLength };
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: Key(key) }));
        if (!(answer.Body instanceof Readable)) throw new Error("S3 answered without a readable body");
        return {
          body: answer.Body,
          contentType: answer.ContentType ?? "application/octet-stream",
          bytes: answer.ContentLength ?? 0,
        };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: Key(key) }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw error;
      }
    },
  };
}
