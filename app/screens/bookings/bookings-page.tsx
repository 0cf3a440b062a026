import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { JobStatusBadge } from "~/components/job-status-badge.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { ErrorList } from "~/components/ui/fields.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { OWNER_CHANGE_NOTICE_HOURS } from "~/domain/booking-changes.ts";
import { formatServiceDate } from "~/domain/booking.ts";
import type { handleBookingsAction, loadBookings } from "./bookings.server.ts";

type Booking = ReturnType<typeof useLoaderData<typeof loadBookings>>["upcoming"][number];

function Reschedule({ b, minDate }: { b: Booking; minDate: string }) {
  const data = useActionData<typeof handleBookingsAction>();
  const mine = data?.bookingId === b.id ? data.result : undefined;
  const err = (mine?.error ?? {}) as Record<string, string[] | null>;
  const value = (k: string, fallback: string | null) =>
    (mine?.initialValue?.[k] as string | undefined) ?? fallback ?? "";
  const field = (name: "date" | "startTime" | "endTime", label: string, type: "date" | "time") => (
    <div>
      <label htmlFor={`${name}-${b.id}`} className="field-label">
        {label}
      </label>
      <input
        id={`${name}-${b.id}`}
        name={name}
        type={type}
        min={type === "date" ? minDate : "07:00"}
        max={type === "date" ? undefined : "18:00"}
        defaultValue={value(
          name,
          name === "date"
            ? b.scheduledDate
            : name === "startTime"
              ? (b.windowStart ?? "08:00")
              : (b.windowEnd ?? "12:00"),
        )}
        aria-invalid={err[name] ? true : undefined}
        className="field-input"
      />
      <ErrorList errors={err[name]} />
    </div>
  );
  return (
    <div className="mt-3">
      <ErrorList errors={err[""]} />
      {b.changeProblem ? (
        <p className="text-sm text-ink/80">{b.changeProblem}</p>
      ) : (
        <details open={!!mine}>
          <summary className="cursor-pointer text-sm font-semibold text-primary">Reschedule or cancel</summary>
          <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-4 sm:items-end">
            <input type="hidden" name="bookingId" value={b.id} />
            {field("date", "New date", "date")}
            {field("startTime", "From", "time")}
            {field("endTime", "To", "time")}
            <StatusButton value="reschedule" pendingText="Moving...">
              Move booking
            </StatusButton>
          </Form>
          <Form method="post" className="mt-3">
            <input type="hidden" name="bookingId" value={b.id} />
            <StatusButton value="cancel" pendingText="Cancelling..." className="btn-link text-danger">
              Cancel this booking
            </StatusButton>
          </Form>
        </details>
      )}
    </div>
  );
}

function BookingCard({ b, minDate, past }: { b: Booking; minDate: string; past?: boolean }) {
  return (
    <li className="card p-4" data-testid={past ? "past-booking" : "booking"}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-secondary">{b.serviceName}</p>
          <p className="text-sm" data-testid="booking-when">
            {b.scheduledDate ? formatServiceDate(b.scheduledDate) : "Date to be agreed"}
            {b.windowStart ? `, ${b.windowStart}–${b.windowEnd}` : ""}
            {b.vesselName ? ` · ${b.vesselName}` : ""}
          </p>
          <p className="text-xs text-ink/80">
            Order BOS-{b.order.number}
            {b.weatherDependent ? " · weather dependent: we confirm 48 hours ahead" : ""}
          </p>
        </div>
        {b.status === "cancelled" ? (
          <span className="badge bg-surface text-secondary">Cancelled</span>
        ) : b.job ? (
          <JobStatusBadge status={b.job.status} />
        ) : (
          <span className="badge bg-surface text-secondary">{b.status}</span>
        )}
      </div>
      {!past ? <Reschedule b={b} minDate={minDate} /> : null}
    </li>
  );
}

export function BookingsPage() {
  const d = useLoaderData<typeof loadBookings>();
  return (
    <>
      <PageHeader
        title="My bookings"
        description={`Move or cancel online up to ${OWNER_CHANGE_NOTICE_HOURS} hours before; closer than that, call us.`}
        actions={
          <Link to={d.bookTo} className="btn-primary">
            Book a service
          </Link>
        }
      />
      <section aria-labelledby="upcoming">
        <h2 id="upcoming" className="mb-3 text-xl font-bold">
          Upcoming
        </h2>
        {d.upcoming.length === 0 ? (
          <EmptyState title="Nothing booked">
            <Link to={d.bookTo}>Book a service</Link>
            {d.dueTo ? (
              <>
                {" "}
                or see <Link to={d.dueTo}>what is due</Link>
              </>
            ) : null}
            .
          </EmptyState>
        ) : (
          <ul className="space-y-3">
            {d.upcoming.map((b) => (
              <BookingCard key={b.id} b={b} minDate={d.minDate} />
            ))}
          </ul>
        )}
      </section>
      {d.past.length ? (
        <section className="mt-8" aria-labelledby="past">
          <h2 id="past" className="mb-3 text-xl font-bold">
            Past and cancelled
          </h2>
          <ul className="space-y-3">
            {d.past.map((b) => (
              <BookingCard key={b.id} b={b} minDate={d.minDate} past />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
