import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smsOutbox } from "../../db/schema/outbox.ts";
import { createTestDb, type TestDatabase } from "../../db/test-db.ts";
import { postToGateway } from "./http-sms.ts";
import { outboxCipher } from "./outbox-cipher.ts";
import { writeSms } from "./outbox-writer.ts";
import { smsText } from "./templates.ts";

const cipher = outboxCipher("test-outbox-key-0123456789-0123456789");

describe("SMS providers", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDb();
  });
  afterAll(() => database?.release());

  it("the outbox keeps a pending message with its link code masked and the real text sealed", async () => {
    const text = "Open https://hitch.example/claim-link/AbCdEfGhIjKlMnOpQrStUv now";
    const id = await writeSms(database.db, cipher, "outbox", {
      to: "+3725551",
      body: text,
      language: "en",
      purpose: "CLAIM_LINK",
    });
    const [row] = await database.db.select().from(smsOutbox).where(eq(smsOutbox.id, id));
    expect(row).toMatchObject({
      toPhone: "+3725551",
      body: "Open https://hitch.example/claim-link/… now",
      status: "PENDING",
      provider: "outbox",
    });
    expect(row.bodyEncrypted).not.toContain("AbCdEfGhIjKlMnOpQrStUv");
    expect(cipher.decrypt(row.bodyEncrypted!)).toBe(text);
    expect(() => outboxCipher("another-outbox-key-0123456789-01234").decrypt(row.bodyEncrypted!)).toThrow();
  });

  it("the gateway gets JSON with the token and the message's reference as its idempotency key", async () => {
    const received: { headers: IncomingMessage["headers"]; body: unknown }[] = [];
    const server = createServer((req, res) => {
      let data = "";
      req.on("data", (c) => (data += c));
      req.on("end", () => {
        received.push({ headers: req.headers, body: JSON.parse(data) });
        res.writeHead(202).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
      expect(
        await postToGateway({ url, token: "gateway-token" }, 41, { to: "+3725552", body: "link", language: "et" }),
      ).toBeNull();
      expect(received[0].headers.authorization).toBe("Bearer gateway-token");
      expect(received[0].headers["idempotency-key"]).toBe("hitch-sms-41");
      expect(received[0].body).toEqual({ to: "+3725552", text: "link", language: "et", reference: "hitch-sms-41" });
    } finally {
      server.close();
    }
  });

  it("an unreachable gateway is reported as the reason, not thrown", async () => {
    const error = await postToGateway(
      { url: "http://127.0.0.1:9/unreachable", token: undefined, timeoutMs: 2000 },
      42,
      { to: "+3725553", body: "link", language: "en" },
    );
    expect(error).toBeTruthy();
  });

  it("has a link text in every language, each containing the URL", () => {
    for (const language of ["en", "et", "ru", "lv", "lt"] as const) {
      for (const template of ["ASSISTANCE_LINK", "CLAIM_LINK"] as const) {
        expect(smsText(template, language, { url: "https://x/y" })).toContain("https://x/y");
      }
    }
    expect(smsText("CLAIM_LINK", "lv", { url: "U" })).not.toBe(smsText("CLAIM_LINK", "en", { url: "U" }));
  });
});
