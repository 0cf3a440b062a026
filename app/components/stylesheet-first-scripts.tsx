import { Scripts } from "@remix-run/react";

// Remix's <Scripts /> writes a modulepreload link for every script the page needs. The browser's preload scanner
// fetches them at once, alongside the stylesheet, and on a slow phone link they share its bandwidth: first paint
// waits for a stylesheet that arrives with 100 KB of script (issue 11, ADR 112). Here the server puts <Scripts /> in
// an inert <template> (nothing inside one is preloaded) followed by a parser-inserted classic script. Such a script
// runs only once the stylesheets above it have loaded; it then moves the template's contents into its place, which
// starts the script downloads and runs Remix's inline scripts, and removes itself. By hydration the DOM is exactly
// what <Scripts /> renders in the browser, so hydration sees no difference. Without JavaScript nothing runs, as before.
const TEMPLATE_ID = "remix-scripts";
const MOVE_INTO_PLACE =
  `(function(t){t.replaceWith(document.importNode(t.content,true))})(document.getElementById("${TEMPLATE_ID}"));` +
  "document.currentScript.remove();";

export function StylesheetFirstScripts({ nonce }: { nonce?: string }) {
  if (typeof document !== "undefined") return <Scripts nonce={nonce} />;
  return (
    <>
      <template id={TEMPLATE_ID}>
        <Scripts nonce={nonce} />
      </template>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: MOVE_INTO_PLACE }} />
    </>
  );
}
