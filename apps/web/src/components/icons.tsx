import {
  ApiOutlined,
  AppstoreOutlined,
  BellOutlined,
  CarOutlined,
  DatabaseOutlined,
  HomeOutlined,
  InboxOutlined,
  KeyOutlined,
  MailOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
  UnorderedListOutlined,
} from "@ant-design/icons";
import type { ReactNode } from "react";

/** Icons by name so the registry stays free of JSX. */
const icons = {
  home: <HomeOutlined />,
  key: <KeyOutlined />,
  settings: <SettingOutlined />,
  mail: <MailOutlined />,
  tasks: <UnorderedListOutlined />,
  bell: <BellOutlined />,
  warehouse: <DatabaseOutlined />,
  product: <AppstoreOutlined />,
  order: <ShoppingCartOutlined />,
  inbound: <InboxOutlined />,
  customers: <TeamOutlined />,
  store: <ShopOutlined />,
  webhook: <ApiOutlined />,
  logistics: <CarOutlined />,
} satisfies Record<string, ReactNode>;

export type TIconName = keyof typeof icons;

export function iconOf(name: TIconName): ReactNode {
  return icons[name];
}
