import { useState, type FormEvent } from 'react';
import { Trash } from 'lucide-react';
import type { KitchenOutcome, Template } from '@domain';
import { ghostButton, primaryButton, secondaryButton, textInput } from '@/components/button-styles';
import { KITCHEN_TEXTS as T } from './texts';

interface TemplatesPanelProps {
  templates: readonly Template[];
  onCreate: (name: string) => KitchenOutcome;
  onApply: (id: string) => void;
  onDelete: (id: string) => void;
}

/** Save the current kitchen as a named template; apply or delete saved ones. */
export function TemplatesPanel({ templates, onCreate, onApply, onDelete }: TemplatesPanelProps) {
  const [name, setName] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (onCreate(name).ok) setName('');
  };
  return (
    <section
      aria-labelledby="templates-heading"
      data-tour="templates"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm dark:border-stone-800 dark:bg-stone-900"
    >
      <h2 id="templates-heading" className="mb-3 text-lg font-semibold">
        {T.templatesHeading}
      </h2>
      <form onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row">
        <label className="min-w-0 flex-1">
          <span className="sr-only">{T.templateNameLabel}</span>
          <input
            type="text"
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder={T.templateNamePlaceholder}
            className={textInput}
          />
        </label>
        <button type="submit" className={primaryButton}>
          {T.saveTemplate}
        </button>
      </form>
      {templates.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">{T.templatesEmpty}</p>
      ) : (
        <ul
          aria-label={T.templatesHeading}
          className="mt-3 divide-y divide-stone-200 dark:divide-stone-800"
        >
          {templates.map((template) => (
            <li key={template.id} className="flex items-center gap-2 py-2">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium" title={template.ingredients.join(', ')}>
                  {template.name}
                </p>
                <p className="text-xs text-stone-600 dark:text-stone-400">
                  {T.itemCount(template.ingredients.length)}
                </p>
              </div>
              <button
                type="button"
                className={secondaryButton}
                aria-label={T.applyTemplateLabel(template.name)}
                onClick={() => onApply(template.id)}
              >
                {T.applyTemplate}
              </button>
              <button
                type="button"
                className={ghostButton}
                aria-label={T.deleteTemplateLabel(template.name)}
                onClick={() => onDelete(template.id)}
              >
                <Trash aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
