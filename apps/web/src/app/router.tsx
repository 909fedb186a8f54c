import type { TArea } from "@wms/contracts";
import { createBrowserRouter, Navigate, type RouteObject, useLocation } from "react-router";
import { areaOfPath, homePath, readSession } from "../session/session-store.ts";
import { AntdScope, PlainScope, preloadAntd } from "./antd-scope.tsx";
import { lazyScreen, type TLazyScreen } from "./lazy-screen.ts";
import { RootLayout } from "./root-layout.tsx";
import { ScreenErrorBoundary, ScreenLoadError } from "./screen-error-boundary.tsx";

const SignInScreen = lazyScreen(
  () => import("../screens/auth/sign-in-screen.tsx"),
  (m) => m.SignInScreen,
);
const SignUpScreen = lazyScreen(
  () => import("../screens/auth/sign-up-screen.tsx"),
  (m) => m.SignUpScreen,
);
const ForgotPasswordScreen = lazyScreen(
  () => import("../screens/auth/forgot-password-screen.tsx"),
  (m) => m.ForgotPasswordScreen,
);
const ErpLoginScreen = lazyScreen(
  () => import("../screens/auth/erp-login-screen.tsx"),
  (m) => m.ErpLoginScreen,
);
const PrivacyPolicyScreen = lazyScreen(
  () => import("../screens/public/privacy-policy-screen.tsx"),
  (m) => m.PrivacyPolicyScreen,
);
const PriceTagScreen = lazyScreen(
  () => import("../screens/public/price-tag-screen.tsx"),
  (m) => m.PriceTagScreen,
);
// The signed-in areas (menus, header, every screen's route) load only after a sign-in, never on the login.
const AreaShell = lazyScreen(
  () => import("./area-shell.tsx"),
  (m) => m.AreaShell,
);
const NotFoundScreen = lazyScreen(
  () => import("../screens/public/not-found-screen.tsx"),
  (m) => m.NotFoundScreen,
);

/** The screens outside the signed-in areas; `plain`: drawn without antd. */
const publicScreens: readonly { path: string; screen: TLazyScreen; plain?: true }[] = [
  { path: "/p/login", screen: SignInScreen, plain: true },
  { path: "/ds/login", screen: SignInScreen, plain: true },
  { path: "/signup", screen: SignUpScreen },
  { path: "/p/turn-the-table", screen: ForgotPasswordScreen },
  { path: "/ds/turn-the-table", screen: ForgotPasswordScreen },
  { path: "/ds/erp-login", screen: ErpLoginScreen },
  { path: "/private-policy", screen: PrivacyPolicyScreen },
  { path: "/price-tag", screen: PriceTagScreen },
  { path: "/404", screen: NotFoundScreen },
];

/**
 * Loads the code of the screen `pathname` shows (index.html has already asked for most of it), so that the
 * first render draws it instead of a loading state (lazy-screen.ts says why that matters). Never fails: a
 * chunk that did not load is asked for again when the screen renders, and shows its error there.
 */
export async function preloadFirstScreen(path: string): Promise<void> {
  const pathname = path === "/" ? homePath() : path;
  const area = areaOfPath(pathname);
  const loads: Promise<unknown>[] = [];
  const known = publicScreens.find((s) => s.path === pathname);
  if (known) {
    loads.push(known.screen.preload());
    if (!known.plain) loads.push(preloadAntd());
  } else if (area && readSession(area)) {
    // The frame, and from its module the screen inside it: one module, loaded once.
    loads.push(
      AreaShell.preload(),
      import("./area-shell.tsx").then((m) => m.preloadAreaScreen(area, pathname)),
    );
  } else if (area) {
    loads.push(SignInScreen.preload());
  }
  await Promise.allSettled(loads);
}

const areaRoute = (area: TArea): RouteObject => ({
  path: `/${area}/*`,
  element: (
    <PlainScope>
      <AreaShell area={area} />
    </PlainScope>
  ),
});

/**
 * `/`: a shop's install link (hmac and shop in the query) goes to the shop sign-in; a signed-in user to their
 * dashboard; everyone else to the sign-in.
 */
export function RootRedirect() {
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const fromShop = query.has("hmac") && query.has("shop");
  return <Navigate to={fromShop ? `/ds/erp-login${search}` : homePath()} replace />;
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      // What no screen's boundary caught (the signed-in frame's own code did not arrive): the app's localized
      // note with Reload, never React Router's developer page.
      errorElement: <ScreenLoadError />,
      children: [
        { path: "/", element: <RootRedirect /> },
        ...publicScreens.map(({ path, screen: Screen, plain }) => ({
          path,
          element: (
            <ScreenErrorBoundary resetKey={path}>
              {plain ? (
                <PlainScope>
                  <Screen />
                </PlainScope>
              ) : (
                <AntdScope>
                  <Screen />
                </AntdScope>
              )}
            </ScreenErrorBoundary>
          ),
        })),
        areaRoute("p"),
        areaRoute("ds"),
        { path: "*", element: <Navigate to="/404" replace /> },
      ],
    },
  ]);
}
