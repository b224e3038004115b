import type { RecipeDraft } from '../build.ts';

/** Weeknight dinners built on rice, quinoa, polenta, couscous and bulgur. */
export const MORE_DINNERS_RICE_GRAINS_DRAFTS: readonly RecipeDraft[] = [
  {
    t: 'Mediterranean Chicken Quinoa Bowls', d: 'Lemon-oregano chicken over quinoa with cucumber, tomatoes and feta.',
    cuisine: 'mediterranean', meal: 'dinner', s: 4, prep: 15, cook: 20, eq: 'saucepan|frying pan|bowl',
    i: [[1, 'cup', 'quinoa'], [400, 'g', 'chicken', 'breasts or boneless thighs'], [3, 'tbsp', 'olive-oil'], [1, 'tsp', 'oregano'], [1, '', 'lemon'], [1, '', 'cucumber', 'diced'], [200, 'g', 'cherry-tomato', 'halved'], [100, 'g', 'feta'], [0.33, 'cup', '?olive'], [0.5, 'cup', '?greek-yogurt']],
    steps: [
      'Rinse the quinoa and simmer it in 2 cups of salted water for 15 minutes; leave covered for 5 minutes, then fluff.',
      'Rub the chicken with 1 tablespoon of the olive oil, the oregano, lemon zest, salt and pepper and fry for 6 minutes a side until cooked. Rest and slice.',
      'Whisk the remaining oil with the lemon juice and toss through the quinoa.',
      'Top the quinoa with the chicken, cucumber, cherry tomatoes, crumbled feta, and olives and a spoon of yogurt, if using.',
    ],
  },
  {
    t: 'Quinoa Stuffed Peppers', d: 'Peppers filled with quinoa, black beans, corn and salsa and baked under cheese.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 15, cook: 45, eq: 'saucepan|baking dish|bowl',
    i: [[4, '', 'bell-pepper', 'halved lengthways'], [0.75, 'cup', 'quinoa'], [1, 'can', 'black-bean', 'drained'], [1, 'cup', 'corn'], [1, 'cup', 'salsa'], [1, 'tsp', 'cumin'], [100, 'g', 'cheese', 'or Monterey Jack'], [1, 'handful', '?cilantro']],
    steps: [
      'Heat the oven to 190°C. Simmer the rinsed quinoa in 1½ cups of salted water for 15 minutes until tender.',
      'Mix the quinoa with the black beans, corn, salsa, cumin and half the cheese.',
      'Pack into the pepper halves in a baking dish, add a splash of water to the dish, cover with foil and bake for 25 minutes.',
      'Uncover, top with the rest of the cheese and bake for 10 minutes more. Scatter with cilantro, if using.',
    ],
  },
  {
    t: 'Butternut Squash Risotto with Sage', d: 'Creamy risotto with roasted squash, sage and parmesan.',
    cuisine: 'italian', meal: 'dinner', s: 4, prep: 15, cook: 40, eq: 'baking tray|heavy saucepan|ladle',
    i: [[0.5, '', 'butternut-squash', 'peeled and cubed'], [2, 'tbsp', 'oil'], [1, '', 'onion', 'finely chopped'], [1.5, 'cup', 'arborio-rice'], [6, 'cup', 'stock', 'hot'], [2, 'sprig', 'sage', 'about 8 leaves'], [40, 'g', 'butter'], [50, 'g', 'parmesan']],
    steps: [
      'Heat the oven to 200°C. Toss the squash with half the oil and roast for 25 minutes until soft.',
      'Soften the onion in the rest of the oil for 5 minutes, add the rice and stir for a minute.',
      'Add the hot stock a ladle at a time, stirring and letting each be absorbed, for about 20 minutes until the rice is creamy and just tender.',
      'Meanwhile fry the sage leaves in half the butter until crisp. Mash half the squash into the risotto with the rest of the butter and the parmesan, fold in the rest and top with the sage.',
    ],
  },
  {
    t: 'Uzbek Plov', d: 'Central Asian pilaf of lamb, sweet carrots and cumin rice with a whole head of garlic, cooked in one pot.',
    cuisine: 'russian', meal: 'dinner', s: 6, prep: 20, cook: 75, eq: 'heavy casserole with lid',
    i: [[0.25, 'cup', 'oil'], [700, 'g', 'lamb', 'or beef, in chunks'], [2, '', 'onion', 'sliced'], [4, '', 'carrot', 'in thick matchsticks'], [2, 'tsp', 'cumin'], [2, 'cup', 'rice', 'medium-grain, rinsed'], [1, 'head', 'garlic', 'whole, outer skin removed'], [0.25, 'cup', '?raisin']],
    steps: [
      'Brown the lamb in the oil in a heavy casserole over high heat. Add the onions and cook until golden, then the carrots for 5 minutes.',
      'Add the cumin, 2 teaspoons of salt and water just to cover, and simmer covered for 40 minutes until the meat is tender.',
      'Spread the rice over without stirring, push the garlic head into the middle, scatter the raisins over, if using, and add boiling water to come 1 cm above the rice.',
      'Cook uncovered until the water sinks below the rice, then cover tightly and cook on the lowest heat for 20 minutes. Mix gently and serve with the soft garlic.',
    ],
  },
  {
    t: 'Creamy Polenta with Mushrooms and Thyme', d: 'Soft parmesan polenta topped with garlicky browned mushrooms.',
    cuisine: 'italian', meal: 'dinner', s: 4, prep: 10, cook: 30, eq: 'saucepan|whisk|large frying pan',
    i: [[1, 'cup', 'polenta'], [4, 'cup', 'water'], [1, 'cup', 'milk'], [50, 'g', 'parmesan'], [40, 'g', 'butter'], [500, 'g', 'mushroom', 'sliced'], [2, 'tbsp', 'oil'], [3, 'clove', 'garlic'], [1, 'tsp', 'thyme']],
    steps: [
      'Bring the water and milk to a simmer with a teaspoon of salt, whisk in the polenta and cook over low heat, stirring often, until thick and creamy (5 to 30 minutes, depending on the grind).',
      'Meanwhile fry the mushrooms in the oil over high heat until browned, then add half the butter, the garlic and thyme for a minute.',
      'Beat the rest of the butter and the parmesan into the polenta.',
      'Spoon the polenta into bowls and pile the mushrooms on top.',
    ],
  },
  {
    t: 'Baked Polenta with Tomato and Mozzarella', d: 'Slabs of set polenta baked in tomato sauce under melting mozzarella.',
    cuisine: 'italian', meal: 'dinner', s: 4, prep: 15, cook: 50, eq: 'saucepan|whisk|baking dish',
    i: [[1, 'cup', 'polenta'], [4, 'cup', 'water'], [40, 'g', 'parmesan'], [500, 'ml', 'passata'], [2, 'clove', 'garlic'], [1, 'tsp', 'oregano'], [150, 'g', 'mozzarella'], [1, 'handful', '?basil']],
    steps: [
      'Cook the polenta in the salted water, stirring, until very thick, beat in half the parmesan and spread 2 cm thick on an oiled tray. Leave to set for 20 minutes, then cut into squares.',
      'Heat the oven to 200°C. Simmer the passata with the grated garlic and oregano for 5 minutes.',
      'Layer the polenta squares and sauce in a baking dish, top with the mozzarella and remaining parmesan.',
      'Bake for 25 minutes until bubbling and golden. Scatter with basil, if using.',
    ],
  },
  {
    t: 'Moroccan-Spiced Chicken with Couscous', d: 'Cumin and cinnamon chicken with fluffy couscous, chickpeas and raisins.',
    cuisine: 'north-african', meal: 'dinner', s: 4, prep: 10, cook: 25, eq: 'frying pan|bowl with lid',
    i: [[600, 'g', 'chicken', 'boneless, thighs or breasts'], [2, 'tsp', 'cumin'], [1, 'tsp', 'cinnamon'], [1, 'tsp', 'paprika'], [2, 'tbsp', 'oil'], [1, 'cup', 'couscous'], [1, 'cup', 'stock', 'boiling'], [1, 'can', 'chickpea', 'drained'], [0.33, 'cup', '?raisin'], [1, '', 'lemon'], [1, 'handful', '?cilantro']],
    steps: [
      'Rub the chicken with the cumin, cinnamon, paprika, salt and half the oil and fry for 6 minutes a side until charred and cooked. Rest and slice.',
      'Put the couscous, chickpeas and raisins, if using, in a bowl, pour over the boiling stock, cover and leave for 5 minutes.',
      'Fluff with a fork, stirring in the rest of the oil, the lemon juice and cilantro, if using.',
      'Serve the chicken on the couscous with the pan juices.',
    ],
  },
  {
    t: 'Biber Dolması', d: 'Turkish peppers stuffed with spiced beef, rice and mint, simmered in tomato.',
    cuisine: 'turkish', meal: 'dinner', s: 4, prep: 20, cook: 50, eq: 'bowl|wide pot with lid',
    i: [[6, '', 'bell-pepper', 'tops cut off, seeded'], [300, 'g', 'ground-beef', 'or lamb'], [0.5, 'cup', 'rice', 'rinsed'], [1, '', 'onion', 'grated'], [2, 'tbsp', 'tomato-paste'], [1, 'tbsp', 'mint', 'dried or fresh'], [1, 'tsp', 'paprika'], [2, 'tbsp', 'oil'], [1, '', '?tomato'], [0.5, 'cup', '?yogurt']],
    steps: [
      'Mix the beef, rice, onion, half the tomato paste, the mint, paprika, salt and pepper.',
      'Fill the peppers loosely and cap each with a slice of tomato, if using, or its own top.',
      'Stand them in a pot, mix the rest of the tomato paste and the oil with 2 cups of hot water and pour around.',
      'Cover and simmer for 45 to 50 minutes until the rice is cooked. Serve with yogurt, if using.',
    ],
  },
  {
    t: 'Brown Rice Buddha Bowl with Peanut Dressing', d: 'Brown rice with crunchy raw vegetables, edamame and a peanut-lime dressing.',
    cuisine: 'international', meal: 'dinner', s: 4, prep: 20, cook: 30, eq: 'saucepan|bowl|whisk',
    i: [[1.5, 'cup', 'brown-rice'], [1.5, 'cup', 'edamame', 'shelled'], [2, '', 'carrot', 'grated'], [2, 'cup', 'red-cabbage', 'shredded'], [1, '', 'cucumber'], [3, 'tbsp', 'peanut-butter'], [2, 'tbsp', 'soy-sauce'], [1, '', 'lime'], [1, 'tbsp', 'honey', 'or maple syrup'], [1, '', '?avocado']],
    steps: [
      'Cook the brown rice in plenty of boiling water for 25 to 30 minutes until tender; drain. Add the edamame for the last 3 minutes.',
      'Whisk the peanut butter, soy sauce, lime juice and honey with enough warm water to make a pourable dressing.',
      'Divide the rice and edamame between bowls and arrange the carrot, red cabbage, sliced cucumber and avocado, if using, on top.',
      'Drizzle with the dressing.',
    ],
  },
  {
    t: 'Spanakorizo', d: 'Greek spinach and rice cooked with onion, dill and lemon until soft and creamy.',
    cuisine: 'greek', meal: 'dinner', s: 4, prep: 10, cook: 30, eq: 'wide pot with lid',
    i: [[0.25, 'cup', 'olive-oil'], [1, '', 'onion'], [4, '', 'spring-onion'], [500, 'g', 'spinach'], [1, 'cup', 'rice', 'medium-grain'], [2.5, 'cup', 'water'], [1, 'handful', 'dill'], [1, '', 'lemon'], [100, 'g', '?feta']],
    steps: [
      'Soften the chopped onion and spring onions in the olive oil for 6 minutes.',
      'Add the spinach in handfuls and stir until wilted, then the rice, the water and a teaspoon of salt.',
      'Cover and simmer gently for 18 to 20 minutes until the rice is tender and creamy, stirring once or twice.',
      'Stir in the chopped dill and lemon juice and serve with crumbled feta, if using.',
    ],
  },
  {
    t: 'Japanese Curry Rice', d: 'A thick, mild Japanese beef curry with potatoes and carrots, over rice.',
    cuisine: 'japanese', meal: 'dinner', s: 6, prep: 15, cook: 50, eq: 'heavy pot|small pan|whisk',
    i: [[500, 'g', 'beef', 'in chunks, or chicken thigh'], [1, 'tbsp', 'oil'], [2, '', 'onion', 'in wedges'], [2, '', 'carrot', 'in chunks'], [2, '', 'potato', 'in chunks'], [3, 'cup', 'water'], [40, 'g', 'butter'], [3, 'tbsp', 'flour'], [2, 'tbsp', 'curry-powder'], [1, 'tbsp', 'ketchup'], [1, 'tbsp', 'honey'], [2, 'cup', 'rice']],
    steps: [
      'Brown the beef in the oil, add the onions for 5 minutes, then the carrots, potatoes and water. Simmer for 35 minutes until tender.',
      'Meanwhile melt the butter, stir in the flour and cook until light brown, then the curry powder for 30 seconds, to make a roux.',
      'Whisk a ladle of the cooking liquid into the roux, then stir it all into the pot with the ketchup and honey. Simmer for 5 minutes until thick and glossy.',
      'Cook the rice and serve the curry alongside.',
    ],
  },
  {
    t: 'Omurice', d: 'Japanese ketchup fried rice with chicken, wrapped in a soft omelette.',
    cuisine: 'japanese', meal: 'dinner', s: 2, prep: 10, cook: 15, eq: 'frying pan|bowl',
    i: [[1, '', 'chicken-thigh', 'diced'], [1, 'tbsp', 'oil'], [0.5, '', 'onion', 'finely chopped'], [0.67, 'cup', 'rice', 'measured uncooked; cooked ahead (makes about 2 cups)'], [3, 'tbsp', 'ketchup', 'plus more to serve'], [4, '', 'egg'], [15, 'g', 'butter'], [0.5, 'cup', '?pea']],
    steps: [
      'Fry the chicken and onion in the oil for 5 minutes, add the peas, if using, then the rice and ketchup and toss until evenly red and hot. Season and divide between two plates, shaped into ovals.',
      'Beat 2 eggs with a pinch of salt, melt half the butter and pour in; stir until the eggs are just set but still soft on top.',
      'Slide the omelette over one mound of rice and tuck it around. Repeat with the rest.',
      'Squeeze a line of ketchup over each.',
    ],
  },
  {
    t: 'Loco Moco', d: 'Hawaiian plate of rice, a beef patty and a fried egg smothered in brown gravy.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 10, cook: 25, eq: 'saucepan|frying pan|whisk',
    i: [[1.5, 'cup', 'rice'], [500, 'g', 'ground-beef'], [1, 'tbsp', 'oil'], [1, '', 'onion', 'sliced'], [2, 'tbsp', 'flour'], [2, 'cup', 'beef-stock'], [1, 'tbsp', 'soy-sauce'], [4, '', 'egg']],
    steps: [
      'Cook the rice while you make the rest. Shape the beef into 4 patties, season and fry in the oil for 4 minutes a side. Keep warm.',
      'Fry the onion in the pan fat for 5 minutes, stir in the flour, then whisk in the stock and soy sauce and simmer until thick.',
      'Fry the eggs. Serve each patty on rice, topped with an egg and plenty of gravy.',
    ],
  },
  {
    t: 'Roasted Vegetable Quinoa with Feta', d: 'Warm quinoa tossed with roasted zucchini, peppers and red onion, lemon and feta.',
    cuisine: 'mediterranean', meal: 'dinner', s: 4, prep: 15, cook: 30, eq: 'baking tray|saucepan',
    i: [[2, '', 'zucchini', 'in chunks'], [2, '', 'bell-pepper', 'in chunks'], [1, '', 'red-onion', 'in wedges'], [4, 'tbsp', 'olive-oil'], [1, 'cup', 'quinoa'], [1, '', 'lemon'], [150, 'g', 'feta'], [1, 'handful', '?mint']],
    steps: [
      'Heat the oven to 210°C. Toss the zucchini, peppers and red onion with 2 tablespoons of the olive oil and salt and roast for 25 to 30 minutes.',
      'Simmer the rinsed quinoa in 2 cups of salted water for 15 minutes, then leave covered for 5.',
      'Toss the quinoa with the vegetables, the rest of the oil and the lemon juice. Crumble the feta over and add the mint, if using.',
    ],
  },
  {
    t: 'Curried Quinoa with Chickpeas and Spinach', d: 'A one-pot curry of quinoa, chickpeas and coconut milk with spinach.',
    cuisine: 'indian', meal: 'dinner', s: 4, prep: 10, cook: 25, eq: 'heavy pot with lid',
    i: [[1, 'tbsp', 'oil'], [1, '', 'onion'], [2, 'clove', 'garlic'], [2, 'tsp', 'curry-powder'], [1, 'cup', 'quinoa', 'rinsed'], [1, 'can', 'coconut-milk'], [1, 'cup', 'water'], [1, 'can', 'chickpea', 'drained'], [100, 'g', 'spinach'], [1, '', '?lime']],
    steps: [
      'Soften the chopped onion in the oil for 5 minutes, add the garlic and curry powder for a minute.',
      'Add the quinoa, coconut milk, water, chickpeas and salt. Cover and simmer for 18 minutes until the quinoa is tender.',
      'Stir in the spinach to wilt and finish with lime juice, if using.',
    ],
  },
  {
    t: 'One-Pan Paprika Chicken and Rice', d: 'Chicken thighs baked on paprika rice that soaks up their juices.',
    cuisine: 'international', meal: 'dinner', s: 4, prep: 10, cook: 50, eq: 'ovenproof casserole with lid',
    i: [[6, '', 'chicken-thigh', 'bone-in, skin-on'], [2, 'tsp', 'smoked-paprika'], [1, 'tbsp', 'oil'], [1, '', 'onion'], [2, 'clove', 'garlic'], [1.5, 'cup', 'rice', 'long-grain'], [3, 'cup', 'stock'], [1, '', '?lemon'], [1, 'handful', '?parsley']],
    steps: [
      'Heat the oven to 190°C. Rub the chicken with half the smoked paprika and salt and brown skin-side down in the oil for 6 minutes. Lift out.',
      'Soften the onion in the fat for 5 minutes, add the garlic, the rest of the paprika and the rice and stir for a minute.',
      'Pour in the hot stock, set the chicken on top skin-side up, cover and bake for 30 minutes, then uncover for 10 minutes.',
      'Finish with lemon juice and parsley, if using.',
    ],
  },
  {
    t: 'Bulgur Pilaf with Chickpeas and Tomato', d: 'Turkish-style bulgur cooked with onion, green pepper, tomato paste and chickpeas.',
    cuisine: 'turkish', meal: 'dinner', s: 4, prep: 10, cook: 25, eq: 'saucepan with lid',
    i: [[2, 'tbsp', 'oil'], [20, 'g', 'butter'], [1, '', 'onion'], [1, '', 'bell-pepper', 'or long green pepper'], [2, 'tbsp', 'tomato-paste'], [1, 'tsp', 'paprika'], [1.5, 'cup', 'bulgur', 'coarse'], [1, 'can', 'chickpea', 'drained'], [2.5, 'cup', 'stock'], [0.5, 'cup', '?yogurt']],
    steps: [
      'Soften the chopped onion and pepper in the oil and butter for 8 minutes.',
      'Stir in the tomato paste and paprika for a minute, then the bulgur and chickpeas.',
      'Add the hot stock and salt, cover and simmer on low for 15 minutes, then rest off the heat, covered with a towel under the lid, for 10 minutes.',
      'Fluff and serve with yogurt, if using.',
    ],
  },
];
