import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** What one push carried, once its VAPID token was verified and its body decrypted. */
export type ReceivedPush = {
  path: string;
  payload: unknown;
  ttl: number;
  topic: string | undefined;
  urgency: string | undefined;
};

/** A browser's side of a subscription: the keys the push payload is encrypted for, and the endpoint. */
export type FakeSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  decrypt(body: Buffer): string;
};

/**
 * A push service of our own on 127.0.0.1 for tests, doing what a real one checks and what the browser does:
 * the VAPID token (`Authorization: vapid t=<JWT>, k=<public key>`) must be a valid ES256 JWT signed by `k`, for
 * this endpoint's origin (`aud`), not expired; then the aes128gcm body (RFC 8188) is decrypted with the
 * subscription's private key (RFC 8291). An endpoint marked gone answers 410, as a push service does once the
 * browser dropped the subscription. A bad token or body is a 400/401 and is not recorded.
 */
export async function startFakePushService(expectedVapidKey: string) {
  const subscriptions = new Map<string, FakeSubscription>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (c: Buffer) => chunks.push(c));
    request.on("end", () => {
      const path = request.url ?? "";
      const problem = checkVapid(String(request.headers.authorization ?? ""), origin, expectedVapidKey);
      if (problem) {
        refused.push(problem);
        return response.writeHead(401).end();
      }
      if (gone.has(path)) return response.writeHead(410).end();
      const subscription = subscriptions.get(path);
      if (!subscription || request.headers["content-encoding"] !== "aes128gcm") return response.writeHead(404).end();
      try {
        const payload: unknown = JSON.parse(subscription.decrypt(Buffer.concat(chunks)));
        received.push({
          path,
          payload,
          ttl: Number(request.headers.ttl),
          topic: request.headers.topic as string | undefined,
          urgency: request.headers.urgency as string | undefined,
        });
        response.writeHead(201).end();
      } catch {
        refused.push("UNDECRYPTABLE");
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let next = 0;
  return {
    origin,
    received,
    /** Why pushes were refused (a bad VAPID token, a body that did not decrypt). */
    refused,
    /** A new browser subscription on this service, as PushSubscription.toJSON() gives it. */
    subscribe(): FakeSubscription {
      const path = `/push/${++next}`;
      const subscription = newSubscription(`${origin}${path}`);
      subscriptions.set(path, subscription);
      return subscription;
    },
    /** From now on this endpoint answers 410 Gone. */
    markGone(endpoint: string) {
      gone.add(new URL(endpoint).pathname);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;

function newSubscription(endpoint: string): FakeSubscription {
  const ecdh = createECDH("prime256v1");
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    endpoint,
    keys: { p256dh: publicKey.toString("base64url"), auth: authSecret.toString("base64url") },
    decrypt: (body) => decryptAes128gcm(body, ecdh, publicKey, authSecret),
  };
}

/** RFC 8291 on top of RFC 8188: salt, record size, the sender's key as key id, then one record. */
function decryptAes128gcm(body: Buffer, ecdh: ReturnType<typeof createECDH>, uaPublic: Buffer, authSecret: Buffer) {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const asPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}

/** Null when the header carries a valid VAPID token for `audience` signed by `expectedKey`, else what is wrong. */
function checkVapid(header: string, audience: string, expectedKey: string): string | null {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header);
  if (!match) return "NO_VAPID_HEADER";
  const [token, key] = [match[1], match[2]];
  if (key !== expectedKey) return "WRONG_KEY";
  const [head, claims, signature] = token.split(".");
  const point = Buffer.from(key, "base64url");
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const valid = verify(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!valid) return "BAD_SIGNATURE";
  const header_ = JSON.parse(Buffer.from(head, "base64url").toString()) as { alg?: string };
  const body = JSON.parse(Buffer.from(claims, "base64url").toString()) as { aud?: string; exp?: number; sub?: string };
  if (header_.alg !== "ES256") return "NOT_ES256";
  if (body.aud !== audience) return "WRONG_AUDIENCE";
  if (!body.exp || body.exp * 1000 < Date.now() || body.exp * 1000 > Date.now() + 24 * 3_600_000) return "BAD_EXPIRY";
  if (!body.sub?.startsWith("mailto:") && !body.sub?.startsWith("https:")) return "NO_SUBJECT";
  return null;
}
