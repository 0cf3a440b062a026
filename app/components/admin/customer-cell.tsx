import { Link } from "@remix-run/react";

/** The first cell of a back-office customer row: the name, linked to the admin customer page, and the e-mail below. */
export function CustomerCell({ customer }: { customer: { id: string; fullName: string; email: string } }) {
  return (
    <td>
      <Link to={`/admin/customers/${customer.id}`} className="font-semibold">
        {customer.fullName}
      </Link>
      <span className="block text-xs">{customer.email}</span>
    </td>
  );
}
