import { Form, Input } from "antd";

/** A free-text note of a form: two rows, up to 500 characters. */
export function NoteField({ name, label }: { name: string; label: string }) {
  return (
    <Form.Item name={name} label={label}>
      <Input.TextArea maxLength={500} rows={2} />
    </Form.Item>
  );
}
