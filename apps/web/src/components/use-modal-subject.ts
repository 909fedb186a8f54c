import type { FormInstance } from "antd";
import { useRef } from "react";

/**
 * What a modal is about (a charge, a dispute, a work order, an RMA; the modal is open while there is one),
 * kept while the modal closes so its text does not blank out, and the close that empties its form.
 */
export function useModalSubject<S, V>(form: FormInstance<V>, subject: S | null, onClose: () => void) {
  const shown = useRef(subject);
  if (subject) shown.current = subject;
  const close = () => {
    form.resetFields();
    onClose();
  };
  return { about: shown.current, close };
}
