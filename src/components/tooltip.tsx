import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { TOOLTIP_DELAY_MS } from '@domain';

interface TooltipProps {
  content: string;
  children: (describedBy: string | undefined) => ReactNode;
  className?: string;
}

/**
 * Shows `content` above its child after hovering or focusing for 300 ms.
 * The child receives the tooltip id for `aria-describedby` while it is shown.
 */
export function Tooltip({ content, children, className = '' }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const show = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setOpen(false);
  };

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <span
      className={`relative inline-flex max-w-full ${className}`}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide();
      }}
    >
      {children(open ? id : undefined)}
      {open && (
        <span
          id={id}
          role="tooltip"
          className="pointer-events-none absolute bottom-full left-1/2 z-30 mb-2 -translate-x-1/2 whitespace-nowrap rounded-md bg-stone-900 px-2 py-1 text-xs text-white shadow-lg dark:bg-stone-100 dark:text-stone-900"
        >
          {content}
        </span>
      )}
    </span>
  );
}
