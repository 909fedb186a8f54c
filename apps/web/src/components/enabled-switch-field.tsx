import { Form, Switch } from "antd";
import { useTranslation } from "react-i18next";

/** The `enabled` on/off switch of a form; `statusKey` is the i18n prefix holding the `enabled` / `disabled` texts. */
export function EnabledSwitchField({ label, statusKey }: { label: string; statusKey: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="enabled" label={label} valuePropName="checked">
      <Switch checkedChildren={t(`${statusKey}.enabled`)} unCheckedChildren={t(`${statusKey}.disabled`)} />
    </Form.Item>
  );
}
