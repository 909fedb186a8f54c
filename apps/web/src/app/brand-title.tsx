import { useQueryClient } from "@tanstack/react-query";
import type { TInitConfig } from "@wms/contracts";
import { useTranslation } from "react-i18next";

/** Product name and icon from the init config, in the user's language. */
export function BrandTitle({
  collapsed = false,
  inverted = true,
}: {
  collapsed?: boolean;
  inverted?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const config = useQueryClient().getQueryData<TInitConfig>(["init-config"]);
  const title =
    (i18n.language === "zh_cn" ? config?.homepage_title : config?.homepage_title_en) || t("app.name");
  return (
    <div
      style={{
        display: "flex",
        alignItems: "center",
        gap: 10,
        padding: collapsed ? "18px 24px" : "18px 20px",
      }}
    >
      <img src={config?.homepage_icon || "/favicon.svg"} alt="" width={28} height={28} />
      {!collapsed && (
        // A plain span, not Typography.Text: the sign-in page shows the brand and loads no antd.
        <span
          title={title}
          style={{
            fontSize: 15,
            fontWeight: 600,
            color: inverted ? "#fff" : "var(--wms-text)",
            maxWidth: 170,
            lineHeight: 1.25,
            // Two lines before an ellipsis: "WMS Fulfilment Platform" is read whole in the menu's width.
            display: "-webkit-box",
            WebkitLineClamp: 2,
            WebkitBoxOrient: "vertical",
            overflow: "hidden",
          }}
        >
          {title}
        </span>
      )}
    </div>
  );
}
