// GET /api/openapi.json: the OpenAPI description of the JSON API.
import { json } from "@remix-run/node";
import { OPENAPI } from "~/domain/openapi.ts";

export const loader = () => json(OPENAPI, { headers: { "Cache-Control": "public, max-age=300" } });
