import { useLoadingUntilRendered } from '@/hooks/use-loading-until-rendered';
import { useKitchen } from './use-kitchen';
import { useKitchenStatus } from './kitchen-sync-host';
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
  /** True while the auth state is still loading: the heading shows, "Loading..." stands for the kitchen. */
  authLoading: boolean;
  /** The recipe search and whether it is running (composed in by the app). */
  onCook?: (ingredients: readonly string[]) => void;
  cooking?: boolean;
  /** Show "Let's Cook!" even with an empty kitchen (disabled), e.g. for the tour's last step. */
  showLetsCook?: boolean;
}

/** Kitchen home (spec §2). */
export function KitchenPage({ authLoading, onCook, cooking, showLetsCook }: KitchenPageProps) {
  const status = useKitchenStatus();
  const { kitchen, add, remove, clear, createTemplate, applyTemplate, deleteTemplate } =
    useKitchen();

  // The page itself paints at once; only the user's data waits for the auth state ("Loading...").
  const loading = useLoadingUntilRendered(authLoading || status === 'loading');
  return (
    <>
      <main
        id="main"
        className="relative isolate flex-1 overflow-x-hidden"
        aria-busy={loading || undefined}
      >
        {/* The tiles fill the finished page; drawn over the short loading page they would jump. */}
        {!loading && <LogoBackground />}
        <div className="mx-auto max-w-7xl space-y-6 px-3 py-6 sm:px-4">
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{T.pageTitle}</h1>
            <p className="mt-1 text-stone-600 dark:text-stone-400">{T.tagline}</p>
          </div>
          {loading ? (
            <p
              role="status"
              className="py-24 text-center text-lg text-stone-600 dark:text-stone-300"
            >
              {T.loading}
            </p>
          ) : (
            <>
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
            </>
          )}
        </div>
        {!loading && (
          <LetsCookButton
            ingredients={kitchen.ingredients}
            onCook={onCook}
            cooking={cooking}
            showEmpty={showLetsCook}
          />
        )}
      </main>
      {!loading && <KitchenFooter />}
    </>
  );
}
