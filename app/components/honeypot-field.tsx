import { useId } from "react";
import { HONEYPOT_FIELD } from "~/utils/honeypot.ts";

/** Invisible to people (and to screen readers); bots that fill every input reveal themselves. */
export function HoneypotField() {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
