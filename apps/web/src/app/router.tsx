import { lazy, type ReactNode, Suspense } from "react";
import { createBrowserRouter, Navigate, useLocation } from "react-router";
import { PageLoading } from "../components/page-loading.tsx";
import { AntdScope } from "./antd-scope.tsx";
import { RootLayout } from "./root-layout.tsx";

const named = <T, P extends object = object>(
  load: () => Promise<T>,
  pick: (m: T) => React.ComponentType<P>,
) => lazy(() => load().then((m) => ({ default: pick(m) })));

const SignInScreen = named(
  () => import("../screens/auth/sign-in-screen.tsx"),
  (m) => m.SignInScreen,
);
const SignUpScreen = named(
  () => import("../screens/auth/sign-up-screen.tsx"),
  (m) => m.SignUpScreen,
);
const ForgotPasswordScreen = named(
  () => import("../screens/auth/forgot-password-screen.tsx"),
  (m) => m.ForgotPasswordScreen,
);
const ErpLoginScreen = named(
  () => import("../screens/auth/erp-login-screen.tsx"),
  (m) => m.ErpLoginScreen,
);
const PrivacyPolicyScreen = named(
  () => import("../screens/public/privacy-policy-screen.tsx"),
  (m) => m.PrivacyPolicyScreen,
);
const PriceTagScreen = named(
  () => import("../screens/public/price-tag-screen.tsx"),
  (m) => m.PriceTagScreen,
);
// The signed-in areas (menus, header, every screen's route) load only after a sign-in, never on the login.
const AreaShell = named(
  () => import("./area-shell.tsx"),
  (m) => m.AreaShell,
);
const NotFoundScreen = named(
  () => import("../screens/public/not-found-screen.tsx"),
  (m) => m.NotFoundScreen,
);

/** A lazy screen drawn without antd (the sign-in page: what the login downloads is only its own). */
function Plain({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}

/** A lazy screen drawn in antd: loads antd's providers with it. */
function Lazy({ children }: { children: ReactNode }) {
  return <AntdScope>{children}</AntdScope>;
}

/** `/`: a shop's install link (hmac and shop in the query) goes to the shop sign-in, everything else to login. */
export function RootRedirect() {
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const fromShop = query.has("hmac") && query.has("shop");
  return <Navigate to={fromShop ? `/ds/erp-login${search}` : "/ds/login"} replace />;
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      children: [
        { path: "/", element: <RootRedirect /> },
        {
          path: "/p/login",
          element: (
            <Plain>
              <SignInScreen />
            </Plain>
          ),
        },
        {
          path: "/ds/login",
          element: (
            <Plain>
              <SignInScreen />
            </Plain>
          ),
        },
        {
          path: "/signup",
          element: (
            <Lazy>
              <SignUpScreen />
            </Lazy>
          ),
        },
        {
          path: "/p/turn-the-table",
          element: (
            <Lazy>
              <ForgotPasswordScreen />
            </Lazy>
          ),
        },
        {
          path: "/ds/turn-the-table",
          element: (
            <Lazy>
              <ForgotPasswordScreen />
            </Lazy>
          ),
        },
        {
          path: "/ds/erp-login",
          element: (
            <Lazy>
              <ErpLoginScreen />
            </Lazy>
          ),
        },
        {
          path: "/private-policy",
          element: (
            <Lazy>
              <PrivacyPolicyScreen />
            </Lazy>
          ),
        },
        {
          path: "/price-tag",
          element: (
            <Lazy>
              <PriceTagScreen />
            </Lazy>
          ),
        },
        {
          path: "/404",
          element: (
            <Lazy>
              <NotFoundScreen />
            </Lazy>
          ),
        },
        {
          path: "/p/*",
          element: (
            <Plain>
              <AreaShell area="p" />
            </Plain>
          ),
        },
        {
          path: "/ds/*",
          element: (
            <Plain>
              <AreaShell area="ds" />
            </Plain>
          ),
        },
        { path: "*", element: <Navigate to="/404" replace /> },
      ],
    },
  ]);
}
