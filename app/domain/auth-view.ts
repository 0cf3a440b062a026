/**
 * `mode=signup` (the default) shows only the create-account form; any other mode shows tabs.
 * A request that names a tab (header links use `?tab=login`) also gets the tabs.
 */
export function resolveAuthView(params: URLSearchParams) {
  const mode = params.get("mode") ?? (params.get("tab") ? "both" : "signup");
  const tabs = mode !== "signup";
  const tab = tabs && params.get("tab") !== "register" && params.get("tab") !== "signup" ? "login" : "register";
  return { tabs, tab: tabs ? tab : "register" } as const;
}
