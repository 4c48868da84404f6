import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AssistanceStatusResponse } from "@hitch/contract/dispatch/status";
import { ApiError } from "../../../api/api-error.ts";
import { watchStatus } from "./status-watch.ts";
import type { StatusRead } from "./tracking-api.ts";

const pending = (stage: AssistanceStatusResponse["stage"]): AssistanceStatusResponse => ({ status: "PENDING", stage });

/** A stand-in for the browser's EventSource that the test drives by hand. */
class FakeStream {
  static last: FakeStream | null = null;
  readonly url: string;
  readonly init: EventSourceInit | undefined;
  closed = false;
  onerror: (() => void) | null = null;
  onopen: (() => void) | null = null;
  private listeners = new Map<string, ((event: { data: string }) => void)[]>();
  constructor(url: string, init?: EventSourceInit) {
    this.url = url;
    this.init = init;
    FakeStream.last = this;
  }
  addEventListener(name: string, listener: (event: { data: string }) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  emit(name: string, body: unknown) {
    for (const listener of this.listeners.get(name) ?? []) listener({ data: JSON.stringify(body) });
  }
  close() {
    this.closed = true;
  }
}

function reader(...answers: (StatusRead | Error)[]) {
  return vi.fn(async (_id: number, _etag: string | null) => {
    const next = answers.length > 1 ? answers.shift()! : answers[0];
    if (next instanceof Error) throw next;
    return next;
  });
}

const fresh = (status: AssistanceStatusResponse, etag = '"a"'): StatusRead => ({ unchanged: false, status, etag });

beforeEach(() => {
  vi.useFakeTimers();
  FakeStream.last = null;
});
afterEach(() => vi.useRealTimers());

describe("watching a request's status", () => {
  it("reads the status once, then follows the stream of changes with the session cookie", async () => {
    const seen: AssistanceStatusResponse[] = [];
    const read = reader(fresh(pending("LOCATING")));
    watchStatus({
      requestId: 7,
      onStatus: (s) => seen.push(s),
      onError: () => {},
      read,
      EventSource: FakeStream as never,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeStream.last?.url).toBe("/api/v1/public/assistance-request/7/status/stream");
    expect(FakeStream.last?.init).toEqual({ withCredentials: true });
    FakeStream.last!.emit("status", pending("SEARCHING"));
    expect(seen.map((s) => s.stage)).toEqual(["LOCATING", "SEARCHING"]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("falls back to polling with the last ETag when the stream fails, and a 304 changes nothing", async () => {
    const seen: string[] = [];
    const read = reader(
      fresh(pending("SEARCHING"), '"e1"'),
      { unchanged: true },
      fresh(pending("WAITING_FOR_REPLY"), '"e2"'),
      { unchanged: true },
    );
    watchStatus({
      requestId: 7,
      onStatus: (s) => seen.push(s.stage!),
      onError: () => {},
      read,
      EventSource: FakeStream as never,
      pollIntervalMs: 5000,
    });
    await vi.advanceTimersByTimeAsync(0);
    FakeStream.last!.onerror!();
    expect(FakeStream.last!.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(read.mock.calls.map((call) => call[1])).toEqual([null, '"e1"', '"e1"', '"e2"']);
    expect(seen).toEqual(["SEARCHING", "WAITING_FOR_REPLY"]);
  });

  it("tries the stream again after polling for a while, and stops polling once it is open", async () => {
    const seen: string[] = [];
    const read = reader(fresh(pending("SEARCHING"), '"e1"'), { unchanged: true });
    watchStatus({
      requestId: 7,
      onStatus: (s) => seen.push(s.stage!),
      onError: () => {},
      read,
      EventSource: FakeStream as never,
      pollIntervalMs: 5000,
      streamRetryMs: 30_000,
    });
    await vi.advanceTimersByTimeAsync(0);
    const first = FakeStream.last!;
    first.onerror!();
    await vi.advanceTimersByTimeAsync(29_000);
    expect(FakeStream.last).toBe(first);
    const pollsWhileDown = read.mock.calls.length;
    expect(pollsWhileDown).toBe(1 + 5);
    await vi.advanceTimersByTimeAsync(1_000);
    const second = FakeStream.last!;
    expect(second).not.toBe(first);
    expect(second.url).toBe("/api/v1/public/assistance-request/7/status/stream");
    second.onopen!();
    second.emit("status", pending("WAITING_FOR_REPLY"));
    const callsAtOpen = read.mock.calls.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(read.mock.calls.length).toBe(callsAtOpen);
    expect(seen).toEqual(["SEARCHING", "WAITING_FOR_REPLY"]);
  });

  it("keeps polling and retrying while the stream keeps failing", async () => {
    const read = reader(fresh(pending("SEARCHING"), '"e1"'), { unchanged: true });
    watchStatus({
      requestId: 7,
      onStatus: () => {},
      onError: () => {},
      read,
      EventSource: FakeStream as never,
      pollIntervalMs: 5000,
      streamRetryMs: 30_000,
    });
    await vi.advanceTimersByTimeAsync(0);
    FakeStream.last!.onerror!();
    await vi.advanceTimersByTimeAsync(30_000);
    FakeStream.last!.onerror!();
    const before = read.mock.calls.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(read.mock.calls.length).toBe(before + 2);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(FakeStream.last!.closed).toBe(false);
  });

  it("polls from the start where the browser has no EventSource", async () => {
    const read = reader(fresh(pending("LOCATING")));
    watchStatus({
      requestId: 3,
      onStatus: () => {},
      onError: () => {},
      read,
      EventSource: undefined,
      pollIntervalMs: 5000,
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it("reports a failed read and recovers when a later poll succeeds", async () => {
    const events: string[] = [];
    const read = reader(
      new ApiError(503, "INTERNAL_ERROR"),
      new ApiError(0, "networkProblem"),
      fresh(pending("SEARCHING")),
    );
    watchStatus({
      requestId: 7,
      onStatus: (s) => events.push(`status ${s.stage}`),
      onError: (e) => events.push(`error ${(e as ApiError).status}`),
      read,
      EventSource: undefined,
      pollIntervalMs: 5000,
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(events).toEqual(["error 503", "error 0", "status SEARCHING"]);
  });

  it("counts a 304 after a failed read as the known status being current again", async () => {
    const events: string[] = [];
    const read = reader(fresh(pending("SEARCHING"), '"e1"'), new ApiError(0, "networkProblem"), { unchanged: true });
    watchStatus({
      requestId: 7,
      onStatus: (s) => events.push(`status ${s.stage}`),
      onError: () => events.push("error"),
      read,
      EventSource: undefined,
      pollIntervalMs: 5000,
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(events).toEqual(["status SEARCHING", "error", "status SEARCHING"]);
  });

  it("stops listening at a final status", async () => {
    const read = reader(fresh(pending("SEARCHING")));
    watchStatus({ requestId: 7, onStatus: () => {}, onError: () => {}, read, EventSource: FakeStream as never });
    await vi.advanceTimersByTimeAsync(0);
    const stream = FakeStream.last!;
    stream.emit("status", { status: "FINISHED", stage: null });
    expect(stream.closed).toBe(true);
    stream.onerror?.();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("keeps listening after a time-out, which an operator can still turn into a driver on the way", async () => {
    const read = reader(fresh(pending("SEARCHING")));
    const seen: string[] = [];
    watchStatus({
      requestId: 7,
      onStatus: (s) => seen.push(s.status),
      onError: () => {},
      read,
      EventSource: FakeStream as never,
    });
    await vi.advanceTimersByTimeAsync(0);
    const stream = FakeStream.last!;
    stream.emit("status", { status: "TIMED_OUT", stage: null });
    expect(stream.closed).toBe(false);
    stream.emit("status", { status: "ACCEPTED", stage: null });
    expect(seen.slice(-2)).toEqual(["TIMED_OUT", "ACCEPTED"]);
  });

  it("ignores a malformed event and stops everything when the caller stops", async () => {
    const seen: unknown[] = [];
    const read = reader(fresh(pending("SEARCHING")));
    const stop = watchStatus({
      requestId: 7,
      onStatus: (s) => seen.push(s),
      onError: () => {},
      read,
      EventSource: FakeStream as never,
    });
    await vi.advanceTimersByTimeAsync(0);
    FakeStream.last!.emit("status", { status: "FLYING" });
    stop();
    expect(FakeStream.last!.closed).toBe(true);
    FakeStream.last!.emit("status", pending("WAITING_FOR_REPLY"));
    expect(seen).toHaveLength(1);
  });
});
