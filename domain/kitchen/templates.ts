import { compareNames } from '../ingredients/sort-names.ts';
import { validateInput } from '../validation/validate-input.ts';
import { kitchenItemKey } from './item-key.ts';
import { MAX_TEMPLATES, TEMPLATE_NAME_MAX_LENGTH } from './limits.ts';
import { planMerge, uniqueItems } from './merge.ts';
import { KITCHEN_MESSAGES } from './messages.ts';
import type { KitchenResult, KitchenState, Template } from './types.ts';

export interface CreateTemplateOptions {
  /** A generated unique id (the caller owns id generation, e.g. crypto.randomUUID()). */
  id: string;
  now: Date;
}

function refuse(
  state: KitchenState,
  kind: 'template-invalid' | 'too-many',
  message: string,
): KitchenResult {
  return { state, outcome: { ok: false, kind, message } };
}

/**
 * Creates a template (spec §3, §5). Needs a name and at least one ingredient,
 * else "Template name and at least one ingredient are required". The name and
 * every ingredient pass the generic input check; ingredients are de-duplicated
 * (case-insensitively) and sorted. A name already used (case-insensitively) is
 * refused so templates stay tellable apart.
 */
export function createTemplate(
  state: KitchenState,
  name: string,
  ingredients: readonly string[],
  options: CreateTemplateOptions,
): KitchenResult {
  const rawName = typeof name === 'string' ? name.trim() : '';
  const rawItems = Array.isArray(ingredients)
    ? ingredients.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    : [];
  if (rawName === '' || rawItems.length === 0)
    return refuse(state, 'template-invalid', KITCHEN_MESSAGES.templateRequired);

  const nameCheck = validateInput(rawName, { maxLength: TEMPLATE_NAME_MAX_LENGTH });
  if (!nameCheck.ok) return refuse(state, 'template-invalid', nameCheck.error);
  const items: string[] = [];
  for (const item of rawItems) {
    const check = validateInput(item);
    if (!check.ok) return refuse(state, 'template-invalid', check.error);
    items.push(check.value);
  }

  const nameKey = kitchenItemKey(nameCheck.value);
  if (state.templates.some((t) => kitchenItemKey(t.name) === nameKey)) {
    return refuse(state, 'template-invalid', KITCHEN_MESSAGES.templateNameTaken(nameCheck.value));
  }
  if (state.templates.length >= MAX_TEMPLATES)
    return refuse(state, 'too-many', KITCHEN_MESSAGES.templateTooMany);
  const time = options.now instanceof Date ? options.now.getTime() : Number.NaN;
  const id = typeof options.id === 'string' ? options.id.trim() : '';
  if (id === '' || Number.isNaN(time) || state.templates.some((t) => t.id === id)) {
    return refuse(state, 'template-invalid', KITCHEN_MESSAGES.createTemplateFailed);
  }

  const template: Template = {
    id,
    name: nameCheck.value,
    ingredients: uniqueItems(items).sort(compareNames),
    created_at: new Date(time).toISOString(),
  };
  return {
    state: { ...state, templates: [...state.templates, template] },
    outcome: {
      ok: true,
      kind: 'template-created',
      message: KITCHEN_MESSAGES.templateCreated(template.name),
    },
  };
}

/**
 * Adds a template's items to the kitchen, skipping those already there
 * (case-insensitively). None new → "All template items are already in your
 * kitchen!"; else "Added {n} items to your kitchen!". The chicken rule and
 * the kitchen size cap apply as for typed ingredients.
 */
export function applyTemplate(state: KitchenState, templateId: string): KitchenResult {
  const template = state.templates.find((t) => t.id === templateId);
  if (template === undefined) {
    return {
      state,
      outcome: { ok: false, kind: 'not-found', message: KITCHEN_MESSAGES.templateNotFound },
    };
  }
  const plan = planMerge(state.ingredients, template.ingredients);
  if (plan.kind === 'none-new') {
    return {
      state,
      outcome: {
        ok: false,
        kind: 'template-all-present',
        message: KITCHEN_MESSAGES.templateAllPresent,
      },
    };
  }
  if (plan.kind === 'too-many') return refuse(state, 'too-many', KITCHEN_MESSAGES.tooMany);
  return {
    state: { ...state, ingredients: plan.ingredients },
    outcome: {
      ok: true,
      kind: 'template-applied',
      message: KITCHEN_MESSAGES.templateApplied(plan.fresh.length),
    },
  };
}

/** Deletes a template by id: "Template deleted successfully". */
export function deleteTemplate(state: KitchenState, templateId: string): KitchenResult {
  if (!state.templates.some((t) => t.id === templateId)) {
    return {
      state,
      outcome: { ok: false, kind: 'not-found', message: KITCHEN_MESSAGES.templateNotFound },
    };
  }
  return {
    state: { ...state, templates: state.templates.filter((t) => t.id !== templateId) },
    outcome: { ok: true, kind: 'template-deleted', message: KITCHEN_MESSAGES.templateDeleted },
  };
}
