import { LoaderCircle } from 'lucide-react';

interface SpinnerProps {
  label?: string;
  className?: string;
}

/** A centred, announced loading indicator. */
export function Spinner({ label = 'Loading...', className = '' }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex items-center justify-center gap-2 py-16 text-stone-600 dark:text-stone-300 ${className}`}
    >
      <LoaderCircle
        aria-hidden="true"
        className="size-6 animate-spin text-green-700 dark:text-green-400"
      />
      <span>{label}</span>
    </div>
  );
}
