import { NEW_VESSEL } from "~/domain/cart.ts";

/** The choices of a "which vessel?" select: the account's vessels (with their length), then "another vessel". */
export function vesselOptions(
  vessels: readonly { id: string; name: string; lengthMetres?: number | null }[],
  opts: { newLabel?: string; first?: { value: string; label: string }; showLength?: boolean } = {},
) {
  return [
    ...(opts.first ? [opts.first] : []),
    ...vessels.map((v) => ({
      value: v.id,
      label: `${v.name}${opts.showLength !== false && v.lengthMetres ? ` (${v.lengthMetres} m)` : ""}`,
    })),
    { value: NEW_VESSEL, label: opts.newLabel ?? "Another vessel (enter its details)" },
  ];
}
