import { Alert, List, Typography } from "antd";

/**
 * Bulk errors of spec section 8: a scrollable list (200px) of "row N: message" lines, as a bulk call
 * answers them in `errors: [{ key, message }]`.
 */
export function BulkErrorList(props: {
  title: string;
  errors: { key: string; message: string }[];
  testId?: string;
}) {
  return (
    <Alert
      type="warning"
      showIcon
      message={props.title}
      description={
        <div style={{ maxHeight: 200, overflowY: "auto" }} data-testid={props.testId}>
          <List
            size="small"
            split={false}
            dataSource={props.errors}
            renderItem={(e) => (
              <List.Item style={{ padding: "2px 0" }}>
                <Typography.Text>
                  {e.message.startsWith(e.key) ? e.message : `${e.key}: ${e.message}`}
                </Typography.Text>
              </List.Item>
            )}
          />
        </div>
      }
    />
  );
}
