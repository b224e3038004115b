import type { RecipeDraft } from '../build.ts';

/** Breakfasts and brunches. */
export const BREAKFAST_DRAFTS: readonly RecipeDraft[] = [
  {
    t: 'Classic Pancakes', d: 'Soft, golden stacks made from the five things most kitchens already have.',
    cuisine: 'american', meal: 'breakfast', s: 4, prep: 10, cook: 15, eq: 'mixing bowl|whisk|frying pan|spatula',
    i: [[1.5, 'cup', 'flour'], [2, 'tbsp', 'sugar'], [2, '', 'egg'], [1.25, 'cup', 'milk'], [3, 'tbsp', 'butter', 'melted, plus a little for the pan'], [1, 'pinch', 'salt'], [2, 'tsp', '?baking-powder', 'for extra lift']],
    steps: [
      'Whisk the flour, sugar and salt (and baking powder, if using) together in a large bowl.',
      'In a jug, beat the eggs with the milk and the melted butter.',
      'Pour the wet mix into the dry and whisk just until no dry flour remains; a few small lumps are fine. Rest the batter for 5 minutes.',
      'Heat a frying pan over medium heat and wipe it with a little butter. Pour in about 1/4 cup of batter per pancake.',
      'Cook until bubbles appear on the surface and the edges look set, about 2 minutes, then flip and cook 1 minute more. Keep warm while you cook the rest.',
    ],
  },
  {
    t: 'Creamy Scrambled Eggs', d: 'Low and slow eggs with soft curds, ready in ten minutes.',
    cuisine: 'british', meal: 'breakfast', s: 2, prep: 2, cook: 6, eq: 'non-stick pan|spatula|bowl',
    i: [[4, '', 'egg'], [1, 'tbsp', 'butter'], [2, 'tbsp', 'milk'], [null, '', 'salt'], [null, '', 'black-pepper'], [1, 'tbsp', '?chive', 'snipped']],
    steps: [
      'Crack the eggs into a bowl, add the milk and a pinch of salt, and beat until the whites and yolks are fully combined.',
      'Melt the butter in a non-stick pan over low heat.',
      'Pour in the eggs and stir slowly and constantly with a spatula, pushing the set egg from the edges to the middle.',
      'Take the pan off the heat while the eggs still look slightly wet; they finish cooking in the pan. Season with pepper and scatter over chives.',
    ],
  },
  {
    t: 'Cheese and Herb Omelette', d: 'A folded French-style omelette filled with melting cheddar and herbs.',
    cuisine: 'french', meal: 'breakfast', s: 1, prep: 3, cook: 5, eq: 'frying pan|fork|bowl|spatula',
    i: [[3, '', 'egg'], [1, 'tbsp', 'butter'], [30, 'g', 'cheddar', 'grated'], [1, 'tbsp', 'parsley', 'chopped'], [null, '', 'salt'], [null, '', 'black-pepper']],
    steps: [
      'Beat the eggs with a pinch of salt and pepper until smooth.',
      'Melt the butter in a small frying pan over medium-high heat until it foams.',
      'Add the eggs and stir quickly with a fork for 20 seconds, then let them settle into an even layer and cook until almost set on top.',
      'Scatter the cheese and parsley over one half, fold the omelette over and slide it onto a plate.',
    ],
  },
  {
    t: 'French Toast', d: 'Thick slices of bread soaked in cinnamon custard and fried in butter.',
    cuisine: 'french', meal: 'breakfast', s: 2, prep: 5, cook: 10, eq: 'shallow dish|whisk|frying pan|spatula',
    i: [[4, 'slice', 'bread', 'thick, a day old'], [2, '', 'egg'], [0.5, 'cup', 'milk'], [1, 'tsp', 'cinnamon'], [1, 'tbsp', 'sugar'], [1, 'tbsp', 'butter'], [2, 'tbsp', '?maple-syrup', 'to serve']],
    steps: [
      'Whisk the eggs, milk, cinnamon and sugar together in a shallow dish.',
      'Lay the bread slices in the custard for about 20 seconds per side so they soak but do not fall apart.',
      'Melt the butter in a frying pan over medium heat and fry the slices for 2 to 3 minutes per side until deep golden.',
      'Serve hot, drizzled with maple syrup if you like.',
    ],
  },
  {
    t: 'Overnight Oats', d: 'No-cook oats soaked in milk and yogurt, ready when you wake up.',
    cuisine: 'international', meal: 'breakfast', s: 1, prep: 5, cook: 0, eq: 'jar with lid|spoon',
    i: [[0.5, 'cup', 'oat'], [0.5, 'cup', 'milk'], [3, 'tbsp', 'yogurt'], [1, 'tsp', 'honey'], [1, 'tsp', 'chia-seed'], [0.5, 'cup', '?berry', 'to top']],
    steps: [
      'Stir the oats, milk, yogurt, honey and chia seeds together in a jar.',
      'Cover and refrigerate for at least 6 hours, or overnight.',
      'Stir, loosen with a splash of milk if it is too thick, and top with berries before eating.',
    ],
  },
  {
    t: 'Porridge with Banana and Cinnamon', d: 'Creamy stovetop oats topped with sliced banana and a dusting of cinnamon.',
    cuisine: 'british', meal: 'breakfast', s: 2, prep: 2, cook: 8, eq: 'saucepan|wooden spoon',
    i: [[1, 'cup', 'oat'], [2, 'cup', 'milk'], [1, '', 'banana', 'sliced'], [0.5, 'tsp', 'cinnamon'], [1, 'tbsp', 'brown-sugar'], [1, 'pinch', 'salt']],
    steps: [
      'Put the oats, milk and a pinch of salt in a saucepan over medium heat.',
      'Bring to a gentle simmer and cook, stirring often, for 5 to 6 minutes until thick and creamy.',
      'Spoon into bowls and top with banana, cinnamon and brown sugar.',
    ],
  },
  {
    t: 'Vegan Banana Oat Porridge', d: 'Dairy-free porridge made with oat milk and sweetened only with ripe banana.',
    cuisine: 'international', meal: 'breakfast', s: 2, prep: 3, cook: 8, eq: 'saucepan|fork|wooden spoon',
    i: [[1, 'cup', 'oat'], [2, 'cup', 'oat-milk'], [1, '', 'banana', 'very ripe'], [1, 'tbsp', 'peanut-butter'], [1, 'tsp', 'maple-syrup'], [1, 'pinch', 'salt']],
    steps: [
      'Mash half the banana in the saucepan with a fork and slice the other half for the top.',
      'Add the oats, oat milk and salt and bring to a simmer over medium heat.',
      'Cook for about 6 minutes, stirring often, until thick.',
      'Serve topped with the sliced banana, a spoon of peanut butter and a drizzle of maple syrup.',
    ],
  },
  {
    t: 'Avocado Toast with Chili and Lime', d: 'Crushed avocado on toasted sourdough with lime, chili and a pinch of flaky salt.',
    cuisine: 'american', meal: 'breakfast', s: 2, prep: 5, cook: 3, eq: 'toaster|bowl|fork',
    i: [[2, 'slice', 'sourdough'], [1, '', 'avocado'], [0.5, '', 'lime', 'juiced'], [0.25, 'tsp', 'chili-flake'], [1, 'tsp', 'olive-oil'], [null, '', 'salt']],
    steps: [
      'Toast the sourdough until crisp and golden.',
      'Scoop the avocado into a bowl, add the lime juice and a pinch of salt, and crush with a fork, leaving some texture.',
      'Pile the avocado onto the toast, drizzle with olive oil and finish with chili flakes.',
    ],
  },
  {
    t: 'Shakshuka', d: 'Eggs gently poached in a spiced tomato and pepper sauce, served straight from the pan.',
    cuisine: 'middle-eastern', meal: 'breakfast', s: 2, prep: 10, cook: 25, eq: 'deep frying pan with lid|wooden spoon',
    i: [[2, 'tbsp', 'olive-oil'], [1, '', 'onion', 'sliced'], [1, '', 'red-bell-pepper', 'sliced'], [2, 'clove', 'garlic', 'chopped'], [1, 'tsp', 'cumin'], [1, 'tsp', 'paprika'], [1, 'can', 'canned-tomato'], [4, '', 'egg'], [2, 'tbsp', 'cilantro', 'chopped'], [null, '', 'salt']],
    steps: [
      'Heat the oil in a deep frying pan over medium heat. Cook the onion and pepper for 8 minutes until soft.',
      'Stir in the garlic, cumin and paprika and cook for 1 minute until fragrant.',
      'Add the tomatoes, season with salt and simmer for 10 minutes until the sauce thickens.',
      'Make four hollows in the sauce, crack an egg into each, cover and cook on low for 5 to 7 minutes until the whites are set but the yolks are runny.',
      'Scatter with cilantro and serve from the pan with bread.',
    ],
  },
  {
    t: 'Full English Breakfast', d: 'Sausages, bacon, eggs, beans, mushrooms and tomatoes for a weekend fry-up.',
    cuisine: 'british', meal: 'breakfast', s: 2, prep: 5, cook: 25, eq: 'large frying pan|small saucepan|baking tray',
    i: [[4, '', 'sausage'], [4, 'slice', 'bacon'], [2, '', 'egg'], [1, 'can', 'baked-bean'], [150, 'g', 'mushroom', 'halved'], [2, '', 'tomato', 'halved'], [2, 'slice', 'bread'], [1, 'tbsp', 'vegetable-oil']],
    steps: [
      'Heat the oven to 100°C to keep things warm. Fry the sausages in the oil over medium heat for 12 to 15 minutes, turning, until browned and cooked through.',
      'Add the bacon to the pan and cook for 3 minutes per side; move the meat to the warm oven.',
      'Fry the mushrooms and the tomato halves, cut side down, in the same pan for 5 minutes.',
      'Meanwhile warm the beans in a small saucepan and toast the bread.',
      'Fry the eggs in the pan until the whites are set, then plate everything together.',
    ],
  },
  {
    t: 'Huevos Rancheros', d: 'Fried eggs on warm corn tortillas with black beans and a quick tomato salsa.',
    cuisine: 'mexican', meal: 'breakfast', s: 2, prep: 10, cook: 15, eq: 'frying pan|saucepan|knife',
    i: [[4, '', 'corn-tortilla'], [4, '', 'egg'], [1, 'can', 'black-bean', 'drained'], [2, '', 'tomato', 'diced'], [0.5, '', 'red-onion', 'finely diced'], [1, '', 'jalapeno', 'finely chopped'], [1, '', 'lime'], [2, 'tbsp', 'cilantro'], [1, 'tbsp', 'vegetable-oil'], [0.5, '', '?avocado', 'sliced']],
    steps: [
      'Mix the tomato, red onion, jalapeño, cilantro and lime juice with a pinch of salt to make a salsa.',
      'Warm the black beans in a saucepan with a splash of water, mashing a few of them to thicken.',
      'Heat the tortillas in a dry frying pan for 30 seconds per side and keep them wrapped in a towel.',
      'Add the oil to the pan and fry the eggs until the whites are crisp at the edges.',
      'Top each pair of tortillas with beans, two eggs and plenty of salsa; add avocado if you have it.',
    ],
  },
  {
    t: 'Breakfast Burritos', d: 'Scrambled eggs, potato, cheese and salsa rolled up in flour tortillas.',
    cuisine: 'mexican', meal: 'breakfast', s: 4, prep: 10, cook: 20, eq: 'frying pan|bowl|spatula',
    i: [[4, '', 'flour-tortilla', 'large'], [6, '', 'egg'], [2, '', 'potato', 'diced small'], [1, '', 'green-bell-pepper', 'diced'], [100, 'g', 'cheddar', 'grated'], [0.5, 'cup', 'salsa'], [2, 'tbsp', 'vegetable-oil'], [null, '', 'salt']],
    steps: [
      'Fry the potato in the oil over medium heat for 10 minutes, stirring, until golden and tender. Add the pepper for the last 3 minutes.',
      'Beat the eggs with a pinch of salt, pour them into the pan and stir gently until just set.',
      'Warm the tortillas so they fold without cracking.',
      'Divide the egg and potato between the tortillas, top with cheese and salsa, fold in the sides and roll up tightly.',
    ],
  },
  {
    t: 'Blueberry Muffins', d: 'Tender muffins with bursts of blueberry and a sugary top.',
    cuisine: 'american', meal: 'breakfast', s: 12, prep: 15, cook: 22, eq: '12-hole muffin tin|paper cases|2 mixing bowls|whisk',
    i: [[2, 'cup', 'flour'], [0.75, 'cup', 'sugar'], [2, 'tsp', 'baking-powder'], [0.5, 'tsp', 'salt'], [2, '', 'egg'], [0.75, 'cup', 'milk'], [0.33, 'cup', 'vegetable-oil'], [1, 'tsp', 'vanilla'], [1.5, 'cup', 'blueberry']],
    steps: [
      'Heat the oven to 200°C and line a muffin tin with paper cases.',
      'Whisk the flour, sugar, baking powder and salt in a large bowl.',
      'In another bowl beat the eggs, milk, oil and vanilla. Pour into the dry ingredients and fold until only just combined.',
      'Fold in the blueberries, spoon the batter into the cases and sprinkle a little extra sugar on top.',
      'Bake for 20 to 22 minutes until risen and a skewer comes out clean. Cool in the tin for 5 minutes.',
    ],
  },
  {
    t: 'Banana Bread', d: 'A moist loaf that turns overripe bananas into something everyone wants.',
    cuisine: 'american', meal: 'breakfast', s: 10, prep: 15, cook: 60, eq: 'loaf tin|mixing bowl|fork|wooden spoon',
    i: [[3, '', 'banana', 'overripe'], [0.33, 'cup', 'butter', 'melted'], [0.66, 'cup', 'brown-sugar'], [1, '', 'egg'], [1, 'tsp', 'vanilla'], [1, 'tsp', 'baking-soda'], [1.5, 'cup', 'flour'], [1, 'pinch', 'salt'], [0.5, 'cup', '?walnut', 'chopped']],
    steps: [
      'Heat the oven to 175°C and grease and line a loaf tin.',
      'Mash the bananas in a bowl, then stir in the melted butter, sugar, egg and vanilla.',
      'Sprinkle over the baking soda and salt, add the flour and stir until just combined. Fold in walnuts if using.',
      'Scrape into the tin and bake for 55 to 65 minutes until a skewer comes out clean. Cool before slicing.',
    ],
  },
  {
    t: 'Greek Yogurt Parfait', d: 'Layers of thick yogurt, crunchy granola, berries and honey.',
    cuisine: 'greek', meal: 'breakfast', s: 2, prep: 5, cook: 0, eq: 'glasses|spoon',
    i: [[1.5, 'cup', 'greek-yogurt'], [0.66, 'cup', 'granola'], [1, 'cup', 'berry'], [2, 'tbsp', 'honey']],
    steps: [
      'Spoon a layer of yogurt into two glasses, then add a layer of granola and one of berries.',
      'Repeat the layers and finish with a drizzle of honey. Eat straight away so the granola stays crunchy.',
    ],
  },
  {
    t: 'Tofu Scramble', d: 'A vegan scramble of crumbled tofu with turmeric, spinach and tomatoes.',
    cuisine: 'international', meal: 'breakfast', s: 2, prep: 5, cook: 10, eq: 'frying pan|wooden spoon',
    i: [[300, 'g', 'tofu', 'firm, drained'], [1, 'tbsp', 'olive-oil'], [0.5, '', 'onion', 'diced'], [0.5, 'tsp', 'turmeric'], [0.5, 'tsp', 'garlic-powder'], [1, 'handful', 'spinach'], [6, '', 'cherry-tomato', 'halved'], [1, 'tbsp', '?nutritional-yeast'], [null, '', 'salt'], [null, '', 'black-pepper']],
    steps: [
      'Heat the oil in a frying pan and soften the onion for 4 minutes.',
      'Crumble the tofu into the pan with your fingers, add the turmeric and garlic powder and cook for 4 minutes, stirring, until hot and yellow.',
      'Add the tomatoes and spinach and stir until the spinach wilts. Season well and stir in nutritional yeast if you have it.',
    ],
  },
  {
    t: 'Eggs Benedict', d: 'Poached eggs and ham on toasted buns with a quick blender hollandaise.',
    cuisine: 'american', meal: 'breakfast', s: 2, prep: 10, cook: 15, eq: 'saucepan|blender|slotted spoon|small pan',
    i: [[2, '', 'burger-bun', 'split and toasted'], [4, 'slice', 'ham'], [4, '', 'egg', 'for poaching'], [3, '', 'egg', 'yolks only, for the sauce'], [0.5, 'cup', 'butter'], [0.5, '', 'lemon', 'juiced'], [1, 'tsp', 'vinegar'], [null, '', 'salt']],
    steps: [
      'Melt the butter in a small pan until hot and bubbling.',
      'Blend the egg yolks with the lemon juice and a pinch of salt, then with the blender running pour in the hot butter in a thin stream until the sauce is thick.',
      'Bring a saucepan of water to a bare simmer with the vinegar. Poach the eggs for 3 minutes and lift them out with a slotted spoon.',
      'Top each toasted bun half with ham and a poached egg, then spoon over the hollandaise.',
    ],
  },
  {
    t: 'Chilaquiles Verdes', d: 'Tortilla chips simmered briefly in green salsa and topped with eggs and cheese.',
    cuisine: 'mexican', meal: 'breakfast', s: 2, prep: 5, cook: 10, eq: 'large frying pan|spatula',
    i: [[4, 'cup', 'tortilla-chip'], [1, 'cup', 'salsa', 'green salsa verde'], [2, '', 'egg'], [50, 'g', 'feta', 'crumbled'], [0.25, '', 'red-onion', 'thinly sliced'], [2, 'tbsp', 'cilantro'], [2, 'tbsp', 'sour-cream'], [1, 'tbsp', 'vegetable-oil']],
    steps: [
      'Fry the eggs in the oil in a large frying pan and set aside.',
      'Pour the salsa into the pan with 1/4 cup water and bring to a simmer.',
      'Add the chips and toss for about 1 minute so they soften at the edges but keep some crunch.',
      'Slide onto plates and top with the eggs, cheese, onion, cilantro and sour cream.',
    ],
  },
  {
    t: 'Japanese Rolled Omelette', d: 'Tamagoyaki: a lightly sweet layered omelette rolled in the pan.',
    cuisine: 'japanese', meal: 'breakfast', s: 2, prep: 5, cook: 10, eq: 'small frying pan|chopsticks|bowl|bamboo mat',
    i: [[4, '', 'egg'], [1, 'tbsp', 'sugar'], [1, 'tsp', 'soy-sauce'], [1, 'tbsp', 'rice-wine', 'mirin'], [1, 'tsp', 'vegetable-oil']],
    steps: [
      'Beat the eggs with the sugar, soy sauce and mirin until smooth.',
      'Heat a small oiled pan over medium-low heat and pour in a thin layer of egg. When it is almost set, roll it from the far side towards you.',
      'Push the roll to the far side, oil the pan, add another thin layer and lift the roll so egg runs underneath. Roll again when nearly set.',
      'Repeat until all the egg is used, then rest the omelette for 2 minutes, wrapped in a mat or foil, and slice.',
    ],
  },
  {
    t: 'Congee with Ginger and Spring Onion', d: 'Silky rice porridge seasoned with ginger, soy sauce and sesame oil.',
    cuisine: 'chinese', meal: 'breakfast', s: 4, prep: 5, cook: 70, eq: 'large saucepan|wooden spoon',
    i: [[0.75, 'cup', 'jasmine-rice'], [8, 'cup', 'water'], [1, '', 'ginger', 'thumb-sized, cut into matchsticks'], [3, '', 'spring-onion', 'sliced'], [1, 'tbsp', 'tamari'], [1, 'tsp', 'sesame-oil'], [null, '', 'salt']],
    steps: [
      'Rinse the rice, then put it in a large saucepan with the water and half the ginger.',
      'Bring to the boil, then lower the heat and simmer partly covered for 60 to 70 minutes, stirring now and then, until the rice breaks down into a creamy porridge.',
      'Season with salt, then serve topped with the remaining ginger, spring onion, tamari and a few drops of sesame oil.',
    ],
  },
  {
    t: 'Menemen', d: 'Turkish-style soft eggs cooked into peppers and tomatoes.',
    cuisine: 'middle-eastern', meal: 'breakfast', s: 2, prep: 10, cook: 15, eq: 'frying pan|wooden spoon',
    i: [[2, 'tbsp', 'olive-oil'], [1, '', 'green-bell-pepper', 'sliced'], [1, '', 'onion', 'diced'], [3, '', 'tomato', 'grated'], [0.5, 'tsp', 'chili-flake'], [4, '', 'egg', 'beaten'], [null, '', 'salt']],
    steps: [
      'Soften the onion and pepper in the olive oil over medium heat for 6 minutes.',
      'Add the grated tomato and chili flakes, season and simmer for 5 minutes until thick.',
      'Pour in the beaten eggs and stir gently a few times until softly set. Serve with bread.',
    ],
  },
  {
    t: 'Buttermilk Waffles', d: 'Crisp-edged waffles with a fluffy centre.',
    cuisine: 'american', meal: 'breakfast', s: 4, prep: 10, cook: 20, eq: 'waffle iron|2 mixing bowls|whisk',
    i: [[2, 'cup', 'flour'], [2, 'tbsp', 'sugar'], [2, 'tsp', 'baking-powder'], [0.5, 'tsp', 'baking-soda'], [0.5, 'tsp', 'salt'], [2, '', 'egg'], [1.75, 'cup', 'buttermilk'], [0.33, 'cup', 'butter', 'melted']],
    steps: [
      'Heat the waffle iron. Whisk the flour, sugar, baking powder, baking soda and salt in a bowl.',
      'Beat the eggs, buttermilk and melted butter together, then stir into the dry ingredients until just combined.',
      'Pour batter into the hot, greased iron and cook for 4 to 5 minutes until deep golden and crisp.',
    ],
  },
  {
    t: 'Green Smoothie Bowl', d: 'A thick spinach, banana and mango smoothie topped with seeds.',
    cuisine: 'international', meal: 'breakfast', s: 1, prep: 5, cook: 0, eq: 'blender|bowl',
    i: [[1, '', 'banana', 'frozen in chunks'], [0.5, 'cup', 'mango', 'frozen'], [1, 'handful', 'spinach'], [0.5, 'cup', 'almond-milk'], [1, 'tbsp', 'pumpkin-seed'], [1, 'tsp', 'chia-seed']],
    steps: [
      'Blend the banana, mango, spinach and almond milk until thick and smooth, stopping to scrape down the sides.',
      'Spoon into a bowl and top with pumpkin seeds and chia seeds.',
    ],
  },
  {
    t: 'Berry Banana Smoothie', d: 'A quick blended breakfast of berries, banana, yogurt and milk.',
    cuisine: 'american', meal: 'breakfast', s: 2, prep: 5, cook: 0, eq: 'blender',
    i: [[1, 'cup', 'berry', 'frozen'], [1, '', 'banana'], [0.5, 'cup', 'yogurt'], [1, 'cup', 'milk'], [1, 'tsp', '?honey']],
    steps: [
      'Put the berries, banana, yogurt and milk into a blender.',
      'Blend until smooth, adding a splash more milk if it is too thick. Taste and sweeten with honey if needed.',
    ],
  },
  {
    t: 'Potato and Onion Tortilla', d: 'A thick Spanish omelette of slow-cooked potatoes and onion.',
    cuisine: 'spanish', meal: 'breakfast', s: 4, prep: 10, cook: 35, eq: 'non-stick frying pan|large plate|bowl',
    i: [[500, 'g', 'potato', 'thinly sliced'], [1, '', 'onion', 'thinly sliced'], [0.5, 'cup', 'olive-oil'], [6, '', 'egg'], [1, 'tsp', 'salt']],
    steps: [
      'Warm the oil in a non-stick pan over medium-low heat. Add the potato and onion and cook gently for 20 minutes, turning now and then, until soft but not browned.',
      'Beat the eggs with the salt in a large bowl. Lift the potatoes out with a slotted spoon, add them to the eggs and leave for 5 minutes.',
      'Pour off all but 1 tablespoon of oil, return the mixture to the pan and cook on low for 6 to 8 minutes until the edge is set.',
      'Invert onto a plate, slide it back into the pan and cook the other side for 3 minutes. Serve warm or at room temperature.',
    ],
  },
  {
    t: 'Savoury Cheddar Scones', d: 'Flaky cheese scones that are best eaten warm with butter.',
    cuisine: 'british', meal: 'breakfast', s: 8, prep: 15, cook: 15, eq: 'mixing bowl|round cutter|baking tray',
    i: [[2, 'cup', 'self-raising-flour'], [60, 'g', 'butter', 'cold, cubed'], [100, 'g', 'cheddar', 'grated'], [0.66, 'cup', 'milk'], [0.5, 'tsp', 'mustard', 'powder'], [0.5, 'tsp', 'salt']],
    steps: [
      'Heat the oven to 220°C and line a baking tray.',
      'Rub the butter into the flour, salt and mustard powder with your fingertips until it looks like breadcrumbs. Stir in most of the cheese.',
      'Add the milk and bring together into a soft dough with a knife. Pat out 2.5 cm thick and stamp out rounds.',
      'Top with the remaining cheese and bake for 12 to 15 minutes until risen and golden.',
    ],
  },
  {
    t: 'Peanut Butter Banana Toast', d: 'Whole-grain toast with peanut butter, banana and a sprinkle of seeds.',
    cuisine: 'american', meal: 'breakfast', s: 1, prep: 3, cook: 2, eq: 'toaster|knife',
    i: [[2, 'slice', 'bread', 'wholemeal'], [2, 'tbsp', 'peanut-butter'], [1, '', 'banana', 'sliced'], [1, 'tsp', 'chia-seed'], [1, 'tsp', '?maple-syrup']],
    steps: [
      'Toast the bread until golden.',
      'Spread thickly with peanut butter, lay the banana slices on top and finish with chia seeds and a little maple syrup if you like.',
    ],
  },
  {
    t: 'Coconut Chia Pudding', d: 'Chia seeds set overnight in coconut milk with mango on top.',
    cuisine: 'thai', meal: 'breakfast', s: 2, prep: 5, cook: 0, eq: 'bowl|whisk|jars',
    i: [[0.25, 'cup', 'chia-seed'], [1, 'cup', 'coconut-milk'], [1, 'tbsp', 'maple-syrup'], [0.5, 'tsp', 'vanilla'], [1, '', 'mango', 'diced']],
    steps: [
      'Whisk the chia seeds, coconut milk, maple syrup and vanilla together. Wait 5 minutes and whisk again to break up clumps.',
      'Cover and chill for at least 4 hours or overnight until set.',
      'Spoon into jars and top with diced mango.',
    ],
  },
  {
    t: 'Breakfast Hash with Sweet Potato', d: 'Crispy sweet potato, peppers and onion with fried eggs on top.',
    cuisine: 'american', meal: 'breakfast', s: 2, prep: 10, cook: 20, eq: 'large frying pan|spatula',
    i: [[2, '', 'sweet-potato', 'diced'], [1, '', 'red-bell-pepper', 'diced'], [1, '', 'red-onion', 'diced'], [2, 'tbsp', 'olive-oil'], [1, 'tsp', 'smoked-paprika'], [2, '', 'egg'], [null, '', 'salt']],
    steps: [
      'Heat the oil in a large frying pan over medium-high heat. Add the sweet potato in one layer and cook for 10 minutes, turning occasionally.',
      'Add the pepper, onion and paprika, season with salt and cook for 6 to 8 minutes more until everything is tender and browned.',
      'Make two wells, crack in the eggs, cover and cook for 3 to 4 minutes until the whites are set.',
    ],
  },
  {
    t: 'Apple Cinnamon Baked Oatmeal', d: 'A sliceable oat bake with apples, cinnamon and maple.',
    cuisine: 'american', meal: 'breakfast', s: 6, prep: 10, cook: 35, eq: 'baking dish|mixing bowl',
    i: [[2, 'cup', 'oat'], [1, 'tsp', 'baking-powder'], [1, 'tsp', 'cinnamon'], [2, '', 'apple', 'diced'], [1.5, 'cup', 'milk'], [1, '', 'egg'], [0.25, 'cup', 'maple-syrup'], [2, 'tbsp', 'butter', 'melted'], [1, 'pinch', 'salt']],
    steps: [
      'Heat the oven to 190°C and grease a baking dish.',
      'Mix the oats, baking powder, cinnamon and salt in a bowl and stir in the apple.',
      'Whisk the milk, egg, maple syrup and butter, pour over the oats and stir well.',
      'Spread in the dish and bake for 30 to 35 minutes until set and golden on top.',
    ],
  },
  {
    t: 'Vegan Blueberry Pancakes', d: 'Egg-free, dairy-free pancakes studded with blueberries.',
    cuisine: 'american', meal: 'breakfast', s: 3, prep: 10, cook: 15, eq: 'mixing bowl|whisk|frying pan|spatula',
    i: [[1.5, 'cup', 'flour'], [1, 'tbsp', 'sugar'], [1, 'tbsp', 'baking-powder'], [1.25, 'cup', 'soy-milk'], [1, 'tbsp', 'apple-cider-vinegar'], [2, 'tbsp', 'vegetable-oil'], [0.75, 'cup', 'blueberry'], [1, 'pinch', 'salt']],
    steps: [
      'Stir the vinegar into the soy milk and leave for 5 minutes to thicken.',
      'Whisk the flour, sugar, baking powder and salt, then add the soy milk and oil and mix until just combined.',
      'Heat a lightly oiled pan over medium heat, pour in small ladlefuls and scatter with blueberries.',
      'Flip when bubbles form on top, about 2 minutes, and cook 1 minute more.',
    ],
  },
  {
    t: 'Shrimp and Grits', d: 'Creamy cheesy grits topped with garlicky buttered shrimp.',
    cuisine: 'american', meal: 'breakfast', s: 4, prep: 10, cook: 25, eq: 'saucepan|frying pan|whisk',
    i: [[1, 'cup', 'polenta', 'grits'], [4, 'cup', 'water'], [1, 'cup', 'cheddar', 'grated'], [2, 'tbsp', 'butter'], [400, 'g', 'shrimp', 'peeled'], [2, 'slice', 'bacon', 'chopped'], [2, 'clove', 'garlic'], [2, '', 'spring-onion'], [0.5, '', 'lemon'], [null, '', 'salt']],
    steps: [
      'Bring the water to the boil with a teaspoon of salt, whisk in the grits and simmer on low for 20 minutes, stirring often. Stir in the cheese and half the butter.',
      'Meanwhile fry the bacon until crisp, then add the rest of the butter, the garlic and the shrimp and cook for 3 minutes until pink.',
      'Squeeze over the lemon and stir in the spring onion.',
      'Spoon the grits into bowls and top with the shrimp and bacon.',
    ],
  },
  {
    t: 'Masala Omelette', d: 'An Indian-style omelette with onion, tomato, chili and cilantro.',
    cuisine: 'indian', meal: 'breakfast', s: 1, prep: 5, cook: 5, eq: 'frying pan|bowl|fork',
    i: [[3, '', 'egg'], [0.25, '', 'onion', 'finely chopped'], [0.5, '', 'tomato', 'finely chopped'], [1, '', 'chili-pepper', 'green, finely chopped'], [1, 'tbsp', 'cilantro'], [0.25, 'tsp', 'turmeric'], [1, 'tbsp', 'ghee']],
    steps: [
      'Beat the eggs with the onion, tomato, chili, cilantro, turmeric and a pinch of salt.',
      'Heat the ghee in a frying pan over medium heat and pour in the egg mixture.',
      'Cook for 2 minutes until the underside is golden, flip, and cook 1 minute more. Fold and serve with toast or roti.',
    ],
  },
  {
    t: 'Leftover Rice Poha', d: 'A poha-style breakfast made with leftover rice, peanuts, turmeric and mustard seeds.',
    cuisine: 'indian', meal: 'breakfast', s: 2, prep: 5, cook: 10, eq: 'frying pan|wooden spoon',
    i: [[0.66, 'cup', 'rice', 'cooked and cooled; measured uncooked, makes about 2 cups'], [2, 'tbsp', 'vegetable-oil'], [1, 'tsp', 'mustard-seed'], [0.25, 'cup', 'peanut'], [1, '', 'onion', 'chopped'], [1, '', 'chili-pepper', 'green, chopped'], [0.5, 'tsp', 'turmeric'], [0.5, '', 'lemon'], [2, 'tbsp', 'cilantro']],
    steps: [
      'Heat the oil in a frying pan, add the mustard seeds and let them pop, then add the peanuts and fry for 1 minute.',
      'Add the onion and chili and cook for 4 minutes until soft, then stir in the turmeric.',
      'Add the rice with a pinch of salt and toss for 3 minutes until hot and evenly yellow.',
      'Squeeze over the lemon and scatter with cilantro.',
    ],
  },
  {
    t: 'Fried Egg and Kimchi Rice', d: 'Quick fried rice with kimchi, topped with a runny egg.',
    cuisine: 'korean', meal: 'breakfast', s: 2, prep: 5, cook: 10, eq: 'wok or frying pan|spatula',
    i: [[0.66, 'cup', 'rice', 'cooked and cooled; measured uncooked, makes about 2 cups'], [0.75, 'cup', 'kimchi', 'chopped'], [1, 'tbsp', 'gochujang'], [1, 'tbsp', 'vegetable-oil'], [2, '', 'egg'], [2, '', 'spring-onion'], [1, 'tsp', 'sesame-oil'], [1, 'tsp', 'sesame-seed']],
    steps: [
      'Heat the oil in a wok, add the kimchi and stir-fry for 2 minutes.',
      'Add the rice and gochujang and toss over high heat for 4 minutes until hot and lightly crisp.',
      'Fry the eggs in a separate pan until the edges are lacy.',
      'Stir the sesame oil and spring onion through the rice, top with the eggs and sesame seeds.',
    ],
  },
];
