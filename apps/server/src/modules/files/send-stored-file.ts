import type { FastifyReply } from "fastify";
import { notFound } from "../../http/http-error.ts";
import type { StorageProvider } from "../../providers/storage/storage-provider.ts";

/**
 * Answers a stored upload's bytes (assistance photos, claim files). The caller has already checked
 * the session and that the file's row is live; bytes missing from storage are a 404 as well.
 */
export async function sendStoredFile(reply: FastifyReply, storage: StorageProvider, key: string) {
  const object = await storage.get(key);
  if (!object) throw notFound();
  return (
    reply
      .header("content-type", object.contentType)
      .header("content-length", object.bytes)
      // Ids and names in these URLs are never reused, so the bytes behind a URL never change; only this session may keep them.
      .header("cache-control", "private, max-age=86400, immutable")
      .header("content-disposition", "inline")
      .send(object.body)
  );
}
