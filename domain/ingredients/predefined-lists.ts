export interface PredefinedList {
  name: string;
  /** 12 to 15 lower-case ingredient names, in the order they are shown. */
  ingredients: readonly string[];
}

function list(name: string, ingredients: readonly string[]): PredefinedList {
  return Object.freeze({ name, ingredients: Object.freeze([...ingredients]) });
}

/** The eight built-in lists of spec §3, in the spec's order. */
export const PREDEFINED_LISTS: readonly PredefinedList[] = Object.freeze([
  list('Breakfast Staples', [
    'eggs', 'milk', 'butter', 'bread', 'bacon', 'sausage', 'rolled oats', 'yogurt', 'bananas',
    'orange juice', 'coffee', 'maple syrup', 'cereal', 'pancake mix',
  ]),
  list('Baking Supplies', [
    'all-purpose flour', 'sugar', 'brown sugar', 'powdered sugar', 'baking soda', 'baking powder',
    'yeast', 'vanilla extract', 'butter', 'eggs', 'milk', 'salt', 'cocoa powder', 'chocolate chips',
    'cornstarch',
  ]),
  list('Basic Seasonings', [
    'salt', 'black pepper', 'garlic powder', 'onion powder', 'paprika', 'cumin', 'oregano', 'basil',
    'thyme', 'chili powder', 'cinnamon', 'red pepper flakes', 'bay leaves', 'italian seasoning',
  ]),
  list('Dinner Ingredients', [
    'chicken breasts', 'ground beef', 'pasta', 'rice', 'onions', 'garlic', 'tomatoes', 'potatoes',
    'olive oil', 'canned tomatoes', 'chicken broth', 'cheddar cheese', 'bell peppers', 'frozen peas',
  ]),
  list('Fresh Fruits', [
    'apples', 'bananas', 'oranges', 'strawberries', 'blueberries', 'grapes', 'lemons', 'limes',
    'pineapple', 'mango', 'peaches', 'pears', 'watermelon', 'kiwi',
  ]),
  list('Vegetables', [
    'onions', 'garlic', 'carrots', 'celery', 'potatoes', 'tomatoes', 'bell peppers', 'broccoli',
    'spinach', 'lettuce', 'cucumber', 'zucchini', 'mushrooms', 'green beans',
  ]),
  list('Dairy & Refrigerated', [
    'milk', 'butter', 'eggs', 'cheddar cheese', 'mozzarella', 'parmesan', 'cream cheese', 'sour cream',
    'greek yogurt', 'heavy cream', 'cottage cheese', 'orange juice', 'tofu', 'hummus',
  ]),
  list('Snacks', [
    'tortilla chips', 'popcorn', 'pretzels', 'crackers', 'peanut butter', 'almonds', 'trail mix',
    'granola bars', 'salsa', 'hummus', 'dark chocolate', 'potato chips', 'string cheese',
  ]),
]);
