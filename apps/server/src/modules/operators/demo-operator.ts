import { persistedSecret } from "../../config-secrets.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/connect.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { createOperator, operatorByEmail, OperatorExistsError } from "./operator-accounts.ts";
import type { OperatorAuth } from "./operator-auth.ts";

const DEMO_ADMIN_EMAIL = "admin@hitch.example";

/**
 * The demo's platform administrator, created once: its password is generated and kept in DATA_DIR
 * (like the development API key) so that every start prints the same login. It enrols its second
 * factor at its first sign-in, as every administrator must.
 */
export async function seedDemoOperator(auth: OperatorAuth, db: Db, config: Config) {
  const password = persistedSecret(config.dataDir, "console-admin-password", 12);
  if (!(await operatorByEmail(db, DEMO_ADMIN_EMAIL))) {
    try {
      await createOperator(auth, db, {
        email: DEMO_ADMIN_EMAIL,
        name: "Demo administrator",
        password,
        platformAdmin: true,
      });
    } catch (error) {
      // Instances started together on one PostgreSQL race to create it: the one that loses goes on.
      if (!(error instanceof OperatorExistsError) && !isUniqueViolation(error)) throw error;
    }
  }
  return { email: DEMO_ADMIN_EMAIL, password };
}
