/**
 * Files in an S3 bucket or an S3-compatible server (MinIO, Garage, R2...: S3_ENDPOINT and
 * S3_FORCE_PATH_STYLE). Without explicit keys the SDK's usual credential chain applies
 * (environment, instance role).
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { Config } from "~/lib/server/config.server";
import { isStorageKey, type FileStorage } from "./file-storage.server";

export function createS3FileStorage(options: NonNullable<Config["s3"]>): FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const Bucket = options.bucket;

  return {
    async put(key, bytes, contentType) {
      if (!isStorageKey(key)) throw new Error(`Refusing to store under the key ${JSON.stringify(key)}`);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },

    async get(key, range) {
      if (!isStorageKey(key)) return null;
      try {
        const Range = range && `bytes=${range.start}-${range.end}`;
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key, Range }));
        if (!object.Body) return null;
        return {
          body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          contentType: object.ContentType ?? "application/octet-stream",
          // A range's answer tells the whole size after its slash: "bytes 0-99/2048".
          size: range ? Number(/\/(\d+)$/.exec(object.ContentRange ?? "")?.[1]) : object.ContentLength!,
        };
      } catch (error) {
        // S3 says NoSuchKey; some compatible servers only answer 404.
        if (error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404)) {
          return null;
        }
        throw error;
      }
    },

    async delete(key) {
      if (isStorageKey(key)) await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async list() {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const { Key } of page.Contents ?? []) if (Key !== undefined && isStorageKey(Key)) keys.push(Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken !== undefined);
      return keys;
    },
  };
}
