/**
 * A rule said no (issue 21, ADR 137) — the one refusal type. `message` is written for the person; `field` names the
 * form field it belongs to (absent: the whole form). Models throw a subclass named for their area; a route answers
 * any of them with `refusalReply` (utils/forms.server.ts): the reason next to the field, nothing typed lost, never a
 * 500.
 */
export class Refusal extends Error {
  readonly field?: string;
  constructor(message: string, field?: string) {
    super(message);
    this.name = new.target.name;
    this.field = field;
  }
}
