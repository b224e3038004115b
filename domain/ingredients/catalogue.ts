import { sortUniqueNames } from './sort-names.ts';

export type IngredientCategoryId =
  | 'dairy'
  | 'proteins'
  | 'fruits'
  | 'vegetables'
  | 'grains'
  | 'legumes'
  | 'condiments'
  | 'herbs'
  | 'other';

export interface IngredientCategory {
  id: IngredientCategoryId;
  label: string;
  /** Lower-case display names, sorted alphabetically. */
  names: readonly string[];
}

function category(id: IngredientCategoryId, label: string, names: readonly string[]): IngredientCategory {
  return Object.freeze({ id, label, names: Object.freeze(sortUniqueNames(names)) });
}

const DAIRY = [
  'milk', 'whole milk', 'skim milk', 'butter', 'unsalted butter', 'cheddar cheese', 'mozzarella',
  'parmesan', 'feta', 'goat cheese', 'cream cheese', 'cottage cheese', 'ricotta', 'sour cream',
  'heavy cream', 'half and half', 'yogurt', 'greek yogurt', 'buttermilk', 'brie', 'gouda',
  'swiss cheese', 'provolone', 'blue cheese', 'mascarpone', 'ghee', 'evaporated milk',
  'sweetened condensed milk', 'whipped cream', 'monterey jack', 'pepper jack', 'halloumi', 'paneer',
  'crème fraîche', 'kefir', 'gruyère',
];

const PROTEINS = [
  'chicken', 'chicken breasts', 'chicken thighs', 'chicken wings', 'chicken drumsticks', 'ground beef',
  'steak', 'beef chuck', 'pork chops', 'pork tenderloin', 'pork shoulder', 'ground pork', 'bacon', 'ham',
  'sausage', 'ground turkey', 'turkey breast', 'lamb', 'ground lamb', 'salmon', 'tuna', 'cod', 'tilapia',
  'shrimp', 'scallops', 'crab', 'eggs', 'tofu', 'tempeh', 'seitan', 'duck', 'chorizo', 'prosciutto',
  'pepperoni', 'halibut', 'sardines', 'anchovies', 'mussels',
];

const FRUITS = [
  'apples', 'bananas', 'oranges', 'lemons', 'limes', 'strawberries', 'blueberries', 'raspberries',
  'blackberries', 'grapes', 'pineapple', 'mango', 'peaches', 'pears', 'plums', 'cherries', 'watermelon',
  'cantaloupe', 'honeydew melon', 'kiwi', 'avocado', 'pomegranate', 'grapefruit', 'apricots', 'figs',
  'dates', 'coconut', 'cranberries', 'papaya', 'nectarines', 'raisins', 'tangerines', 'passion fruit',
];

const VEGETABLES = [
  'onions', 'red onions', 'garlic', 'tomatoes', 'cherry tomatoes', 'potatoes', 'sweet potatoes', 'carrots',
  'celery', 'bell peppers', 'jalapeños', 'broccoli', 'cauliflower', 'spinach', 'kale', 'lettuce',
  'romaine lettuce', 'cabbage', 'red cabbage', 'zucchini', 'eggplant', 'cucumber', 'mushrooms',
  'green beans', 'peas', 'corn', 'asparagus', 'brussels sprouts', 'beets', 'radishes', 'leeks',
  'shallots', 'scallions', 'butternut squash', 'artichokes', 'bok choy', 'arugula', 'okra', 'parsnips',
  'turnips',
];

const GRAINS = [
  'rice', 'white rice', 'brown rice', 'jasmine rice', 'basmati rice', 'arborio rice', 'wild rice', 'pasta',
  'spaghetti', 'penne', 'macaroni', 'lasagna noodles', 'egg noodles', 'rice noodles', 'bread',
  'whole wheat bread', 'tortillas', 'pita bread', 'quinoa', 'couscous', 'bulgur', 'barley', 'rolled oats',
  'all-purpose flour', 'whole wheat flour', 'cornmeal', 'polenta', 'farro', 'breadcrumbs', 'panko',
  'millet', 'buckwheat',
];

const LEGUMES = [
  'black beans', 'kidney beans', 'pinto beans', 'navy beans', 'cannellini beans', 'great northern beans',
  'white beans', 'butter beans', 'chickpeas', 'lentils', 'red lentils', 'green lentils', 'brown lentils',
  'black-eyed peas', 'split peas', 'lima beans', 'edamame', 'soybeans', 'fava beans', 'mung beans',
  'adzuki beans', 'refried beans', 'baked beans', 'peanuts', 'hummus', 'cranberry beans',
];

const CONDIMENTS = [
  'ketchup', 'yellow mustard', 'dijon mustard', 'mayonnaise', 'soy sauce', 'hot sauce', 'sriracha',
  'worcestershire sauce', 'barbecue sauce', 'salsa', 'pesto', 'honey', 'maple syrup', 'olive oil',
  'vegetable oil', 'sesame oil', 'balsamic vinegar', 'apple cider vinegar', 'red wine vinegar',
  'rice vinegar', 'white vinegar', 'fish sauce', 'oyster sauce', 'hoisin sauce', 'teriyaki sauce', 'tahini',
  'peanut butter', 'ranch dressing', 'relish', 'horseradish', 'tomato paste', 'tomato sauce',
  'sweet chili sauce', 'jam',
];

const HERBS_AND_SPICES = [
  'basil', 'oregano', 'thyme', 'rosemary', 'parsley', 'cilantro', 'dill', 'mint', 'sage', 'bay leaves',
  'chives', 'tarragon', 'salt', 'black pepper', 'cumin', 'paprika', 'smoked paprika', 'chili powder',
  'cayenne pepper', 'cinnamon', 'nutmeg', 'ground ginger', 'turmeric', 'curry powder', 'garam masala',
  'coriander', 'cloves', 'allspice', 'cardamom', 'red pepper flakes', 'garlic powder', 'onion powder',
  'italian seasoning', 'star anise', 'fennel seeds', 'mustard seeds', 'ginger',
];

const OTHER = [
  'sugar', 'brown sugar', 'powdered sugar', 'baking soda', 'baking powder', 'yeast', 'cornstarch',
  'chicken broth', 'beef broth', 'vegetable broth', 'coconut milk', 'canned tomatoes', 'chocolate chips',
  'cocoa powder', 'vanilla extract', 'almonds', 'walnuts', 'pecans', 'cashews', 'pine nuts',
  'sunflower seeds', 'chia seeds', 'flaxseeds', 'sesame seeds', 'white wine', 'red wine', 'gelatin',
  'molasses', 'crackers', 'tortilla chips', 'coffee', 'green tea', 'orange juice',
];

/** The nine built-in categories, in the spec's order. */
export const INGREDIENT_CATEGORIES: readonly IngredientCategory[] = Object.freeze([
  category('dairy', 'Dairy', DAIRY),
  category('proteins', 'Proteins', PROTEINS),
  category('fruits', 'Fruits', FRUITS),
  category('vegetables', 'Vegetables', VEGETABLES),
  category('grains', 'Grains', GRAINS),
  category('legumes', 'Legumes', LEGUMES),
  category('condiments', 'Condiments', CONDIMENTS),
  category('herbs', 'Herbs & Spices', HERBS_AND_SPICES),
  category('other', 'Other', OTHER),
]);

/** Every category combined: sorted alphabetically and de-duplicated. */
export const COMMON_INGREDIENTS: readonly string[] = Object.freeze(
  sortUniqueNames(INGREDIENT_CATEGORIES.flatMap((c) => c.names)),
);
