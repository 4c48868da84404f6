import type { z } from "zod";
import { ApiError, type FieldError } from "../../api/api-error.ts";
import { CONSOLE_API } from "../api.ts";

type Send = { method: "GET" | "POST" | "PATCH" | "DELETE"; json?: unknown; csv?: string };

/**
 * A console API call for the fleet screens: besides JSON it sends a CSV file as it is (the import
 * takes text/csv) and keeps the field errors of a refused file (an unknown column), which the
 * report shows row by row. The answer is checked against the contract's schema.
 */
export async function fleetApi<T extends z.ZodType>(path: string, schema: T, send: Send): Promise<z.infer<T>> {
  const contentType = send.csv !== undefined ? "text/csv" : send.json !== undefined ? "application/json" : undefined;
  let response: Response;
  try {
    response = await fetch(CONSOLE_API + path, {
      method: send.method,
      credentials: "same-origin",
      headers: contentType ? { "content-type": contentType } : {},
      body: send.csv ?? (send.json === undefined ? undefined : JSON.stringify(send.json)),
    });
  } catch {
    throw new ApiError(0, "networkProblem");
  }
  const text = await response.text();
  const json: unknown = text ? JSON.parse(text) : null;
  if (!response.ok) {
    const body = json as { code?: unknown; errors?: FieldError[] } | null;
    throw new ApiError(response.status, typeof body?.code === "string" ? body.code : "UNKNOWN", body?.errors ?? []);
  }
  return schema.parse(json);
}
