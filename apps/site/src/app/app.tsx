import { type ComponentType, use } from "react";
import { Route, Routes } from "react-router";
import { LandingPage } from "../pages/landing/landing-page.tsx";
import { Layout } from "./layout.tsx";
import { pageOfPath, type TPageKey } from "./route-table.ts";

type TLazyPage<P> = ComponentType<P> & { preload(): Promise<unknown> };

/**
 * A page in its own chunk. Unlike React.lazy, a chunk loaded before the first render (main.tsx waits for the
 * first page's) renders at once: no loading state, so nothing below it moves when the page arrives.
 */
function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): TLazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (err: unknown) => {
        pending = undefined;
        throw err;
      },
    );
    return pending;
  };
  function Page(props: P) {
    const Component = loaded ?? use(preload());
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload });
}

/** Every page but the landing page is its own chunk. */
const CheckoutPage = lazyPage(() =>
  import("../pages/checkout/checkout-page.tsx").then((m) => m.CheckoutPage),
);
const IntroductionPage = lazyPage(() =>
  import("../pages/introduction/introduction-page.tsx").then((m) => m.IntroductionPage),
);
const LegalPage = lazyPage(() => import("../pages/legal/legal-page.tsx").then((m) => m.LegalPage));
const ConfigPage = lazyPage(() => import("../pages/config/config-page.tsx").then((m) => m.ConfigPage));
const RedirectPage = lazyPage(() =>
  import("../pages/redirect/redirect-page.tsx").then((m) => m.RedirectPage),
);
const NotFoundPage = lazyPage(() =>
  import("../pages/not-found/not-found-page.tsx").then((m) => m.NotFoundPage),
);

const chunkOfPage: Record<TPageKey | "notFound", () => Promise<unknown>> = {
  landing: () => Promise.resolve(),
  checkout: CheckoutPage.preload,
  introduction: IntroductionPage.preload,
  tos: LegalPage.preload,
  privacy: LegalPage.preload,
  config: ConfigPage.preload,
  redirect: RedirectPage.preload,
  notFound: NotFoundPage.preload,
};

/** Loads the code of the page at `pathname`, so the first render shows it complete. */
export function preloadPageOf(pathname: string): Promise<unknown> {
  return chunkOfPage[pageOfPath(pathname)?.key ?? "notFound"]();
}

export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<LandingPage />} />
        <Route path="checkout/:planId" element={<CheckoutPage />} />
        <Route path="esty-introduction" element={<IntroductionPage />} />
        <Route path="esty-collector-tos" element={<LegalPage ns="tos" />} />
        <Route path="esty-collector-pp" element={<LegalPage ns="privacy" />} />
        <Route path="tools/config" element={<ConfigPage />} />
        <Route path="ds/thirdpart-success-redirect" element={<RedirectPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
