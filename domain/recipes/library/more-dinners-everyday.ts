import type { RecipeDraft } from '../build.ts';

/** Everyday family dinners of the kind food blogs are full of, kept to a few required things. */
export const MORE_DINNERS_EVERYDAY_DRAFTS: readonly RecipeDraft[] = [
  {
    t: 'Caprese Chicken', d: 'Seared chicken topped with tomato, melting mozzarella and basil, with a balsamic drizzle.',
    cuisine: 'italian', meal: 'dinner', s: 4, prep: 10, cook: 20, eq: 'ovenproof frying pan',
    i: [[4, '', 'chicken-breast', 'or 8 boneless thighs'], [1, 'tbsp', 'olive-oil'], [2, '', 'tomato', 'sliced'], [150, 'g', 'mozzarella', 'sliced'], [1, 'handful', 'basil'], [2, 'tbsp', '?balsamic-vinegar'], [1, 'clove', '?garlic']],
    steps: [
      'Heat the grill. Season the chicken and fry it in the olive oil for 6 minutes a side until cooked, with the crushed garlic for the last minute, if using.',
      'Top each piece with tomato slices and mozzarella and grill for 3 to 4 minutes until the cheese melts.',
      'Scatter with basil and drizzle with balsamic vinegar, if using, or a little balsamic reduced in a small pan until syrupy.',
    ],
  },
  {
    t: 'Spinach and Cream Cheese Stuffed Chicken', d: 'Chicken breasts filled with garlicky spinach and cream cheese and baked.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 20, cook: 30, eq: 'frying pan|bowl|baking dish|toothpicks',
    i: [[4, '', 'chicken-breast'], [100, 'g', 'spinach'], [2, 'clove', 'garlic'], [120, 'g', 'cream-cheese'], [50, 'g', '?mozzarella', 'or parmesan'], [1, 'tbsp', 'oil'], [1, 'tsp', '?paprika']],
    steps: [
      'Wilt the spinach with the garlic in a dry pan, squeeze dry, chop and mix with the cream cheese and the grated cheese, if using.',
      'Heat the oven to 200°C. Cut a deep pocket in the side of each chicken breast, fill with the spinach mixture and close with toothpicks.',
      'Rub with the oil, paprika, if using, salt and pepper, sear for 2 minutes a side, then bake for 20 to 25 minutes until cooked through.',
    ],
  },
  {
    t: 'BBQ Pulled Chicken Sandwiches', d: 'Chicken simmered in barbecue sauce until it shreds, piled into soft buns.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 5, cook: 30, eq: 'saucepan with lid|two forks',
    i: [[700, 'g', 'chicken', 'breasts or boneless thighs'], [1, 'cup', 'bbq-sauce'], [0.5, '', '?onion', 'finely chopped'], [4, '', 'burger-bun'], [2, 'cup', '?cabbage', 'shredded, for slaw'], [2, 'tbsp', '?mayonnaise']],
    steps: [
      'Put the chicken, barbecue sauce, the onion, if using, and half a cup of water in a saucepan. Cover and simmer for 25 minutes until tender.',
      'Shred the chicken with two forks and stir it back into the sauce, simmering uncovered until thick.',
      'If you like, toss the cabbage with the mayonnaise and a pinch of salt for a quick slaw.',
      'Pile the chicken into the toasted buns, with the slaw if using.',
    ],
  },
  {
    t: 'Salsa Chicken', d: 'Chicken baked under salsa and melted cheese, three ingredients and done.',
    cuisine: 'mexican', meal: 'dinner', s: 4, prep: 5, cook: 30, eq: 'baking dish',
    i: [[700, 'g', 'chicken', 'breasts or boneless thighs'], [1, 'cup', 'salsa'], [100, 'g', 'cheese', 'grated'], [1, 'tsp', '?cumin'], [1, 'handful', '?cilantro'], [0.5, 'cup', '?sour-cream']],
    steps: [
      'Heat the oven to 200°C. Season the chicken with salt and the cumin, if using, and put it in a baking dish.',
      'Spoon the salsa over and bake for 20 minutes.',
      'Scatter with the cheese and bake for 8 to 10 minutes more until the chicken is cooked and the cheese bubbling. Finish with cilantro and sour cream, if using.',
    ],
  },
  {
    t: 'Sesame Chicken', d: 'Crisp chicken in a sticky honey, soy and garlic sauce, covered in sesame seeds.',
    cuisine: 'chinese', meal: 'dinner', s: 4, prep: 15, cook: 20, eq: 'large frying pan|bowl',
    i: [[600, 'g', 'chicken', 'breast or thigh, in bite-sized pieces'], [0.33, 'cup', 'cornstarch'], [0.25, 'cup', 'oil'], [3, 'tbsp', 'soy-sauce'], [3, 'tbsp', 'honey'], [2, 'clove', 'garlic'], [2, 'tbsp', 'sesame-seed'], [1, 'tsp', '?sesame-oil'], [2, '', '?spring-onion']],
    steps: [
      'Toss the chicken in all but 1 teaspoon of the cornstarch and fry in the oil in batches for 5 to 6 minutes until crisp. Drain.',
      'Mix the soy sauce, honey, garlic, the remaining cornstarch and 3 tablespoons of water and simmer in a clean pan until glossy.',
      'Toss in the chicken and sesame seeds, with the sesame oil if using, and scatter with spring onion, if using.',
    ],
  },
  {
    t: 'Egg Roll in a Bowl', d: 'Everything inside an egg roll, minus the wrapper: pork, cabbage and carrot with ginger and soy.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 10, cook: 15, eq: 'large frying pan or wok',
    i: [[500, 'g', 'ground-pork'], [1, 'tbsp', 'oil'], [3, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [0.5, '', 'cabbage', 'finely shredded'], [1, '', 'carrot', 'grated'], [3, 'tbsp', 'soy-sauce'], [1, 'tsp', '?sesame-oil'], [3, '', '?spring-onion'], [1, 'tsp', '?sriracha']],
    steps: [
      'Brown the pork in the oil, breaking it up, for 6 minutes. Add the garlic and ginger for a minute.',
      'Add the cabbage and carrot and stir-fry for 4 to 5 minutes until just tender.',
      'Stir in the soy sauce, and the sesame oil and sriracha if using, and scatter with spring onion, if using.',
    ],
  },
  {
    t: 'Cauliflower Fried Rice', d: 'Grated cauliflower stir-fried like fried rice with egg, peas, carrot and soy.',
    cuisine: 'american', meal: 'dinner', s: 3, prep: 15, cook: 10, eq: 'box grater or food processor|wok',
    i: [[1, 'head', 'cauliflower', 'grated to rice-sized pieces'], [2, 'tbsp', 'oil'], [2, '', 'egg'], [1, '', 'carrot', 'diced'], [0.5, 'cup', '?pea'], [2, 'clove', 'garlic'], [2, 'tbsp', 'soy-sauce'], [3, '', '?spring-onion']],
    steps: [
      'Scramble the eggs in a little of the oil in a hot wok; lift out.',
      'Stir-fry the carrot, and the peas if using, in the rest of the oil for 2 minutes, add the garlic, then the cauliflower.',
      'Stir-fry for 5 minutes until the cauliflower is tender but not mushy. Add the soy sauce, the egg and the spring onion, if using.',
    ],
  },
  {
    t: 'Zucchini Noodles with Pesto and Tomatoes', d: 'Spiralised zucchini warmed with pesto and cherry tomatoes.',
    cuisine: 'italian', meal: 'dinner', s: 2, prep: 15, cook: 5, eq: 'spiraliser or peeler|large frying pan',
    i: [[3, '', 'zucchini', 'spiralised'], [1, 'tbsp', 'olive-oil'], [200, 'g', 'cherry-tomato', 'halved'], [3, 'tbsp', 'pesto'], [20, 'g', '?parmesan'], [2, 'tbsp', '?pine-nut', 'toasted']],
    steps: [
      'Warm the olive oil and cook the cherry tomatoes for 2 minutes until they start to soften.',
      'Add the zucchini noodles and toss for 2 minutes until just warmed; do not overcook or they go watery.',
      'Take off the heat, toss with the pesto and season. Top with parmesan and pine nuts, if using.',
    ],
  },
  {
    t: 'Turkey Burgers', d: 'Juicy turkey burgers seasoned with garlic and onion, in toasted buns.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 10, cook: 12, eq: 'bowl|frying pan or grill',
    i: [[500, 'g', 'ground-turkey'], [0.33, 'cup', 'breadcrumb'], [2, 'clove', 'garlic', 'grated'], [0.5, '', 'onion', 'grated'], [1, 'tbsp', '?worcestershire-sauce'], [1, 'tbsp', 'oil'], [4, '', 'burger-bun'], [4, 'slice', '?cheese'], [1, 'handful', '?lettuce', 'leaves']],
    steps: [
      'Mix the turkey, breadcrumbs, garlic, onion, the Worcestershire sauce, if using, salt and pepper and shape into 4 patties.',
      'Fry in the oil over medium heat for 5 to 6 minutes a side until cooked through, adding cheese slices for the last minute, if using.',
      'Serve in the toasted buns with lettuce, if using.',
    ],
  },
  {
    t: 'Pesto Pasta with Cherry Tomatoes', d: 'Pasta tossed with pesto and blistered cherry tomatoes.',
    cuisine: 'italian', meal: 'dinner', s: 4, prep: 5, cook: 15, eq: 'large pot|frying pan',
    i: [[350, 'g', 'pasta'], [0.5, 'cup', 'pesto'], [250, 'g', 'cherry-tomato'], [1, 'tbsp', 'oil'], [30, 'g', '?parmesan'], [1, 'handful', '?arugula']],
    steps: [
      'Boil the pasta until al dente, keeping a cup of the water.',
      'Fry the cherry tomatoes in the oil over high heat for 4 minutes until blistered and starting to burst.',
      'Toss the pasta with the pesto and a splash of water, then the tomatoes. Serve with parmesan and arugula, if using.',
    ],
  },
  {
    t: 'Southern Fried Cabbage with Sausage', d: 'Cabbage fried down with onion and smoked sausage until tender and caramelised.',
    cuisine: 'southern-us', meal: 'dinner', s: 4, prep: 10, cook: 25, eq: 'large deep frying pan with lid',
    i: [[300, 'g', 'sausage', 'smoked, sliced'], [1, 'tbsp', 'oil'], [1, '', 'onion', 'sliced'], [1, 'head', 'cabbage', 'small, chopped'], [100, 'g', '?bacon'], [0.25, 'tsp', '?cayenne']],
    steps: [
      'Fry the bacon, if using, and the sausage in the oil until browned. Add the onion and cook for 5 minutes.',
      'Add the cabbage, salt, pepper and cayenne, if using, with a splash of water, cover and cook for 10 minutes.',
      'Uncover and fry for 5 to 8 minutes more, stirring, until tender and catching at the edges.',
    ],
  },
  {
    t: 'Orek Tempe', d: 'Indonesian crisp tempeh glazed in sweet soy with chili and shallots.',
    cuisine: 'indonesian', meal: 'dinner', s: 3, prep: 10, cook: 15, eq: 'frying pan|wok',
    i: [[300, 'g', 'tempeh', 'in thin batons'], [0.25, 'cup', 'oil'], [3, '', 'shallot', 'sliced'], [2, 'clove', 'garlic'], [1, '', 'chili-pepper', 'sliced'], [3, 'tbsp', 'soy-sauce'], [2, 'tbsp', 'brown-sugar', 'or use kecap manis for both'], [0.5, '', '?lime']],
    steps: [
      'Fry the tempeh in the oil in batches until golden and crisp; drain.',
      'Pour off all but a tablespoon of oil and fry the shallots, garlic and chili for 2 minutes.',
      'Add the soy sauce, brown sugar and 2 tablespoons of water and bubble until syrupy, then toss in the tempeh until glazed. Add a squeeze of lime, if using, and serve with rice.',
    ],
  },
  {
    t: 'Tempeh and Vegetable Stir-Fry', d: 'Seared tempeh with peppers and broccoli in a peanut-soy sauce.',
    cuisine: 'indonesian', meal: 'dinner', s: 3, prep: 10, cook: 12, eq: 'wok|small bowl',
    i: [[250, 'g', 'tempeh', 'cubed'], [2, 'tbsp', 'oil'], [1, '', 'bell-pepper', 'sliced'], [200, 'g', 'broccoli', 'in florets'], [2, 'clove', 'garlic'], [2, 'tbsp', 'soy-sauce'], [1, 'tbsp', 'peanut-butter'], [1, 'tsp', 'sugar'], [1, '', '?lime']],
    steps: [
      'Whisk the soy sauce, peanut butter and sugar with 3 tablespoons of hot water.',
      'Fry the tempeh in the oil over medium-high heat for 6 minutes until golden; lift out.',
      'Stir-fry the broccoli and pepper for 3 minutes, add the garlic, return the tempeh and pour in the sauce. Toss until glossy and add lime juice, if using.',
    ],
  },
  {
    t: 'Chicken Alfredo Bake', d: 'Pasta, chicken and broccoli in a creamy parmesan sauce, baked until golden.',
    cuisine: 'american', meal: 'dinner', s: 6, prep: 15, cook: 35, eq: 'large pot|saucepan|whisk|baking dish',
    i: [[350, 'g', 'pasta'], [40, 'g', 'butter'], [3, 'clove', 'garlic'], [2, 'tbsp', 'flour'], [2, 'cup', 'milk'], [0.5, 'cup', 'cream'], [80, 'g', 'parmesan'], [400, 'g', 'chicken', 'cooked, diced'], [200, 'g', '?broccoli', 'small florets'], [100, 'g', '?mozzarella']],
    steps: [
      'Heat the oven to 190°C. Boil the pasta for 2 minutes less than the packet says, adding the broccoli for the last 2 minutes, if using. Drain.',
      'Melt the butter with the garlic, stir in the flour, then whisk in the milk and cream and simmer until thick. Stir in most of the parmesan.',
      'Mix the sauce with the pasta and chicken, tip into a baking dish and top with the mozzarella, if using, and the rest of the parmesan.',
      'Bake for 20 minutes until bubbling and golden.',
    ],
  },
  {
    t: 'Lemon Dill Roasted Salmon and Asparagus', d: 'Salmon and asparagus roasted together on one tray with lemon and dill.',
    cuisine: 'scandinavian', meal: 'dinner', s: 4, prep: 5, cook: 15, eq: 'baking tray',
    i: [[4, '', 'salmon', 'fillets'], [400, 'g', 'asparagus', 'trimmed'], [2, 'tbsp', 'olive-oil'], [1, '', 'lemon'], [1, 'tbsp', 'dill', 'chopped'], [1, 'clove', '?garlic']],
    steps: [
      'Heat the oven to 210°C. Toss the asparagus with half the olive oil and salt on a tray and push to the sides.',
      'Set the salmon in the middle, brush with the rest of the oil mixed with the lemon zest, the grated garlic, if using, and half the dill, and season.',
      'Roast for 12 to 14 minutes until the salmon just flakes. Squeeze over the lemon and scatter with the rest of the dill.',
    ],
  },
  {
    t: 'Beef and Broccoli Noodles', d: 'Egg noodles tossed with beef, broccoli and a garlicky oyster sauce.',
    cuisine: 'chinese', meal: 'dinner', s: 4, prep: 15, cook: 12, eq: 'wok|large pot',
    i: [[300, 'g', 'noodle', 'egg or wheat'], [400, 'g', 'steak', 'thinly sliced'], [2, 'tbsp', 'oil'], [1, 'head', 'broccoli', 'small florets'], [3, 'clove', 'garlic'], [3, 'tbsp', 'oyster-sauce'], [2, 'tbsp', 'soy-sauce'], [1, 'tsp', '?sugar']],
    steps: [
      'Cook the noodles, drain and rinse under cold water.',
      'Sear the beef in half the oil in a smoking wok for 1 to 2 minutes; lift out.',
      'Stir-fry the broccoli in the rest of the oil with 2 tablespoons of water for 3 minutes, add the garlic, then the noodles, beef, oyster sauce, soy sauce and sugar, if using, and toss until hot.',
    ],
  },
  {
    t: 'Stuffed Zucchini Boats', d: 'Zucchini halves filled with sausage, tomato and cheese and baked.',
    cuisine: 'italian', meal: 'dinner', s: 4, prep: 15, cook: 30, eq: 'frying pan|baking dish',
    i: [[4, '', 'zucchini'], [300, 'g', 'sausage', 'skinned'], [1, 'clove', 'garlic'], [1, 'cup', 'passata'], [100, 'g', 'mozzarella'], [30, 'g', '?parmesan'], [1, 'handful', '?basil']],
    steps: [
      'Heat the oven to 200°C. Halve the zucchini lengthways and scoop out the middles; chop the scooped flesh.',
      'Brown the sausage meat with the garlic and the chopped zucchini, then stir in the passata and simmer for 5 minutes.',
      'Fill the zucchini boats, top with mozzarella and parmesan, if using, and bake for 20 to 25 minutes until tender and golden. Scatter with basil, if using.',
    ],
  },
  {
    t: 'Garlic Lemon Pork Souvlaki Plate', d: 'Greek pork skewers marinated in lemon, garlic and oregano, with pita and yogurt.',
    cuisine: 'greek', meal: 'dinner', s: 4, prep: 70, cook: 12, eq: 'bowl|skewers|grill',
    i: [[700, 'g', 'pork', 'shoulder or loin, in cubes'], [1, '', 'lemon'], [3, 'clove', 'garlic'], [2, 'tsp', 'oregano'], [3, 'tbsp', 'olive-oil'], [4, '', '?pita'], [0.5, 'cup', '?greek-yogurt'], [1, '', '?red-onion']],
    steps: [
      'Mix the lemon juice, crushed garlic, oregano, olive oil, salt and pepper, add the pork and marinate for at least an hour.',
      'Thread onto skewers and grill over high heat for 10 to 12 minutes, turning, until charred and cooked.',
      'Serve with warm pita, yogurt and sliced red onion, if using.',
    ],
  },
];
