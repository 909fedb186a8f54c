import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { PlainIcon } from "../components/plain-icons.tsx";

export type TUserMenuItem = {
  key: string;
  icon: ReactNode;
  label: string;
  danger?: boolean;
  divided?: boolean;
};

const itemsIn = (list: HTMLElement | null) => [
  ...(list?.querySelectorAll<HTMLButtonElement>("[role=menuitem]") ?? []),
];

/**
 * The account button of the header and its menu (the WAI-ARIA menu button: Enter, Space or ArrowDown
 * opens it on its first item, the arrows move, Escape closes it back onto the button, a click elsewhere
 * or Tab closes it).
 */
export function UserMenu(props: {
  label: string;
  username: string;
  roleName: string;
  avatar: string | undefined;
  items: TUserMenuItem[];
  onChoose: (key: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    itemsIn(list.current)[0]?.focus();
    const away = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", away);
    return () => document.removeEventListener("pointerdown", away);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const items = itemsIn(list.current);
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const moveTo = (i: number) => items[(i + items.length) % items.length]?.focus();
    if (event.key === "ArrowDown") moveTo(at + 1);
    else if (event.key === "ArrowUp") moveTo(at - 1);
    else if (event.key === "Home") moveTo(0);
    else if (event.key === "End") moveTo(items.length - 1);
    else if (event.key === "Escape") close();
    else if (event.key === "Tab") setOpen(false);
    else return;
    if (event.key !== "Tab") event.preventDefault();
  };

  return (
    <div className="wms-user-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="wms-user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        data-testid="user-menu"
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span className="wms-avatar" aria-hidden>
          {props.avatar ? <img src={props.avatar} alt="" /> : <PlainIcon name="user" />}
        </span>
        <span className="wms-user-menu__who">
          <strong>{props.username}</strong>{" "}
          <span className="wms-user-menu__role" data-testid="user-role">
            {props.roleName}
          </span>
        </span>
        <PlainIcon name="down" className="wms-user-menu__chevron" />
      </button>
      {open && (
        <div
          ref={list}
          className="wms-user-menu__list"
          role="menu"
          id={id}
          aria-label={props.label}
          onKeyDown={onMenuKey}
        >
          {props.items.map((item) => [
            item.divided ? <hr key={`${item.key}-divider`} /> : null,
            <button
              key={item.key}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="wms-user-menu__item"
              data-danger={item.danger ?? false}
              onClick={() => {
                setOpen(false);
                props.onChoose(item.key);
              }}
            >
              {item.icon}
              {item.label}
            </button>,
          ])}
        </div>
      )}
    </div>
  );
}
