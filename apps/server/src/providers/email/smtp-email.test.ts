import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { claims } from "../../db/schema/claims.ts";
import { emailOutbox } from "../../db/schema/outbox.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { queueClaimConfirmationEmail } from "../../modules/notifications/public.ts";
import { createTestApp, createTestService, openLink, type TestApp } from "../../testing/test-app.ts";

// E-mails leave through a real SMTP conversation: a local smtp-server stands in for the provider's
// mail server, and each message is read back as a mail client would parse it.
describe.each(TEST_DB_KINDS)("e-mail through SMTP on %s", (kind) => {
  const received: ParsedMail[] = [];
  let refuseNext = false;
  const smtp = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === "hitch" && auth.password === "s3cret") return callback(null, { user: auth.username });
      callback(new Error("Invalid username or password"));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          if (refuseNext) {
            refuseNext = false;
            const busy = Object.assign(new Error("Mailbox busy, try later"), { responseCode: 451 });
            return callback(busy);
          }
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
    logger: false,
  });
  let t: TestApp;

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp(kind, {
      config: {
        email: { provider: "smtp", url: `smtp://hitch:s3cret@127.0.0.1:${port}`, from: "Acme <help@acme.example>" },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  const submittedRequest = async (email: string | null) => {
    const service = await createTestService(t, { defaultLanguage: "et" });
    const link = await openLink(t, "assistance", service.name);
    await t.db
      .update(assistanceRequests)
      .set({
        incidentType: "FLAT_TIRES",
        latitude: 59.437,
        longitude: 24.7536,
        address: "Pärnu mnt 10, Tallinn",
        licensePlate: "123ABC",
        vehicleMark: "Toyota",
        vehicleModel: "Corolla",
        insuranceVerified: true,
        contactName: "Mari Maasikas",
        contactPhonePrefix: "+372",
        contactPhone: "5551234",
        description: "Front left tyre is flat.",
        additionalEmail: email,
      })
      .where(eq(assistanceRequests.id, link.id));
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/v1/public/assistance-request/${link.id}`,
      headers: { cookie: link.cookie },
    });
    expect(put.statusCode, put.body).toBe(200);
    return link;
  };

  it("sends the tow truck order's copy to the address given, in the request's language", async () => {
    const link = await submittedRequest("mari@example.ee");
    await t.flushOutbox();
    const mail = received.find((m) => m.text?.includes(link.externalId));
    expect(mail, "the order copy arrived").toBeDefined();
    expect(mail!.to).toMatchObject({ text: "mari@example.ee" });
    expect(mail!.from?.value).toEqual([{ name: "Acme", address: "help@acme.example" }]);
    expect(mail!.subject).toBe(`Teie puksiiritellimus ${link.externalId}`);
    expect(mail!.text).toContain("Sõiduk: 123ABC Toyota Corolla");
    expect(mail!.text).toContain("Asukoht: Pärnu mnt 10, Tallinn");
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, "mari@example.ee"));
    // Sent: the sealed text is gone, the masked copy stays for the operators.
    expect(row).toMatchObject({ status: "SENT", provider: "smtp", attempts: 1, bodyEncrypted: null });
  });

  it("writes no e-mail for an order without an address", async () => {
    const before = (await t.db.select().from(emailOutbox)).length;
    await submittedRequest(null);
    await t.flushOutbox();
    expect(await t.db.select().from(emailOutbox)).toHaveLength(before);
  });

  it("sends a filed claim's confirmation the same way", async () => {
    const service = await createTestService(t);
    const link = await openLink(t, "claim", service.name);
    await t.db
      .update(claims)
      .set({ notifierName: "Jüri Juurikas", notifierEmail: "juri@example.ee", communicationPreferences: ["EMAIL"] })
      .where(eq(claims.id, link.id));
    // What the submission writes in its transaction (notifications/claim-confirmation.ts), here through the app's outbox.
    await t.db.transaction(async (tx) => {
      const [claim] = await tx.select().from(claims).where(eq(claims.id, link.id));
      await queueClaimConfirmationEmail(tx, t.app.appContext.outbox, claim);
    });
    await t.flushOutbox();
    const mail = received.find((m) => m.to && "text" in m.to && m.to.text === "juri@example.ee");
    expect(mail?.subject).toBe(`Damage claim ${link.externalId} received`);
  });

  it("keeps an e-mail the server refused, sealed and FAILED with the SMTP code, for its next attempt", async () => {
    refuseNext = true;
    const link = await submittedRequest("kati@example.ee");
    await t.flushOutbox();
    const [refused] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, "kati@example.ee"));
    expect(refused).toMatchObject({ status: "FAILED", error: "SMTP_451", attempts: 1 });
    expect(refused.bodyEncrypted).not.toBeNull();
    expect(received.some((m) => m.text?.includes(link.externalId))).toBe(false);
  });
});
