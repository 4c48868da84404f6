import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { smsOutbox } from "../../db/schema/outbox.ts";
import { createTestDb } from "../../db/test-db.ts";
import { httpSmsProvider } from "./http-sms.ts";
import { outboxSmsProvider } from "./outbox-sms.ts";
import { smsText } from "./templates.ts";

const quiet = { info: () => {}, warn: () => {} };

describe("SMS providers", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDb();
  });
  afterAll(() => database?.close());

  it("the outbox provider records the message as pending and logs it", async () => {
    const logged: unknown[] = [];
    const sms = outboxSmsProvider(database.db, { info: (obj: unknown) => logged.push(obj) } as never);
    const result = await sms.send({ to: "+3725551", body: "hello", language: "en", purpose: "TEST" });
    const [row] = await database.db.select().from(smsOutbox).where(eq(smsOutbox.id, result.outboxId));
    expect(row).toMatchObject({ toPhone: "+3725551", body: "hello", status: "PENDING", provider: "outbox" });
    expect(logged).toHaveLength(1);
  });

  it("the HTTP provider posts JSON with the token and marks the row sent", async () => {
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
      const sms = httpSmsProvider(database.db, quiet as never, { url, token: "gateway-token" });
      const result = await sms.send({ to: "+3725552", body: "link", language: "et", purpose: "TEST" });
      expect(result.status).toBe("SENT");
      expect(received[0].headers.authorization).toBe("Bearer gateway-token");
      expect(received[0].body).toEqual({ to: "+3725552", text: "link", language: "et", reference: `hitch-sms-${result.outboxId}` });
      const [row] = await database.db.select().from(smsOutbox).where(eq(smsOutbox.id, result.outboxId));
      expect(row.status).toBe("SENT");
      expect(row.sentAt).toBeInstanceOf(Date);
    } finally {
      server.close();
    }
  });

  it("the HTTP provider keeps a FAILED row when the gateway is unreachable", async () => {
    const sms = httpSmsProvider(database.db, quiet as never, { url: "http://127.0.0.1:9/unreachable", token: undefined, timeoutMs: 2000 });
    const result = await sms.send({ to: "+3725553", body: "link", language: "en", purpose: "TEST" });
    expect(result.status).toBe("FAILED");
    const [row] = await database.db.select().from(smsOutbox).where(eq(smsOutbox.id, result.outboxId));
    expect(row.status).toBe("FAILED");
    expect(row.error).toBeTruthy();
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
