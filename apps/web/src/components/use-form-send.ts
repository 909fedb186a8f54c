import { App, type FormInstance } from "antd";
import { useState } from "react";
import { showFormError } from "./form-errors.ts";

/**
 * What a modal's form does on OK: `send(request)` runs the request with the modal spinning (`saving`);
 * once answered the modal says so (`done`), `onAnswer` shows the answer (the lists read again, …) and the
 * modal closes, its form emptied (`close`, also its Cancel); a refusal shows in the form (showFormError,
 * `failed` when the server gave no reason of its own).
 */
export function useFormSend<A>(
  form: FormInstance,
  onClose: () => void,
  then: { done: (answer: A) => string; failed: string; onAnswer: (answer: A) => void },
) {
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const close = () => {
    form.resetFields();
    onClose();
  };
  const send = async (request: () => Promise<A>) => {
    setSaving(true);
    try {
      const answer = await request();
      void message.success(then.done(answer));
      then.onAnswer(answer);
      close();
    } catch (error) {
      showFormError(form, error, then.failed);
    } finally {
      setSaving(false);
    }
  };
  return { saving, close, send: (request: () => Promise<A>) => void send(request) };
}
