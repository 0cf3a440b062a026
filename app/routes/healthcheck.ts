import type { LoaderFunctionArgs } from "@remix-run/node";
import { prisma } from "~/utils/db.server.ts";

/** 200 when the database answers; 503 otherwise. Used by `.ci/run` and uptime checks. */
export async function loader(_: LoaderFunctionArgs) {
  try {
    await prisma.user.count({ take: 1 });
    return new Response("OK", { headers: { "Cache-Control": "no-store", "Content-Type": "text/plain" } });
  } catch (error) {
    console.error("healthcheck failed", error);
    return new Response("Database unavailable", { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
