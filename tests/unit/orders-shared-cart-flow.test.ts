import { defaultBookingHours } from "~/domain/booking.ts";
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { addToCartSchema, bookingSchema, checkoutSchema, sharedCartBuilderSchema } from "~/domain/cart-schemas.ts";
import {
  allocateOrderPayments,
  amountDueNow,
  formatOrderNumber,
  orderAfterPayment,
  paymentRefusal,
  transferReference,
} from "~/domain/orders.ts";
import { sharedCartJobStatus } from "~/domain/shared-cart.ts";
import {
  canAccept,
  canCancel,
  canReply,
  closedReason,
  effectiveSharedCartStatus,
  statusAfterView,
} from "~/domain/shared-cart-flow.ts";

describe("orders: what is due and what a payment does", () => {
  const order = { status: "pending", totalCents: 75_000, dueNowCents: 37_500, paidCents: 0 };
  it("a pending order can be paid; a paid or cancelled one cannot (never pay twice)", () => {
    expect(paymentRefusal(order)).toBeNull();
    expect(paymentRefusal({ ...order, status: "deposit_paid" })).toBe("This order is already paid.");
    expect(paymentRefusal({ ...order, status: "paid" })).toBe("This order is already paid.");
    expect(paymentRefusal({ ...order, status: "cancelled" })).toBe("This order was cancelled.");
    expect(paymentRefusal({ ...order, paidCents: 37_500 })).toBe("Nothing is due on this order now.");
  });
  it("the due-now amount settles a split payment as deposit_paid; the balance makes it paid", () => {
    expect(amountDueNow(order)).toBe(37_500);
    expect(orderAfterPayment(order, 37_500)).toEqual({ status: "deposit_paid", paidCents: 37_500 });
    expect(orderAfterPayment({ ...order, status: "deposit_paid", paidCents: 37_500 }, 37_500)).toEqual({
      status: "paid",
      paidCents: 75_000,
    });
    expect(orderAfterPayment(order, 10_000)).toEqual({ status: "pending", paidCents: 10_000 });
    expect(orderAfterPayment({ ...order, dueNowCents: 75_000 }, 75_000)).toEqual({ status: "paid", paidCents: 75_000 });
  });
  it("order numbers and bank references read BOS-5001", () => {
    expect(formatOrderNumber(5001)).toBe("BOS-5001");
    expect(transferReference(5002)).toBe("BOS-5002");
  });
});

describe("orders: splitting what was received over the items (deducted on each job's invoice)", () => {
  // A polish paid 50 % up front ($750), an external clean in full ($280) and an inspection in full ($150).
  const items = [
    { id: "polish", totalCents: 75_000, dueNowCents: 37_500 },
    { id: "clean", totalCents: 28_000, dueNowCents: 28_000 },
    { id: "inspect", totalCents: 15_000, dueNowCents: 15_000 },
  ];
  const shares = (paid: number) => Object.fromEntries(allocateOrderPayments(paid, items));

  it("the due-now payment covers each item's due-now share", () => {
    expect(shares(80_500)).toEqual({ polish: 37_500, clean: 28_000, inspect: 15_000 });
  });
  it("payment in full covers every item in full", () => {
    expect(shares(118_000)).toEqual({ polish: 75_000, clean: 28_000, inspect: 15_000 });
  });
  it("money beyond what was due now goes to the balances in order, and never past the total", () => {
    expect(shares(90_000)).toEqual({ polish: 47_000, clean: 28_000, inspect: 15_000 });
    expect(shares(200_000)).toEqual({ polish: 75_000, clean: 28_000, inspect: 15_000 });
  });
  it("a part of the due-now amount goes to the first items first; nothing received deducts nothing", () => {
    expect(shares(50_000)).toEqual({ polish: 37_500, clean: 12_500, inspect: 0 });
    expect(shares(0)).toEqual({ polish: 0, clean: 0, inspect: 0 });
  });
  it("the shares always add up to what was received (up to the total)", () => {
    for (const paid of [1, 999, 37_500, 65_501, 117_999, 118_000, 150_000]) {
      const sum = [...allocateOrderPayments(paid, items).values()].reduce((a, b) => a + b, 0);
      expect(sum).toBe(Math.min(paid, 118_000));
    }
  });
});

describe("shared carts: how they move (spec §4)", () => {
  const now = new Date("2026-12-01T00:00:00Z");
  it("opening marks a shared cart viewed, nothing else", () => {
    expect(statusAfterView("shared")).toBe("viewed");
    expect(statusAfterView("in_discussion")).toBe("in_discussion");
    expect(statusAfterView("paid")).toBe("paid");
  });
  it("an open cart past its date is expired; a closed one keeps its status", () => {
    expect(effectiveSharedCartStatus({ status: "viewed", expiresAt: new Date("2026-11-30T00:00:00Z") }, now)).toBe(
      "expired",
    );
    expect(effectiveSharedCartStatus({ status: "viewed", expiresAt: new Date("2026-12-02T00:00:00Z") }, now)).toBe(
      "viewed",
    );
    expect(effectiveSharedCartStatus({ status: "paid", expiresAt: new Date("2026-11-30T00:00:00Z") }, now)).toBe(
      "paid",
    );
    expect(effectiveSharedCartStatus({ status: "shared", expiresAt: null }, now)).toBe("shared");
  });
  it("reply, accept and cancel only while open; expired and cancelled carts say so", () => {
    for (const s of ["shared", "viewed", "in_discussion", "checkout_started"]) {
      expect([canReply(s), canAccept(s), canCancel(s)]).toEqual([true, true, true]);
    }
    for (const s of ["converted_to_jobs", "paid", "expired", "cancelled"]) {
      expect([canReply(s), canAccept(s), canCancel(s)]).toEqual([false, false, false]);
      expect(closedReason(s)).toBeTruthy();
    }
    expect(closedReason("expired")).toMatch(/expired/);
    expect(closedReason("cancelled")).toMatch(/cancelled/);
  });
  it("the walk shared → viewed → in_discussion → checkout_started → converted_to_jobs → paid maps to job statuses per §4", () => {
    expect(
      ["shared", "viewed", "in_discussion", "checkout_started", "converted_to_jobs", "paid"].map(sharedCartJobStatus),
    ).toEqual(["quote_sent", "quote_sent", "quote_sent", "quote_accepted", "quote_accepted", "paid"]);
  });
});

describe("form schemas", () => {
  const form = (entries: Record<string, string>) => {
    const fd = new FormData();
    for (const [k, v] of Object.entries(entries)) fd.set(k, v);
    return fd;
  };
  const now = new Date("2026-11-30T02:00:00Z");
  /** The field errors of a submission (none when it succeeded). */
  const errs = (sub: { status?: string }) =>
    "error" in sub ? ((sub as { error?: Record<string, string[] | null> }).error ?? {}) : {};

  it("add to cart: a new vessel needs a name and a length; dates from tomorrow; no price field is read", () => {
    const r = parseWithZod(form({ serviceType: "external_clean", vesselId: "new" }), {
      schema: addToCartSchema({ signedIn: true }),
    });
    expect(r.status).toBe("error");
    expect(Object.keys(errs(r))).toEqual(expect.arrayContaining(["vesselName", "vesselLength"]));
    const past = parseWithZod(form({ serviceType: "external_clean", scheduledDate: "2026-11-30" }), {
      schema: addToCartSchema({ now, hours: defaultBookingHours() }),
    });
    expect(errs(past).scheduledDate).toEqual(["Choose a date from tomorrow onwards"]);
    const ok = parseWithZod(
      form({ serviceType: "external_clean", scheduledDate: "2026-12-01", estimatedPriceCents: "1" }),
      { schema: addToCartSchema({ now, hours: defaultBookingHours() }) },
    );
    expect(ok.status).toBe("success");
    expect(ok.status === "success" && "estimatedPriceCents" in ok.value).toBe(false);
    expect(
      errs(parseWithZod(form({ serviceType: "teleportation" }), { schema: addToCartSchema() })).serviceType,
    ).toEqual(["Choose a service"]);
  });

  it("booking: an out-of-the-water service needs a haul-out note; visitors give the vessel's name and length", () => {
    const base = {
      serviceType: "antifoul_application",
      date: "2026-12-01",
      startTime: "07:00",
      endTime: "15:00",
      marina: "Woolwich Dock",
    };
    const r = parseWithZod(form(base), {
      schema: bookingSchema({ now, hours: defaultBookingHours(), outOfWater: true }),
    });
    expect(Object.keys(errs(r))).toEqual(expect.arrayContaining(["vesselName", "vesselLength", "haulOutNote"]));
    const ok = parseWithZod(
      form({ ...base, vesselName: "Kestrel", vesselLength: "10", haulOutNote: "Hardstand at Woolwich Dock" }),
      { schema: bookingSchema({ now, hours: defaultBookingHours(), outOfWater: true }) },
    );
    expect(ok.status).toBe("success");
  });

  it("checkout: contact, phone, location and payment method are required; a new vessel needs its details", () => {
    const r = parseWithZod(
      form({
        checkoutToken: "x".repeat(20),
        cartVersion: "0",
        expectedTotalCents: "100",
        expectedDueNowCents: "100",
        vesselId: "new",
      }),
      { schema: checkoutSchema() },
    );
    expect(Object.keys(errs(r))).toEqual(
      expect.arrayContaining([
        "contactName",
        "contactEmail",
        "contactPhone",
        "accessType",
        "marina",
        "address",
        "paymentMethod",
      ]),
    );
    const filled = {
      checkoutToken: "x".repeat(20),
      cartVersion: "0",
      expectedTotalCents: "100",
      expectedDueNowCents: "100",
      contactName: "Robin Harbour",
      contactEmail: "robin@example.com",
      contactPhone: "0412 345 678",
      accessType: "marina",
      marina: "Rose Bay Marina",
      address: "594 New South Head Rd, Rose Bay NSW",
      paymentMethod: "bank_transfer",
    };
    const vessel = parseWithZod(form({ ...filled, vesselId: "new" }), { schema: checkoutSchema() });
    expect(Object.keys(errs(vessel))).toEqual(["vesselName", "vesselType", "vesselLength"]);
    expect(parseWithZod(form({ ...filled, vesselId: "cl_vessel" }), { schema: checkoutSchema() }).status).toBe(
      "success",
    );
  });

  it("shared cart builder: at least one service", () => {
    const r = parseWithZod(
      form({
        recipientName: "Alex",
        recipientEmail: "alex@example.com",
        vesselName: "Gull",
        vesselType: "runabout",
        vesselLength: "6",
        accessType: "marina",
        marina: "Rose Bay",
        "lines[0].serviceType": "external_clean",
      }),
      { schema: sharedCartBuilderSchema() },
    );
    expect(errs(r).lines).toEqual(["Choose at least one service"]);
  });
});
