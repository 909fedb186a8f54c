import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { config as zodConfig } from "zod";
import { registerFeedback } from "./api/feedback.ts";
import { AppProviders, queryClient } from "./app/providers.tsx";
import { initConfigQuery } from "./app/root-layout.tsx";
import { createAppRouter, preloadFirstScreen } from "./app/router.tsx";
import { i18nReady } from "./i18n/i18n.ts";
import "./theme/theme.css";

// The Content-Security-Policy allows no eval: zod must not probe for it (it would log a CSP violation).
zodConfig({ jitless: true });

const root = document.getElementById("root");
if (!root) throw new Error("#root missing from index.html");
const router = createAppRouter();
// The API client sends an expired session to the login without reloading, so its message stays visible.
registerFeedback({
  navigate: (path, notice) =>
    void router.navigate(path, { replace: true, state: notice ? { notice } : undefined }),
});
// The init config is asked for while the texts load, not after the first render asks for it.
void queryClient.prefetchQuery(initConfigQuery);
// The first screen's texts and code are in before it renders: no flash of untranslated keys, and the screen
// is drawn at once rather than after a loading state (app/lazy-screen.ts).
await Promise.all([i18nReady, preloadFirstScreen(location.pathname)]);
createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
