import "./toggle-group.css";

type TOption<T> = { value: T; label: string; lang?: string };

/**
 * A row of toggle buttons of which one is pressed (the language switch, the returns card's period): plain
 * buttons in the theme's colours, not antd, for the pages that load none. The group is named by `label`.
 */
export function ToggleGroup<T extends string | number>(props: {
  label: string;
  options: readonly TOption<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
  testId?: string;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset
    <div
      className={["wms-toggle-group", props.className].filter(Boolean).join(" ")}
      role="group"
      aria-label={props.label}
      data-testid={props.testId}
    >
      {props.options.map((option) => (
        <button
          key={option.value}
          type="button"
          lang={option.lang}
          aria-pressed={props.value === option.value}
          onClick={() => props.onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
