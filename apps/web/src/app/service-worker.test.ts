import { describe, expect, it, vi } from "vitest";
import { registerServiceWorker, UPDATE_CHECK_INTERVAL_MS, type ServiceWorkerHost } from "./service-worker.ts";

/** A stand-in for the browser's ServiceWorker objects: plain event targets with the fields used. */
class FakeWorker extends EventTarget {
  state = "installing";
  postMessage = vi.fn();
  become(state: string) {
    this.state = state;
    this.dispatchEvent(new Event("statechange"));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = vi.fn(() => Promise.resolve());
  startInstall(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event("updatefound"));
  }
}

function setup({ controlled = true, waiting = null as FakeWorker | null, online = true } = {}) {
  const registration = new FakeRegistration();
  registration.waiting = waiting;
  const container = new EventTarget() as EventTarget & {
    controller: object | null;
    register: ReturnType<typeof vi.fn>;
  };
  container.controller = controlled ? {} : null;
  container.register = vi.fn(() => Promise.resolve(registration));
  const ticks: (() => void)[] = [];
  const host = {
    container,
    isOnline: () => online,
    reload: vi.fn(),
    every: vi.fn((_ms: number, task: () => void) => void ticks.push(task)),
  };
  const offers: (() => void)[] = [];
  const started = registerServiceWorker(host as unknown as ServiceWorkerHost, (activate) => offers.push(activate));
  return { registration, container, host, offers, ticks, started };
}

describe("service worker registration", () => {
  it("registers /sw.js for the whole app and checks for a new version every 60 s while online", async () => {
    const { container, host, registration, ticks, started } = setup();
    await started;
    expect(container.register).toHaveBeenCalledWith("/sw.js", { scope: "/" });
    expect(host.every).toHaveBeenCalledWith(UPDATE_CHECK_INTERVAL_MS, expect.any(Function));
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(60_000);
    ticks[0]();
    expect(registration.update).toHaveBeenCalledTimes(1);
  });

  it("does not check for updates while offline", async () => {
    const { registration, ticks, started } = setup({ online: false });
    await started;
    ticks[0]();
    expect(registration.update).not.toHaveBeenCalled();
  });

  it("offers a newly installed version only when a previous one controls the page", async () => {
    const first = setup({ controlled: false });
    await first.started;
    const worker = new FakeWorker();
    first.registration.startInstall(worker);
    worker.become("installed");
    expect(first.offers).toHaveLength(0);

    const update = setup({ controlled: true });
    await update.started;
    const next = new FakeWorker();
    update.registration.startInstall(next);
    next.become("installing");
    expect(update.offers).toHaveLength(0);
    next.become("installed");
    expect(update.offers).toHaveLength(1);
  });

  it("offers a version that was already waiting when the page opened", async () => {
    const { offers, started } = setup({ waiting: new FakeWorker() });
    await started;
    expect(offers).toHaveLength(1);
  });

  it("taking the update tells the waiting worker to skip waiting and reloads once it has taken control", async () => {
    const waiting = new FakeWorker();
    const { offers, container, host, started } = setup({ waiting });
    await started;
    offers[0]();
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: "SKIP_WAITING" });
    expect(host.reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event("controllerchange"));
    container.dispatchEvent(new Event("controllerchange"));
    expect(host.reload).toHaveBeenCalledTimes(1);
  });
});
