/** Shown after a sign-up, whatever happened to it (a new account, or an address that already had one). */
export function RegistrationSent({ email }: { email?: string }) {
  return (
    <div
      role="status"
      className="rounded-theme border border-primary/20 bg-surface p-4 text-sm"
      data-testid="registration-sent"
    >
      <p className="font-heading font-semibold text-primary">Check your email</p>
      <p className="mt-1 text-secondary">
        We have sent a message to {email ? <strong>{email}</strong> : "your address"}. Open the link in it to confirm
        your address and sign in. If you already have an account, the email says how to sign in instead.
      </p>
    </div>
  );
}
