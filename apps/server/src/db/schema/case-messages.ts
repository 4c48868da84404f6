import { index, integer, pgTable, serial } from "drizzle-orm/pg-core";
import { cases } from "./cases.ts";
import { createdAt } from "./columns.ts";
import { emailOutbox, smsOutbox } from "./outbox.ts";

/** The outbox messages sent to a case's customer about it (one channel a row), for the console's case page. */
export const caseMessages = pgTable(
  "case_messages",
  {
    id: serial("id").primaryKey(),
    caseId: integer("case_id")
      .notNull()
      .references(() => cases.id),
    smsId: integer("sms_id").references(() => smsOutbox.id),
    emailId: integer("email_id").references(() => emailOutbox.id),
    createdAt: createdAt(),
  },
  (t) => [index("case_messages_case_idx").on(t.caseId)],
);
