import { sortUniqueNames } from './sort-names.ts';

/**
 * The separate built-in list (about 70 names) that feeds the ingredient box's
 * suggestions: meats, grains, vegetables, spices, dairy and pantry staples.
 */
export const SUGGESTION_INGREDIENTS: readonly string[] = Object.freeze(
  sortUniqueNames([
    // meats, fish and eggs
    'chicken', 'chicken breasts', 'chicken thighs', 'ground beef', 'steak', 'pork chops', 'bacon',
    'sausage', 'ham', 'ground turkey', 'lamb', 'salmon', 'shrimp', 'tuna', 'eggs',
    // grains
    'rice', 'pasta', 'bread', 'all-purpose flour', 'quinoa', 'rolled oats', 'tortillas', 'egg noodles',
    'couscous',
    // vegetables
    'onions', 'garlic', 'tomatoes', 'potatoes', 'carrots', 'celery', 'bell peppers', 'broccoli',
    'spinach', 'mushrooms', 'zucchini', 'lettuce', 'cucumber', 'corn', 'peas', 'green beans',
    'sweet potatoes',
    // herbs and spices
    'salt', 'black pepper', 'cumin', 'paprika', 'oregano', 'basil', 'thyme', 'rosemary', 'chili powder',
    'cinnamon', 'ginger', 'parsley', 'cilantro',
    // dairy
    'milk', 'butter', 'cheddar cheese', 'mozzarella', 'parmesan', 'yogurt', 'sour cream', 'heavy cream',
    'cream cheese',
    // pantry
    'olive oil', 'vegetable oil', 'sugar', 'brown sugar', 'honey', 'soy sauce', 'white vinegar',
    'chicken broth', 'canned tomatoes', 'tomato paste', 'black beans', 'chickpeas', 'lentils',
    'peanut butter', 'lemons', 'limes',
  ]),
);
