import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// A browser-like storage for zustand persist and the session reset, in the node test environment.
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}
const storage = new MemoryStorage();
// Object.keys(localStorage) in the reset must list the stored keys, as in a browser.
const localStorageProxy = new Proxy(storage, {
  ownKeys: () => [...Array(storage.length).keys()].map((i) => storage.key(i)),
  getOwnPropertyDescriptor: (_t, key) => ({
    enumerable: true,
    configurable: true,
    value: storage.getItem(String(key)),
  }),
});
vi.stubGlobal("localStorage", localStorageProxy);
vi.stubGlobal("window", { localStorage: localStorageProxy });
// Node has no page to resolve the API client's relative base path against; a browser uses the app's origin.
vi.stubGlobal(
  "Request",
  class extends Request {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === "string" ? new URL(input, "http://app.test") : input, init);
    }
  },
);

// The page as the server sent it: its service's direct line in a meta element, when the server knew the service.
let servedLine: string | null = null;
vi.stubGlobal("document", {
  querySelector: (selector: string) =>
    selector === 'meta[name="hitch-service-line"]' && servedLine !== null
      ? { getAttribute: (name: string) => (name === "content" ? servedLine : null) }
      : null,
});

// The link's language is applied through i18next; here without locale files.
const i18next = (await import("i18next")).default;
await i18next.init({ lng: "en", resources: {}, supportedLngs: ["en", "et", "ru", "lv", "lt"] });

const { openLink } = await import("./open-link.ts");
const { useAssistanceSession } = await import("../../app/assistance-session.ts");
const { useClaimSession } = await import("../../app/claim-session.ts");
const { registerSessionReset } = await import("../../app/session-reset.ts");
const { useTheme } = await import("../../app/theme.ts");

type Handler = (path: string) => { status: number; body?: unknown } | "offline";

function server(handler: Handler) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (request: Request) => {
      const answer = handler(new URL(request.url).pathname.replace("/api/v1/public", ""));
      if (answer === "offline") throw new TypeError("Failed to fetch");
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status });
    }),
  );
}

const valid = (id: number, language: string | null = "et") => ({
  isValid: true,
  id,
  externalId: `X-${id}`,
  language,
  msg: null,
});

function demoServer(validation: { status: number; body?: unknown } | "offline"): void {
  server((path) => {
    if (path.startsWith("/assistance-request-link/") || path.startsWith("/claim-link/")) return validation;
    // The request's and claim's service-theme answer is the whole service, its theme inside.
    if (path.endsWith("/service-theme"))
      return { status: 200, body: { externalId: "svc-1", theme: { logo: null, color: "#0055aa" } } };
    if (/^\/(assistance-request|claims)\/\d+$/.test(path)) return { status: 200, body: { serviceExternalId: "svc-1" } };
    if (path === "/services/svc-1")
      return {
        status: 200,
        body: { isTestService: true, serviceDirectContact: "+372 600 0000", isMotionsCloudEnabled: true },
      };
    return { status: 404, body: { statusCode: 404, code: "NOT_FOUND" } };
  });
}

beforeEach(() => {
  storage.clear();
  useAssistanceSession.getState().reset();
  useClaimSession.getState().reset();
});
afterEach(() => vi.mocked(fetch).mockReset?.());

describe("opening a link", () => {
  it("stores the request, its link code, the service's details and theme, and goes to the assistance landing", async () => {
    demoServer({ status: 200, body: valid(41) });
    await expect(openLink("assistance", "code-a")).resolves.toEqual({ ok: true, destination: "/assistance/landing" });
    expect(useAssistanceSession.getState()).toMatchObject({
      requestId: 41,
      externalId: "X-41",
      linkCode: "code-a",
      isTestService: true,
      serviceContact: "+372 600 0000",
    });
    expect(useTheme.getState().color).toBe("#0055aa");
    expect(storage.getItem("hitch.language")).toBe("et");
    expect(i18next.language).toBe("et");
  });

  it("stores the claim with isMotionsCloudEnabled and goes to the claim incidents", async () => {
    demoServer({ status: 200, body: valid(7, null) });
    await expect(openLink("claim", "code-c")).resolves.toEqual({ ok: true, destination: "/claims/incidents" });
    expect(useClaimSession.getState()).toMatchObject({ claimId: 7, linkCode: "code-c", isMotionsCloudEnabled: true });
  });

  it("keeps what the flow saved when the same link is opened again, and clears it for a different link", async () => {
    const flowSlice = { value: "" };
    registerSessionReset("assistance", () => (flowSlice.value = ""));
    demoServer({ status: 200, body: valid(41) });
    await openLink("assistance", "code-a");
    flowSlice.value = "saved incident";
    useAssistanceSession.getState().update({ assistanceFlowInitialized: true });
    storage.setItem("hitch.assistance.flow", '{"incident":"FLAT_TIRES"}');

    await openLink("assistance", "code-a");
    expect(useAssistanceSession.getState().assistanceFlowInitialized).toBe(true);
    expect(flowSlice.value).toBe("saved incident");
    expect(storage.getItem("hitch.assistance.flow")).not.toBeNull();

    demoServer({ status: 200, body: valid(42) });
    await openLink("assistance", "code-b");
    expect(useAssistanceSession.getState()).toMatchObject({
      requestId: 42,
      linkCode: "code-b",
      assistanceFlowInitialized: false,
    });
    expect(flowSlice.value).toBe("");
    expect(storage.getItem("hitch.assistance.flow")).toBeNull();
  });

  it.each([
    ["LINK_EXPIRED", "common:errors.link.LINK_EXPIRED"],
    ["LINK_ALREADY_PROCESSED", "common:errors.link.LINK_ALREADY_PROCESSED"],
    ["LINK_INVALID", "common:errors.link.LINK_INVALID"],
    [null, "common:errors.link.LINK_VALIDATION_FAILED"],
  ])("shows %s as %s with the call hint, no retry, and forgets the stored id", async (msg, key) => {
    useAssistanceSession.getState().update({ requestId: 5, linkCode: "old" });
    demoServer({ status: 200, body: { isValid: false, id: null, externalId: null, language: null, msg } });
    await expect(openLink("assistance", "old")).resolves.toEqual({
      ok: false,
      message: key,
      translate: true,
      hint: true,
      phone: null,
      retry: false,
    });
    expect(useAssistanceSession.getState().requestId).toBeNull();
  });

  it("shows a message the app does not know as the server sent it", async () => {
    demoServer({
      status: 200,
      body: { isValid: false, id: null, externalId: null, language: null, msg: "Custom text" },
    });
    await expect(openLink("claim", "x")).resolves.toEqual({
      ok: false,
      message: "Custom text",
      translate: false,
      hint: true,
      phone: null,
      retry: false,
    });
  });

  it("offers the service's line on a spent link the server knows", async () => {
    demoServer({
      status: 200,
      body: {
        isValid: false,
        id: null,
        externalId: null,
        language: null,
        msg: "LINK_EXPIRED",
        serviceDirectContact: "+3726000000",
      },
    });
    await expect(openLink("assistance", "x")).resolves.toMatchObject({ ok: false, phone: "+3726000000", retry: false });
  });

  it.each([
    ["assistance", "/assistance/track-driver"],
    ["claim", "/claims/claim-received"],
  ] as const)("opens the outcome of a %s whose link was already processed", async (kind, destination) => {
    demoServer({ status: 200, body: { ...valid(9, "lv"), isValid: false, msg: "LINK_ALREADY_PROCESSED" } });
    await expect(openLink(kind, "spent")).resolves.toEqual({ ok: true, destination });
    const stored =
      kind === "assistance" ? useAssistanceSession.getState().requestId : useClaimSession.getState().claimId;
    expect(stored).toBe(9);
    expect(i18next.language).toBe("lv");
  });

  it("treats a code the server refuses as malformed (400) or unknown (404) as an invalid link", async () => {
    demoServer({ status: 400, body: { statusCode: 400, code: "VALIDATION_FAILED" } });
    await expect(openLink("claim", "%$#")).resolves.toMatchObject({
      message: "common:errors.link.LINK_INVALID",
      hint: true,
    });
    demoServer({ status: 404, body: { statusCode: 404, code: "LINK_NOT_FOUND" } });
    await expect(openLink("claim", "zzz")).resolves.toMatchObject({
      message: "common:errors.link.LINK_INVALID",
      hint: true,
    });
  });

  it("shows 'Sorry, something went wrong' without the hint when the server fails", async () => {
    demoServer({ status: 500, body: { statusCode: 500, code: "INTERNAL_ERROR" } });
    await expect(openLink("assistance", "a")).resolves.toEqual({
      ok: false,
      message: "common:errors.somethingWrong",
      translate: true,
      hint: false,
      phone: null,
      retry: true,
    });
  });

  it("offers the line its page came with when a link opened for the first time meets no network", async () => {
    servedLine = "+372 600 0000";
    try {
      demoServer("offline");
      await expect(openLink("claim", "first")).resolves.toMatchObject({
        message: "common:errors.networkProblem",
        phone: "+372 600 0000",
        retry: true,
      });
    } finally {
      servedLine = null;
    }
  });

  it("shows the network outage without the hint when the fetch fails", async () => {
    demoServer("offline");
    await expect(openLink("assistance", "a")).resolves.toEqual({
      ok: false,
      message: "common:errors.networkProblem",
      translate: true,
      hint: false,
      phone: null,
      retry: true,
    });
  });
});
