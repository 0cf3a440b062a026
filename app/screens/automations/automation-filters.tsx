// The filters the automation lists share (all runs, the rules page and a rule's runs): by workflow (event family) and
// by run outcome, as selects of a GET form.
import { FilterSelect, plainOptions } from "~/components/ui/filter-select.tsx";
import { FAMILY_NAMES, RUN_STATUSES } from "~/domain/automations.ts";

export function WorkflowFilter({ value }: { value: string }) {
  return (
    <FilterSelect
      id="f-family"
      name="family"
      label="Workflow"
      value={value}
      options={plainOptions(FAMILY_NAMES)}
      allLabel="All"
    />
  );
}

export function RunStatusFilter({
  value,
  id = "f-status",
  name = "status",
  label = "Status",
}: {
  value: string;
  id?: string;
  name?: string;
  label?: string;
}) {
  return (
    <FilterSelect id={id} name={name} label={label} value={value} options={plainOptions(RUN_STATUSES)} allLabel="All" />
  );
}
