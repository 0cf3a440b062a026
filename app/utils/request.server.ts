/** Client IP for audit logs and rate limits, as resolved by server.js (see TRUST_PROXY). */
export function getClientIp(request: Request): string {
  return request.headers.get("x-bosun-remote-addr") ?? "unknown";
}

/** The request body's media type, lower-cased, without parameters ("multipart/form-data", "application/json"). */
export function mediaTypeOf(request: Request): string {
  return (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
}
