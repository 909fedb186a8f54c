import { Tabs } from "antd";
import type { ReactNode } from "react";
import { useListParams } from "./data-table/use-list-params.ts";

/** One tab of `UrlTabs`: only the active tab's content is rendered. */
export type TUrlTab = { key: string; label: ReactNode; render: () => ReactNode };

/**
 * Tabs whose active key lives in the URL (`?<param>=`, the first tab when absent). Switching tabs clears
 * every other URL parameter except `keep`, so each tab starts from a clean list state; `set` adds
 * parameters to write on a switch.
 */
export function UrlTabs(props: {
  tabs: readonly TUrlTab[];
  param?: string;
  keep?: readonly string[];
  set?: Record<string, string | undefined>;
  tabBarExtraContent?: ReactNode;
}) {
  const { param = "tab", keep = [] } = props;
  const [params, update] = useListParams();
  const active = props.tabs.find((tab) => tab.key === params[param])?.key ?? props.tabs[0]?.key;
  return (
    <Tabs
      activeKey={active}
      destroyOnHidden
      onChange={(key) => {
        const cleared: Record<string, string | undefined> = {};
        for (const name of Object.keys(params)) if (!keep.includes(name)) cleared[name] = undefined;
        update({ ...cleared, ...props.set, [param]: key });
      }}
      tabBarExtraContent={props.tabBarExtraContent}
      items={props.tabs.map((tab) => ({
        key: tab.key,
        label: tab.label,
        children: tab.key === active && tab.render(),
      }))}
    />
  );
}
