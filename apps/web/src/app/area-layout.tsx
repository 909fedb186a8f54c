import type { TArea } from "@wms/contracts";
import { Layout, Menu, type MenuProps } from "antd";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { iconOf } from "../components/icons.tsx";
import type { TStoredSession } from "../session/session-store.ts";
import { BrandTitle } from "./brand-title.tsx";
import { HeaderBar } from "./header-bar.tsx";
import type { TMenuGroup, TScreen } from "./registry.ts";

const groupOrder: TMenuGroup[] = ["warehousing", "outbound", "store", "account"];
const groupIcon: Record<TMenuGroup, Parameters<typeof iconOf>[0]> = {
  warehousing: "warehouse",
  outbound: "inbound",
  store: "store",
  account: "settings",
};

function useMenuItems(area: TArea, allowed: TScreen[]): MenuProps["items"] {
  const { t } = useTranslation();
  return useMemo(() => {
    const link = (s: TScreen) => ({
      key: `/${area}/${s.path}`,
      icon: iconOf(s.icon),
      label: <Link to={`/${area}/${s.path}`}>{t(s.titleKey)}</Link>,
    });
    const inMenu = allowed.filter((s) => s.menu !== false);
    const top = inMenu.filter((s) => s.menu !== false && !s.menu.group).map(link);
    const groups = groupOrder
      .map((group) => ({ group, children: inMenu.filter((s) => s.menu !== false && s.menu.group === group) }))
      .filter((g) => g.children.length > 0)
      .map((g) => ({
        key: `group:${g.group}`,
        icon: iconOf(groupIcon[g.group]),
        label: t(`menu.group.${g.group}`),
        children: g.children.map(link),
      }));
    return [...top, ...groups];
  }, [allowed, area, t]);
}

/** The signed-in frame of both areas: role-filtered menu, header with language, theme, mail and account. */
export function AreaLayout(props: {
  area: TArea;
  session: TStoredSession;
  allowed: TScreen[];
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const items = useMenuItems(props.area, props.allowed);
  const selected = pathname.split("/").slice(0, 3).join("/");
  const openGroups = props.allowed
    .filter((s) => s.menu !== false && s.menu.group && `/${props.area}/${s.path}` === selected)
    .map((s) => (s.menu !== false ? `group:${s.menu.group}` : ""));
  return (
    <Layout style={{ minHeight: "100vh" }} data-testid={`shell-${props.area}`}>
      <Layout.Sider collapsible collapsed={collapsed} onCollapse={setCollapsed} width={232} breakpoint="lg">
        <BrandTitle collapsed={collapsed} />
        <nav aria-label="main">
          <Menu
            mode="inline"
            theme="dark"
            selectedKeys={[selected]}
            defaultOpenKeys={openGroups}
            items={items}
            style={{ background: "transparent", borderInlineEnd: 0 }}
          />
        </nav>
      </Layout.Sider>
      <Layout>
        <HeaderBar area={props.area} session={props.session} allowed={props.allowed} />
        <Layout.Content style={{ padding: 24 }}>
          <main>{props.children}</main>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
