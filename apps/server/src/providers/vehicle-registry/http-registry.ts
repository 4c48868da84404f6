import { z } from "zod";
import { bodyTypeSchema, driveTypeSchema } from "@hitch/contract/common/enums";
import {
  type RegistryAnswer,
  type RegistryService,
  type RegistryVehicleSpecs,
  type VehicleRegistry,
  VehicleRegistryUnavailableError,
} from "./vehicle-registry.ts";

export type HttpVehicleRegistryOptions = {
  /** Base URL, e.g. https://registry.example.org/api; the adapter appends /vehicles/{plate}. */
  url: string;
  /** Sent as `Authorization: Bearer <token>` when set. */
  token?: string;
  /** Per lookup; the vehicle screen waits on it. Default 5 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
};

const text = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((v) => v || null);

/**
 * What a registry answers for a known plate. `mark` is accepted for `manufacturer` because
 * registries name it either way. Unknown fields are ignored so a registry may send more.
 */
const answerSchema = z.object({
  vehicle: z
    .object({
      licensePlate: z.string().min(1).max(20),
      vinCode: text,
      manufacturer: text,
      mark: text,
      model: text,
      year: z
        .number()
        .int()
        .nullish()
        .transform((v) => v ?? null),
    })
    .transform(({ mark, ...v }) => ({ ...v, manufacturer: v.manufacturer ?? mark })),
  insurance: z.object({ verified: z.boolean() }),
});

/** The claim flow's optional vehicle fields (transmissionType, weightKg, bodyType, color, driveType); a value of an unknown kind is treated as unknown rather than failing the lookup. */
const specsSchema = z.object({
  transmissionType: text.catch(null),
  weightKg: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null)
    .catch(null),
  bodyType: bodyTypeSchema
    .nullish()
    .transform((v) => v ?? null)
    .catch(null),
  color: text.catch(null),
  driveType: driveTypeSchema
    .nullish()
    .transform((v) => v ?? null)
    .catch(null),
});

function specsOf(vehicle: unknown): RegistryVehicleSpecs | undefined {
  const parsed = specsSchema.safeParse(vehicle);
  if (!parsed.success || Object.values(parsed.data).every((v) => v === null)) return undefined;
  return parsed.data;
}

/**
 * A registry over HTTP: GET {url}/vehicles/{plate}?service={serviceExternalId}.
 * 200 with the answer above, 404 for an unknown plate. Anything else (timeout, refused connection,
 * 401, 5xx, a body that is not the answer) is VehicleRegistryUnavailableError: the customer is then
 * told the lookup failed rather than that the vehicle does not exist.
 */
export function createHttpVehicleRegistry(options: HttpVehicleRegistryOptions): VehicleRegistry {
  const base = options.url.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? 5000;
  const doFetch = options.fetch ?? fetch;
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.token) headers.authorization = `Bearer ${options.token}`;

  return {
    async lookup(service: RegistryService, plate: string): Promise<RegistryAnswer | null> {
      const url = `${base}/vehicles/${encodeURIComponent(plate)}?service=${encodeURIComponent(service.externalId)}`;
      let response: Response;
      try {
        response = await doFetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        const reason =
          error instanceof Error && error.name === "TimeoutError" ? `no answer within ${timeoutMs} ms` : "unreachable";
        throw new VehicleRegistryUnavailableError(reason, { cause: error });
      }
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new VehicleRegistryUnavailableError(`HTTP ${response.status}`);
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        throw new VehicleRegistryUnavailableError("answer is not JSON", { cause: error });
      }
      const parsed = answerSchema.safeParse(body);
      if (!parsed.success)
        throw new VehicleRegistryUnavailableError("answer has an unexpected shape", { cause: parsed.error });
      const specs = specsOf((body as { vehicle?: unknown }).vehicle);
      return { vehicle: parsed.data.vehicle, insurance: parsed.data.insurance, ...(specs ? { specs } : {}) };
    },
  };
}
