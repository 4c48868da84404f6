import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error.ts";
import { errorKey } from "./error-key.ts";

// Node has no page to resolve the client's relative base path against; a browser resolves it
// against the app's own origin, as this stand-in does.
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === "string" ? new URL(input, "http://app.test") : input, init);
  }
}

let client: typeof import("./client.ts");
beforeAll(async () => {
  vi.stubGlobal("Request", PageRequest);
  client = await import("./client.ts");
});

function answer(status: number, body?: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status })),
  );
}

function sentRequest(): Request {
  return vi.mocked(fetch).mock.calls[0][0] as Request;
}

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const languageChange = () =>
  client.bodyOf(
    client.client.PATCH("/claims/{id}/language", { params: { path: { id: 7 } }, body: { language: "et" } }),
  );

afterEach(() => vi.unstubAllGlobals());

describe("api client", () => {
  it("calls the public base path with the session cookie and a JSON body", async () => {
    answer(200, { id: 7, language: "et" });
    await expect(languageChange()).resolves.toEqual({ id: 7, language: "et" });
    const request = sentRequest();
    expect([request.method, new URL(request.url).pathname, request.credentials]).toEqual([
      "PATCH",
      "/api/v1/public/claims/7/language",
      "include",
    ]);
    expect(await request.text()).toBe('{"language":"et"}');
    expect(request.headers.get("Content-Type")).toBe("application/json");
    expect(request.headers.get("Accept")).toBe("application/json");
  });

  it("encodes path and query parameters", async () => {
    answer(200, []);
    await client.bodyOf(
      client.client.GET("/vehicles/{licensePlate}", {
        params: { path: { licensePlate: "12 AB/C" }, query: { requestId: 3 } },
      }),
    );
    const url = new URL(sentRequest().url);
    expect([url.pathname, url.search]).toEqual(["/api/v1/public/vehicles/12%20AB%2FC", "?requestId=3"]);
  });

  it("turns a non-2xx answer into an error with the server's status, code and field errors", async () => {
    answer(400, {
      statusCode: 400,
      code: "VALIDATION_FAILED",
      errors: [{ path: "contact.phone", code: "phone.digits" }],
    });
    const error = await failureOf(languageChange());
    expect([error.status, error.code, error.errors]).toEqual([
      400,
      "VALIDATION_FAILED",
      [{ path: "contact.phone", code: "phone.digits" }],
    ]);
    expect(errorKey(error)).toBe("common:errors.VALIDATION_FAILED");
  });

  it("treats a 5xx without an error body as an internal error", async () => {
    answer(502);
    const error = await failureOf(languageChange());
    expect([error.status, error.code, error.isServerFailure]).toEqual([502, "INTERNAL_ERROR", true]);
  });

  it("turns a failed fetch into the network problem", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    const error = await failureOf(languageChange());
    expect(error.isNetworkProblem).toBe(true);
    expect(errorKey(error)).toBe("common:errors.networkProblem");
  });

  it("gives an aborted call its abort back, not the network problem", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (request: Request) => Promise.reject(request.signal.reason as Error)),
    );
    const controller = new AbortController();
    controller.abort();
    const call = client.bodyOf(
      client.client.GET("/places", {
        params: { query: { query: "Tal", latitude: 59, longitude: 24 } },
        signal: controller.signal,
      }),
    );
    await expect(call).rejects.toMatchObject({ name: "AbortError" });
  });

  it("maps an unknown code or a non-API error to the try-again text", async () => {
    expect(errorKey(new ApiError(418, "TEAPOT"))).toBe("common:errors.tryAgain");
    expect(errorKey(new Error("boom"))).toBe("common:errors.tryAgain");
  });

  it("checks an answer with a schema loaded beside the call, and gives a refusal as the server's error", async () => {
    const { z } = await import("zod");
    const schema = z.object({ id: z.number(), language: z.enum(["en", "et"]) });
    const patch = () =>
      client.client.PATCH("/claims/{id}/language", { params: { path: { id: 7 } }, body: { language: "et" } });
    answer(200, { id: 7, language: "et" });
    await expect(client.parsedBodyBeside(async () => schema, patch())).resolves.toEqual({ id: 7, language: "et" });
    // A drifted server fails loudly.
    answer(200, { id: "7", language: "et" });
    await expect(client.parsedBodyBeside(async () => schema, patch())).rejects.toThrow(z.ZodError);
    answer(404, { code: "CLAIM_NOT_FOUND" });
    expect((await failureOf(client.parsedBodyBeside(async () => schema, patch()))).code).toBe("CLAIM_NOT_FOUND");
  });

  it("resolves an empty answer as undefined", async () => {
    answer(204);
    await expect(
      client.bodyOf(client.client.DELETE("/claims/{id}/files/{fileId}", { params: { path: { id: 1, fileId: 2 } } })),
    ).resolves.toBeUndefined();
  });
});
