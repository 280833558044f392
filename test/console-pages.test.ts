import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { join } from "node:path";
import puppeteer, { type Browser, type BrowserContext, type Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../core/host/host.ts";
import { deploymentsOf } from "./deployments/deployment-helpers.ts";
import { ENDPOINT_ENV } from "./webhook-endpoints/endpoint-helpers.ts";
import { startReceiver, until, type Receiver } from "./webhook-endpoints/receiver.ts";
import { startBerth, type TestBerth } from "./support/test-berth.ts";

/**
 * The operator console as people use it: Debian's chromium, headless, one browser and one Berth
 * for the whole file. Every page must load with no console error, no failed request and no request
 * leaving the machine, and pass axe-core without a serious or critical violation. Screenshots of
 * each page go to test-artifacts/console/ (not committed). Each test signs in in a browser context
 * of its own and needs nothing another test did, so the file passes in any order (--sequence.shuffle).
 */
const CHROMIUM = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p): p is string => !!p && existsSync(p));
const SKIP_REASON = "no chromium: install Debian's package (apt-get install -y chromium; .ci/run does) or set CHROMIUM_PATH";
if (!CHROMIUM) console.warn(`console-pages.test.ts skipped: ${SKIP_REASON}`);

const ARTIFACTS = join(REPO_ROOT, "test-artifacts", "console");
const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
/** The agent the first test acts on. */
const PASSPORT = "agent-console";
/** An agent whose deployments exist before any test runs, for the tests that read rather than act. */
const SEEN = "seen-by-console";
const PAGES = ["", `agents/${SEEN}`, `deployments/${SEEN}`, "events", "endpoints", "providers", "keys"];

interface Watched {
  page: Page;
  problems: string[];
  /** Clears the problems seen so far (an expected refusal was just provoked). */
  reset(): void;
}

async function watch(context: BrowserContext, origin: string): Promise<Watched> {
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  page.setDefaultTimeout(30_000);
  const problems: string[] = [];
  await page.evaluateOnNewDocument(() => {
    document.addEventListener("securitypolicyviolation", (e) => console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI}`));
  });
  // The page's own count of its fetches under way, and since when it has none (see settled).
  await page.evaluateOnNewDocument(() => {
    let under = 0;
    let quietSince = performance.now();
    const original = window.fetch.bind(window);
    window.fetch = (...args: Parameters<typeof fetch>) => {
      under++;
      return original(...args).finally(() => {
        if (--under === 0) quietSince = performance.now();
      });
    };
    Object.defineProperty(window, "berthQuietMs", { get: () => (under > 0 ? -1 : performance.now() - quietSince) });
  });
  page.on("request", (r) => {
    if (!r.url().startsWith(origin) && !r.url().startsWith("data:")) problems.push(`request outside Berth: ${r.url()}`);
  });
  page.on("requestfailed", (r) => problems.push(`request failed: ${r.url()} ${r.failure()?.errorText ?? ""}`));
  page.on("response", (r) => {
    if (r.status() >= 400) problems.push(`answer ${r.status()}: ${r.request().method()} ${r.url()}`);
  });
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console error: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`page error: ${String(e)}`));
  return { page, problems, reset: () => problems.splice(0) };
}

/** Serious and critical axe-core violations of the page as it is now. */
async function accessibilityProblems(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's CSP (no inline script) does not govern.
  await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return (await axe.run()).violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => n.target.join(" ")) }));
  });
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.impact} ${v.id}: ${v.targets.join(", ")}`);
}

/**
 * Resolves once the page has had no fetch under way for 300 ms: the data a page asks for after its
 * first paint has come. Counted by the page itself, not by puppeteer's waitForNetworkIdle, which
 * now and then never saw a finished poll as finished (DevTools events it waits to pair), and the
 * page then "never became idle" (30 s timeouts in full runs).
 */
async function settled(w: Watched): Promise<void> {
  await w.page.waitForFunction(() => (window as unknown as { berthQuietMs: number }).berthQuietMs >= 300, { timeout: 30_000 });
}

async function signIn(w: Watched, url: string, key: string): Promise<void> {
  await w.page.goto(`${url}/console`, { waitUntil: "load" });
  await w.page.waitForSelector("#key");
  await w.page.type("#key", key);
  await w.page.click("button[type=submit]");
  await w.page.waitForSelector("nav[aria-label='Console pages']");
  // The overview it lands on asks for its data now.
  await settled(w);
}

async function open(w: Watched, url: string, path: string, ready: string): Promise<void> {
  await w.page.goto(`${url}/console/${path}`, { waitUntil: "load" });
  await w.page.waitForSelector(ready);
  // Data the page asks for after its first paint.
  await settled(w);
}

async function text(page: Page, selector = "main"): Promise<string> {
  return page.$eval(selector, (el) => el.textContent ?? "");
}

async function clickButton(page: Page, label: string): Promise<void> {
  const clicked = await page.evaluate((l) => {
    const button = [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === l && !b.disabled);
    button?.click();
    return !!button;
  }, label);
  if (!clicked) throw new Error(`no enabled button "${label}"`);
}

async function confirmDialog(page: Page): Promise<void> {
  await page.waitForSelector("dialog[open] [data-confirm]");
  await page.click("dialog[open] [data-confirm]");
}

describe.skipIf(!CHROMIUM)("the console in a browser (needs CHROMIUM_PATH or Debian's chromium)", { timeout: 180_000 }, () => {
  let b: TestBerth;
  let browser: Browser;
  let receiver: Receiver;
  let viewerKey: string;
  /** A page in a fresh browser context (its own cookies), signed in with the key. */
  const signedIn = async (key: string): Promise<{ w: Watched; context: BrowserContext }> => {
    const context = await browser.createBrowserContext();
    const w = await watch(context, b.url);
    await signIn(w, b.url, key);
    return { w, context };
  };

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    [b, browser, receiver] = await Promise.all([
      startBerth({ env: { ...ENDPOINT_ENV, WEBHOOK_ENDPOINTS_RETRY_SCHEDULE: "100ms,100ms" } }),
      puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] }),
      // Refuses every delivery until told otherwise: its messages fail, for the replay.
      startReceiver(() => 500),
    ]);
    viewerKey = (await b.key("viewer")).token;
    const seen = deploymentsOf(b, b.adminKey, SEEN);
    await seen.live({ revision: "v1", slot: "primary" });
    await seen.live({ revision: "v2" });
    const promoted = await seen.promote();
    if (promoted.status !== 200) throw new Error(`promote: ${promoted.status} ${promoted.text}`);
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all([b?.stop(), receiver?.close()]);
  });

  it("an admin signs in with a key (kept nowhere in the browser), gets an HttpOnly SameSite=Strict cookie, creates an endpoint, watches a deployment event arrive live, promotes a blue, replays a failed attempt", async () => {
    const context = await browser.createBrowserContext();
    const admin = await watch(context, b.url);
    const { page } = admin;
    await signIn(admin, b.url, b.adminKey);
    const cookies = await context.cookies();
    expect(cookies.map((c) => ({ name: c.name, httpOnly: c.httpOnly, sameSite: c.sameSite, secure: c.secure }))).toEqual([{ name: "berth_session", httpOnly: true, sameSite: "Strict", secure: false }]);
    const stored = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie, field: (document.querySelector("#key") as HTMLInputElement | null)?.value ?? "" }));
    expect(stored).not.toContain(b.adminKey.slice(8));

    // Create an outbound endpoint from the form; its secret is shown once.
    await open(admin, b.url, "endpoints", "#endpoint-url");
    await page.type("#endpoint-url", receiver.url);
    await page.select("#endpoint-types", "deployment.*");
    await clickButton(page, "Create endpoint");
    await page.waitForSelector("dialog[open] input.secret");
    expect(await page.$eval("dialog[open] input.secret", (el) => (el as HTMLInputElement).value)).toMatch(/^whsec_/);
    await confirmDialog(page);
    await page.waitForFunction(() => location.pathname.split("/").length === 4 && document.querySelector("main h2")?.textContent?.includes("/hook"));
    const endpointId = page.url().split("/").pop()!;

    // The events page shows a deployment event as it happens.
    await open(admin, b.url, "events", "#event-count");
    const d = deploymentsOf(b, b.adminKey, PASSPORT);
    const first = await d.live({ revision: "v1", slot: "primary" });
    await page.waitForFunction((p) => [...document.querySelectorAll(".row")].some((r) => r.textContent?.includes("deployment.created") && r.textContent.includes(p)), {}, PASSPORT);
    await page.evaluate((p) => ([...document.querySelectorAll(".row")].find((r) => r.textContent?.includes("deployment.created") && r.textContent.includes(p)) as HTMLElement).click(), PASSPORT);
    await page.waitForFunction((id) => document.querySelector(".tail .detail pre")?.textContent?.includes(id), {}, first);
    await page.screenshot({ path: join(ARTIFACTS, "events.png") });

    // Promote a blue from the deployments page; the timeline shows it.
    const blue = await d.live({ revision: "v2" });
    await open(admin, b.url, `deployments/${PASSPORT}`, "ol.timeline");
    await page.waitForFunction((id) => document.querySelector("[aria-label='Blue slot']")?.textContent?.includes(id.slice(0, 8)), {}, blue);
    await clickButton(page, "Promote blue");
    await page.waitForSelector("dialog[open]");
    expect(await text(page, "dialog[open]")).toContain(blue);
    await confirmDialog(page);
    await page.waitForFunction(() => document.querySelector("ol.timeline li")?.getAttribute("data-type") === "deployment.promoted");
    // Who did it: the admin key the console signed in with.
    const adminKeyId = (await b.host.keys.authenticate(b.adminKey)).keyId;
    expect(await text(page, "ol.timeline li")).toContain(`by key ${adminKeyId}`);
    expect((await d.get(blue)).body.deployment.slot).toBe("primary");
    await page.screenshot({ path: join(ARTIFACTS, "deployments.png"), fullPage: true });

    // The endpoint's deliveries failed (the receiver answers 500); replay one once it answers 204.
    await until("a failed message", async () => (await b.request("GET", `/v1/webhook-endpoints/${endpointId}/attempts?limit=100`, { key: b.adminKey })).body.attempts.some((a: { next_attempt_at: number | null; status: string }) => a.status === "failed" && a.next_attempt_at === null), 30_000);
    receiver.setAnswer(() => 204);
    await open(admin, b.url, `endpoints/${endpointId}`, "tr[data-status='failed']");
    const replayed = await page.$eval("tr[data-status='failed'] button[data-replay]", (el) => el.getAttribute("data-replay")!);
    await page.click(`tr[data-status='failed'] button[data-replay='${replayed}']`);
    await page.waitForSelector("p.notice");
    await page.waitForFunction((id) => [...document.querySelectorAll("tr[data-status='delivered']")].some((r) => r.textContent?.includes("replay") && r.textContent.includes(id.slice(0, 8))), { timeout: 30_000 }, replayed);
    expect(receiver.accepted().some((x) => x.id === replayed)).toBe(true);
    await page.screenshot({ path: join(ARTIFACTS, "endpoint.png"), fullPage: true });
    expect(admin.problems).toEqual([]);
    await context.close();
  });

  it("every page loads for an admin with no console error, no failed request, nothing from outside, and no serious or critical axe violation", async () => {
    const { w: admin, context } = await signedIn(b.adminKey);
    const failures: string[] = [];
    for (const path of PAGES) {
      admin.reset();
      await open(admin, b.url, path, "main h1");
      failures.push(...admin.problems.map((p) => `/console/${path}: ${p}`));
      failures.push(...(await accessibilityProblems(admin.page)).map((p) => `/console/${path}: ${p}`));
      await admin.page.screenshot({ path: join(ARTIFACTS, `${path.split("/")[0] || "overview"}.png`), fullPage: true });
    }
    expect(failures).toEqual([]);
    await context.close();
  });

  it("a viewer sees the same pages with no action, and the API refuses its writes with 403 (with its key, and with its session and CSRF token)", async () => {
    const context = await browser.createBrowserContext();
    try {
      const viewer = await watch(context, b.url);
      await signIn(viewer, b.url, viewerKey);
      const failures: string[] = [];
      for (const path of PAGES) {
        await open(viewer, b.url, path, "main h1");
        const actions = await viewer.page.evaluate(() =>
          [...document.querySelectorAll("main button:not(.row)")].map((el) => el.textContent?.trim() ?? "").filter((t) => !["Filter", "Pause", "Resume", "Open", "Recall", "Look up", "Show"].includes(t) && !t.startsWith("2")),
        );
        const forms = await viewer.page.$$eval("main form", (els) => els.map((f) => f.querySelector("button[type=submit]")?.textContent?.trim() ?? ""));
        if (actions.length > 0) failures.push(`/console/${path} shows a viewer ${actions.join(", ")}`);
        for (const f of forms) if (["Create endpoint", "Create key", "Replay failed"].includes(f)) failures.push(`/console/${path} offers a viewer "${f}"`);
        failures.push(...(await accessibilityProblems(viewer.page)).map((p) => `/console/${path}: ${p}`));
      }
      expect(viewer.problems).toEqual([]);
      expect(failures).toEqual([]);
      expect(await text(viewer.page, "header")).toContain("viewer (read only)");
      // The same data an admin sees.
      await open(viewer, b.url, `deployments/${SEEN}`, "ol.timeline li");
      expect(await viewer.page.$eval("ol.timeline li", (el) => el.getAttribute("data-type"))).toBe("deployment.promoted");

      // With its key, and from the browser with its session: both refused.
      const byKey = await b.request("POST", `/v1/agents/${SEEN}/rollback`, { key: viewerKey });
      expect([byKey.status, byKey.body.error_code]).toEqual([403, "VIEWER_READ_ONLY"]);
      const byGraphQL = await b.graphql(`mutation { rollbackDeployment(passportId: "${SEEN}") { deploymentId } }`, {}, viewerKey);
      expect(byGraphQL.body.errors[0].extensions.error_code).toBe("VIEWER_READ_ONLY");
      const fromPage = await viewer.page.evaluate(async (p) => {
        const session = await (await fetch("/console/session")).json();
        const answers = [];
        for (const [method, path, body] of [
          ["POST", `/v1/agents/${p}/promote`, undefined],
          ["POST", "/v1/webhook-endpoints", { url: "http://127.0.0.1:9/x", event_types: ["deployment.*"] }],
          ["POST", "/v1/admin/keys", { role: "admin" }],
        ] as const) {
          const res = await fetch(path, { method, headers: { "content-type": "application/json", "x-csrf-token": session.csrf_token }, body: JSON.stringify(body ?? {}) });
          answers.push([res.status, (await res.json()).error_code]);
        }
        return answers;
      }, SEEN);
      expect(fromPage).toEqual([
        [403, "VIEWER_READ_ONLY"],
        [403, "VIEWER_READ_ONLY"],
        [403, "VIEWER_READ_ONLY"],
      ]);
      // Reads a search POST and signs out like anyone.
      const recall = await b.request("POST", "/v1/memory/recall", { key: viewerKey, body: { query: "anything" }, headers: { "x-agent-passport-id": SEEN } });
      expect(recall.status, recall.text).toBe(200);
    } finally {
      await context.close();
    }
  });

  it("refuses a forged cross-site POST that carries the session cookie, and one from a page of another site", async () => {
    const { w: admin, context } = await signedIn(b.adminKey);
    await admin.page.close();
    const cookie = (await context.cookies()).find((c) => c.name === "berth_session")!;
    const session = await b.request("GET", "/console/session", { headers: { cookie: `berth_session=${cookie.value}` } });
    expect(session.body).toMatchObject({ signed_in: true, principal: { role: "admin" } });
    const forged = { cookie: `berth_session=${cookie.value}`, origin: "https://evil.example", "sec-fetch-site": "cross-site" };
    const noToken = await b.request("POST", `/v1/agents/${SEEN}/rollback`, { headers: forged });
    expect([noToken.status, noToken.body.error_code]).toEqual([403, "CSRF_TOKEN_INVALID"]);
    // The token alone is not enough from another site either.
    const withToken = await b.request("POST", `/v1/agents/${SEEN}/rollback`, { headers: { ...forged, "x-csrf-token": session.body.csrf_token } });
    expect([withToken.status, withToken.body.error_code]).toEqual([403, "CSRF_TOKEN_INVALID"]);
    // Without the origin headers, a request that carries the cookie but not the token is refused as well.
    const bare = await b.request("POST", `/v1/agents/${SEEN}/rollback`, { headers: { cookie: `berth_session=${cookie.value}` } });
    expect(bare.body.error_code).toBe("CSRF_TOKEN_INVALID");
    // A page of another site (localhost is not 127.0.0.1) posts to Berth in the signed-in browser.
    const target = `${b.url}/v1/agents/${SEEN}/rollback`;
    const evil: Server = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.end(`<!doctype html><title>evil</title><form method="post" action="${target}" enctype="text/plain"><input name="x" value="y"></form>`);
    });
    await new Promise<void>((resolve) => evil.listen(0, "127.0.0.1", resolve));
    const page = await context.newPage();
    try {
      const before = (await b.request("GET", `/v1/agents/${SEEN}/deployments`, { key: b.adminKey })).body.deployments;
      await page.goto(`http://localhost:${(evil.address() as AddressInfo).port}/`, { waitUntil: "load" });
      const answered = page.waitForResponse((r) => r.url() === target);
      await page.evaluate(() => document.forms[0]!.submit());
      const answer = await answered;
      // SameSite=Strict: the browser does not send the cookie from another site, so no key at all.
      expect(answer.status()).toBe(401);
      expect((await b.request("GET", `/v1/agents/${SEEN}/deployments`, { key: b.adminKey })).body.deployments).toEqual(before);
    } finally {
      await context.close();
      evil.closeAllConnections();
      await new Promise<void>((resolve) => evil.close(() => resolve()));
    }
  });

  it("signs out (the session ends on the server too) and sends a later visit to sign-in", async () => {
    const { w: admin, context } = await signedIn(b.adminKey);
    const { page } = admin;
    const cookie = (await context.cookies()).find((c) => c.name === "berth_session")!;
    await open(admin, b.url, "", "main h1");
    await clickButton(page, "Sign out");
    await page.waitForSelector("#key");
    expect(await text(page)).toContain("Signed out.");
    expect((await context.cookies()).find((c) => c.name === "berth_session")).toBeUndefined();
    const old = await b.request("GET", `/v1/agents/${SEEN}/deployments`, { headers: { cookie: `berth_session=${cookie.value}` } });
    expect([old.status, old.body.error_code]).toEqual([401, "SESSION_UNKNOWN"]);
    await page.screenshot({ path: join(ARTIFACTS, "sign-in.png") });
    await context.close();
  });
});
