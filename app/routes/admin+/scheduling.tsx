// /admin/scheduling (issue 15): the roster — each field worker's hours for the week and who is on leave — and the
// leave coming up. Hours and leave are edited on each staff record; timesheets arrive with the field issue.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { ListTable } from "~/components/ui/list-table.tsx";
import { isDateKey } from "~/domain/booking.ts";
import { addDays, sydneyDateKey } from "~/domain/dates.ts";
import { WEEKDAY_NAMES, parseWeekHours, weekOf } from "~/domain/workforce.ts";
import { fieldWorkers } from "~/models/dispatch.server.ts";
import { leaveBetween } from "~/models/workforce.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";

export const meta: MetaFunction = () => [{ title: "Scheduling | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const today = sydneyDateKey(getNow(request));
  const asked = new URL(request.url).searchParams.get("week");
  const days = weekOf(isDateKey(asked) ? asked : today);
  const [workers, leave, upcoming] = await Promise.all([
    fieldWorkers(),
    leaveBetween(days[0]!, days[6]!),
    leaveBetween(today, addDays(today, 56)),
  ]);
  return json({
    today,
    days,
    roster: workers.map((w) => {
      const week = parseWeekHours(w.staffProfile?.workingHours);
      return {
        id: w.id,
        name: w.fullName,
        cells: days.map((day) => {
          const dow = new Date(`${day}T00:00:00Z`).getUTCDay();
          const off = leave.find((l) => l.userId === w.id && l.startsOn <= day && day <= l.endsOn);
          return { day, leave: !!off, hours: week[dow] ?? null };
        }),
      };
    }),
    upcoming,
  });
}

export default function Scheduling() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Scheduling"
        description="Rosters and leave. Jobs are placed on the dispatch board, inside these hours."
        actions={
          <>
            <Link to={`?week=${addDays(d.days[0]!, -7)}`} className="btn-secondary" aria-label="Previous week">
              ←
            </Link>
            <Link to={`?week=${addDays(d.days[0]!, 7)}`} className="btn-secondary" aria-label="Next week">
              →
            </Link>
            <Link to="/admin/dispatch" className="btn-primary">
              Dispatch board
            </Link>
          </>
        }
      />
      <h2 className="mb-2 text-lg font-bold">Roster: week of {d.days[0]}</h2>
      {d.roster.length === 0 ? (
        <EmptyState title="No field workers">Tick “Field worker” on a staff record to roster them.</EmptyState>
      ) : (
        <ListTable
          columns={[
            "Worker",
            ...d.days.map(
              (day) => `${WEEKDAY_NAMES[new Date(`${day}T00:00:00Z`).getUTCDay()]!.slice(0, 3)} ${day.slice(8)}`,
            ),
          ]}
          testId="roster"
        >
          {d.roster.map((r) => (
            <tr key={r.id}>
              <td>
                <Link to={`/admin/staff/edit/${r.id}`} className="font-semibold">
                  {r.name}
                </Link>
              </td>
              {r.cells.map((c) => (
                <td key={c.day} className="whitespace-nowrap text-xs">
                  {c.leave ? (
                    <span className="badge bg-warning text-white">Leave</span>
                  ) : c.hours ? (
                    `${c.hours.start}–${c.hours.end}`
                  ) : (
                    <span className="text-ink/60">Off</span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </ListTable>
      )}
      <h2 className="mb-2 mt-8 text-lg font-bold">Leave in the next eight weeks</h2>
      {d.upcoming.length === 0 ? (
        <p className="text-sm">Nobody is on leave.</p>
      ) : (
        <ListTable columns={["Who", "From", "To", "Reason"]}>
          {d.upcoming.map((l) => (
            <tr key={l.id}>
              <td>
                <Link to={`/admin/staff-profiles/${l.userId}`}>{l.user.fullName}</Link>
              </td>
              <td>{l.startsOn}</td>
              <td>{l.endsOn}</td>
              <td>{l.reason ?? "—"}</td>
            </tr>
          ))}
        </ListTable>
      )}
      <p className="mt-6 text-sm text-ink/80">
        Timesheet approval arrives with the field worker's time recording (a later issue).
      </p>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
