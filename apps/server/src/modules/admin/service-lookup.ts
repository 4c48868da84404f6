import type { Db } from "../../db/connect.ts";
import { HttpError } from "../../http/http-error.ts";
import { findServiceByAnyName, updateService, type ServiceRow } from "../services/public.ts";
import { normaliseLogo } from "./logo.ts";

/** The service an operator names (by any of its names); 404 SERVICE_NOT_FOUND otherwise. */
export async function serviceNamed(db: Db, name: string): Promise<ServiceRow> {
  const service = await findServiceByAnyName(db, name);
  if (!service) throw new HttpError(404, "SERVICE_NOT_FOUND");
  return service;
}

/** Replaces the named service's logo with the uploaded image, normalised (logo.ts). */
export async function replaceLogo(db: Db, serviceName: string, image: Buffer): Promise<ServiceRow> {
  const service = await serviceNamed(db, serviceName);
  const logo = await normaliseLogo(image);
  return updateService(db, service.id, {
    logo: logo.bytes,
    logoMime: logo.mime,
    logoWidth: logo.width,
    logoHeight: logo.height,
  });
}
