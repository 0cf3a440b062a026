import autocannon from "autocannon";
import { signIn } from "./lib.js";
const base = "http://localhost:3391";
for (const [email, path] of [
  ["staff@example.com", "/staff/jobs"],
  ["owner@example.com", "/owner/dashboard"],
  ["admin@example.com", "/admin/invoices"],
]) {
  const cookie = await signIn(base, email);
  const t = Date.now();
  const r = await fetch(base + path, { headers: { cookie } });
  await r.text();
  console.log(path, r.status, Date.now() - t, "ms single");
  const res = await autocannon({ url: base + path, connections: 4, duration: 5, headers: { cookie } });
  console.log(path, "rps", res.requests.average, "p50", res.latency.p50);
}
