import type { OperatorAuth } from "./operator-auth.ts";

/** How many of the account's backup codes are unused (each signs in once). */
export async function backupCodesLeft(auth: OperatorAuth, userId: string): Promise<number> {
  const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId } });
  return backupCodes.length;
}
