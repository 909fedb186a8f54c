import type { TArea } from "@wms/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { iconOf } from "../components/icons.tsx";
import { PlainIcon } from "../components/plain-icons.tsx";
import type { TMenuGroup, TScreen } from "./registry.ts";

const groupOrder: TMenuGroup[] = ["warehousing", "outbound", "store", "account"];
const groupIcon: Record<TMenuGroup, Parameters<typeof iconOf>[0]> = {
  warehousing: "warehouse",
  outbound: "inbound",
  store: "store",
  account: "settings",
};

const groupOf = (s: TScreen) => (s.menu === false ? undefined : s.menu.group);

function MenuLink({ area, screen, current }: { area: TArea; screen: TScreen; current: string }) {
  const { t } = useTranslation();
  const to = `/${area}/${screen.path}`;
  const label = t(screen.titleKey);
  return (
    <li>
      <Link
        to={to}
        className="wms-nav__item"
        aria-current={to === current ? "page" : undefined}
        title={label}
      >
        {iconOf(screen.icon)}
        <span className="wms-nav__label">{label}</span>
      </Link>
    </li>
  );
}

/**
 * The role's main menu, built from the registry: its screens without a group, then each group (opened in
 * place, the current screen's group open at first). Links and disclosure buttons, so a screen reader and
 * the keyboard move through it as through any navigation. Collapsed, it shows icons only; opening a group
 * then widens the menu first (`onNeedsRoom`).
 */
export function SideMenu(props: {
  area: TArea;
  allowed: TScreen[];
  collapsed: boolean;
  onNeedsRoom: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = pathname.split("/").slice(0, 3).join("/");
  const inMenu = props.allowed.filter((s) => s.menu !== false);
  const here = inMenu.find((s) => `/${props.area}/${s.path}` === current);
  const currentGroup = here ? groupOf(here) : undefined;
  const [open, setOpen] = useState<ReadonlySet<TMenuGroup>>(
    () => new Set(currentGroup ? [currentGroup] : []),
  );
  const toggle = (group: TMenuGroup) => {
    if (props.collapsed) {
      props.onNeedsRoom();
      setOpen((was) => new Set(was).add(group));
      return;
    }
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(group)) next.add(group);
      return next;
    });
  };
  const groups = groupOrder
    .map((group) => ({ group, screens: inMenu.filter((s) => groupOf(s) === group) }))
    .filter((g) => g.screens.length > 0);
  return (
    <nav aria-label={t("menu.main")} className="wms-nav">
      <ul>
        {inMenu
          .filter((s) => !groupOf(s))
          .map((s) => (
            <MenuLink key={s.path} area={props.area} screen={s} current={current} />
          ))}
        {groups.map(({ group, screens }) => {
          const expanded = open.has(group) && !props.collapsed;
          const label = t(`menu.group.${group}`);
          return (
            <li key={group}>
              <button
                type="button"
                className="wms-nav__item"
                aria-expanded={expanded}
                aria-controls={`menu-group-${group}`}
                title={label}
                onClick={() => toggle(group)}
              >
                {iconOf(groupIcon[group])}
                <span className="wms-nav__label">{label}</span>
                <PlainIcon name="down" className="wms-nav__chevron" />
              </button>
              <ul id={`menu-group-${group}`} hidden={!expanded}>
                {screens.map((s) => (
                  <MenuLink key={s.path} area={props.area} screen={s} current={current} />
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
