/** Client IP for audit logs and rate limits, as resolved by server.js (see TRUST_PROXY). */
export function getClientIp(request: Request): string {
  return request.headers.get("x-bosun-remote-addr") ?? "unknown";
}
