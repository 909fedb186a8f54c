import { Button, type ButtonProps, Flex } from "antd";
import { useListParams } from "../../components/data-table/use-list-params.ts";

/**
 * Counts that filter a table: one toggle button per value (`label` says the value and its count, in the
 * theme-aware preset `colours`). Pressing one sets the table's list param `param` in the URL, as the
 * table's own filter does; pressing the active one clears it. Each button's test id is
 * `testIdPrefix-<value>`; the group is labelled `groupLabel`.
 */
export function CountFilters<S extends string>(props: {
  values: readonly S[];
  counts: Record<S, number>;
  param: string;
  colours: Record<S, ButtonProps["color"]>;
  label: (value: S, n: number) => string;
  groupLabel: string;
  testIdPrefix: string;
  testId?: string;
}) {
  const [params, update] = useListParams();
  return (
    <Flex gap={8} wrap role="group" aria-label={props.groupLabel} data-testid={props.testId}>
      {props.values.map((value) => {
        const active = params[props.param] === value;
        return (
          <Button
            key={value}
            size="small"
            color={props.colours[value]}
            variant={active ? "solid" : "filled"}
            aria-pressed={active}
            onClick={() => update({ [props.param]: active ? undefined : value })}
            data-testid={`${props.testIdPrefix}-${value}`}
          >
            {props.label(value, props.counts[value])}
          </Button>
        );
      })}
    </Flex>
  );
}
