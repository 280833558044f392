import { existsSync } from "node:fs";
import puppeteer, { type Page } from "puppeteer-core";
import { defineEventType, definePlugin, eventLogPort, storePort, Type, type EventLog, type WorldStores } from "../../core/plugin/sdk.ts";
import { startBerth } from "../../test/support/test-berth.ts";

/**
 * `npx tsx bench/console/run.ts [--rate 500] [--seconds 20]`: the console in Chromium against a real Berth.
 * 1. First load: the script the sign-in page and the overview fetch, compressed as sent (brotli) and not.
 * 2. 10,000 events appended at once while the events page is open: time until it shows them all,
 *    and the longest task that blocked the page meanwhile.
 * 3. A steady `--rate` events/s for `--seconds`: how far the page's count falls behind the log
 *    (sampled every 250 ms) and the longest task. The page keeps the newest 10,000.
 * Needs Debian's chromium (or CHROMIUM_PATH).
 */
const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const RATE = arg("rate", 500);
const SECONDS = arg("seconds", 20);
const CHROMIUM = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p): p is string => !!p && existsSync(p));
if (!CHROMIUM) throw new Error("no chromium: apt-get install -y chromium, or set CHROMIUM_PATH");

const tick = defineEventType({ type: "bench.tick", description: "A bench event. Subject: a bench agent.", data: Type.Object({ n: Type.Integer() }) });
let events!: EventLog;
let stores!: WorldStores;
const benchPlugin = definePlugin({
  name: "bench-console",
  needs: { ports: [storePort, eventLogPort] },
  events: [tick],
  setup: (ctx) => {
    events = ctx.port(eventLogPort);
    stores = ctx.port(storePort);
    return {};
  },
});

/** Appends `count` events in transactions of `batch`. */
async function append(count: number, batch = 500): Promise<void> {
  for (let done = 0; done < count; done += batch) {
    const n = Math.min(batch, count - done);
    await stores.world("live").transaction(async (tx) => {
      for (let i = 0; i < n; i++) await events.append(tx, { type: tick.type, source: "/bench", subject: `bench-${(done + i) % 50}`, data: { n: done + i } });
    });
  }
}

async function shown(page: Page): Promise<number> {
  return page.$eval("#event-count", (el) => Number(el.getAttribute("data-total")));
}

async function longestTask(page: Page): Promise<number> {
  return page.evaluate(() => {
    const w = window as unknown as { __longest: number };
    const v = w.__longest;
    w.__longest = 0;
    return v;
  });
}

const b = await startBerth({ env: { RATE_LIMIT_MAX: "1000000", EVENT_DATA_CHECK: "warn" }, extraPlugins: [benchPlugin] });
const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await page.evaluateOnNewDocument(() => {
    const w = window as unknown as { __longest: number };
    w.__longest = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longest = Math.max(w.__longest, e.duration);
    }).observe({ type: "longtask", buffered: true });
  });
  // 1. First load: what the sign-in page and the overview fetch.
  const scripts = new Map<string, { sent: number; raw: number }>();
  const cdp = await page.createCDPSession();
  await cdp.send("Network.enable");
  const types = new Map<string, string>();
  cdp.on("Network.responseReceived", (e) => types.set(e.requestId, `${e.type} ${e.response.url}`));
  cdp.on("Network.loadingFinished", async (e) => {
    const what = types.get(e.requestId) ?? "";
    if (!what.startsWith("Script ")) return;
    const body = await cdp.send("Network.getResponseBody", { requestId: e.requestId }).catch(() => null);
    scripts.set(what.slice(7), { sent: e.encodedDataLength, raw: body ? Buffer.byteLength(body.body, body.base64Encoded ? "base64" : "utf8") : 0 });
  });
  await page.goto(`${b.url}/console`, { waitUntil: "networkidle0" });
  await page.type("#key", b.adminKey);
  await page.click("button[type=submit]");
  await page.waitForSelector("nav[aria-label='Console pages']");
  await page.waitForNetworkIdle({ idleTime: 500 });
  const sent = [...scripts.values()].reduce((s, x) => s + x.sent, 0);
  const raw = [...scripts.values()].reduce((s, x) => s + x.raw, 0);
  console.log(`first load: ${scripts.size} scripts, ${(sent / 1024).toFixed(1)} KB as sent (brotli, headers included), ${(raw / 1024).toFixed(1)} KB uncompressed`);

  // 2. 10,000 at once.
  await page.goto(`${b.url}/console/events`, { waitUntil: "networkidle0" });
  await page.waitForSelector("#event-count");
  await longestTask(page);
  const start = await shown(page);
  const t0 = performance.now();
  await append(10_000);
  const appended = performance.now() - t0;
  await page.waitForFunction((n) => Number(document.querySelector("#event-count")?.getAttribute("data-total")) >= n, { timeout: 120_000, polling: 20 }, start + 10_000);
  const rendered = performance.now() - t0;
  console.log(`10,000 events: appended in ${appended.toFixed(0)} ms; all shown ${rendered.toFixed(0)} ms after the first append; longest task ${(await longestTask(page)).toFixed(0)} ms`);

  // 3. A steady rate.
  const base = await shown(page);
  let sentCount = 0;
  const lags: number[] = [];
  const began = performance.now();
  const sampler = setInterval(() => void shown(page).then((n) => lags.push(sentCount - (n - base))), 250);
  while (performance.now() - began < SECONDS * 1000) {
    const due = Math.floor(((performance.now() - began) / 1000) * RATE) - sentCount;
    if (due > 0) {
      await append(due, due);
      sentCount += due;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  clearInterval(sampler);
  await page.waitForFunction((n) => Number(document.querySelector("#event-count")?.getAttribute("data-total")) >= n, { timeout: 60_000 }, base + sentCount);
  lags.sort((a, b2) => a - b2);
  const p = (q: number) => lags[Math.min(lags.length - 1, Math.floor(q * lags.length))] ?? 0;
  console.log(`${RATE} events/s for ${SECONDS} s (${sentCount} events): page behind the log by median ${p(0.5)}, p95 ${p(0.95)}, max ${p(1)} events; longest task ${(await longestTask(page)).toFixed(0)} ms`);
} finally {
  await browser.close();
  await b.stop();
}
