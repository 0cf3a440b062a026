// Where an outgoing call from the server may go (issue 20: automation webhooks). A rule's webhook URL is typed by an
// admin; without this, it could reach the database, the mail relay or a cloud metadata service from inside (SSRF).
import { z } from "zod";

const ipv4 = z.string().ip({ version: "v4" });

/** True for loopback, private, link-local, carrier-grade NAT, unspecified and multicast addresses (IPv4 and IPv6). */
export function isPrivateAddress(address: string): boolean {
  const a = address.toLowerCase().replace(/^\[|\]$/g, "");
  const mapped = a.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped) return isPrivateAddress(mapped[1]!);
  if (ipv4.safeParse(a).success) {
    const [p, q] = a.split(".").map(Number) as [number, number];
    return (
      p === 0 ||
      p === 10 ||
      p === 127 ||
      (p === 100 && q >= 64 && q <= 127) ||
      (p === 169 && q === 254) ||
      (p === 172 && q >= 16 && q <= 31) ||
      (p === 192 && q === 168) ||
      p >= 224
    );
  }
  return a === "::" || a === "::1" || /^f[cd]/.test(a) || /^fe[89ab]/.test(a) || /^ff/.test(a);
}
