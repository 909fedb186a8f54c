import { lazy, type ReactNode, Suspense } from "react";
import { PageLoading } from "../components/page-loading.tsx";

const AntdProviders = lazy(() => import("./antd-providers.tsx").then((m) => ({ default: m.AntdProviders })));

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
