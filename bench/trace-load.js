// The requests of one page's cold loads on the bench's slow phone (lib.js SLOW: 400 ms RTT, 400 kbit/s, 4× CPU), in
// the order Chromium starts them: when each starts and ends (ms from the first) and on which connection, with the first
// contentful paint. Shows what shares the link with the stylesheet (ADR 111 addendum 27f). Prints; asserts nothing.
//
//   node bench/trace-load.js <url> [loads]   (a server must be running, e.g. `npm start`)
import { chromium } from "@playwright/test";
import { SLOW, throttleToSlowPhone } from "./lib.js";

const url = process.argv[2] ?? "http://localhost:3000/contact";
const loads = Number(process.argv[3] ?? 3);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
for (let load = 1; load <= loads; load++) {
  const context = await browser.newContext({ viewport: SLOW.viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await throttleToSlowPhone(cdp);
  const requests = new Map();
  let first = null;
  cdp.on("Network.requestWillBeSent", (e) => {
    first ??= e.timestamp;
    if (e.request.url.startsWith("data:")) return;
    requests.set(e.requestId, { name: e.request.url.replace(/[?#].*$/, "").replace(/.*\//, ""), start: e.timestamp });
  });
  cdp.on("Network.responseReceived", (e) => {
    const r = requests.get(e.requestId);
    if (r) r.connection = e.response.connectionId;
  });
  cdp.on("Network.loadingFinished", (e) => {
    const r = requests.get(e.requestId);
    if (r) r.end = e.timestamp;
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(500);
  const fcp = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN);
  console.log(`load ${load}: first contentful paint ${Math.round(fcp)} ms`);
  const ms = (t) => (t == null ? "…" : String(Math.round((t - first) * 1000)));
  for (const r of [...requests.values()].sort((a, b) => a.start - b.start)) {
    console.log(
      `  ${r.name.slice(0, 40).padEnd(40)} ${ms(r.start).padStart(5)} → ${ms(r.end).padStart(5)}  conn ${r.connection ?? "-"}`,
    );
  }
  await context.close();
}
await browser.close();
