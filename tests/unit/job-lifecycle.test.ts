import { describe, expect, it } from "vitest";
import {
  JOB_STATUSES,
  JOB_STATUS_LABELS,
  allowedMoves,
  checkJobMove,
  jobStatusRank,
  lifecycleAuthority,
  nextJobStatus,
  nextStageFor,
  type JobStatus,
} from "~/domain/job-lifecycle.ts";

const admin = { id: "a1", roles: ["admin"] };
const manager = { id: "m1", roles: ["manager"] };
const staff = { id: "s1", roles: ["staff"] };
const provider = { id: "p1", roles: ["service_provider"] };
const customer = { id: "c1", roles: ["customer"] };
const job = (status: JobStatus, assignedStaffId: string | null = "s1") => ({ status, assignedStaffId });

describe("the ten stages of spec §4", () => {
  it("have the spec's labels and ranks 1–10; next is rank + 1; paid has none", () => {
    expect(JOB_STATUSES.map((s) => [s, JOB_STATUS_LABELS[s], jobStatusRank(s)])).toEqual([
      ["quote_requested", "New Enquiry", 1],
      ["quote_sent", "Quote Sent", 2],
      ["quote_accepted", "Quote Accepted", 3],
      ["job_scheduled", "Scheduled", 4],
      ["job_dispatched", "Dispatched", 5],
      ["in_progress", "In Progress", 6],
      ["awaiting_approval", "Awaiting Approval", 7],
      ["completed", "Completed", 8],
      ["invoiced", "Invoiced", 9],
      ["paid", "Paid", 10],
    ]);
    for (const s of JOB_STATUSES.slice(0, -1)) expect(jobStatusRank(nextJobStatus(s)!)).toBe(jobStatusRank(s) + 1);
    expect(nextJobStatus("paid")).toBeNull();
  });
});

describe("who may move a job (ADR 050)", () => {
  it("maps roles to authority", () => {
    expect(lifecycleAuthority(admin)).toBe("manager");
    expect(lifecycleAuthority(manager)).toBe("manager");
    expect(lifecycleAuthority(staff)).toBe("staff");
    expect(lifecycleAuthority(provider)).toBe("staff");
    expect(lifecycleAuthority(customer)).toBeNull();
    expect(lifecycleAuthority({ roles: ["staff", "manager"] })).toBe("manager");
  });

  it("managers and admins move any job one stage forward without a reason", () => {
    for (const actor of [admin, manager]) {
      for (const s of JOB_STATUSES.slice(0, -1)) {
        expect(checkJobMove(actor, job(s, null), nextJobStatus(s)!)).toEqual({
          ok: true,
          direction: "forward",
          needsReason: false,
        });
      }
    }
  });

  it("managers need a reason to move back or skip stages", () => {
    expect(checkJobMove(manager, job("in_progress"), "job_scheduled")).toMatchObject({
      ok: false,
      code: "reason_required",
    });
    expect(checkJobMove(manager, job("in_progress"), "job_scheduled", "  ")).toMatchObject({
      ok: false,
      code: "reason_required",
    });
    expect(checkJobMove(manager, job("in_progress"), "job_scheduled", "Rain — rebooked for Friday")).toEqual({
      ok: true,
      direction: "backward",
      needsReason: true,
    });
    expect(checkJobMove(admin, job("quote_requested"), "job_scheduled")).toMatchObject({
      ok: false,
      code: "reason_required",
    });
    expect(checkJobMove(admin, job("quote_requested"), "job_scheduled", "Booked by phone")).toMatchObject({
      ok: true,
      direction: "forward",
      needsReason: true,
    });
  });

  it("staff move only their own assigned jobs, Dispatched → In Progress → Awaiting Approval", () => {
    expect(checkJobMove(staff, job("job_dispatched"), "in_progress")).toMatchObject({ ok: true });
    expect(checkJobMove(staff, job("in_progress"), "awaiting_approval")).toMatchObject({ ok: true });
    expect(checkJobMove(provider, job("job_dispatched", "p1"), "in_progress")).toMatchObject({ ok: true });
    // someone else's job, or nobody's
    expect(checkJobMove(staff, job("job_dispatched", "s2"), "in_progress")).toMatchObject({
      ok: false,
      code: "forbidden",
    });
    expect(checkJobMove(staff, job("job_dispatched", null), "in_progress")).toMatchObject({
      ok: false,
      code: "forbidden",
    });
    // any other move, even with a reason
    expect(checkJobMove(staff, job("job_scheduled"), "job_dispatched")).toMatchObject({ ok: false, code: "forbidden" });
    expect(checkJobMove(staff, job("awaiting_approval"), "completed")).toMatchObject({ ok: false, code: "forbidden" });
    expect(checkJobMove(staff, job("in_progress"), "job_dispatched", "Went back")).toMatchObject({
      ok: false,
      code: "forbidden",
    });
    expect(checkJobMove(staff, job("job_dispatched"), "awaiting_approval", "Skip")).toMatchObject({
      ok: false,
      code: "forbidden",
    });
  });

  it("customers and other roles move nothing", () => {
    expect(checkJobMove(customer, job("quote_sent"), "quote_accepted")).toMatchObject({ ok: false, code: "forbidden" });
    expect(allowedMoves({ id: "x", roles: ["crew_member"] }, job("in_progress"))).toEqual([]);
  });

  it("refuses unknown stages and no-op moves", () => {
    expect(checkJobMove(admin, job("in_progress"), "done")).toMatchObject({ ok: false, code: "invalid" });
    expect(checkJobMove(admin, job("in_progress"), "in_progress")).toMatchObject({ ok: false, code: "invalid" });
  });

  it("lists the moves each actor is offered and the 'move to next stage' target", () => {
    expect(allowedMoves(staff, job("job_dispatched"))).toEqual([
      { to: "in_progress", direction: "forward", needsReason: false },
    ]);
    expect(allowedMoves(staff, job("job_dispatched", "s2"))).toEqual([]);
    const adminMoves = allowedMoves(admin, job("in_progress"));
    expect(adminMoves).toHaveLength(9);
    expect(adminMoves.filter((m) => !m.needsReason).map((m) => m.to)).toEqual(["awaiting_approval"]);
    expect(nextStageFor(admin, job("awaiting_approval"))).toBe("completed");
    expect(nextStageFor(admin, job("paid"))).toBeNull();
    expect(nextStageFor(staff, job("job_scheduled"))).toBeNull();
    expect(nextStageFor(staff, job("in_progress"))).toBe("awaiting_approval");
  });
});
