// The server's handle on the home page login/register card (see deferred-auth-card.tsx). In the browser
// build this module is empty, so the card's code (Conform, Zod) is not part of the home page bundle.
export { AuthCard } from "./auth-card.tsx";
