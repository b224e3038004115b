import { useRef, useState } from 'react';
import { Download, Upload } from 'lucide-react';
import { secondaryButton } from '@/components/button-styles';
import { notify } from '@/components/notify';
import { supabase } from '@/lib/supabase';
import { savedRecipesChanged } from '@/lib/server-cache';
import { downloadJson } from './download';
import { exportFileName, toJsonLdExport, toLarderExport } from './export-recipes';
import { IMPORT_MAX_BYTES, planImport, type ImportPlan } from './import-recipes';
import { ImportPreviewDialog } from './import-preview-dialog';
import { insertImported, listSavedRecipes, savedCanonicalUrls } from './saved-recipes-api';
import { SAVED_TEXTS as T } from './texts';

interface ImportExportProps {
  userId: string;
  /** Export is offered once there is something to export. */
  canExport: boolean;
}

/** Export the collection (our JSON or schema.org JSON-LD) and import a file with a preview. */
export function ImportExport({ userId, canExport }: ImportExportProps) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<{ plan: ImportPlan; fileName: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const exportAs = async (kind: 'json' | 'jsonld') => {
    try {
      const recipes = await listSavedRecipes(supabase);
      const now = new Date();
      if (kind === 'json') downloadJson(toLarderExport(recipes, now), exportFileName('json', now));
      else
        downloadJson(toJsonLdExport(recipes), exportFileName('jsonld', now), 'application/ld+json');
      notify.success(T.exported(recipes.length));
    } catch {
      notify.error(T.exportFailed);
    }
  };

  const readFile = async (file: File) => {
    setBusy(true);
    try {
      if (file.size > IMPORT_MAX_BYTES) {
        setPreview({ plan: planImport('', file.size, userId, new Set()), fileName: file.name });
        return;
      }
      const [text, existing] = await Promise.all([file.text(), savedCanonicalUrls(supabase)]);
      setPreview({ plan: planImport(text, file.size, userId, existing), fileName: file.name });
    } catch {
      notify.error(T.importFailed);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const confirm = async () => {
    if (!preview) return;
    setBusy(true);
    try {
      const outcome = await insertImported(supabase, preview.plan.rows);
      const skipped = preview.plan.skipped.length + outcome.duplicates.length;
      setPreview(null);
      savedRecipesChanged();
      notify.success(T.imported(outcome.inserted), {
        description: T.importDone(outcome.inserted, skipped),
      });
    } catch {
      notify.error(T.importFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className={secondaryButton}
        disabled={!canExport}
        onClick={() => void exportAs('json')}
      >
        <Download aria-hidden="true" className="size-4" />
        {T.exportJson}
      </button>
      <button
        type="button"
        className={secondaryButton}
        disabled={!canExport}
        onClick={() => void exportAs('jsonld')}
      >
        <Download aria-hidden="true" className="size-4" />
        {T.exportJsonLd}
      </button>
      <button
        type="button"
        className={secondaryButton}
        disabled={busy}
        onClick={() => input.current?.click()}
      >
        <Upload aria-hidden="true" className="size-4" />
        {busy && !preview ? T.importReading : T.importButton}
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,.jsonld,application/json,application/ld+json"
        aria-label={T.importLabel}
        className="sr-only"
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void readFile(file);
        }}
      />
      {preview && (
        <ImportPreviewDialog
          plan={preview.plan}
          fileName={preview.fileName}
          busy={busy}
          onConfirm={() => void confirm()}
          onClose={() => setPreview(null)}
        />
      )}
    </div>
  );
}
