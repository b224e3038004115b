import { buildRecipe } from './build.ts';
import { BREAKFAST_DRAFTS } from './library/breakfast.ts';
import { SALAD_DRAFTS } from './library/salads.ts';
import { SOUP_DRAFTS } from './library/soups.ts';
import { MEDITERRANEAN_DRAFTS } from './library/dinner-mediterranean.ts';
import { EAST_ASIAN_DRAFTS } from './library/dinner-east-asian.ts';
import { SOUTHEAST_ASIAN_DRAFTS } from './library/dinner-southeast-asian.ts';
import { SOUTH_ASIAN_DRAFTS } from './library/dinner-south-asian.ts';
import { MIDDLE_EAST_AFRICA_DRAFTS } from './library/dinner-middle-east-africa.ts';
import { AMERICAS_DRAFTS } from './library/dinner-americas.ts';
import { EUROPEAN_DRAFTS } from './library/dinner-european.ts';
import { SIDE_DRAFTS } from './library/sides.ts';
import { DESSERT_DRAFTS } from './library/desserts.ts';
import { SNACK_DRAFTS } from './library/snacks.ts';
import { MORE_BREAKFAST_DRAFTS } from './library/more-breakfast.ts';
import { MORE_BAKING_DRAFTS } from './library/more-baking.ts';
import { MORE_BASICS_DRAFTS } from './library/more-basics.ts';
import { MORE_DINNERS_PASTA_DRAFTS } from './library/more-dinners-pasta.ts';
import { MORE_DINNERS_CHICKEN_DRAFTS } from './library/more-dinners-chicken.ts';
import { MORE_DINNERS_MEAT_DRAFTS } from './library/more-dinners-meat.ts';
import { MORE_DINNERS_FISH_DRAFTS } from './library/more-dinners-fish.ts';
import { MORE_DINNERS_EGGS_BEANS_TOFU_DRAFTS } from './library/more-dinners-eggs-beans-tofu.ts';
import { MORE_DINNERS_RICE_GRAINS_DRAFTS } from './library/more-dinners-rice-grains.ts';
import { MORE_DINNERS_WORLD_DRAFTS } from './library/more-dinners-world.ts';
import { MORE_DINNERS_WORLD_2_DRAFTS } from './library/more-dinners-world-2.ts';
import { MORE_DINNERS_SIMPLE_DRAFTS } from './library/more-dinners-simple.ts';
import { MORE_DINNERS_EVERYDAY_DRAFTS } from './library/more-dinners-everyday.ts';
import { MORE_DINNERS_WORLD_3_DRAFTS } from './library/more-dinners-world-3.ts';
import { MORE_DINNERS_MORE_DRAFTS } from './library/more-dinners-more.ts';
import { MORE_GRAIN_DRAFTS } from './library/more-grains.ts';
import { MORE_VEGETABLE_DRAFTS } from './library/more-vegetables.ts';
import { MORE_SIDE_DRAFTS } from './library/more-sides.ts';
import { MORE_LUNCH_DRAFTS } from './library/more-lunch.ts';
import { MORE_SOUP_DRAFTS } from './library/more-soups.ts';
import { MORE_SNACK_DRAFTS } from './library/more-snacks.ts';
import { MORE_DESSERT_DRAFTS } from './library/more-desserts.ts';
import type { LibraryRecipe } from './types.ts';

export type { LibraryRecipe, RecipeIngredient } from './types.ts';

/** The built-in recipe library, written for Larder. */
export const RECIPE_LIBRARY: readonly LibraryRecipe[] = [
  ...BREAKFAST_DRAFTS,
  ...SALAD_DRAFTS,
  ...SOUP_DRAFTS,
  ...MEDITERRANEAN_DRAFTS,
  ...EAST_ASIAN_DRAFTS,
  ...SOUTHEAST_ASIAN_DRAFTS,
  ...SOUTH_ASIAN_DRAFTS,
  ...MIDDLE_EAST_AFRICA_DRAFTS,
  ...AMERICAS_DRAFTS,
  ...EUROPEAN_DRAFTS,
  ...SIDE_DRAFTS,
  ...DESSERT_DRAFTS,
  ...SNACK_DRAFTS,
  ...MORE_BREAKFAST_DRAFTS,
  ...MORE_BAKING_DRAFTS,
  ...MORE_BASICS_DRAFTS,
  ...MORE_DINNERS_PASTA_DRAFTS,
  ...MORE_DINNERS_CHICKEN_DRAFTS,
  ...MORE_DINNERS_MEAT_DRAFTS,
  ...MORE_DINNERS_FISH_DRAFTS,
  ...MORE_DINNERS_EGGS_BEANS_TOFU_DRAFTS,
  ...MORE_DINNERS_RICE_GRAINS_DRAFTS,
  ...MORE_DINNERS_WORLD_DRAFTS,
  ...MORE_DINNERS_WORLD_2_DRAFTS,
  ...MORE_DINNERS_SIMPLE_DRAFTS,
  ...MORE_DINNERS_EVERYDAY_DRAFTS,
  ...MORE_DINNERS_WORLD_3_DRAFTS,
  ...MORE_DINNERS_MORE_DRAFTS,
  ...MORE_GRAIN_DRAFTS,
  ...MORE_VEGETABLE_DRAFTS,
  ...MORE_SIDE_DRAFTS,
  ...MORE_LUNCH_DRAFTS,
  ...MORE_SOUP_DRAFTS,
  ...MORE_SNACK_DRAFTS,
  ...MORE_DESSERT_DRAFTS,
].map(buildRecipe);
