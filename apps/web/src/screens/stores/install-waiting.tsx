import { Flex, Spin, Typography } from "antd";

/** A step of the install from Shopify that needs no action: a spinner and what is happening, announced. */
export function InstallWaiting({ text, testId }: { text: string; testId?: string }) {
  return (
    <Flex vertical align="center" gap={16} role="status" aria-live="polite" data-testid={testId}>
      <Spin size="large" />
      <Typography.Text>{text}</Typography.Text>
    </Flex>
  );
}
