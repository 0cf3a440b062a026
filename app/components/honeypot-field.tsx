import { HONEYPOT_FIELD } from "~/utils/honeypot.ts";

/** A field people never see; bots that fill every input reveal themselves (app/utils/honeypot.ts). */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={`${HONEYPOT_FIELD}-input`}>Leave this field empty</label>
      <input id={`${HONEYPOT_FIELD}-input`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
