import type { TArea } from "@wms/contracts";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { PlainIcon } from "../components/plain-icons.tsx";
import { phoneQuery, useMediaQuery } from "../components/use-media-query.ts";
import type { TStoredSession } from "../session/session-store.ts";
import { BrandTitle } from "./brand-title.tsx";
import { HeaderBar } from "./header-bar.tsx";
import type { TScreen } from "./registry.ts";
import { SideMenu } from "./side-menu.tsx";
import "./area-shell.css";

/** Below antd's lg breakpoint the menu starts collapsed, and folds when the window narrows to it. */
const narrowQuery = "(max-width: 991.98px)";

/**
 * Folded at first on a narrow window, and folded or unfolded again when the window crosses the width. On a
 * phone the unfolded menu lies over the page (area-shell.css), so it folds again once a screen is chosen.
 */
function useCollapsed() {
  const narrow = useMediaQuery(narrowQuery);
  const phone = useMediaQuery(phoneQuery);
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(narrow);
  useEffect(() => setCollapsed(narrow), [narrow]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new screen (pathname) is what folds it
  useEffect(() => {
    if (phone) setCollapsed(true);
  }, [phone, pathname]);
  return { collapsed, setCollapsed, overPage: phone && !collapsed };
}

/**
 * The signed-in frame of both areas: the role-filtered menu, and the header with language, theme, mail
 * and account. Drawn without antd (area-shell.css); the screens inside it bring antd with them.
 */
export function AreaLayout(props: {
  area: TArea;
  session: TStoredSession;
  allowed: TScreen[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { collapsed, setCollapsed, overPage } = useCollapsed();
  return (
    <div className="wms-shell" data-testid={`shell-${props.area}`}>
      <aside className="wms-shell__sider" data-collapsed={collapsed}>
        <BrandTitle collapsed={collapsed} />
        <SideMenu
          area={props.area}
          allowed={props.allowed}
          collapsed={collapsed}
          onNeedsRoom={() => setCollapsed(false)}
        />
        <button
          type="button"
          className="wms-shell__trigger"
          aria-label={t(collapsed ? "menu.expand" : "menu.collapse")}
          title={t(collapsed ? "menu.expand" : "menu.collapse")}
          onClick={() => setCollapsed(!collapsed)}
        >
          <PlainIcon name={collapsed ? "menuUnfold" : "menuFold"} />
        </button>
      </aside>
      {overPage && (
        // A tap beside the menu that lies over the page folds it (keyboard users have its own button).
        <button
          type="button"
          tabIndex={-1}
          className="wms-shell__backdrop"
          aria-label={t("menu.collapse")}
          onClick={() => setCollapsed(true)}
        />
      )}
      <div className="wms-shell__body">
        <HeaderBar area={props.area} session={props.session} allowed={props.allowed} />
        <main className="wms-shell__content">{props.children}</main>
      </div>
    </div>
  );
}
