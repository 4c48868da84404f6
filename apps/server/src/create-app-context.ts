import type { AppContext, CoreContext } from "./app-context.ts";
import { sessionStateReader } from "./auth/session-state.ts";
import { dispatchRuntimeFor } from "./modules/dispatch/public.ts";
import { imageQueueFor, storageFor } from "./modules/files/public.ts";
import { geocoderFor } from "./modules/geo/geocoder-for.ts";
import { createClaimPdfPool } from "./modules/console-claims/public.ts";
import { createLinkTargetLookup } from "./modules/links/public.ts";
import { createOperations } from "./modules/operations/public.ts";
import type { Database } from "./db/connect.ts";
import { createOperatorAuth } from "./modules/operators/public.ts";
import { vehicleRegistryFor } from "./modules/vehicles/public.ts";

type Log = AppContext["dispatch"]["log"];

/** An app's services around its core, each made once per app; the app closes the dispatch runtime when it ends. */
export function createAppContext(
  core: CoreContext,
  log: Log,
  database?: Pick<Database, "poolStats" | "snapshot">,
): AppContext {
  const { config, db, now } = core;
  const dispatch = dispatchRuntimeFor(config, db, now, log);
  const imageQueue = imageQueueFor(config);
  return {
    ...core,
    dispatch,
    linkTargets: createLinkTargetLookup(db),
    sessionStates: sessionStateReader(db, dispatch.events),
    storage: storageFor(config),
    imageQueue,
    vehicleRegistry: vehicleRegistryFor(config, db, now),
    geocoder: geocoderFor(config),
    operations: createOperations(db, imageQueue, database?.poolStats),
    embeddedSnapshot: database?.snapshot,
    operatorAuth: createOperatorAuth(db, config, core.outbox, log),
    claimPdfs: createClaimPdfPool(config.claimPdf),
  };
}
