import { ADMIN_PREFIX, type RouteModule } from "../../../app-context.ts";
import { adminKeyGuard } from "../../../auth/admin-key.ts";
import { HttpError } from "../../../http/http-error.ts";
import { backedUpFilesDir, backupStream } from "../../../modules/backup/public.ts";

/**
 * A backup of the embedded database and its files while this server holds DATA_DIR (the CLI's
 * `backup` asks here when it cannot open the directory itself). On PostgreSQL: pg_dump instead.
 */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", adminKeyGuard(ctx, "platform"));
  app.get(`${ADMIN_PREFIX}/backup`, {
    // Out of the API document: the CLI's `backup` is its client (README, Operating in production), and a
    // generated caller (the no-server-errors property test) would take a database dump per call.
    schema: { hide: true },
    handler: async (_request, reply) => {
      const snapshot = ctx.embeddedSnapshot;
      if (!snapshot) throw new HttpError(409, "USE_PG_DUMP");
      const stream = await backupStream(snapshot, backedUpFilesDir(ctx.config));
      const name = `hitch-backup-${new Date().toISOString().replace(/[:.]/g, "-")}.tar.gz`;
      return reply
        .header("content-type", "application/gzip")
        .header("content-disposition", `attachment; filename="${name}"`)
        .header("cache-control", "no-store")
        .send(stream);
    },
  });
};
