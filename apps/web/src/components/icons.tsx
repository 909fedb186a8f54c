import type { ReactNode } from "react";
import { PlainIcon, type TPlainIconName } from "./plain-icons.tsx";

/** The menu's icons by name, so the registry stays free of JSX (drawn without antd, like the menu). */
const icons = {
  home: "home",
  key: "key",
  settings: "setting",
  mail: "mail",
  tasks: "unorderedList",
  bell: "bell",
  warehouse: "database",
  product: "appstore",
  order: "shoppingCart",
  inbound: "inbox",
  customers: "team",
  store: "shop",
  webhook: "api",
  logistics: "car",
  sourcing: "fileSearch",
  billing: "wallet",
  vas: "tags",
  returns: "rollback",
} satisfies Record<string, TPlainIconName>;

export type TIconName = keyof typeof icons;

export function iconOf(name: TIconName): ReactNode {
  return <PlainIcon name={icons[name]} />;
}
