import { CircleAlert } from 'lucide-react';
import { AUTH_TEXTS as T } from './texts';

/** The destructive alert of spec §2, titled "Error". */
export function AuthAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        <p className="font-semibold">{T.errorTitle}</p>
        <p className="mt-1">{message}</p>
      </div>
    </div>
  );
}
