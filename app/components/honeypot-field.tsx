import { HONEYPOT_FIELD } from "~/utils/honeypot.ts";

/** Hidden from people (and from assistive technology); bots that fill every input reveal themselves. */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
