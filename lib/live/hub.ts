// One listener per server process for the activity channel: PostgreSQL's LISTEN on a dedicated connection (so every
// instance on one database hears every write), or PGlite's own listen in-process. Streams subscribe to it; a wake-up
// carries the new row's seq, or null after a reconnect (anything may have been missed, so read again).
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { activityChannel } from "../activity/track";
import type { DatabaseHandle } from "../db/client";
import { processSlot } from "../server/process-slot";

export type Wake = (seq: number | null) => void;
export type LiveHub = {
  subscribe(wake: Wake): () => void;
  /** How many streams listen now. */
  listening(): number;
  close(): Promise<void>;
};
export type HubSource = { kind: "pglite"; client: PGlite } | { kind: "postgres"; url: string };

/** Longest wait between two attempts to reconnect the listener. */
const maxBackoffMs = 10_000;

export function createHub(source: HubSource): LiveHub {
  const subscribers = new Set<Wake>();
  const emit = (seq: number | null) => {
    for (const wake of subscribers) wake(seq);
  };
  const onPayload = (payload: string | undefined) => {
    const seq = Number(payload);
    emit(Number.isSafeInteger(seq) ? seq : null);
  };
  let stop: (() => Promise<void>) | undefined;
  const start = () => {
    if (stop) return;
    stop =
      source.kind === "pglite" ? listenPglite(source.client, onPayload) : listenPostgres(source.url, onPayload, emit);
  };
  return {
    subscribe(wake) {
      subscribers.add(wake);
      start();
      return () => void subscribers.delete(wake);
    },
    listening: () => subscribers.size,
    async close() {
      subscribers.clear();
      await stop?.();
      stop = undefined;
    },
  };
}

function listenPglite(client: PGlite, onPayload: (payload: string) => void): () => Promise<void> {
  const unlisten = client.listen(activityChannel, onPayload);
  return async () => {
    const stop = await unlisten.catch(() => undefined);
    await stop?.().catch(() => {});
  };
}

/** LISTEN on a connection of its own, reconnecting with a growing pause; a reconnect wakes every stream. */
function listenPostgres(url: string, onPayload: (payload: string | undefined) => void, emit: Wake) {
  let closed = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;
  const retry = () => {
    if (closed || timer) return;
    client?.removeAllListeners();
    void client?.end().catch(() => {});
    client = undefined;
    const wait = Math.min(maxBackoffMs, 250 * 2 ** failures++);
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, wait);
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, keepAlive: true });
    client = next;
    next.on("notification", (message) => {
      if (message.channel === activityChannel) onPayload(message.payload);
    });
    next.on("error", (error) => {
      console.error(`[live] the activity listener lost its connection: ${error.message}`);
      retry();
    });
    next.on("end", retry);
    try {
      await next.connect();
      await next.query(`listen ${activityChannel}`);
      if (failures > 0) emit(null);
      failures = 0;
    } catch (error) {
      console.error(`[live] the activity listener could not connect: ${(error as Error).message}`);
      retry();
    }
  };
  void connect();
  return async () => {
    closed = true;
    clearTimeout(timer);
    const last = client;
    client = undefined;
    last?.removeAllListeners();
    await last?.end().catch(() => {});
  };
}

const hubs = processSlot("live hubs", () => new WeakMap<DatabaseHandle, LiveHub>());

/** The process's hub for its database connection, started on first use. */
export function hubFor(handle: DatabaseHandle): LiveHub {
  let hub = hubs.get(handle);
  if (!hub) {
    const source: HubSource =
      handle.kind === "pglite"
        ? { kind: "pglite", client: handle.client }
        : { kind: "postgres", url: handle.client.options.connectionString ?? "" };
    hub = createHub(source);
    hubs.set(handle, hub);
  }
  return hub;
}

/** Stops the hub of a connection about to close (tests; the process's own ends with the process). */
export async function closeHubFor(handle: DatabaseHandle): Promise<void> {
  await hubs.get(handle)?.close();
  hubs.delete(handle);
}
