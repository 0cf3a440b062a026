import { describe, expect, it } from "vitest";
import {
  canAccessPortal,
  dashboardPathFor,
  headerLinksFor,
  impersonationRefusal,
  portalChoicesFor,
  profileTypeLabel,
  roleList,
  type Role,
} from "~/domain/roles.ts";

const u = (roles: Role[], profileType = "customer") => ({ roles, profileType });

describe("dashboardPathFor (spec §4 post-login redirect)", () => {
  it.each([
    [u(["admin"]), "/admin/dashboard"],
    [u(["admin", "customer"]), "/admin/dashboard"],
    [u(["owner"]), "/owner/dashboard-cards"],
    [u(["customer"]), "/owner/dashboard-cards"],
    [u(["staff"]), "/staff/dashboard"],
    [u(["manager"]), "/staff/dashboard"],
    [u(["service_provider"], "service_provider"), "/staff/dashboard"],
    [u(["marine_professional"], "marine_professional"), "/professional/dashboard"],
    [u(["crew_member"], "crew_member"), "/crew/dashboard"],
  ])("%o → %s", (user, path) => {
    expect(dashboardPathFor(user)).toBe(path);
  });

  it("falls back to the profile type when no role decides", () => {
    expect(dashboardPathFor(u([], "vessel_owner"))).toBe("/owner/dashboard-cards");
    expect(dashboardPathFor(u([], "marine_professional"))).toBe("/professional/dashboard");
    expect(dashboardPathFor(u([], "service_provider"))).toBe("/staff/dashboard");
    expect(dashboardPathFor(u([], "crew_member"))).toBe("/owner/dashboard-cards");
    expect(dashboardPathFor(u([], "something-else"))).toBe("/owner/dashboard-cards");
  });

  it("never sends anyone to /auth", () => {
    expect(dashboardPathFor(u([]))).not.toBe("/auth");
  });
});

describe("canAccessPortal", () => {
  it("keeps customers out of the staff, field, crew and admin portals", () => {
    const c = u(["customer"]);
    expect(canAccessPortal(c, "owner")).toBe(true);
    expect(canAccessPortal(c, "customer")).toBe(true);
    expect(canAccessPortal(c, "staff")).toBe(false);
    expect(canAccessPortal(c, "fieldstaff")).toBe(false);
    expect(canAccessPortal(c, "crew")).toBe(false);
    expect(canAccessPortal(c, "admin")).toBe(false);
  });

  it("opens the staff portal to staff, managers, service providers and admins", () => {
    for (const role of ["staff", "manager", "service_provider", "admin"] as Role[]) {
      expect(canAccessPortal(u([role]), "staff")).toBe(true);
    }
    expect(canAccessPortal(u(["crew_member"]), "staff")).toBe(false);
  });

  it("opens admin pages while an admin impersonates a customer (spec §6)", () => {
    expect(canAccessPortal(u(["customer"]), "admin", true)).toBe(true);
    expect(canAccessPortal(u(["customer"]), "admin", false)).toBe(false);
  });

  it("lets admins into every portal", () => {
    for (const portal of ["owner", "customer", "staff", "fieldstaff", "crew", "admin"] as const) {
      expect(canAccessPortal(u(["admin"]), portal)).toBe(true);
    }
  });
});

describe("headerLinksFor (spec §6)", () => {
  const labels = (roles: Role[], email = "x@example.com", superAdmin?: string) =>
    headerLinksFor({ roles, email }, superAdmin).map((l) => l.label);

  it("gives every signed-in user Account", () => {
    expect(labels(["customer"])).toEqual(["Account"]);
  });
  it("gives owners the Owner Portal, on /owner/dashboard-cards (desktop) and /owner/dashboard (mobile)", () => {
    const link = headerLinksFor({ roles: ["owner"], email: "o@x" }).find((l) => l.label === "Owner Portal");
    expect(link).toMatchObject({ to: "/owner/dashboard-cards", mobileTo: "/owner/dashboard" });
  });
  it("gives marine professionals the Field Portal unless they are admins", () => {
    expect(labels(["marine_professional"])).toContain("Field Portal");
    expect(labels(["marine_professional", "admin"])).not.toContain("Field Portal");
  });
  it("gives service providers and admins the Operations Portal", () => {
    expect(labels(["service_provider"])).toContain("Operations Portal");
    expect(labels(["admin"])).toEqual(["Account", "Operations Portal", "Admin", "New Admin"]);
  });
  it("gives crew members the Crew Portal", () => {
    expect(labels(["crew_member"])).toContain("Crew Portal");
  });
  it("gives the configured super-admin e-mail Admin, New Admin, Owner, Operations and Field", () => {
    const links = headerLinksFor({ roles: ["admin"], email: "Boss@Example.com" }, "boss@example.com");
    expect(links.map((l) => l.label)).toEqual([
      "Account",
      "Owner Portal",
      "Field Portal",
      "Operations Portal",
      "Admin",
      "New Admin",
    ]);
    expect(links.find((l) => l.label === "Admin")?.to).toBe("/admin/super-user");
  });
});

describe("impersonationRefusal", () => {
  const admin = { id: "a", roles: ["admin"] as Role[] };
  it("allows an admin onto a customer", () => {
    expect(impersonationRefusal(admin, { id: "c", roles: ["customer"] })).toBeNull();
  });
  it("refuses non-admins, oneself and other admins", () => {
    expect(impersonationRefusal({ id: "s", roles: ["staff"] }, { id: "c", roles: ["customer"] })).toMatch(
      /Only admins/,
    );
    expect(impersonationRefusal(admin, admin)).toMatch(/already/);
    expect(impersonationRefusal(admin, { id: "b", roles: ["admin"] })).toMatch(/another admin/);
  });
});

describe("portalChoicesFor", () => {
  it("shows the Admin Dashboard card only to admins and marks Marine Professional coming soon", () => {
    expect(portalChoicesFor(u(["customer"])).map((c) => c.title)).toEqual([
      "Vessel Owner",
      "Marine Professional",
      "Staff",
    ]);
    expect(portalChoicesFor(u(["admin"])).map((c) => c.title)).toContain("Admin Dashboard");
    expect(portalChoicesFor(u(["customer"])).find((c) => c.key === "professional")?.comingSoon).toBe(true);
  });
});

describe("roleList and profileTypeLabel", () => {
  it("read roles and profile types as labels, and show an unknown value as stored", () => {
    expect(roleList(["owner", "staff"])).toBe("Owner, Staff");
    expect(roleList(["owner", "legacy"])).toBe("Owner, legacy");
    expect(roleList([])).toBe("");
    expect(profileTypeLabel("vessel_owner")).toBe("Vessel Owner");
    expect(profileTypeLabel("old_type")).toBe("old_type");
  });
});
