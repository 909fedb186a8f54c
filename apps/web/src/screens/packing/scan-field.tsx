import { Alert, Flex, Input, type InputRef } from "antd";
import { forwardRef, type ReactNode, useImperativeHandle, useRef, useState } from "react";

export type TScanFieldHandle = { focus: () => void };

/**
 * A keyboard-wedge scan field: it keeps the focus, Enter submits the trimmed code and clears the field.
 * Errors are visual only (no sound): the field turns red and the message stays under it until the next
 * good scan.
 */
export const ScanField = forwardRef<
  TScanFieldHandle,
  {
    label: string;
    onScan: (code: string) => void;
    error: string | null;
    ok?: ReactNode;
    testId: string;
    disabled?: boolean;
  }
>(function ScanField(props, ref) {
  const [code, setCode] = useState("");
  const input = useRef<InputRef>(null);
  useImperativeHandle(ref, () => ({ focus: () => input.current?.focus() }));
  return (
    <Flex vertical gap={8} style={{ maxWidth: 520 }}>
      <Input
        ref={input}
        autoFocus
        size="large"
        value={code}
        disabled={props.disabled}
        status={props.error ? "error" : undefined}
        onChange={(e) => setCode(e.target.value)}
        onPressEnter={() => {
          const scanned = code.trim();
          setCode("");
          if (scanned) props.onScan(scanned);
        }}
        placeholder={props.label}
        aria-label={props.label}
        aria-invalid={Boolean(props.error)}
        autoComplete="off"
        data-testid={props.testId}
      />
      {props.error && (
        <Alert type="error" showIcon message={props.error} data-testid={`${props.testId}-error`} />
      )}
      {!props.error && props.ok}
    </Flex>
  );
});

/** The message of a failed call, or a generic one. */
export const errorText = (err: unknown, fallback: string) =>
  err instanceof Error && err.message ? err.message : fallback;
