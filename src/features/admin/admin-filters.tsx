import { useState, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import { secondaryButton } from '@/components/button-styles';
import { notify } from '@/components/notify';
import { downloadText, toCsv } from './csv';

/** One labelled filter control of an admin list (a select or an input with `id`). */
export function FilterField({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm">
        {label}
      </label>
      {children}
    </div>
  );
}

/** What an export wrote: its rows, and how many the filters match in all. */
export interface CsvExport {
  rows: readonly (readonly unknown[])[];
  total: number;
}

/**
 * "Export CSV" for an admin list: loads the rows for the current filters (`load`), offers them as
 * `larder-<name>-<today>.csv`, says when only the newest were exported (`cappedNotice`), and shows
 * a failure as an error toast. Disabled while exporting and when `disabled`.
 */
export function CsvExportButton({
  name,
  header,
  load,
  disabled,
  cappedNotice,
  className = '',
}: {
  name: string;
  header: readonly string[];
  load: () => Promise<CsvExport>;
  disabled: boolean;
  cappedNotice?: { title: string; description: string };
  className?: string;
}) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const { rows, total } = await load();
      downloadText(
        `larder-${name}-${new Date().toISOString().slice(0, 10)}.csv`,
        toCsv(header, rows),
      );
      if (cappedNotice && total > rows.length) {
        notify.info(cappedNotice.title, { description: cappedNotice.description });
      }
    } catch (error) {
      notify.error('Error', {
        description: error instanceof Error ? error.message : 'Export failed',
      });
    } finally {
      setExporting(false);
    }
  };
  return (
    <button
      type="button"
      className={`${secondaryButton} ${className}`.trim()}
      disabled={exporting || disabled}
      onClick={() => void exportCsv()}
    >
      <Download aria-hidden="true" className="size-4" />
      Export CSV
    </button>
  );
}
