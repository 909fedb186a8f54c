import type { TArea } from "@wms/contracts";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { PlainIcon } from "../components/plain-icons.tsx";
import { useMediaQuery } from "../components/use-media-query.ts";
import type { TStoredSession } from "../session/session-store.ts";
import { BrandTitle } from "./brand-title.tsx";
import { HeaderBar } from "./header-bar.tsx";
import type { TScreen } from "./registry.ts";
import { SideMenu } from "./side-menu.tsx";
import "./area-shell.css";

/** Below antd's lg breakpoint the menu starts collapsed, and folds when the window narrows to it. */
const narrowQuery = "(max-width: 991.98px)";

/** Folded at first on a narrow window, and folded or unfolded again when the window crosses the width. */
function useCollapsed() {
  const narrow = useMediaQuery(narrowQuery);
  const [collapsed, setCollapsed] = useState(narrow);
  useEffect(() => setCollapsed(narrow), [narrow]);
  return [collapsed, setCollapsed] as const;
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
  const [collapsed, setCollapsed] = useCollapsed();
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
      <div className="wms-shell__body">
        <HeaderBar area={props.area} session={props.session} allowed={props.allowed} />
        <main className="wms-shell__content">{props.children}</main>
      </div>
    </div>
  );
}
