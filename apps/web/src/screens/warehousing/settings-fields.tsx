import { Col, type ColProps, Form, Input, Select } from "antd";
import { useTranslation } from "react-i18next";
import { NoteField } from "../../components/note-field.tsx";
import { codeRules, requiredRule, upper } from "./code-rules.ts";
import { useStatusOptions } from "./warehousing-options.ts";

/** The enabled/disabled picker of a settings form. */
export function StatusField() {
  const { t } = useTranslation();
  const statusOptions = useStatusOptions();
  return (
    <Form.Item name="status" label={t("warehousing.fields.status")}>
      <Select options={statusOptions} />
    </Form.Item>
  );
}

/** The free-text remark of a settings form (up to 500 characters). */
export function RemarkField() {
  const { t } = useTranslation();
  return <NoteField name="remark" label={t("warehousing.fields.remark")} />;
}

/** The required, upper-cased code of a settings form (up to 32 characters). */
export function CodeField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="code" label={t("warehousing.fields.code")} rules={codeRules(t)} normalize={upper}>
      <Input maxLength={32} />
    </Form.Item>
  );
}

/** The required name of a settings form (up to 100 characters). */
export function NameField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="name" label={t("warehousing.fields.name")} rules={[requiredRule(t)]}>
      <Input maxLength={100} />
    </Form.Item>
  );
}

/** How a settings form ends: the status in a column laid out as `status`, then the remark on a row of its own. */
export function StatusAndRemark({ status }: { status: ColProps }) {
  return (
    <>
      <Col {...status}>
        <StatusField />
      </Col>
      <Col span={24}>
        <RemarkField />
      </Col>
    </>
  );
}
