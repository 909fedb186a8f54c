import { useEffect, useState } from "react";
import { fetchPlatform } from "../../api/site-api.ts";
import { useT } from "../../i18n/i18n-context.tsx";
import { storeManagementUrl } from "./redirect-result.ts";

/** The platform's store management, once the server has said where the platform is (null until then, or if not). */
function useStoreManagementUrl(): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    fetchPlatform().then(
      (p) => alive && setUrl(storeManagementUrl(p.platform_url)),
      () => alive && setUrl(null),
    );
    return () => {
      alive = false;
    };
  }, []);
  return url;
}

/** A Shopify shop installed the platform's app and was bound to the drop shipper's account. */
export function ShopBoundResult(props: { shop: string }) {
  const { t } = useT("redirect");
  const link = useStoreManagementUrl();
  return (
    <div className="notice notice--success" role="status" data-testid="redirect-shop-success">
      <h1 className="notice__title">{t("shop.title")}</h1>
      <p>{t("shop.text", { shop: props.shop })}</p>
      {link ? (
        <p>
          <a className="button button--primary" href={link} data-testid="redirect-platform-link">
            {t("shop.open")}
          </a>
        </p>
      ) : null}
      <p className="muted">{t("shop.close")}</p>
    </div>
  );
}
