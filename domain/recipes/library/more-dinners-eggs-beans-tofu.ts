import type { RecipeDraft } from '../build.ts';

/** Weeknight dinners built on eggs, beans, lentils, tofu, cheese and vegetables. */
export const MORE_DINNERS_EGGS_BEANS_TOFU_DRAFTS: readonly RecipeDraft[] = [
  {
    t: 'Spinach and Feta Frittata', d: 'A thick oven-finished omelette with spinach, onion and salty feta.',
    cuisine: 'mediterranean', meal: 'dinner', s: 4, prep: 10, cook: 20, eq: 'ovenproof frying pan|bowl|whisk',
    i: [[8, '', 'egg'], [2, 'tbsp', 'oil'], [1, '', 'onion', 'sliced'], [200, 'g', 'spinach'], [100, 'g', 'feta'], [1, 'handful', '?dill']],
    steps: [
      'Heat the grill. Soften the onion in the oil for 6 minutes, add the spinach and stir until wilted and the liquid has gone.',
      'Beat the eggs with pepper and a little salt, pour into the pan, crumble the feta over and add the dill, if using.',
      'Cook over low heat for 8 to 10 minutes until almost set, then slide under the grill for 3 minutes until puffed and golden.',
    ],
  },
  {
    t: 'Spaghetti Frittata', d: 'Neapolitan leftover-pasta frittata, crisp outside and cheesy within.',
    cuisine: 'italian', meal: 'dinner', s: 4, prep: 10, cook: 20, eq: 'large pot|non-stick frying pan|bowl|plate',
    i: [[200, 'g', 'spaghetti', 'cooked weight about 450 g'], [6, '', 'egg'], [50, 'g', 'parmesan'], [2, 'tbsp', 'oil'], [1, 'handful', '?parsley'], [80, 'g', '?ham', 'diced']],
    steps: [
      'Cook the spaghetti until al dente, drain and cool a little (or use leftover pasta).',
      'Beat the eggs with the parmesan, pepper, and the parsley and ham if using, then toss with the spaghetti.',
      'Heat the oil in the pan, press in the mixture and cook over medium-low heat for 8 minutes until golden underneath.',
      'Invert onto a plate, slide back in and cook the other side for 6 minutes. Serve warm or cold in wedges.',
    ],
  },
  {
    t: 'Egg Foo Young', d: 'Chinese-American omelettes full of bean sprouts and spring onion, in a savoury gravy.',
    cuisine: 'chinese', meal: 'dinner', s: 4, prep: 15, cook: 20, eq: 'bowl|frying pan|small saucepan',
    i: [[6, '', 'egg'], [2, 'cup', 'bean-sprout'], [4, '', 'spring-onion', 'sliced'], [100, 'g', '?ham', 'or cooked shrimp, chopped'], [3, 'tbsp', 'oil'], [1, 'cup', 'stock'], [1, 'tbsp', 'oyster-sauce'], [1, 'tbsp', 'soy-sauce'], [2, 'tsp', 'cornstarch']],
    steps: [
      'Beat the eggs with the bean sprouts, spring onion and the ham, if using, and a pinch of salt.',
      'Fry ladlefuls in the oil over medium-high heat, 2 minutes a side, to make 8 small puffy omelettes. Keep warm.',
      'Simmer the stock with the oyster sauce and soy sauce, stir in the cornstarch mixed with a little water, and cook until thick.',
      'Pour the gravy over the omelettes and serve with rice.',
    ],
  },
  {
    t: 'Çılbır', d: 'Turkish poached eggs on garlic yogurt with warm chili butter.',
    cuisine: 'turkish', meal: 'dinner', s: 2, prep: 10, cook: 10, eq: 'saucepan|small pan|bowl',
    i: [[1, 'cup', 'greek-yogurt'], [1, 'clove', 'garlic', 'grated'], [4, '', 'egg'], [30, 'g', 'butter'], [1, 'tsp', 'chili-flake', 'Aleppo or pul biber'], [1, 'tbsp', '?dill'], [2, '', '?pita']],
    steps: [
      'Stir the garlic and a pinch of salt into the yogurt and spread it over two plates.',
      'Poach the eggs in barely simmering water for 3 to 4 minutes and set them on the yogurt.',
      'Melt the butter with the chili flakes until it sizzles and turns red, and spoon over. Scatter with dill and serve with warm pita or other flatbread, if using.',
    ],
  },
  {
    t: 'Black Bean Tacos', d: 'Smashed spiced black beans in warm tortillas with quick toppings.',
    cuisine: 'mexican', meal: 'dinner', s: 4, prep: 10, cook: 10, eq: 'frying pan|potato masher',
    i: [[2, 'can', 'black-bean', 'drained'], [1, 'tbsp', 'oil'], [1, '', 'onion', 'finely chopped'], [2, 'clove', 'garlic'], [1, 'tsp', 'cumin'], [1, 'tsp', 'chili-powder'], [8, '', 'corn-tortilla'], [1, '', 'lime'], [1, '', '?avocado'], [60, 'g', '?feta', 'or queso fresco'], [1, 'handful', '?cilantro']],
    steps: [
      'Soften the onion in the oil for 5 minutes, add the garlic, cumin and chili powder, then the black beans and a splash of water.',
      'Mash roughly and cook for 3 minutes until thick. Season and add a squeeze of lime.',
      'Warm the corn tortillas in a dry pan, fill with the beans and top with avocado, crumbled cheese and cilantro, if using, and lime wedges.',
    ],
  },
  {
    t: 'Bean and Cheese Enchiladas', d: 'Tortillas rolled around beans and cheese, baked in a chili-spiked tomato sauce.',
    cuisine: 'mexican', meal: 'dinner', s: 4, prep: 15, cook: 30, eq: 'saucepan|baking dish|bowl',
    i: [[500, 'ml', 'passata'], [2, 'tsp', 'chili-powder'], [1, 'tsp', 'cumin'], [1, 'clove', 'garlic'], [2, 'can', 'pinto-bean', 'or black beans, drained'], [200, 'g', 'cheese', 'or Monterey Jack'], [8, '', 'flour-tortilla', 'small'], [0.5, 'cup', '?sour-cream'], [1, 'handful', '?cilantro']],
    steps: [
      'Heat the oven to 190°C. Simmer the passata with the chili powder, cumin, grated garlic and half a cup of water for 10 minutes.',
      'Mash the beans roughly with a few spoonfuls of the sauce and half the cheese.',
      'Fill and roll the tortillas and lay them seam-down in a dish. Pour over the sauce and top with the rest of the cheese.',
      'Bake for 20 minutes until bubbling. Serve with sour cream and cilantro, if using.',
    ],
  },
  {
    t: 'Lentil Ragù Pasta', d: 'A meat-free ragù of brown lentils, soffritto and tomato tossed with pasta.',
    cuisine: 'italian', meal: 'dinner', s: 4, prep: 15, cook: 40, eq: 'heavy pot|large pot',
    i: [[3, 'tbsp', 'oil'], [1, '', 'onion'], [1, '', 'carrot'], [1, '', 'celery'], [2, 'clove', 'garlic'], [1, 'tbsp', 'tomato-paste'], [1, 'cup', 'lentil', 'brown or green, dried'], [1, 'can', 'canned-tomato'], [2, 'cup', 'vegetable-stock'], [350, 'g', 'pasta'], [30, 'g', '?parmesan']],
    steps: [
      'Finely chop the onion, carrot and celery and soften in the oil for 10 minutes. Add the garlic and tomato paste for 2 minutes.',
      'Add the rinsed lentils, canned tomato and stock and simmer, partly covered, for 25 to 30 minutes until the lentils are tender and the sauce thick.',
      'Boil the pasta, drain and toss with the ragù. Serve with parmesan, if using.',
    ],
  },
  {
    t: 'Coconut Red Lentil Curry', d: 'Red lentils simmered soft in coconut milk with curry spices and spinach.',
    cuisine: 'indian', meal: 'dinner', s: 4, prep: 10, cook: 25, eq: 'heavy pot',
    i: [[1, 'tbsp', 'oil'], [1, '', 'onion'], [3, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [2, 'tsp', 'curry-powder'], [1, 'cup', 'red-lentil'], [1, 'can', 'coconut-milk'], [2, 'cup', 'water'], [100, 'g', '?spinach'], [1, '', '?lime']],
    steps: [
      'Soften the chopped onion in the oil for 6 minutes, add the garlic, ginger and curry powder for a minute.',
      'Add the rinsed red lentils, coconut milk and water and simmer for 18 to 20 minutes, stirring, until the lentils are soft and creamy.',
      'Stir in the spinach, if using, season and add lime juice to taste.',
    ],
  },
  {
    t: 'Chickpea and Sweet Potato Traybake', d: 'Roasted sweet potato, chickpeas and red onion with cumin, finished with yogurt.',
    cuisine: 'middle-eastern', meal: 'dinner', s: 4, prep: 10, cook: 35, eq: 'large baking tray|bowl',
    i: [[2, '', 'sweet-potato', 'in cubes'], [1, 'can', 'chickpea', 'drained and dried'], [1, '', 'red-onion', 'in wedges'], [3, 'tbsp', 'oil'], [2, 'tsp', 'cumin'], [1, 'tsp', 'smoked-paprika'], [0.5, 'cup', '?yogurt'], [1, '', '?lemon'], [1, 'handful', '?cilantro']],
    steps: [
      'Heat the oven to 220°C. Toss the sweet potato, chickpeas and red onion with the oil, cumin, smoked paprika and salt on a tray.',
      'Roast for 30 to 35 minutes, turning once, until the sweet potato is soft and the chickpeas crisp.',
      'Serve with spoonfuls of yogurt thinned with lemon juice and scattered cilantro, if using.',
    ],
  },
  {
    t: 'Khichdi', d: 'Comforting Indian one-pot of rice and lentils with turmeric, cumin and ghee.',
    cuisine: 'indian', meal: 'dinner', s: 4, prep: 10, cook: 30, eq: 'heavy pot with lid',
    i: [[0.75, 'cup', 'basmati-rice'], [0.75, 'cup', 'red-lentil', 'or split moong dal'], [2, 'tbsp', 'ghee'], [1, 'tsp', 'cumin', 'seeds'], [1, 'tsp', 'turmeric'], [1, 'tbsp', 'ginger', 'grated'], [5, 'cup', 'water'], [1, 'cup', '?pea']],
    steps: [
      'Rinse the rice and red lentils together until the water runs clear.',
      'Fry the cumin seeds in the ghee for 30 seconds, add the ginger and turmeric, then the rice and lentils and stir for a minute.',
      'Add the water, peas if using, and a teaspoon of salt. Cover and simmer for 25 minutes, stirring now and then, until soft and porridge-like. Add hot water to loosen if you like.',
    ],
  },
  {
    t: 'Crispy Tofu with Peanut Sauce', d: 'Cornstarch-crisped tofu with a quick peanut, soy and lime sauce.',
    cuisine: 'thai', meal: 'dinner', s: 4, prep: 15, cook: 15, eq: 'large frying pan|bowl',
    i: [[400, 'g', 'tofu', 'firm, pressed'], [3, 'tbsp', 'cornstarch'], [3, 'tbsp', 'oil'], [3, 'tbsp', 'peanut-butter'], [2, 'tbsp', 'soy-sauce'], [1, '', 'lime'], [1, 'tbsp', 'honey', 'or sugar'], [1, 'tsp', '?sriracha'], [2, '', '?spring-onion']],
    steps: [
      'Cut the tofu into cubes, pat dry and toss in the cornstarch with a pinch of salt.',
      'Fry in the oil over medium-high heat for 8 to 10 minutes, turning, until golden and crisp on all sides.',
      'Whisk the peanut butter, soy sauce, lime juice, honey and sriracha, if using, with 3 tablespoons of hot water.',
      'Toss the tofu in the sauce, or drizzle it over, and scatter with spring onion, if using. Serve with rice.',
    ],
  },
  {
    t: 'Salt and Pepper Tofu', d: 'Crisp tofu tossed with garlic, chili and spring onion in the Cantonese way.',
    cuisine: 'chinese', meal: 'dinner', s: 3, prep: 15, cook: 15, eq: 'wok|bowl',
    i: [[400, 'g', 'tofu', 'firm, pressed'], [4, 'tbsp', 'cornstarch'], [0.25, 'cup', 'oil'], [3, 'clove', 'garlic', 'finely chopped'], [1, '', 'chili-pepper', 'sliced'], [3, '', 'spring-onion', 'sliced'], [1, 'tsp', '?five-spice']],
    steps: [
      'Cut the tofu into cubes, dry well and toss in the cornstarch mixed with a teaspoon of salt, half a teaspoon of pepper and the five-spice, if using.',
      'Shallow-fry in the oil in a wok for 6 to 8 minutes, turning, until crisp. Lift out and pour off all but a tablespoon of oil.',
      'Fry the garlic, chili and spring onion for a minute, return the tofu and toss with another pinch of salt and pepper.',
    ],
  },
  {
    t: "General Tso's Tofu", d: 'Crisp tofu in a glossy sweet, sour and spicy sauce.',
    cuisine: 'chinese', meal: 'dinner', s: 4, prep: 15, cook: 15, eq: 'large frying pan|small bowl',
    i: [[400, 'g', 'tofu', 'extra-firm, pressed'], [4, 'tbsp', 'cornstarch'], [3, 'tbsp', 'oil'], [3, 'tbsp', 'soy-sauce'], [2, 'tbsp', 'rice-vinegar'], [2, 'tbsp', 'sugar'], [2, 'clove', 'garlic'], [1, 'tsp', 'ginger'], [0.5, 'tsp', 'chili-flake'], [1, 'tsp', '?sesame-seed']],
    steps: [
      'Toss the tofu cubes in 3 tablespoons of the cornstarch and fry in the oil for 8 to 10 minutes until crisp. Lift out.',
      'Mix the soy sauce, rice vinegar, sugar, the remaining cornstarch and half a cup of water.',
      'Fry the garlic, ginger and chili flakes in the pan for 30 seconds, pour in the sauce and bubble until glossy.',
      'Toss the tofu through and scatter with sesame seeds, if using.',
    ],
  },
  {
    t: 'Teriyaki Tofu Bowls', d: 'Seared tofu glazed in homemade teriyaki over rice with broccoli.',
    cuisine: 'japanese', meal: 'dinner', s: 4, prep: 10, cook: 20, eq: 'frying pan|saucepan',
    i: [[400, 'g', 'tofu', 'firm, pressed, in slabs'], [1, 'tbsp', 'oil'], [0.25, 'cup', 'soy-sauce'], [2, 'tbsp', 'honey', 'or maple syrup'], [1, 'tsp', 'ginger'], [1, 'tsp', 'cornstarch'], [1.5, 'cup', 'rice'], [1, 'head', 'broccoli', 'in florets'], [1, 'tsp', '?sesame-seed']],
    steps: [
      'Cook the rice; steam the broccoli over it for the last 5 minutes.',
      'Fry the tofu in the oil for 4 minutes a side until golden.',
      'Mix the soy sauce, honey, ginger, cornstarch and 3 tablespoons of water, pour into the pan and bubble until the tofu is coated and glossy.',
      'Serve the tofu over the rice with the broccoli, scattered with sesame seeds, if using.',
    ],
  },
  {
    t: 'Dubu Jorim', d: 'Korean braised tofu in a spicy soy and garlic sauce.',
    cuisine: 'korean', meal: 'dinner', s: 3, prep: 10, cook: 15, eq: 'frying pan|bowl',
    i: [[400, 'g', 'tofu', 'firm, in 1 cm slices'], [1, 'tbsp', 'oil'], [3, 'tbsp', 'soy-sauce'], [1, 'tsp', 'chili-flake', 'gochugaru'], [2, 'clove', 'garlic'], [1, 'tsp', 'sugar'], [2, '', 'spring-onion'], [1, 'tsp', 'sesame-oil'], [1, 'tsp', '?sesame-seed']],
    steps: [
      'Pat the tofu slices dry and fry in the oil for 3 minutes a side until golden.',
      'Mix the soy sauce, chili flakes, minced garlic, sugar, sliced spring onion, sesame oil and 4 tablespoons of water.',
      'Pour over the tofu and simmer for 5 minutes, spooning the sauce over, until most has been absorbed. Scatter with sesame seeds, if using.',
    ],
  },
  {
    t: 'Whole Roasted Cauliflower with Tahini Yogurt', d: 'A spiced whole cauliflower roasted until tender, on garlicky tahini yogurt.',
    cuisine: 'middle-eastern', meal: 'dinner', s: 4, prep: 10, cook: 60, eq: 'large pot|roasting tin|bowl',
    i: [[1, 'head', 'cauliflower', 'large'], [3, 'tbsp', 'oil'], [2, 'tsp', 'cumin'], [1, 'tsp', 'smoked-paprika'], [0.5, 'cup', 'greek-yogurt'], [2, 'tbsp', 'tahini'], [1, 'clove', 'garlic'], [1, '', 'lemon'], [1, 'handful', '?parsley']],
    steps: [
      'Heat the oven to 200°C. Boil the whole cauliflower in salted water for 6 minutes; drain well.',
      'Rub with the oil, cumin, smoked paprika and salt and roast for 45 to 50 minutes until deep golden and tender to a knife.',
      'Whisk the yogurt with the tahini, grated garlic, lemon juice and salt.',
      'Spread the sauce on a plate, set the cauliflower on it and scatter with parsley, if using. Cut into wedges.',
    ],
  },
  {
    t: 'Black Bean Stuffed Sweet Potatoes', d: 'Baked sweet potatoes split and filled with spiced black beans, cheese and salsa.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 10, cook: 50, eq: 'baking tray|small pan',
    i: [[4, '', 'sweet-potato'], [1, 'can', 'black-bean', 'drained'], [1, 'tsp', 'cumin'], [1, 'tsp', 'chili-powder'], [60, 'g', 'cheese'], [0.5, 'cup', '?salsa'], [0.5, 'cup', '?sour-cream'], [2, '', '?spring-onion']],
    steps: [
      'Heat the oven to 200°C. Prick the sweet potatoes and bake for 45 to 50 minutes until soft.',
      'Warm the black beans with the cumin, chili powder, salt and a splash of water, mashing a few.',
      'Split the potatoes, fluff the insides, and pile in the beans and cheese. Return to the oven for 3 minutes to melt.',
      'Top with salsa, sour cream and spring onion, if using.',
    ],
  },
  {
    t: 'Butternut Squash and Chickpea Curry', d: 'Squash and chickpeas simmered in coconut milk and Thai curry paste.',
    cuisine: 'thai', meal: 'dinner', s: 4, prep: 15, cook: 30, eq: 'heavy pot',
    i: [[1, 'tbsp', 'oil'], [1, '', 'onion'], [3, 'tbsp', 'curry-paste', 'red or yellow'], [1, '', 'butternut-squash', 'peeled and cubed'], [1, 'can', 'coconut-milk'], [1, 'cup', 'vegetable-stock'], [1, 'can', 'chickpea', 'drained'], [100, 'g', '?spinach'], [1, '', '?lime']],
    steps: [
      'Soften the sliced onion in the oil for 5 minutes, add the curry paste and fry for a minute.',
      'Add the squash, coconut milk and stock and simmer for 15 minutes.',
      'Add the chickpeas and cook for 5 to 10 minutes more until the squash is tender. Stir in the spinach, if using, and squeeze in lime to taste.',
    ],
  },
  {
    t: 'Halloumi Traybake', d: 'Peppers, zucchini, red onion and tomatoes roasted with slabs of halloumi.',
    cuisine: 'mediterranean', meal: 'dinner', s: 4, prep: 15, cook: 35, eq: 'large baking tray',
    i: [[2, '', 'bell-pepper', 'in chunks'], [2, '', 'zucchini', 'in chunks'], [1, '', 'red-onion', 'in wedges'], [250, 'g', 'cherry-tomato'], [3, 'tbsp', 'olive-oil'], [1, 'tsp', 'oregano'], [250, 'g', 'halloumi', 'sliced'], [1, '', '?lemon'], [1, 'handful', '?mint']],
    steps: [
      'Heat the oven to 210°C. Toss the peppers, zucchini, red onion and cherry tomatoes with the olive oil, oregano and salt on a tray.',
      'Roast for 20 minutes, then lay the halloumi slices on top and roast for 12 to 15 minutes more until golden.',
      'Finish with a squeeze of lemon and torn mint, if using.',
    ],
  },
  {
    t: 'Matar Paneer', d: 'Paneer and peas in a spiced onion and tomato gravy.',
    cuisine: 'indian', meal: 'dinner', s: 4, prep: 10, cook: 25, eq: 'heavy pan|blender (optional)',
    i: [[2, 'tbsp', 'oil'], [1, '', 'onion'], [3, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [1, 'tsp', 'turmeric'], [1, 'tsp', 'chili-powder'], [2, 'tsp', 'garam-masala'], [3, '', 'tomato'], [250, 'g', 'paneer', 'cubed'], [1.5, 'cup', 'pea'], [2, 'tbsp', '?cream']],
    steps: [
      'Fry the chopped onion in the oil for 10 minutes until golden. Add the garlic, ginger, turmeric, chili powder and half the garam masala for a minute.',
      'Add the chopped tomatoes and cook until they collapse, 6 minutes; blend smooth if you like.',
      'Add a cup of water, the peas and paneer and simmer for 8 minutes.',
      'Stir in the rest of the garam masala and the cream, if using. Serve with rice or naan.',
    ],
  },
  {
    t: 'Lentil and Sweet Potato Pie', d: 'Lentils in a thyme and tomato gravy under a sweet potato mash.',
    cuisine: 'british', meal: 'dinner', s: 6, prep: 20, cook: 50, eq: 'heavy pot|saucepan|masher|baking dish',
    i: [[2, 'tbsp', 'oil'], [1, '', 'onion'], [2, '', 'carrot'], [2, 'clove', 'garlic'], [2, 'tbsp', 'tomato-paste'], [1, 'cup', 'lentil', 'brown or green, dried'], [3, 'cup', 'vegetable-stock'], [1, 'tsp', 'thyme'], [1, 'kg', 'sweet-potato'], [30, 'g', '?butter']],
    steps: [
      'Soften the chopped onion and carrots in the oil for 8 minutes. Add the garlic, tomato paste and thyme.',
      'Add the lentils and stock and simmer for 25 to 30 minutes until tender and thick.',
      'Meanwhile boil the peeled, chunked sweet potato until soft, drain and mash with the butter, if using, and salt.',
      'Heat the oven to 200°C. Spread the lentils in a dish, top with the mash and bake for 20 minutes.',
    ],
  },
  {
    t: 'Cheesy Bean and Potato Bake', d: 'Baked beans and sliced potato baked in layers under melted cheddar, a British teatime favourite.',
    cuisine: 'british', meal: 'dinner', s: 4, prep: 15, cook: 50, eq: 'saucepan|baking dish',
    i: [[800, 'g', 'potato', 'thinly sliced'], [2, 'can', 'baked-bean'], [150, 'g', 'cheese'], [1, 'tsp', '?worcestershire-sauce'], [1, 'tsp', '?smoked-paprika']],
    steps: [
      'Heat the oven to 200°C. Parboil the potato slices for 5 minutes and drain.',
      'Stir the Worcestershire sauce and smoked paprika, if using, into the baked beans.',
      'Layer the potatoes and beans in a dish, finishing with potatoes, season and top with the cheese.',
      'Bake for 35 to 40 minutes until the potatoes are tender and the cheese golden.',
    ],
  },
];
