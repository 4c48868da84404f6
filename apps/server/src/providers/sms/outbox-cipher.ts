import { createCipheriv, createDecipheriv, hash, randomBytes } from "node:crypto";

/**
 * Encrypts a message's text while it waits in the outbox: SMS and e-mail texts carry link codes,
 * and a code read from the table (a backup, a replica, an operator's query) would open the
 * customer's session. AES-256-GCM with a fresh 96-bit nonce per message; the key is the SHA-256 of
 * OUTBOX_ENCRYPTION_KEY (a high-entropy secret, so one hash is enough to shape it). Stored as
 * `v1.<nonce>.<tag>.<ciphertext>`, each base64url.
 */
export interface OutboxCipher {
  encrypt(text: string): string;
  /** Throws when the text was sealed with another key or altered. */
  decrypt(sealed: string): string;
}

export function outboxCipher(secret: string): OutboxCipher {
  const key = Buffer.from(hash("sha256", secret, "hex"), "hex");
  return {
    encrypt(text) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, nonce);
      const sealed = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
      return ["v1", nonce, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    decrypt(sealed) {
      const [version, nonce, tag, body] = sealed.split(".");
      if (version !== "v1" || nonce === undefined || tag === undefined || body === undefined)
        throw new Error("not an outbox ciphertext");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(nonce, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}
