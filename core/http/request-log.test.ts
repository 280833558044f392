import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { RequestLog, type RequestLine } from "./request-log.ts";

function capture(): { lines: string[]; stream: { write(line: string): void } } {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
}

describe("RequestLog", () => {
  it("writes the line pino writes for the same fields, bindings included", () => {
    const ours = capture();
    const theirs = capture();
    const base = { service: "berth", worker: 2 };
    const line: RequestLine = { reqId: 'id-"1"', method: "GET", url: '/v1/x?q="\\\n', route: "/v1/x", status: 404, ms: 1.25, key: "key_abc", errorCode: "ROUTE_NOT_FOUND" };
    new RequestLog(pino({ base }, ours.stream)).write(line);
    pino({ base }, theirs.stream).info(
      { reqId: line.reqId, method: line.method, url: line.url, route: line.route, status: line.status, ms: line.ms, key: line.key, error_code: line.errorCode },
      "request",
    );
    const mine = JSON.parse(ours.lines[0]!) as Record<string, unknown>;
    const pinos = JSON.parse(theirs.lines[0]!) as Record<string, unknown>;
    expect(ours.lines[0]!.endsWith("\n")).toBe(true);
    expect(Math.abs((mine.time as number) - (pinos.time as number))).toBeLessThan(1000);
    expect({ ...mine, time: 0 }).toEqual({ ...pinos, time: 0 });
    expect(Object.keys(mine)).toEqual(Object.keys(pinos));
  });

  it("leaves out a missing key and error code, as pino leaves out undefined fields", () => {
    const ours = capture();
    new RequestLog(pino({}, ours.stream)).write({ reqId: "r", method: "POST", url: "/graphql", route: "/graphql", status: 200, ms: 0.5, key: undefined, errorCode: null });
    const parsed = JSON.parse(ours.lines[0]!) as Record<string, unknown>;
    expect(parsed).not.toHaveProperty("key");
    expect(parsed).not.toHaveProperty("error_code");
    expect(parsed).toMatchObject({ level: 30, msg: "request", status: 200 });
  });

  it("is off below info", () => {
    expect(new RequestLog(pino({ level: "warn" }, capture().stream)).enabled).toBe(false);
  });
});
