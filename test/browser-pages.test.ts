import { existsSync } from "node:fs";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBerth, type TestBerth } from "./support/test-berth.ts";

/**
 * GraphiQL and the API docs as a person sees them: Debian's chromium, headless, against a real
 * Berth. A page passes only if it renders, every request it makes succeeds and goes to Berth
 * itself (no CDN), and nothing breaks its Content-Security-Policy.
 */
const CHROMIUM = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p): p is string => !!p && existsSync(p));
const SKIP_REASON = "no chromium: install Debian's package (apt-get install -y chromium; .ci/run does) or set CHROMIUM_PATH";
if (!CHROMIUM) console.warn(`browser-pages.test.ts skipped: ${SKIP_REASON}`);

interface Watched {
  page: Page;
  /** Everything that went wrong on the page so far: failed or refused requests, CSP violations, console errors. */
  problems(): Promise<string[]>;
  /** Every URL the page asked for. */
  requested: string[];
  /** Closes the page and its browser context. */
  close(): Promise<void>;
}

/**
 * A page in a browser context of its own: GraphiQL keeps its last query in localStorage, and a
 * page sharing it would run the previous test's subscription instead of its own query.
 */
async function watch(browser: Browser, origin: string): Promise<Watched> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const problems: string[] = [];
  const requested: string[] = [];
  // Registered before any script of the page runs, so no violation is missed.
  await page.evaluateOnNewDocument(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} blocked ${e.blockedURI}`));
  });
  page.on("request", (r) => {
    requested.push(r.url());
    if (!r.url().startsWith(origin) && !r.url().startsWith("data:")) problems.push(`request outside Berth: ${r.url()}`);
  });
  page.on("requestfailed", (r) => problems.push(`request failed: ${r.url()} ${r.failure()?.errorText ?? ""}`));
  page.on("response", (r) => {
    if (r.status() >= 400) problems.push(`answer ${r.status()}: ${r.url()}`);
  });
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console error: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`page error: ${String(e)}`));
  return {
    page,
    requested,
    close: () => context.close(),
    problems: async () => [...problems, ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).map((v) => `CSP violation: ${v}`)],
  };
}

// Generous limits: on a busy 2-core machine a page can take many times its usual second or two.
describe.skipIf(!CHROMIUM)("GraphiQL and /docs in a browser (needs CHROMIUM_PATH or Debian's chromium)", { timeout: 180_000 }, () => {
  let browser: Browser;
  const berths: Record<string, TestBerth> = {};

  beforeAll(async () => {
    const [mercurius, yoga, launched] = await Promise.all([
      startBerth({ env: { GRAPHQL_ENGINE: "mercurius" } }),
      startBerth({ env: { GRAPHQL_ENGINE: "yoga" } }),
      puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] }),
    ]);
    berths.mercurius = mercurius;
    berths.yoga = yoga;
    browser = launched;
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all(Object.values(berths).map((b) => b.stop()));
  });

  for (const engine of ["mercurius", "yoga"]) {
    it(`GraphiQL (${engine}) renders offline, takes the key from ?key= and runs a query`, async () => {
      const b = berths[engine]!;
      const w = await watch(browser, b.url);
      try {
        await w.page.goto(`${b.url}/graphiql?key=${b.adminKey}`, { waitUntil: "load" });
        expect(await w.page.title()).toBe("Berth GraphiQL");
        await w.page.waitForSelector(".graphiql-container .graphiql-query-editor .CodeMirror", { timeout: 60_000 });
        // The key leaves the address bar at once (history, screenshots).
        expect(w.page.url()).toBe(`${b.url}/graphiql`);
        const hintShown = await w.page.$eval("#berth-key-hint", (el) => !(el as HTMLElement).hidden);
        expect(hintShown).toBe(false);

        await w.page.click(".graphiql-execute-button");
        await w.page.waitForFunction(() => document.querySelector(".graphiql-response")?.textContent?.includes("receipt-volume-v1"), { timeout: 60_000 });
        const answer = await w.page.$eval(".graphiql-response", (el) => el.textContent ?? "");
        expect(answer).toContain('"reputationAlgorithms"');
        expect(answer).not.toContain("error_code");

        expect(await w.problems()).toEqual([]);
        expect(w.requested.some((u) => u.endsWith("/graphiql/assets/graphiql.js"))).toBe(true);
      } finally {
        await w.close();
      }
    });
  }

  for (const engine of ["mercurius", "yoga"]) {
    it(`GraphiQL (${engine}) runs a subscription over a WebSocket with the key from the Headers tab and shows an event as it happens`, async () => {
      const b = berths[engine]!;
      const passport = `browser-${engine}`;
      const w = await watch(browser, b.url);
      try {
        await w.page.goto(`${b.url}/graphiql?key=${b.adminKey}`, { waitUntil: "load" });
        const csp = (await b.request("GET", "/graphiql")).headers.get("content-security-policy") ?? "";
        expect(csp).toContain(`connect-src 'self' ws://${new URL(b.url).host} wss://${new URL(b.url).host}`);
        await w.page.waitForSelector(".graphiql-container .graphiql-query-editor .CodeMirror", { timeout: 60_000 });
        const query = `subscription { deploymentEvents(passportId: "${passport}") { type subject } }`;
        await w.page.evaluate((q) => {
          (document.querySelector(".graphiql-query-editor .CodeMirror") as unknown as { CodeMirror: { setValue(v: string): void } }).CodeMirror.setValue(q);
        }, query);
        // GraphiQL reads the operation's kind from its parse of the editor, made a moment after an edit.
        await new Promise((r) => setTimeout(r, 1000));
        await w.page.click(".graphiql-execute-button");
        // The subscription is open on the server before the change is made.
        const deadline = Date.now() + 60_000;
        while (!/^berth_graphql_subscriptions_open [1-9]/m.test((await b.request("GET", "/metrics")).text)) {
          if (Date.now() > deadline) throw new Error(`no subscription opened; page problems: ${(await w.problems()).join("; ")}`);
          await new Promise((r) => setTimeout(r, 100));
        }
        await new Promise((r) => setTimeout(r, 200));
        const made = await b.request("POST", `/v1/agents/${passport}/deployments`, { key: b.adminKey, body: { provider: "railway", descriptor: { image: "agent:1" } } });
        expect(made.status).toBe(201);
        await w.page.waitForFunction(() => document.querySelector(".graphiql-response")?.textContent?.includes("deployment.created"), { timeout: 60_000 });
        const answer = await w.page.$eval(".graphiql-response", (el) => el.textContent ?? "");
        expect(answer).toContain(passport);
        expect(answer).not.toContain("error_code");
        expect(await w.problems()).toEqual([]);
      } finally {
        await w.close();
      }
    });
  }

  it("GraphiQL without a key says how to give one, and its query answers 401 until then", async () => {
    const b = berths.mercurius!;
    const w = await watch(browser, b.url);
    try {
      await w.page.goto(`${b.url}/graphiql`, { waitUntil: "load" });
      await w.page.waitForSelector(".graphiql-container .CodeMirror", { timeout: 60_000 });
      const hint = await w.page.$eval("#berth-key-hint", (el) => ((el as HTMLElement).hidden ? "" : (el.textContent ?? "")));
      expect(hint).toContain("/graphiql?key=");
      expect(hint).toContain("npx berth keys create");
      // The Headers tab is open, with the header to fill in.
      await w.page.waitForFunction(() => document.querySelector(".graphiql-editor-tool")?.textContent?.includes("Bearer YOUR_API_KEY"), { timeout: 60_000 });
      // The schema fetch (introspection) already failed without a key: the only problems are those 401s.
      const problems = await w.problems();
      expect(problems.length).toBeGreaterThan(0);
      for (const p of problems) expect(p).toMatch(/(answer 401: .*\/graphql$)|(console error: .*401)/);
    } finally {
      await w.close();
    }
  });

  it("/docs renders the Berth API with its authentication section and examples, all from Berth", async () => {
    const b = berths.mercurius!;
    const w = await watch(browser, b.url);
    try {
      await w.page.goto(`${b.url}/docs`, { waitUntil: "load" });
      expect(await w.page.title()).toBe("Berth API");
      // Swagger UI renders ~50 operations from a large document: slow on a busy 2-core machine.
      await w.page.waitForSelector(".opblock", { timeout: 60_000 });
      const info = await w.page.$eval(".information-container", (el) => el.textContent ?? "");
      expect(info).toContain("Berth API");
      for (const heading of ["Authentication", "Test and live keys", "Passports", "Errors", "Idempotency"]) expect(info).toContain(heading);

      // Open one operation: its request example and its answer example are on the page.
      const opened = await w.page.evaluate(() => {
        const blocks = [...document.querySelectorAll(".opblock-post")];
        const block = blocks.find((el) => el.querySelector(".opblock-summary-path")?.textContent === "/v2/escrow/create");
        (block?.querySelector(".opblock-summary-control") as HTMLElement | null)?.click();
        return !!block;
      });
      expect(opened).toBe(true);
      await w.page.waitForFunction(
        () => {
          const block = [...document.querySelectorAll(".opblock-post")].find((el) => el.querySelector(".opblock-summary-path")?.textContent === "/v2/escrow/create");
          const text = block?.textContent ?? "";
          return text.includes("Example Value") && text.includes('"chainId"') && text.includes('"escrowId"');
        },
        { timeout: 60_000 },
      );
      const text = await w.page.evaluate(
        () => [...document.querySelectorAll(".opblock-post")].find((el) => el.querySelector(".opblock-summary-path")?.textContent === "/v2/escrow/create")?.textContent ?? "",
      );
      // The document's own examples are what the page shows (not Swagger UI's "string" samples), error answers included.
      const spec = (await b.request("GET", "/openapi.json")).body;
      const op = spec.paths["/v2/escrow/create"].post;
      const request = op.requestBody.content["application/json"].example;
      expect(text).toContain(request.beneficiary);
      expect(text).toContain(op.responses["200"].content["application/json"].example.txHash);
      expect(text).not.toContain('"string"');
      expect(text).toContain("API_KEY_MISSING");

      // A newcomer can call the API from the page: Authorize with a key, then "Try it out".
      await w.page.click(".btn.authorize");
      await w.page.type(".modal-ux input", b.adminKey);
      await w.page.click(".modal-ux .auth-btn-wrapper .authorize");
      await w.page.click(".modal-ux .btn-done");
      const tried = await w.page.evaluate(() => {
        const block = [...document.querySelectorAll(".opblock-get")].find((el) => el.querySelector(".opblock-summary-path")?.textContent === "/v2/reputation/algorithms");
        (block?.querySelector(".opblock-summary-control") as HTMLElement | null)?.click();
        return !!block;
      });
      expect(tried).toBe(true);
      await w.page.waitForSelector(".opblock-get.is-open .try-out__btn");
      await w.page.click(".opblock-get.is-open .try-out__btn");
      await w.page.click(".opblock-get.is-open .execute");
      await w.page.waitForFunction(() => document.querySelector(".opblock-get.is-open .live-responses-table")?.textContent?.includes("receipt-volume-v1"), { timeout: 60_000 });

      expect(await w.problems()).toEqual([]);
    } finally {
      await w.close();
    }
  });
});
