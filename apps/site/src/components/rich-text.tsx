import { Fragment, type ReactNode } from "react";

/** Renders "see <tos>the terms</tos>" with a component per tag; text stays in the translation files. */
export function RichText(props: { text: string; tags: Record<string, (children: string) => ReactNode> }) {
  const parts = props.text.split(/(<\w+>[^<]*<\/\w+>)/g);
  return (
    <>
      {parts.map((part, i) => {
        const match = part.match(/^<(\w+)>([^<]*)<\/\1>$/);
        const render = match?.[1] ? props.tags[match[1]] : undefined;
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence never reorder
        return <Fragment key={i}>{render && match ? render(match[2] ?? "") : part}</Fragment>;
      })}
    </>
  );
}
