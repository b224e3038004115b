import type { RecipeDraft } from '../build.ts';

/** Snacks, dips and small plates. */
export const SNACK_DRAFTS: readonly RecipeDraft[] = [
  {
    t: 'Classic Hummus', d: 'Smooth chickpea and tahini dip with lemon and garlic.',
    cuisine: 'middle-eastern', meal: 'snack', s: 6, prep: 10, cook: 0, eq: 'food processor',
    i: [[1, 'can', 'chickpea', 'drained, liquid kept'], [0.25, 'cup', 'tahini'], [1, '', 'lemon'], [1, 'clove', 'garlic'], [0.5, 'tsp', 'cumin'], [2, 'tbsp', 'olive-oil'], [0.5, 'tsp', 'paprika']],
    steps: [
      'Blend the tahini and lemon juice for 1 minute until pale, then add the garlic, cumin and a pinch of salt.',
      'Add the chickpeas and blend for 2 to 3 minutes, trickling in chickpea liquid until very smooth.',
      'Spread in a bowl, drizzle with oil and dust with paprika.',
    ],
  },
  {
    t: 'Guacamole', d: 'Chunky avocado dip with lime, onion, chili and cilantro.',
    cuisine: 'mexican', meal: 'snack', s: 4, prep: 10, cook: 0, eq: 'bowl|fork',
    i: [[3, '', 'avocado'], [1, '', 'lime'], [0.25, '', 'red-onion', 'finely chopped'], [1, '', 'jalapeno', 'finely chopped'], [1, '', 'tomato', 'diced'], [1, 'handful', 'cilantro'], [null, '', 'salt']],
    steps: [
      'Mash the avocados with the lime juice and a good pinch of salt, leaving some chunks.',
      'Fold in the onion, jalapeño, tomato and chopped cilantro. Taste and add more lime or salt.',
    ],
  },
  {
    t: 'Pico de Gallo', d: 'Fresh chopped tomato salsa with onion, chili and lime.',
    cuisine: 'mexican', meal: 'snack', s: 6, prep: 10, cook: 0, eq: 'bowl|knife',
    i: [[4, '', 'tomato', 'diced'], [0.5, '', 'onion', 'finely diced'], [1, '', 'jalapeno'], [1, 'handful', 'cilantro'], [1, '', 'lime'], [0.5, 'tsp', 'salt']],
    steps: [
      'Mix the tomato, onion, jalapeño and cilantro.',
      'Season with lime juice and salt and leave for 10 minutes before serving with chips.',
    ],
  },
  {
    t: 'Baba Ganoush', d: 'Smoky charred aubergine dip with tahini and lemon.',
    cuisine: 'middle-eastern', meal: 'snack', s: 6, prep: 10, cook: 30, eq: 'grill or gas flame|bowl|fork',
    i: [[2, '', 'eggplant'], [3, 'tbsp', 'tahini'], [1, '', 'lemon'], [1, 'clove', 'garlic'], [2, 'tbsp', 'olive-oil'], [1, 'tbsp', 'parsley']],
    steps: [
      'Char the aubergines over a flame or under a hot grill, turning, for 25 to 30 minutes until collapsed.',
      'Scoop out the flesh, drain for 5 minutes and mash with the tahini, lemon juice, garlic and salt.',
      'Drizzle with oil and scatter with parsley.',
    ],
  },
  {
    t: 'Tzatziki', d: 'Garlicky yogurt and cucumber dip with dill.',
    cuisine: 'greek', meal: 'snack', s: 6, prep: 10, cook: 0, eq: 'grater|bowl',
    i: [[1.5, 'cup', 'greek-yogurt'], [1, '', 'cucumber', 'grated and squeezed dry'], [1, 'clove', 'garlic'], [1, 'tbsp', 'olive-oil'], [1, 'tbsp', 'dill'], [0.5, '', 'lemon']],
    steps: [
      'Mix the yogurt with the cucumber, crushed garlic, oil, dill and lemon juice.',
      'Season with salt and chill for 30 minutes to let the flavours develop.',
    ],
  },
  {
    t: 'Tomato Bruschetta', d: 'Toasted bread rubbed with garlic and topped with tomato and basil.',
    cuisine: 'italian', meal: 'snack', s: 4, prep: 10, cook: 5, eq: 'grill pan|bowl',
    i: [[8, 'slice', 'baguette'], [4, '', 'tomato', 'diced'], [1, 'clove', 'garlic', 'halved'], [1, 'handful', 'basil'], [3, 'tbsp', 'olive-oil'], [1, 'tsp', 'balsamic-vinegar']],
    steps: [
      'Mix the tomatoes with the torn basil, 2 tablespoons of oil, the balsamic and salt.',
      'Toast the bread on a grill pan and rub each slice with the cut garlic.',
      'Pile on the tomatoes and drizzle with the remaining oil.',
    ],
  },
  {
    t: 'Deviled Eggs', d: 'Halved eggs with a creamy mustard and paprika filling.',
    cuisine: 'american', meal: 'snack', s: 6, prep: 15, cook: 10, eq: 'saucepan|bowl|piping bag or spoon',
    i: [[6, '', 'egg'], [3, 'tbsp', 'mayonnaise'], [1, 'tsp', 'mustard'], [1, 'tsp', 'vinegar'], [0.25, 'tsp', 'paprika'], [1, 'tbsp', 'chive']],
    steps: [
      'Boil the eggs for 10 minutes, cool in cold water and peel. Halve lengthways.',
      'Mash the yolks with the mayonnaise, mustard, vinegar and salt until smooth.',
      'Spoon or pipe back into the whites and finish with paprika and chives.',
    ],
  },
  {
    t: 'Loaded Nachos', d: 'Tortilla chips baked with cheese and beans, topped with salsa and sour cream.',
    cuisine: 'mexican', meal: 'snack', s: 4, prep: 10, cook: 10, eq: 'baking tray',
    i: [[200, 'g', 'tortilla-chip'], [1, 'can', 'black-bean'], [150, 'g', 'cheddar'], [1, '', 'jalapeno'], [0.5, 'cup', 'salsa'], [0.5, 'cup', 'sour-cream'], [1, '', 'avocado'], [2, '', 'spring-onion']],
    steps: [
      'Heat the oven to 200°C. Spread half the chips on a tray, scatter with half the beans and cheese, then repeat.',
      'Bake for 8 to 10 minutes until the cheese has melted.',
      'Top with jalapeño, salsa, sour cream, diced avocado and spring onion.',
    ],
  },
  {
    t: 'Spiced Popcorn', d: 'Stovetop popcorn tossed with smoked paprika and salt.',
    cuisine: 'american', meal: 'snack', s: 4, prep: 2, cook: 5, eq: 'large pan with lid',
    i: [[0.5, 'cup', 'popcorn'], [2, 'tbsp', 'coconut-oil'], [1, 'tsp', 'smoked-paprika'], [0.5, 'tsp', 'salt']],
    steps: [
      'Heat the oil with three kernels in a large pan until they pop.',
      'Add the rest of the kernels, cover and shake occasionally until the popping slows to a few seconds apart.',
      'Tip into a bowl and toss with the paprika and salt.',
    ],
  },
  {
    t: 'Crispy Roasted Chickpeas', d: 'Crunchy oven-roasted chickpeas with cumin and chili.',
    cuisine: 'middle-eastern', meal: 'snack', s: 4, prep: 5, cook: 30, eq: 'baking tray',
    i: [[2, 'can', 'chickpea', 'drained and dried'], [1, 'tbsp', 'olive-oil'], [1, 'tsp', 'cumin'], [0.5, 'tsp', 'chili-powder'], [0.5, 'tsp', 'salt']],
    steps: [
      'Heat the oven to 200°C. Pat the chickpeas very dry.',
      'Toss with the oil and spices and roast for 25 to 30 minutes, shaking the tray halfway, until crunchy. They crisp further as they cool.',
    ],
  },
  {
    t: 'Date and Oat Energy Balls', d: 'No-bake bites of dates, oats, peanut butter and cocoa.',
    cuisine: 'international', meal: 'snack', s: 12, prep: 15, cook: 0, eq: 'food processor',
    i: [[1, 'cup', 'date', 'pitted'], [1, 'cup', 'oat'], [3, 'tbsp', 'peanut-butter'], [2, 'tbsp', 'cocoa'], [1, 'tbsp', 'chia-seed']],
    steps: [
      'Blend the dates until they form a paste, then add the oats, peanut butter, cocoa and chia and pulse until it clumps together.',
      'Roll into 12 balls and chill for 30 minutes.',
    ],
  },
  {
    t: 'Chewy Granola Bars', d: 'Oat, nut and honey bars for lunchboxes.',
    cuisine: 'american', meal: 'snack', s: 12, prep: 10, cook: 25, eq: 'square tin|saucepan|bowl',
    i: [[2, 'cup', 'oat'], [0.5, 'cup', 'almond', 'chopped'], [0.33, 'cup', 'raisin'], [0.33, 'cup', 'honey'], [0.25, 'cup', 'peanut-butter'], [30, 'g', 'butter'], [1, 'tsp', 'cinnamon']],
    steps: [
      'Heat the oven to 170°C and line a square tin.',
      'Warm the honey, peanut butter and butter until smooth and mix with the oats, almonds, raisins and cinnamon.',
      'Press firmly into the tin and bake for 20 to 25 minutes. Cool completely before cutting.',
    ],
  },
  {
    t: 'Salted Edamame', d: 'Steamed edamame pods tossed with flaky salt and chili.',
    cuisine: 'japanese', meal: 'snack', s: 4, prep: 2, cook: 5, eq: 'saucepan',
    i: [[3, 'cup', 'edamame', 'in pods'], [1, 'tsp', 'salt'], [0.25, 'tsp', 'chili-flake']],
    steps: [
      'Boil the edamame for 4 to 5 minutes and drain.',
      'Toss with the salt and chili and eat by squeezing the beans out of the pods.',
    ],
  },
  {
    t: 'Baked Kale Chips', d: 'Paper-thin crisp kale with olive oil and salt.',
    cuisine: 'american', meal: 'snack', s: 4, prep: 5, cook: 20, eq: 'baking trays',
    i: [[1, 'bunch', 'kale'], [1, 'tbsp', 'olive-oil'], [0.5, 'tsp', 'salt'], [1, 'tbsp', '?nutritional-yeast']],
    steps: [
      'Heat the oven to 150°C. Strip the kale from the stems, tear into pieces and dry thoroughly.',
      'Massage with the oil and salt, spread in one layer and bake for 15 to 20 minutes until crisp. Sprinkle with nutritional yeast if you like.',
    ],
  },
  {
    t: 'Cheese Straws', d: 'Twisted puff pastry sticks with parmesan and paprika.',
    cuisine: 'british', meal: 'snack', s: 8, prep: 15, cook: 12, eq: 'baking tray|rolling pin',
    i: [[1, '', 'puff-pastry'], [60, 'g', 'parmesan'], [1, 'tsp', 'paprika'], [1, '', 'egg']],
    steps: [
      'Heat the oven to 200°C. Brush the pastry with beaten egg and sprinkle with the cheese and paprika.',
      'Cut into 1.5 cm strips, twist each one and lay on a lined tray.',
      'Bake for 10 to 12 minutes until puffed and golden.',
    ],
  },
  {
    t: 'Sausage Rolls', d: 'Flaky pastry wrapped around seasoned sausage meat.',
    cuisine: 'british', meal: 'snack', s: 12, prep: 20, cook: 25, eq: 'bowl|baking tray|pastry brush',
    i: [[400, 'g', 'sausage', 'meat, skins removed'], [0.5, '', 'onion', 'grated'], [1, 'tsp', 'sage'], [1, '', 'puff-pastry'], [1, '', 'egg']],
    steps: [
      'Heat the oven to 200°C. Mix the sausage meat with the onion, sage and pepper.',
      'Cut the pastry in half lengthways, lay a sausage of filling along each strip and roll up, sealing with egg.',
      'Cut into pieces, brush with egg and bake for 20 to 25 minutes until golden and cooked through.',
    ],
  },
  {
    t: 'Buffalo Chicken Wings', d: 'Oven-crisped wings tossed in buttery hot sauce.',
    cuisine: 'american', meal: 'snack', s: 4, prep: 10, cook: 45, eq: 'baking tray with rack|bowl',
    i: [[1, 'kg', 'chicken-wing'], [1, 'tbsp', 'baking-powder'], [1, 'tsp', 'salt'], [0.33, 'cup', 'hot-sauce'], [40, 'g', 'butter', 'melted'], [2, '', 'celery', 'sticks']],
    steps: [
      'Heat the oven to 220°C. Pat the wings dry and toss with the baking powder and salt.',
      'Bake on a rack for 40 to 45 minutes, turning once, until crisp.',
      'Toss in the hot sauce mixed with melted butter and serve with celery sticks.',
    ],
  },
  {
    t: 'Garlic Stuffed Mushrooms', d: 'Mushroom caps filled with garlic, herbs, breadcrumbs and parmesan.',
    cuisine: 'italian', meal: 'snack', s: 4, prep: 15, cook: 20, eq: 'baking dish|frying pan',
    i: [[12, '', 'mushroom', 'large'], [2, 'tbsp', 'olive-oil'], [2, 'clove', 'garlic'], [0.5, 'cup', 'breadcrumb'], [30, 'g', 'parmesan'], [1, 'handful', 'parsley']],
    steps: [
      'Heat the oven to 200°C. Remove and chop the mushroom stalks.',
      'Fry the stalks and garlic in half the oil for 3 minutes, then mix with the breadcrumbs, parmesan and parsley.',
      'Fill the caps, drizzle with the remaining oil and bake for 15 to 20 minutes.',
    ],
  },
  {
    t: 'Caprese Skewers', d: 'Cherry tomatoes, mozzarella and basil on sticks with balsamic.',
    cuisine: 'italian', meal: 'snack', s: 6, prep: 15, cook: 0, eq: 'cocktail sticks|plate',
    i: [[24, '', 'cherry-tomato'], [200, 'g', 'mozzarella', 'bocconcini'], [1, 'handful', 'basil'], [1, 'tbsp', 'olive-oil'], [1, 'tbsp', 'balsamic-vinegar']],
    steps: [
      'Thread a tomato, a basil leaf and a piece of mozzarella onto each stick.',
      'Arrange on a plate, drizzle with oil and balsamic and season.',
    ],
  },
  {
    t: 'Apple Slices with Peanut Butter Dip', d: 'Crisp apple wedges with a honey-cinnamon peanut butter dip.',
    cuisine: 'american', meal: 'snack', s: 2, prep: 5, cook: 0, eq: 'knife|small bowl',
    i: [[2, '', 'apple'], [3, 'tbsp', 'peanut-butter'], [1, 'tsp', 'maple-syrup'], [0.25, 'tsp', 'cinnamon']],
    steps: [
      'Core the apples and cut into wedges.',
      'Stir the peanut butter, maple syrup and cinnamon with a splash of warm water until smooth, and serve with the apple.',
    ],
  },
  {
    t: 'Baked Pita Chips', d: 'Crunchy triangles of pita baked with olive oil and za’atar.',
    cuisine: 'middle-eastern', meal: 'snack', s: 4, prep: 5, cook: 10, eq: 'baking tray',
    i: [[4, '', 'pita'], [3, 'tbsp', 'olive-oil'], [2, 'tsp', 'za-atar'], [0.5, 'tsp', 'salt']],
    steps: [
      'Heat the oven to 190°C. Cut the pita into triangles.',
      'Toss with the oil, za’atar and salt and bake for 8 to 10 minutes until crisp.',
    ],
  },
  {
    t: 'Korean Scallion Pancake', d: 'Crisp-edged savoury pancake packed with spring onions, with a soy dipping sauce.',
    cuisine: 'korean', meal: 'snack', s: 2, prep: 10, cook: 10, eq: 'bowl|frying pan',
    i: [[1, 'cup', 'flour'], [0.75, 'cup', 'water', 'cold'], [1, '', 'egg'], [8, '', 'spring-onion', 'cut into lengths'], [2, 'tbsp', 'vegetable-oil'], [2, 'tbsp', 'soy-sauce'], [1, 'tbsp', 'rice-vinegar'], [0.5, 'tsp', 'chili-flake']],
    steps: [
      'Whisk the flour, water, egg and a pinch of salt to a thin batter and stir in the spring onions.',
      'Heat the oil in a pan, pour in the batter and spread it thin. Cook for 4 minutes per side until crisp and golden.',
      'Mix the soy, vinegar and chili and serve with the pancake cut into wedges.',
    ],
  },
  {
    t: 'Kimchi Pancake', d: 'Tangy, spicy kimchi folded into a crisp batter.',
    cuisine: 'korean', meal: 'snack', s: 2, prep: 10, cook: 10, eq: 'bowl|frying pan',
    i: [[1, 'cup', 'kimchi', 'chopped, with juice'], [0.75, 'cup', 'flour'], [0.5, 'cup', 'water'], [2, '', 'spring-onion'], [2, 'tbsp', 'vegetable-oil']],
    steps: [
      'Mix the kimchi and its juice with the flour, water and spring onion to a thick batter.',
      'Fry in the hot oil, spread thin, for 3 to 4 minutes per side until crisp.',
    ],
  },
  {
    t: 'Vegetable Spring Rolls', d: 'Fresh rice paper rolls with crunchy vegetables and a sweet chili dip.',
    cuisine: 'vietnamese', meal: 'snack', s: 4, prep: 25, cook: 0, eq: 'shallow bowl|board',
    i: [[8, '', 'rice-paper'], [1, '', 'carrot'], [1, '', 'cucumber'], [1, '', 'red-bell-pepper'], [1, 'handful', 'mint'], [1, 'handful', 'mixed-greens'], [4, 'tbsp', 'sweet-chili-sauce']],
    steps: [
      'Cut the vegetables into fine matchsticks.',
      'Soften a rice paper sheet in warm water, lay it flat and fill with leaves, vegetables and mint. Fold in the sides and roll tightly.',
      'Repeat and serve with sweet chili sauce.',
    ],
  },
  {
    t: 'Muhammara', d: 'Roasted red pepper and walnut dip with cumin and chili.',
    cuisine: 'middle-eastern', meal: 'snack', s: 6, prep: 10, cook: 25, eq: 'baking tray|food processor',
    i: [[3, '', 'red-bell-pepper'], [1, 'cup', 'walnut'], [0.33, 'cup', 'breadcrumb'], [1, 'clove', 'garlic'], [1, 'tsp', 'cumin'], [0.5, 'tsp', 'chili-flake'], [1, '', 'lemon'], [3, 'tbsp', 'olive-oil']],
    steps: [
      'Roast the peppers at 220°C for 25 minutes until blackened, cool, peel and seed.',
      'Blend with the walnuts, breadcrumbs, garlic, cumin, chili, lemon juice and oil to a coarse paste. Season.',
    ],
  },
  {
    t: 'Vegetable Pakoras', d: 'Spiced onion and spinach fritters, crisp from the pan.',
    cuisine: 'indian', meal: 'snack', s: 4, prep: 15, cook: 15, eq: 'bowl|deep pan',
    i: [[1, 'cup', 'flour'], [1, 'tsp', 'cumin'], [1, 'tsp', 'turmeric'], [0.5, 'tsp', 'chili-powder'], [0.5, 'tsp', 'baking-powder'], [2, '', 'onion', 'thinly sliced'], [1, 'handful', 'spinach', 'shredded'], [0.5, 'cup', 'water'], [2, 'cup', '~vegetable-oil', 'for frying']],
    steps: [
      'Mix the flour, spices, baking powder and salt, add the onion and spinach, then enough water to make a thick coating batter.',
      'Heat the oil to 180°C and fry spoonfuls for 3 to 4 minutes until crisp and golden. Drain on paper.',
    ],
  },
  {
    t: 'Spinach and Feta Puff Triangles', d: 'Flaky pastry parcels filled with spinach, feta and dill.',
    cuisine: 'greek', meal: 'snack', s: 6, prep: 20, cook: 20, eq: 'frying pan|baking tray',
    i: [[300, 'g', 'spinach'], [150, 'g', 'feta'], [1, 'tbsp', 'dill'], [1, '', 'egg'], [1, '', 'puff-pastry']],
    steps: [
      'Wilt the spinach, squeeze dry and chop. Mix with the crumbled feta, dill and half the beaten egg.',
      'Cut the pastry into squares, fill, fold into triangles and seal.',
      'Brush with the rest of the egg and bake at 200°C for 18 to 20 minutes.',
    ],
  },
  {
    t: 'Trail Mix with Dark Chocolate', d: 'A quick mix of nuts, seeds, dried fruit and chocolate for walks.',
    cuisine: 'american', meal: 'snack', s: 8, prep: 5, cook: 0, eq: 'bowl|jar',
    i: [[0.5, 'cup', 'almond'], [0.5, 'cup', 'cashew'], [0.33, 'cup', 'pumpkin-seed'], [0.33, 'cup', 'raisin'], [0.33, 'cup', 'dried-cranberry'], [0.33, 'cup', 'chocolate-chip']],
    steps: [
      'Mix the almonds, cashews, pumpkin seeds, raisins, dried cranberries and chocolate chips together in a bowl.',
      'Store in an airtight jar for up to two weeks and portion into small bags as needed.',
    ],
  },
  {
    t: 'Ceviche Tostadas', d: 'Lime-cured white fish with chili and avocado on crisp tortillas.',
    cuisine: 'latin-american', meal: 'snack', s: 4, prep: 30, cook: 8, eq: 'bowl|baking tray',
    i: [[300, 'g', 'white-fish', 'very fresh, diced'], [4, '', 'lime'], [0.5, '', 'red-onion'], [1, '', 'jalapeno'], [1, '', 'tomato'], [1, 'handful', 'cilantro'], [1, '', 'avocado'], [6, '', 'corn-tortilla']],
    steps: [
      'Toss the fish with the lime juice and salt and leave for 20 minutes until opaque.',
      'Bake the tortillas at 200°C for 8 minutes until crisp.',
      'Drain the fish, mix with the chopped onion, jalapeño, tomato and cilantro and pile onto the tostadas with avocado.',
    ],
  },
];
