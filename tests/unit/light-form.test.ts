import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { lightForm } from "~/components/ui/light-form.tsx";
import { PASSWORD_MISMATCH, cardRegisterSchema, loginSchema } from "~/domain/auth-schemas.ts";
import { addToCartSchema } from "~/domain/cart-schemas.ts";

function form(schema: Parameters<typeof parseWithZod>[1]["schema"], entries: [string, string][]) {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return parseWithZod(data, { schema }).reply({ hideFields: ["password", "confirmPassword"] });
}

describe("light forms read the server's Conform reply", () => {
  it("keeps what was typed (never the passwords) and puts each error next to its field", () => {
    const lastResult = form(cardRegisterSchema, [
      ["firstName", "Robin"],
      ["lastName", ""],
      ["email", "robin@example.com"],
      ["password", "one-password"],
      ["confirmPassword", "another-password"],
      ["terms", "on"],
    ]);
    const { field } = lightForm({ id: "card-register", lastResult, constraint: getZodConstraint(cardRegisterSchema) });
    expect(field("firstName").value).toBe("Robin");
    expect(field("email").value).toBe("robin@example.com");
    expect(field("password").value).toBe("");
    expect(field("terms").value).toBe("on");
    expect(field("lastName").errors).toEqual(["Last name is required"]);
    expect(field("lastName").props).toMatchObject({
      "aria-invalid": true,
      "aria-describedby": "card-register-lastName-error",
    });
    expect(field("firstName").props["aria-invalid"]).toBeUndefined();
  });

  it("shows a browser-side error instead of the server's for that field", () => {
    const { field } = lightForm({
      id: "card-register",
      clientErrors: { confirmPassword: [PASSWORD_MISMATCH.description] },
    });
    expect(field("confirmPassword").errors).toEqual(["Passwords do not match. Please verify your entries."]);
    expect(field("password").errors).toBeUndefined();
  });

  it("turns the schemas' constraints into native attributes, so the browser validates without Zod", () => {
    const login = lightForm({ id: "card-login", constraint: getZodConstraint(loginSchema) }).field;
    expect(login("email").props).toMatchObject({ required: true, maxLength: 254 });
    expect(login("remember").props.required).toBeUndefined();

    const register = lightForm({ id: "card-register", constraint: getZodConstraint(cardRegisterSchema) }).field;
    expect(register("terms").props.required).toBe(true);

    const add = lightForm({ id: "add", constraint: getZodConstraint(addToCartSchema({ signedIn: false })) }).field;
    expect(add("serviceType").props.required).toBe(true);
    expect(add("vesselLength").props).toMatchObject({ min: 2, max: 60 });
    expect(add("vesselLength").props.required).toBeUndefined();
    expect(add("notes").props.maxLength).toBe(500);
  });

  it("falls back to the defaults when nothing was submitted", () => {
    const { field, formErrors } = lightForm({ id: "add", defaultValue: { vesselId: "none", services: ["a", "b"] } });
    expect(field("vesselId").value).toBe("none");
    expect(field("services").values).toEqual(["a", "b"]);
    expect(formErrors).toBeUndefined();
  });
});
