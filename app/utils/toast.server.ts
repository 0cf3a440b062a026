import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { z } from "zod";
import { combineHeaders } from "./misc.ts";
import { appCookieOptions } from "./session.server.ts";

export const toastSchema = z.object({
  id: z.string().default(() => Math.random().toString(36).slice(2)),
  type: z.enum(["success", "error", "info"]).default("info"),
  title: z.string(),
  description: z.string().optional(),
});
export type Toast = z.infer<typeof toastSchema>;
export type ToastInput = z.input<typeof toastSchema>;

type ToastFlash = { toast: Toast };
let storage: ReturnType<typeof createCookieSessionStorage<Record<string, never>, ToastFlash>> | null = null;
function getToastStorage() {
  storage ??= createCookieSessionStorage<Record<string, never>, ToastFlash>({
    cookie: { name: "__bosun_toast", ...appCookieOptions() },
  });
  return storage;
}

export async function createToastHeaders(input: ToastInput) {
  const session = await getToastStorage().getSession();
  session.flash("toast", toastSchema.parse(input));
  return new Headers({ "set-cookie": await getToastStorage().commitSession(session) });
}

export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit) {
  return redirect(url, { ...init, headers: combineHeaders(init?.headers, await createToastHeaders(toast)) });
}

/** Reads (and clears) the flash toast; the returned headers must be sent with the response. */
export async function getToast(request: Request) {
  const session = await getToastStorage().getSession(request.headers.get("Cookie"));
  const parsed = toastSchema.safeParse(session.get("toast"));
  const toast = parsed.success ? parsed.data : null;
  return {
    toast,
    headers: toast ? new Headers({ "set-cookie": await getToastStorage().destroySession(session) }) : null,
  };
}
