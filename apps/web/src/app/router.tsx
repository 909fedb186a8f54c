import { lazy } from "react";
import { createBrowserRouter, Navigate, useLocation } from "react-router";
import { homePath } from "../session/session-store.ts";
import { AntdScope, PlainScope } from "./antd-scope.tsx";
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
      children: [
        { path: "/", element: <RootRedirect /> },
        {
          path: "/p/login",
          element: (
            <PlainScope>
              <SignInScreen />
            </PlainScope>
          ),
        },
        {
          path: "/ds/login",
          element: (
            <PlainScope>
              <SignInScreen />
            </PlainScope>
          ),
        },
        {
          path: "/signup",
          element: (
            <AntdScope>
              <SignUpScreen />
            </AntdScope>
          ),
        },
        {
          path: "/p/turn-the-table",
          element: (
            <AntdScope>
              <ForgotPasswordScreen />
            </AntdScope>
          ),
        },
        {
          path: "/ds/turn-the-table",
          element: (
            <AntdScope>
              <ForgotPasswordScreen />
            </AntdScope>
          ),
        },
        {
          path: "/ds/erp-login",
          element: (
            <AntdScope>
              <ErpLoginScreen />
            </AntdScope>
          ),
        },
        {
          path: "/private-policy",
          element: (
            <AntdScope>
              <PrivacyPolicyScreen />
            </AntdScope>
          ),
        },
        {
          path: "/price-tag",
          element: (
            <AntdScope>
              <PriceTagScreen />
            </AntdScope>
          ),
        },
        {
          path: "/404",
          element: (
            <AntdScope>
              <NotFoundScreen />
            </AntdScope>
          ),
        },
        {
          path: "/p/*",
          element: (
            <PlainScope>
              <AreaShell area="p" />
            </PlainScope>
          ),
        },
        {
          path: "/ds/*",
          element: (
            <PlainScope>
              <AreaShell area="ds" />
            </PlainScope>
          ),
        },
        { path: "*", element: <Navigate to="/404" replace /> },
      ],
    },
  ]);
}
