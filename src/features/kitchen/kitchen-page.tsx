import { useKitchen } from './use-kitchen';
import { useKitchenPersistence } from './use-kitchen-persistence';
import { IngredientInput } from './ingredient-input';
import { IngredientBrowser } from './ingredient-browser';
import { KitchenIngredientList } from './kitchen-ingredient-list';
import { RecentIngredients } from './recent-ingredients';
import { TemplatesPanel } from './templates-panel';
import { LetsCookButton } from './lets-cook-button';
import { StaplesPanel } from './staples-panel';
import { LogoBackground } from './logo-background';
import { KitchenFooter } from './kitchen-footer';
import { KITCHEN_TEXTS as T } from './texts';

interface KitchenPageProps {
  /** True while the auth state is still loading: the page shows "Loading...". */
  authLoading: boolean;
  /** The recipe search and whether it is running (composed in by the app). */
  onCook?: (ingredients: readonly string[]) => void;
  cooking?: boolean;
  /** Show "Let's Cook!" even with an empty kitchen (disabled), e.g. for the tour's last step. */
  showLetsCook?: boolean;
}

/** Kitchen home (spec §2). */
export function KitchenPage({ authLoading, onCook, cooking, showLetsCook }: KitchenPageProps) {
  const status = useKitchenPersistence();
  const { kitchen, add, remove, clear, createTemplate, applyTemplate, deleteTemplate } =
    useKitchen();

  if (authLoading || status === 'loading') {
    return (
      <main id="main" className="flex flex-1 items-center justify-center py-24" aria-busy="true">
        <p role="status" className="text-lg text-stone-600 dark:text-stone-300">
          {T.loading}
        </p>
      </main>
    );
  }

  return (
    <>
      <main id="main" className="relative isolate flex-1 overflow-x-hidden">
        <LogoBackground />
        <div className="mx-auto max-w-7xl space-y-6 px-3 py-6 sm:px-4">
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{T.pageTitle}</h1>
            <p className="mt-1 text-stone-600 dark:text-stone-400">{T.tagline}</p>
          </div>
          <IngredientInput onAdd={(raw) => add(raw).ok} />
          <div className="grid gap-6 lg:grid-cols-2">
            <IngredientBrowser ingredients={kitchen.ingredients} onAdd={add} />
            <div className="order-first min-w-0 space-y-6 lg:order-none">
              <KitchenIngredientList
                ingredients={kitchen.ingredients}
                onRemove={remove}
                onClear={clear}
              />
              <RecentIngredients
                recent={kitchen.recentIngredients}
                inKitchen={kitchen.ingredients}
                onAdd={add}
              />
              <StaplesPanel />
              <TemplatesPanel
                templates={kitchen.templates}
                onCreate={createTemplate}
                onApply={applyTemplate}
                onDelete={deleteTemplate}
              />
            </div>
          </div>
        </div>
        <LetsCookButton
          ingredients={kitchen.ingredients}
          onCook={onCook}
          cooking={cooking}
          showEmpty={showLetsCook}
        />
      </main>
      <KitchenFooter />
    </>
  );
}
