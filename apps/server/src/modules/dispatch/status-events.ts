import { EventEmitter } from "node:events";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Db } from "../../db/connect.ts";

/**
 * "Something about request N changed": the status stream re-reads and pushes. On PostgreSQL
 * the signal travels through NOTIFY so a change made by any instance reaches every instance's
 * streams; on PGlite (one process) an in-process emitter is enough.
 */
export interface StatusEvents {
  /** Call it after the change committed: listeners re-read at once. */
  publish(requestId: number): Promise<void>;
  subscribe(requestId: number, listener: () => void): () => void;
  /**
   * Every change on any request (`requestId`), or `null` when changes may have been missed (the
   * LISTEN connection was lost or came back): the poll cache forgets everything then.
   */
  subscribeAll(listener: (requestId: number | null) => void): () => void;
  /** True while this instance is sure to hear every change (always on PGlite). */
  listening(): boolean;
  /** Resolves once this instance receives events (tests use it to avoid racing the first one). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export const STATUS_CHANNEL = "hitch_assistance_status";
const ANY = Symbol("any request");

export function createLocalStatusEvents(): StatusEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(requestId) {
      emitter.emit(String(requestId));
      emitter.emit(ANY, requestId);
    },
    subscribe(requestId, listener) {
      emitter.on(String(requestId), listener);
      return () => emitter.off(String(requestId), listener);
    },
    subscribeAll(listener) {
      emitter.on(ANY, listener);
      return () => emitter.off(ANY, listener);
    },
    listening: () => true,
    ready: async () => {},
    async close() {
      emitter.removeAllListeners();
    },
  };
}

type Log = { warn(obj: object, msg: string): void };

/**
 * LISTEN on one dedicated connection per instance (opened on the first subscriber), fanned out
 * locally. After a lost connection it reconnects and wakes every subscriber, because
 * notifications sent while it was away are gone: the streams re-read and miss nothing.
 */
export function createPostgresStatusEvents(db: Db, databaseUrl: string, log?: Log): StatusEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let subscribers = 0;

  const wakeEveryone = () => {
    emitter.emit("*");
    emitter.emit(ANY, null);
  };
  const connect = (): Promise<void> => {
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString: databaseUrl });
      c.on("notification", (message) => {
        if (!message.payload) return;
        emitter.emit(message.payload);
        emitter.emit(ANY, Number(message.payload));
      });
      c.on("error", (error) => {
        log?.warn({ err: error }, "status events: LISTEN connection lost, reconnecting");
        client = null;
        // From now until the reconnect, changes go unheard: nothing remembered may be trusted.
        emitter.emit(ANY, null);
        connecting = null;
        c.end().catch(() => {});
        if (!closed && subscribers > 0) setTimeout(() => void connect().then(wakeEveryone, () => {}), 500);
      });
      await c.connect();
      await c.query(`LISTEN ${STATUS_CHANNEL}`);
      client = c;
    })().catch((error) => {
      connecting = null;
      log?.warn({ err: error }, "status events: cannot LISTEN, retrying");
      if (!closed && subscribers > 0) setTimeout(() => void connect().then(wakeEveryone, () => {}), 1000);
      throw error;
    });
    return connecting;
  };

  return {
    async publish(requestId) {
      await db.execute(sql`SELECT pg_notify(${STATUS_CHANNEL}, ${String(requestId)})`);
    },
    subscribe(requestId, listener) {
      subscribers++;
      if (!client) connect().catch(() => {});
      emitter.on(String(requestId), listener);
      emitter.on("*", listener);
      return () => {
        subscribers--;
        emitter.off(String(requestId), listener);
        emitter.off("*", listener);
      };
    },
    subscribeAll(listener) {
      subscribers++;
      if (!client) connect().catch(() => {});
      emitter.on(ANY, listener);
      return () => {
        subscribers--;
        emitter.off(ANY, listener);
      };
    },
    listening: () => client !== null,
    ready: () => (client ? Promise.resolve() : connect()),
    async close() {
      closed = true;
      emitter.removeAllListeners();
      await client?.end().catch(() => {});
    },
  };
}
