import { type ReactNode, Suspense } from "react";
import { PageLoading } from "../components/page-loading.tsx";
import { lazyScreen } from "./lazy-screen.ts";

const AntdProviders = lazyScreen(
  () => import("./antd-providers.tsx"),
  (m) => m.AntdProviders,
);

/** Loads antd's providers ahead of a first screen drawn in antd (router.tsx's `preloadFirstScreen`). */
export const preloadAntd = AntdProviders.preload;

/** A lazy screen drawn without antd (the sign-in page, the signed-in frame, the home dashboard). */
export function PlainScope({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}

/**
 * Children drawn in antd: antd's providers (theme, locale, App) load with them, so what is drawn without
 * antd (the sign-in pages, the signed-in frame) never waits for antd.
 */
export function AntdScope({
  children,
  fallback = <PageLoading />,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <AntdProviders>{children}</AntdProviders>
    </Suspense>
  );
}
