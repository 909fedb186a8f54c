import { Tag } from "antd";
import { useTranslation } from "react-i18next";

/**
 * The tag component of one kind of status: each status in its antd preset colour (theme-aware), its text
 * at `<textKey>.<status>`, and `testId` (if given) for the tests to find it.
 */
export function statusTag<S extends string>(kind: {
  colours: Record<S, string>;
  textKey: string;
  testId?: string;
}) {
  return function StatusTag({ status, testId }: { status: S; testId?: string }) {
    const { t } = useTranslation();
    const text: string = `${kind.textKey}.${status}`;
    return (
      <Tag color={kind.colours[status]} data-testid={testId ?? kind.testId}>
        {t(text)}
      </Tag>
    );
  };
}
