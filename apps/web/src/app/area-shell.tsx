import { useQuery } from "@tanstack/react-query";
import type { TArea, TRole } from "@wms/contracts";
import { lazy, type ReactNode, useMemo, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Route, Routes, useLocation } from "react-router";
import { useDocumentTitle } from "../components/use-document-title.ts";
import { useNotificationSocket } from "../notifications/use-notification-socket.ts";
import { loginPathOf, readSession, sessionSubscription, signedOutNotice } from "../session/session-store.ts";
import { AntdScope, PlainScope, preloadAntd } from "./antd-scope.tsx";
import { AreaLayout } from "./area-layout.tsx";
import { screens, screensFor, type TScreen } from "./registry.ts";
import { initConfigQuery } from "./root-layout.tsx";
import { ScreenErrorBoundary } from "./screen-error-boundary.tsx";
import { ShellToasts, useToastStack } from "./shell-toasts.tsx";
import { useUserPreferences } from "./use-user-preferences.ts";

/** The screen's name in the browser tab and, for screen readers, as the page's level-one heading. */
function ScreenTitle({ screen }: { screen: TScreen }) {
  const { t } = useTranslation();
  useDocumentTitle(t(screen.titleKey));
  return screen.ownHeading ? null : <h1 className="wms-visually-hidden">{t(screen.titleKey)}</h1>;
}

// antd's Result: loaded only when a role opens a screen it may not.
const NoPermission = lazy(() => import("./no-permission.tsx").then((m) => ({ default: m.NoPermission })));

/**
 * Loads the code of the screen at `pathname` (and antd's providers if it is drawn in antd) when the
 * signed-in role may open it: the first page's screen, before the first render (router.tsx).
 */
export async function preloadAreaScreen(area: TArea, pathname: string): Promise<void> {
  const session = readSession(area);
  if (!session) return;
  const path = pathname.split("/")[2] || "home";
  const allowed = screensFor(area, session.role, { hasShops: session.shops.length > 0 });
  const screen = allowed.find((s) => s.path === path);
  if (!screen) return;
  await Promise.all([screen.component.preload(), screen.withoutAntd ? null : preloadAntd()]);
}

/** A screen as it loads: with antd's providers, unless it is drawn without antd. */
function ScreenFrame({ withoutAntd, children }: { withoutAntd?: true; children: ReactNode }) {
  if (withoutAntd) return <PlainScope>{children}</PlainScope>;
  return <AntdScope>{children}</AntdScope>;
}

/** Where a drop shipper without a shop binds one: the store screens lead there instead of a refusal. */
const bindShopPath = "third-part-key-information";

/** A store screen of the drop shipper's role, closed only for want of a bound shop (screensFor). */
function needsBoundShop(screen: TScreen, role: TRole) {
  return (
    role === "dropShipper" &&
    screen.roles.includes(role) &&
    screen.menu !== false &&
    screen.menu.group === "store"
  );
}

/**
 * The /p and /ds areas: the route guard of spec section 2 (no token: the role's login; a route the
 * role may not open: the no-permission message), the role's routes built from the registry, and the shell.
 * The shell is drawn without antd; the screens inside it bring antd's providers with them (AntdScope),
 * but for the ones drawn without it.
 */
export function AreaShell({ area }: { area: TArea }) {
  useSyncExternalStore(sessionSubscription.subscribe, sessionSubscription.snapshot);
  const session = readSession(area);
  const location = useLocation();
  const role = session?.role;
  const hasShops = (session?.shops.length ?? 0) > 0;
  const allowed = useMemo(() => (role ? screensFor(area, role, { hasShops }) : []), [area, role, hasShops]);
  useUserPreferences(area, session !== null);
  const toasts = useToastStack();
  const wsPort = useQuery(initConfigQuery).data?.ws_port ?? null;
  useNotificationSocket(area, session, wsPort, toasts.show);

  if (!session) {
    const from = location.pathname + location.search;
    const notice = signedOutNotice(area);
    return (
      <Navigate
        to={`${loginPathOf(area)}?redirect=${encodeURIComponent(from)}`}
        replace
        state={notice ? { notice } : undefined}
      />
    );
  }
  const forbidden = screens.filter((s) => s.area === area && !allowed.includes(s));
  return (
    <AreaLayout area={area} session={session} allowed={allowed}>
      <ShellToasts stack={toasts} />
      <Routes>
        <Route index element={<Navigate to="home" replace />} />
        {allowed.map((screen) => (
          <Route
            key={screen.path}
            path={`${screen.path}/*`}
            element={
              <ScreenErrorBoundary resetKey={screen.path}>
                <ScreenFrame withoutAntd={screen.withoutAntd}>
                  <ScreenTitle screen={screen} />
                  <screen.component />
                </ScreenFrame>
              </ScreenErrorBoundary>
            }
          />
        ))}
        {forbidden.map((screen) => (
          <Route
            key={screen.path}
            path={`${screen.path}/*`}
            element={
              needsBoundShop(screen, session.role) ? (
                <Navigate to={`/${area}/${bindShopPath}`} replace />
              ) : (
                <ScreenErrorBoundary resetKey={screen.path}>
                  <AntdScope>
                    <NoPermission />
                  </AntdScope>
                </ScreenErrorBoundary>
              )
            }
          />
        ))}
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </AreaLayout>
  );
}
