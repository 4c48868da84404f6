import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error.ts";
import { api } from "./client.ts";
import { errorKey } from "./error-key.ts";

function answer(status: number, body?: unknown) {
  vi.stubGlobal("fetch", vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status })));
}

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => vi.unstubAllGlobals());

describe("api client", () => {
  it("calls the public base path with the session cookie and a JSON body", async () => {
    answer(200, { ok: 1 });
    await expect(api("/claims/7/language", { method: "PATCH", body: { language: "et" } })).resolves.toEqual({ ok: 1 });
    const [url, init] = vi.mocked(fetch).mock.calls[0];
    expect(url).toBe("/api/v1/public/claims/7/language");
    expect(init).toMatchObject({ method: "PATCH", credentials: "include", body: '{"language":"et"}' });
    expect((init!.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });

  it("turns a non-2xx answer into an error with the server's status, code and field errors", async () => {
    answer(400, { statusCode: 400, code: "VALIDATION_FAILED", errors: [{ path: "contact.phone", code: "phone.digits" }] });
    const error = await failureOf(api("/x"));
    expect([error.status, error.code, error.errors]).toEqual([400, "VALIDATION_FAILED", [{ path: "contact.phone", code: "phone.digits" }]]);
    expect(errorKey(error)).toBe("common:errors.VALIDATION_FAILED");
  });

  it("treats a 5xx without an error body as an internal error", async () => {
    answer(502);
    const error = await failureOf(api("/x"));
    expect([error.status, error.code, error.isServerFailure]).toEqual([502, "INTERNAL_ERROR", true]);
  });

  it("turns a failed fetch into the network problem", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    const error = await failureOf(api("/x"));
    expect(error.isNetworkProblem).toBe(true);
    expect(errorKey(error)).toBe("common:errors.networkProblem");
  });

  it("maps an unknown code or a non-API error to the try-again text", async () => {
    expect(errorKey(new ApiError(418, "TEAPOT"))).toBe("common:errors.tryAgain");
    expect(errorKey(new Error("boom"))).toBe("common:errors.tryAgain");
  });

  it("resolves an empty answer as undefined", async () => {
    answer(204);
    await expect(api("/x", { method: "DELETE" })).resolves.toBeUndefined();
  });
});
