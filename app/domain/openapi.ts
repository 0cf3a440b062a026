// The OpenAPI 3.1 description of Bosun's JSON API (spec §7, issue 12), served at /api/openapi.json and checked
// against the real responses by tests/e2e/api.spec.ts. Keep it in step with app/routes/api+/.
const nullable = (schema: Record<string, unknown>) => ({ anyOf: [schema, { type: "null" }] });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Record<string, unknown>, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const error = (description: string) => json(ref("Error"), description);
const dateTime = { type: "string", format: "date-time" };

/** The `code` of every API error (utils/api.server.ts maps each to its HTTP status). */
export const API_ERROR_CODES = [
  "invalid",
  "unauthorized",
  "forbidden",
  "not_found",
  "method_not_allowed",
  "unsupported_media_type",
  "too_many",
  "server",
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const OPENAPI = {
  openapi: "3.1.0",
  info: {
    title: "Bosun API",
    version: "1.0.0",
    description:
      "Sign-up, sign-in and session calls, and the staff lists. The session is the same cookie as the website " +
      "(`__bosun_session`); state-changing calls from a browser must come from this site (Origin check). Every error " +
      "has the shape `{ error: { code, message, fields? } }`.",
  },
  servers: [{ url: "/" }],
  components: {
    securitySchemes: { session: { type: "apiKey", in: "cookie", name: "__bosun_session" } },
    schemas: {
      Error: {
        type: "object",
        required: ["error"],
        additionalProperties: false,
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            additionalProperties: false,
            properties: {
              code: {
                enum: [...API_ERROR_CODES],
              },
              message: { type: "string", minLength: 1 },
              fields: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
            },
          },
        },
      },
      User: {
        type: "object",
        required: ["id", "email", "fullName", "firstName", "profileType", "roles", "emailVerified"],
        additionalProperties: false,
        properties: {
          id: { type: "string" },
          email: { type: "string", format: "email" },
          fullName: { type: "string" },
          firstName: nullable({ type: "string" }),
          profileType: { type: "string" },
          roles: { type: "array", items: { type: "string" } },
          emailVerified: { type: "boolean" },
        },
      },
      Session: {
        type: "object",
        required: ["persistent", "impersonator"],
        additionalProperties: false,
        properties: {
          persistent: { type: "boolean" },
          impersonator: nullable({
            type: "object",
            required: ["id", "email", "fullName"],
            properties: { id: { type: "string" }, email: { type: "string" }, fullName: { type: "string" } },
          }),
        },
      },
      SessionResponse: {
        type: "object",
        required: ["user", "session"],
        additionalProperties: false,
        properties: { user: nullable(ref("User")), session: nullable(ref("Session")) },
      },
      SignInRequest: {
        type: "object",
        required: ["email", "password"],
        properties: {
          email: { type: "string", format: "email", maxLength: 254 },
          password: { type: "string", minLength: 1, maxLength: 200 },
          remember: { type: "boolean" },
        },
      },
      SignUpRequest: {
        type: "object",
        required: ["email", "password"],
        properties: {
          email: { type: "string", format: "email", maxLength: 254 },
          password: {
            type: "string",
            minLength: 8,
            maxLength: 200,
            description: "Not one of the most common passwords",
          },
          fullName: { type: "string", maxLength: 120 },
          profileType: {
            enum: ["vessel_owner", "marine_professional", "service_provider", "crew_member", "customer"],
            default: "customer",
          },
        },
      },
      SignUpResponse: {
        type: "object",
        required: ["user", "message"],
        additionalProperties: false,
        properties: {
          user: {
            type: "object",
            required: ["email"],
            additionalProperties: false,
            properties: { email: { type: "string" } },
          },
          message: { type: "string" },
        },
      },
      Job: {
        type: "object",
        required: ["id", "number", "title", "status", "priority", "customerName", "totalCents", "createdAt"],
        additionalProperties: false,
        properties: {
          id: { type: "string" },
          number: { type: "integer" },
          title: { type: "string" },
          status: { type: "string" },
          priority: { enum: ["normal", "high", "urgent"] },
          source: { type: "string" },
          customerName: { type: "string" },
          customerEmail: { type: "string" },
          vesselName: nullable({ type: "string" }),
          serviceCategory: nullable({ type: "string" }),
          scheduledStartAt: nullable(dateTime),
          scheduledEndAt: nullable(dateTime),
          assignedStaffId: nullable({ type: "string" }),
          totalCents: { type: "integer", description: "GST-inclusive total in cents (AUD)" },
          createdAt: dateTime,
          updatedAt: dateTime,
        },
      },
      JobPage: {
        type: "object",
        required: ["jobs", "nextCursor"],
        additionalProperties: false,
        properties: { jobs: { type: "array", items: ref("Job") }, nextCursor: nullable({ type: "string" }) },
      },
      SharedCart: {
        type: "object",
        required: ["id", "status", "recipientName", "priority", "createdAt", "messageCount"],
        additionalProperties: false,
        properties: {
          id: { type: "string" },
          status: { type: "string" },
          recipientName: { type: "string" },
          recipientEmail: nullable({ type: "string" }),
          priority: { type: "string" },
          customerId: nullable({ type: "string" }),
          createdById: nullable({ type: "string" }),
          expiresAt: nullable(dateTime),
          viewedAt: nullable(dateTime),
          createdAt: dateTime,
          updatedAt: dateTime,
          messageCount: { type: "integer" },
        },
      },
      Profile: {
        type: "object",
        required: ["id", "email", "firstName", "fullName", "profileType", "roles"],
        additionalProperties: false,
        properties: {
          id: { type: "string" },
          email: { type: "string", format: "email" },
          firstName: nullable({ type: "string" }),
          fullName: { type: "string" },
          profileType: { type: "string" },
          roles: { type: "array", items: { type: "string" } },
        },
      },
      StaffMember: {
        type: "object",
        required: ["id", "fullName", "email", "roles", "skills", "dispatchable"],
        additionalProperties: false,
        properties: {
          id: { type: "string" },
          fullName: { type: "string" },
          email: { type: "string" },
          phone: nullable({ type: "string" }),
          roles: { type: "array", items: { type: "string" } },
          skills: {
            type: "array",
            items: { enum: ["cleaning", "maintenance", "inspection", "delivery"] },
            description: "Service categories the person can do",
          },
          homeBase: nullable({ type: "string" }),
          dispatchable: { type: "boolean", description: "A field worker with a lane on the dispatch board" },
        },
      },
      StaffPage: {
        type: "object",
        required: ["staff", "nextCursor"],
        additionalProperties: false,
        properties: { staff: { type: "array", items: ref("StaffMember") }, nextCursor: nullable({ type: "string" }) },
      },
      SharedCartPage: {
        type: "object",
        required: ["sharedCarts", "nextCursor"],
        additionalProperties: false,
        properties: {
          sharedCarts: { type: "array", items: ref("SharedCart") },
          nextCursor: nullable({ type: "string" }),
        },
      },
    },
  },
  paths: {
    "/api/auth/signup": {
      post: {
        summary: "Create an account (answers the same whether or not the address already has one)",
        requestBody: { required: true, content: { "application/json": { schema: ref("SignUpRequest") } } },
        responses: {
          "202": json(
            ref("SignUpResponse"),
            "Accepted: a verification link (or, for an existing account, a note) is e-mailed",
          ),
          "400": error("Invalid body (field messages in error.fields)"),
          "415": error("Not JSON"),
          "429": error("Too many sign-ups from this address or for this e-mail"),
        },
      },
    },
    "/api/auth/signin": {
      post: {
        summary: "Sign in; sets the session cookie",
        requestBody: { required: true, content: { "application/json": { schema: ref("SignInRequest") } } },
        responses: {
          "200": json(ref("SessionResponse"), "Signed in"),
          "400": error("Invalid body"),
          "401": error("Wrong e-mail or password ('Invalid email or password.')"),
          "415": error("Not JSON"),
          "429": error("Too many failures for this account from this address: wait"),
        },
      },
    },
    "/api/auth/signout": {
      post: {
        summary: "Sign out (ends any impersonation too)",
        responses: {
          "200": json(
            {
              type: "object",
              required: ["signedOut"],
              additionalProperties: false,
              properties: { signedOut: { const: true } },
            },
            "Signed out",
          ),
        },
      },
    },
    "/api/auth/session": {
      get: {
        summary: "The current user and session, or nulls",
        responses: { "200": json(ref("SessionResponse"), "The session (user and session are null when signed out)") },
      },
    },
    "/api/jobs": {
      get: {
        summary: "Jobs, filtered, sorted and paginated on the server (staff and admins)",
        security: [{ session: [] }],
        parameters: [
          { name: "status", in: "query", schema: { type: "string" }, description: "Comma-separated job statuses" },
          {
            name: "priority",
            in: "query",
            schema: { type: "string" },
            description: "Comma-separated: normal, high, urgent",
          },
          { name: "sort", in: "query", schema: { enum: ["createdAt", "scheduledStartAt", "number", "updatedAt"] } },
          { name: "order", in: "query", schema: { enum: ["asc", "desc"] } },
          { name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 100, default: 25 } },
          { name: "cursor", in: "query", schema: { type: "string" }, description: "nextCursor of the previous page" },
        ],
        responses: {
          "200": json(ref("JobPage"), "A page of jobs"),
          "400": error("Invalid query"),
          "401": error("Not signed in"),
          "403": error("Not staff"),
        },
      },
    },
    "/api/profiles": {
      get: {
        summary:
          "The profile for an e-mail as a one-element array, or an empty array (signed in; yourself always, " +
          "staff and admins anyone; others get [] whether or not the account exists)",
        security: [{ session: [] }],
        parameters: [{ name: "email", in: "query", required: true, schema: { type: "string", format: "email" } }],
        responses: {
          "200": json({ type: "array", maxItems: 1, items: ref("Profile") }, "The profile, or nothing"),
          "400": error("No or invalid e-mail"),
          "401": error("Not signed in"),
        },
      },
    },
    "/api/staff": {
      get: {
        summary: "The staff list, by name, paginated (staff and admins; never customers)",
        security: [{ session: [] }],
        parameters: [
          { name: "q", in: "query", schema: { type: "string", maxLength: 100 }, description: "Part of a name" },
          {
            name: "skill",
            in: "query",
            schema: { enum: ["cleaning", "maintenance", "inspection", "delivery"] },
            description: "Only people with this skill",
          },
          { name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 100, default: 25 } },
          { name: "cursor", in: "query", schema: { type: "string" } },
        ],
        responses: {
          "200": json(ref("StaffPage"), "A page of staff"),
          "400": error("Invalid query"),
          "401": error("Not signed in"),
          "403": error("Not staff"),
        },
      },
    },
    "/api/shared-carts": {
      get: {
        summary: "Shared carts, newest first, paginated (staff and admins)",
        security: [{ session: [] }],
        parameters: [
          { name: "status", in: "query", schema: { type: "string" }, description: "Comma-separated statuses" },
          { name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 100, default: 25 } },
          { name: "cursor", in: "query", schema: { type: "string" } },
        ],
        responses: {
          "200": json(ref("SharedCartPage"), "A page of shared carts"),
          "400": error("Invalid query"),
          "401": error("Not signed in"),
          "403": error("Not staff"),
        },
      },
    },
  },
} as const;
