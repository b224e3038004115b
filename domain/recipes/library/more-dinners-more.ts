import type { RecipeDraft } from '../build.ts';

/** Further weeknight mains: curries, braises, bakes and sandwiches cooked in homes around the world. */
export const MORE_DINNERS_MORE_DRAFTS: readonly RecipeDraft[] = [
  {
    t: 'Sabut Masoor Dal', d: 'Whole brown lentils simmered soft with onion, tomato, garlic and cumin.',
    cuisine: 'indian', meal: 'dinner', s: 4, prep: 10, cook: 45, eq: 'heavy pot|small frying pan',
    i: [[1, 'cup', 'lentil', 'whole brown, rinsed'], [4, 'cup', 'water'], [1, 'tsp', 'turmeric'], [2, 'tbsp', 'oil', 'or ghee'], [1, 'tsp', 'cumin', 'seeds'], [1, '', 'onion', 'finely chopped'], [3, 'clove', 'garlic'], [2, '', 'tomato', 'chopped'], [1, 'tsp', '?garam-masala'], [1, 'handful', '?cilantro']],
    steps: [
      'Simmer the lentils in the water with the turmeric and a teaspoon of salt for 30 to 35 minutes until soft, adding water if needed.',
      'Fry the cumin seeds in the oil for 30 seconds, add the onion and cook for 8 minutes until golden, then the garlic and tomatoes until they collapse.',
      'Stir this into the lentils with the garam masala, if using, and simmer for 5 minutes. Scatter with cilantro, if using, and serve with rice or flatbread.',
    ],
  },
  {
    t: 'Taco Pasta', d: 'A one-pan dinner of pasta in taco-spiced beef and tomato, under melted cheese.',
    cuisine: 'american', meal: 'dinner', s: 6, prep: 10, cook: 25, eq: 'large deep frying pan with lid',
    i: [[500, 'g', 'ground-beef'], [1, '', 'onion'], [2, 'tsp', 'chili-powder'], [1, 'tsp', 'cumin'], [1, 'can', 'canned-tomato'], [2.5, 'cup', 'water'], [300, 'g', 'pasta', 'small shells or macaroni'], [150, 'g', 'cheese', 'grated'], [0.5, 'cup', '?sour-cream'], [1, 'handful', '?cilantro']],
    steps: [
      'Brown the beef with the chopped onion, then stir in the chili powder, cumin and a teaspoon of salt.',
      'Add the canned tomato, water and pasta, bring to the boil, cover and simmer for 12 to 14 minutes, stirring now and then, until the pasta is tender.',
      'Scatter with the cheese, cover for 2 minutes to melt, and serve with sour cream and cilantro, if using.',
    ],
  },
  {
    t: 'French Onion Chicken', d: 'Chicken baked in deeply caramelised onion gravy under melted cheese, like the soup.',
    cuisine: 'french', meal: 'dinner', s: 4, prep: 10, cook: 50, eq: 'ovenproof frying pan',
    i: [[700, 'g', 'chicken', 'breasts or boneless thighs'], [1, 'tbsp', 'oil'], [40, 'g', 'butter'], [3, '', 'onion', 'thinly sliced'], [1, 'tsp', '?thyme'], [1, 'cup', 'beef-stock'], [100, 'g', 'cheese', 'gruyère or other melting cheese']],
    steps: [
      'Brown the seasoned chicken in the oil; lift out.',
      'Melt the butter and cook the onions with the thyme, if using, over medium-low heat for 25 minutes, stirring, until deep golden.',
      'Pour in the stock and simmer for 3 minutes, then return the chicken and simmer for 8 to 10 minutes until cooked.',
      'Top the chicken with the cheese and grill for 3 to 4 minutes until bubbling.',
    ],
  },
  {
    t: 'Chicken Korma', d: 'A mild, creamy British-Indian curry of chicken in yogurt, onion and gentle spices.',
    cuisine: 'indian', meal: 'dinner', s: 4, prep: 15, cook: 35, eq: 'heavy pan|blender (optional)',
    i: [[700, 'g', 'chicken', 'thighs or breasts, in pieces'], [0.5, 'cup', 'yogurt'], [2, 'tbsp', 'ghee', 'or oil'], [2, '', 'onion', 'finely chopped'], [3, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [2, 'tsp', 'garam-masala'], [0.5, 'tsp', 'turmeric'], [0.5, 'cup', 'cream'], [0.25, 'cup', '?cashew', 'or ground almonds'], [1, 'tsp', '?sugar']],
    steps: [
      'Mix the chicken with the yogurt and a pinch of salt.',
      'Cook the onions gently in the ghee for 12 minutes until soft and pale gold, add the garlic, ginger, garam masala and turmeric for a minute. Blend with the cashews, if using, and a little water for a smoother sauce.',
      'Add the chicken and its yogurt and cook over low heat for 15 minutes, stirring.',
      'Stir in the cream and the sugar, if using, and simmer for 5 minutes until the chicken is cooked.',
    ],
  },
  {
    t: 'Chicken Saag', d: 'Chicken simmered in a spiced, garlicky spinach sauce.',
    cuisine: 'indian', meal: 'dinner', s: 4, prep: 15, cook: 35, eq: 'heavy pan|blender',
    i: [[400, 'g', 'spinach'], [3, 'tbsp', 'oil'], [1, 'tsp', 'cumin', 'seeds'], [1, '', 'onion'], [4, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [1, '', 'chili-pepper', 'green'], [2, 'tsp', 'garam-masala'], [700, 'g', 'chicken', 'thighs or breasts, in pieces'], [2, '', '?tomato'], [2, 'tbsp', '?cream']],
    steps: [
      'Wilt the spinach in a splash of water, then blend to a rough purée.',
      'Fry the cumin seeds in the oil, add the chopped onion and cook for 8 minutes, then the garlic, ginger, chili pepper and garam masala, and the chopped tomatoes, if using, for 4 minutes.',
      'Add the chicken and cook for 5 minutes, then the spinach and half a cup of water. Simmer for 15 minutes until the chicken is cooked.',
      'Stir in the cream, if using, and season.',
    ],
  },
  {
    t: 'Three Cup Chicken', d: 'Taiwanese san bei ji: chicken braised in sesame oil, soy and rice wine with garlic, ginger and basil.',
    cuisine: 'chinese', meal: 'dinner', s: 4, prep: 10, cook: 25, eq: 'wok or heavy pan with lid',
    i: [[3, 'tbsp', 'sesame-oil'], [12, 'clove', 'garlic', 'peeled'], [8, 'slice', 'ginger', 'thick'], [800, 'g', 'chicken', 'boneless thighs, in pieces'], [3, 'tbsp', 'soy-sauce'], [3, 'tbsp', 'rice-wine'], [1, 'tbsp', 'sugar'], [1, 'handful', 'basil', 'Thai basil if you have it'], [1, '', '?chili-pepper']],
    steps: [
      'Fry the garlic and ginger in the sesame oil over medium heat for 3 minutes until golden.',
      'Add the chicken and brown it for 5 minutes, with the sliced chili pepper if using.',
      'Add the soy sauce, rice wine and sugar, cover and simmer for 12 minutes, then uncover and reduce until the sauce is thick and glossy.',
      'Toss in the basil until just wilted and serve with rice.',
    ],
  },
  {
    t: 'Cantonese Soy Sauce Chicken', d: 'Chicken gently poached in a sweet, anise-scented soy braise until glossy and deep brown.',
    cuisine: 'chinese', meal: 'dinner', s: 4, prep: 10, cook: 40, eq: 'pot with lid',
    i: [[1.2, 'kg', 'chicken', 'drumsticks and thighs'], [0.5, 'cup', 'soy-sauce'], [3, 'tbsp', 'brown-sugar'], [3, 'tbsp', '?rice-wine'], [1, 'tbsp', 'ginger', 'sliced'], [2, '', 'star-anise'], [3, '', 'spring-onion']],
    steps: [
      'Bring the soy sauce, brown sugar, rice wine, if using, ginger, star anise, spring onions and 2 cups of water to a simmer.',
      'Add the chicken, cover and simmer very gently for 30 minutes, turning twice, until cooked and deep brown.',
      'Rest the chicken in the liquid off the heat for 10 minutes, then chop and serve with rice and a little of the sauce.',
    ],
  },
  {
    t: 'Nikujaga', d: 'Japanese home-style beef and potatoes simmered in sweet soy with onion and carrot.',
    cuisine: 'japanese', meal: 'dinner', s: 4, prep: 15, cook: 30, eq: 'pot with lid',
    i: [[300, 'g', 'beef', 'thinly sliced'], [1, 'tbsp', 'oil'], [1, '', 'onion', 'in wedges'], [600, 'g', 'potato', 'in chunks'], [1, '', 'carrot', 'in chunks'], [3, 'tbsp', 'soy-sauce'], [2, 'tbsp', 'sugar'], [2, 'tbsp', '?rice-wine', 'mirin or sake'], [0.5, 'cup', '?pea', 'or snow peas']],
    steps: [
      'Fry the beef in the oil until it changes colour, then the onion for 2 minutes.',
      'Add the potatoes, carrot and water just to cover. Bring to the boil and skim.',
      'Add the soy sauce, sugar and rice wine, if using, lay a lid slightly smaller than the pot on top, and simmer for 20 minutes until the potatoes are tender.',
      'Add the peas, if using, for the last 2 minutes.',
    ],
  },
  {
    t: 'Kefta Tagine with Eggs', d: 'Moroccan meatballs simmered in a spiced tomato sauce with eggs cracked in at the end.',
    cuisine: 'north-african', meal: 'dinner', s: 4, prep: 20, cook: 35, eq: 'bowl|wide pan with lid or tagine',
    i: [[500, 'g', 'ground-beef', 'or lamb'], [1, '', 'onion', 'grated'], [2, 'tsp', 'cumin'], [2, 'tsp', 'paprika'], [1, 'handful', 'cilantro', 'chopped'], [2, 'tbsp', 'olive-oil'], [2, 'clove', 'garlic'], [1, 'can', 'canned-tomato'], [4, '', 'egg'], [0.25, 'tsp', '?cayenne']],
    steps: [
      'Mix the beef with half the onion, half the cumin and paprika, half the cilantro and salt, and roll into small balls.',
      'Soften the rest of the onion and the garlic in the olive oil, add the remaining spices, the cayenne, if using, and the canned tomato and simmer for 10 minutes.',
      'Add the meatballs, cover and simmer for 15 minutes.',
      'Crack in the eggs, cover and cook for 6 to 8 minutes until the whites set. Scatter with the rest of the cilantro and serve with bread.',
    ],
  },
  {
    t: 'Koshari', d: "Egypt's street-food favourite of rice, lentils and pasta under spicy tomato sauce and crisp onions.",
    cuisine: 'north-african', meal: 'dinner', s: 6, prep: 15, cook: 50, eq: 'saucepans|frying pan',
    i: [[1, 'cup', 'lentil', 'brown'], [1, 'cup', 'rice'], [200, 'g', 'macaroni'], [3, '', 'onion', 'thinly sliced'], [0.5, 'cup', 'oil'], [3, 'clove', 'garlic'], [1, 'can', 'canned-tomato'], [1, 'tsp', 'cumin'], [0.5, 'tsp', 'chili-flake'], [2, 'tbsp', 'vinegar'], [1, 'can', '?chickpea', 'drained']],
    steps: [
      'Fry the onions in the oil over medium heat for 20 minutes until deep brown and crisp; drain, keeping the oil.',
      'Boil the lentils for 15 minutes until nearly tender, drain, then cook them with the rice, 2 tablespoons of the onion oil and 2½ cups of water, covered, for 18 minutes. Boil the macaroni separately.',
      'For the sauce, fry the garlic in a spoon of the oil, add the canned tomato, cumin, chili flakes and vinegar and simmer for 10 minutes.',
      'Layer the rice and lentils, macaroni and chickpeas, if using, top with the sauce and the crisp onions.',
    ],
  },
  {
    t: 'Nigerian Chicken Stew', d: 'Chicken in a rich red stew of tomatoes, peppers and onion with curry powder and thyme.',
    cuisine: 'west-african', meal: 'dinner', s: 6, prep: 20, cook: 60, eq: 'pot|blender|heavy pan',
    i: [[1.2, 'kg', 'chicken', 'pieces'], [1, 'tsp', 'curry-powder'], [1, 'tsp', 'thyme'], [2, '', 'onion'], [3, '', 'bell-pepper', 'red'], [1, 'can', 'canned-tomato'], [1, '', 'chili-pepper', 'scotch bonnet'], [0.33, 'cup', 'oil'], [2, 'tbsp', 'tomato-paste'], [2, '', '?bay-leaf']],
    steps: [
      'Simmer the chicken with one onion, the curry powder, thyme, salt and 2 cups of water for 20 minutes. Lift out the chicken and keep the stock.',
      'Blend the peppers, canned tomato, chili pepper and half the other onion, then boil the purée for 10 minutes to thicken.',
      'Fry the rest of the onion in the oil, add the tomato paste for 3 minutes, then the purée and cook for 15 minutes until the oil rises to the top.',
      'Add the chicken, a cup of the stock and the bay leaves, if using, and simmer for 10 minutes. Serve with rice.',
    ],
  },
  {
    t: 'Ropa Vieja', d: 'Cuban shredded beef braised with peppers, onion, tomato, cumin and olives.',
    cuisine: 'latin-american', meal: 'dinner', s: 6, prep: 15, cook: 150, eq: 'heavy pot with lid|two forks',
    i: [[1, 'kg', 'steak', 'flank'], [2, 'tbsp', 'oil'], [1, '', 'onion', 'sliced'], [2, '', 'bell-pepper', 'sliced'], [3, 'clove', 'garlic'], [1, 'tsp', 'cumin'], [1, 'tsp', 'oregano'], [1, 'can', 'canned-tomato'], [1, 'cup', 'beef-stock'], [0.33, 'cup', '?olive', 'green'], [2, '', '?bay-leaf']],
    steps: [
      'Brown the beef in the oil on both sides; lift out.',
      'Soften the onion and peppers for 8 minutes, add the garlic, cumin and oregano, then the canned tomato, stock and bay leaves, if using.',
      'Return the beef, cover and simmer for 2 hours until it shreds easily.',
      'Shred the beef with two forks in the sauce, add the olives, if using, and simmer uncovered for 10 minutes. Serve with rice and black beans.',
    ],
  },
  {
    t: 'Meatball Subs', d: 'Beef meatballs simmered in tomato sauce and piled into rolls under melted mozzarella.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 20, cook: 30, eq: 'bowl|deep frying pan|baking tray',
    i: [[500, 'g', 'ground-beef'], [0.33, 'cup', 'breadcrumb'], [1, '', 'egg'], [2, 'clove', 'garlic'], [1, 'tsp', '?italian-seasoning'], [1, 'tbsp', 'oil'], [500, 'ml', 'passata'], [4, '', 'burger-bun', 'sub or hoagie rolls'], [150, 'g', 'mozzarella'], [20, 'g', '?parmesan']],
    steps: [
      'Mix the beef, breadcrumbs, egg, grated garlic, Italian seasoning, if using, and salt and roll into 16 balls.',
      'Brown in the oil, pour in the passata and simmer, covered, for 15 minutes.',
      'Split the rolls, fill with the meatballs and sauce and top with mozzarella and parmesan, if using.',
      'Grill or bake at 220°C for 4 to 5 minutes until the cheese melts.',
    ],
  },
  {
    t: 'Parmesan Pork Chops', d: 'Pork chops in a crisp parmesan and breadcrumb crust, pan-fried and finished in the oven.',
    cuisine: 'italian', meal: 'dinner', s: 4, prep: 10, cook: 20, eq: 'shallow bowls|ovenproof frying pan',
    i: [[4, '', 'pork-chop', 'boneless'], [1, '', 'egg'], [0.5, 'cup', 'breadcrumb'], [40, 'g', 'parmesan'], [1, 'tsp', '?garlic-powder'], [2, 'tbsp', 'oil'], [1, '', '?lemon']],
    steps: [
      'Heat the oven to 200°C. Mix the breadcrumbs, parmesan, garlic powder, if using, and pepper.',
      'Dip the seasoned pork chops in the beaten egg, then press into the crumbs.',
      'Fry in the oil for 2 to 3 minutes a side until golden, then bake for 8 to 10 minutes until cooked through. Serve with lemon wedges, if using.',
    ],
  },
  {
    t: 'Chicken Shawarma Traybake', d: 'Shawarma-spiced chicken and onions roasted on one tray, served with pita and garlic yogurt.',
    cuisine: 'middle-eastern', meal: 'dinner', s: 4, prep: 15, cook: 30, eq: 'large baking tray|bowl',
    i: [[800, 'g', 'chicken', 'boneless thighs or breasts'], [2, 'tsp', 'cumin'], [2, 'tsp', 'paprika'], [1, 'tsp', 'turmeric'], [0.5, 'tsp', 'cinnamon'], [3, 'tbsp', 'olive-oil'], [1, '', 'lemon'], [2, '', 'red-onion', 'in wedges'], [0.5, 'cup', '?greek-yogurt'], [1, 'clove', '?garlic'], [4, '', '?pita']],
    steps: [
      'Heat the oven to 220°C. Toss the chicken and onions with the cumin, paprika, turmeric, cinnamon, olive oil, lemon juice and salt on a tray.',
      'Roast for 25 to 30 minutes until the chicken is charred at the edges and cooked.',
      'Mix the yogurt with the grated garlic and a pinch of salt, if using, and serve with the chicken in warm pita.',
    ],
  },
  {
    t: 'Patty Melts', d: 'Diner classic: beef patties with slow-cooked onions and melted cheese, griddled between buttered bread.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 10, cook: 35, eq: 'large frying pan|spatula',
    i: [[500, 'g', 'ground-beef'], [2, '', 'onion', 'thinly sliced'], [50, 'g', 'butter'], [8, 'slice', 'bread', 'rye or sourdough'], [8, 'slice', 'cheese', 'Swiss or cheddar'], [1, 'tbsp', '?worcestershire-sauce'], [1, 'tbsp', '?mustard']],
    steps: [
      'Cook the onions in 20 g of the butter over medium-low heat for 20 minutes until soft and golden. Season.',
      'Mix the beef with the Worcestershire sauce, if using, salt and pepper, shape into 4 thin oval patties the size of the bread, and fry for 2 to 3 minutes a side.',
      'Butter the outsides of the bread. Build each sandwich: bread, cheese, patty, onions, cheese, bread (with a smear of mustard inside, if using).',
      'Griddle over medium heat for 3 to 4 minutes a side until the bread is crisp and the cheese melted.',
    ],
  },
  {
    t: 'Chicken Pomodoro Pasta', d: 'Pan-fried chicken tossed with pasta in a quick garlic and tomato sauce.',
    cuisine: 'italian', meal: 'dinner', s: 4, prep: 10, cook: 25, eq: 'large pot|large frying pan',
    i: [[350, 'g', 'pasta', 'penne or other short pasta'], [500, 'g', 'chicken', 'thighs or breasts, in bite-sized pieces'], [2, 'tbsp', 'oil'], [1, '', 'onion', 'finely chopped'], [3, 'clove', 'garlic'], [1, 'can', 'canned-tomato', 'or 500 ml passata'], [1, 'handful', '?basil'], [0.25, 'tsp', '?chili-flake']],
    steps: [
      'Brown the seasoned chicken in the oil for 6 minutes until cooked; lift out.',
      'Soften the onion in the pan for 5 minutes, add the garlic, and the chili flakes if using, for a minute, then the canned tomato, and simmer for 10 minutes. Season.',
      'Meanwhile boil the pasta until al dente. Toss it with the sauce, the chicken and a splash of pasta water.',
      'Finish with torn basil, if using.',
    ],
  },
  {
    t: 'Oven Barbecue Chicken with Homemade Sauce', d: 'Chicken baked in a tangy sauce made from ketchup, brown sugar, vinegar and Worcestershire.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 10, cook: 45, eq: 'saucepan|baking dish',
    i: [[1.2, 'kg', 'chicken', 'pieces'], [0.75, 'cup', 'ketchup'], [3, 'tbsp', 'brown-sugar'], [2, 'tbsp', 'vinegar'], [1, 'tbsp', 'worcestershire-sauce'], [1, 'clove', '?garlic'], [0.5, '', '?onion', 'grated'], [1, 'tsp', '?smoked-paprika']],
    steps: [
      'Simmer the ketchup, brown sugar, vinegar and Worcestershire sauce with the garlic, onion and smoked paprika, if using, for 5 minutes.',
      'Heat the oven to 200°C. Season the chicken, lay it in a baking dish and bake for 20 minutes.',
      'Brush thickly with the sauce and bake for 20 to 25 minutes more, basting twice, until sticky and cooked through.',
    ],
  },
  {
    t: 'Chicken Street Tacos', d: 'Small corn tortillas filled with chili-lime chicken, raw onion and cilantro.',
    cuisine: 'mexican', meal: 'dinner', s: 4, prep: 35, cook: 15, eq: 'bowl|griddle pan or frying pan',
    i: [[600, 'g', 'chicken', 'boneless thighs or breasts'], [2, 'tsp', 'chili-powder'], [1, 'tsp', 'cumin'], [2, '', 'lime'], [2, 'tbsp', 'oil'], [12, '', 'corn-tortilla', 'small'], [1, '', 'onion', 'white, finely chopped'], [1, 'handful', 'cilantro', 'chopped'], [0.5, 'cup', '?salsa'], [1, '', '?avocado']],
    steps: [
      'Rub the chicken with the chili powder, cumin, the juice of one lime, half the oil and salt, and leave for 30 minutes.',
      'Cook in the rest of the oil in a hot pan for 5 to 7 minutes a side until charred and cooked. Rest, then chop small.',
      'Warm the corn tortillas in a dry pan and fill with the chicken, onion and cilantro, with salsa and avocado, if using, and lime wedges from the second lime.',
    ],
  },
  {
    t: 'Tacos al Pastor', d: 'Chili and pineapple marinated pork, seared until charred and served in tortillas with pineapple and onion.',
    cuisine: 'mexican', meal: 'dinner', s: 4, prep: 70, cook: 15, eq: 'blender|bowl|large frying pan',
    i: [[700, 'g', 'pork', 'shoulder, thinly sliced'], [2, 'tbsp', 'chili-powder', 'ancho or guajillo'], [1, 'tsp', 'cumin'], [1, 'tsp', 'oregano'], [3, 'clove', 'garlic'], [2, 'tbsp', 'vinegar'], [1.5, 'cup', 'pineapple', 'chunks'], [2, 'tbsp', 'oil'], [12, '', 'corn-tortilla'], [1, '', 'onion', 'finely chopped'], [1, 'handful', '?cilantro'], [1, '', '?lime']],
    steps: [
      'Blend the chili powder, cumin, oregano, garlic, vinegar, half the pineapple and a teaspoon of salt to a paste. Coat the pork and marinate for at least an hour.',
      'Sear the pork in batches in the oil in a very hot pan for 2 to 3 minutes a side until charred at the edges, then chop.',
      'Char the rest of the pineapple in the pan and chop it.',
      'Serve the pork in warm tortillas with the pineapple, onion, and cilantro and lime, if using.',
    ],
  },
  {
    t: 'Vegetable Lasagne', d: 'Layers of pasta, roasted zucchini and peppers, spinach and ricotta in tomato sauce under mozzarella.',
    cuisine: 'italian', meal: 'dinner', s: 6, prep: 30, cook: 70, eq: 'baking tray|bowl|baking dish',
    i: [[2, '', 'zucchini', 'sliced'], [2, '', 'bell-pepper', 'in strips'], [2, 'tbsp', 'olive-oil'], [250, 'g', 'ricotta'], [150, 'g', 'spinach', 'wilted and squeezed'], [40, 'g', 'parmesan'], [700, 'ml', 'passata'], [1, 'tsp', 'oregano'], [12, '', 'lasagne-sheet'], [200, 'g', 'mozzarella']],
    steps: [
      'Heat the oven to 200°C. Roast the zucchini and peppers with the olive oil and salt for 20 minutes.',
      'Mix the ricotta with the chopped spinach, half the parmesan and pepper. Stir the oregano into the passata.',
      'Layer passata, lasagne sheets, vegetables, ricotta mixture and torn mozzarella in a baking dish, three times, finishing with passata, mozzarella and the rest of the parmesan.',
      'Cover with foil and bake at 190°C for 30 minutes, uncover and bake for 20 minutes more until golden. Rest for 10 minutes before cutting.',
    ],
  },
  {
    t: 'Cornish Pasties', d: 'Hand pies of beef, potato and onion sealed in shortcrust, baked until golden.',
    cuisine: 'british', meal: 'dinner', s: 4, prep: 40, cook: 50, eq: 'bowl|rolling pin|baking tray',
    i: [[3, 'cup', 'flour'], [150, 'g', 'butter', 'cold, cubed'], [0.5, 'cup', 'water', 'cold'], [300, 'g', 'steak', 'skirt or chuck, finely diced'], [1, '', 'potato', 'finely diced'], [1, '', 'onion', 'finely chopped'], [1, '', 'egg', 'beaten'], [150, 'g', '?parsnip', 'or swede, finely diced']],
    steps: [
      'Rub the butter into the flour with a pinch of salt, add the cold water and bring together to a dough. Chill for 20 minutes.',
      'Mix the beef, potato, onion and parsnip, if using, with plenty of salt and pepper.',
      'Heat the oven to 200°C. Roll the pastry and cut four 20 cm rounds. Pile the filling on one half of each, fold over, crimp the edges tightly and brush with the egg.',
      'Bake for 20 minutes, then lower to 170°C and bake for 30 minutes more until golden and the filling is cooked.',
    ],
  },
  {
    t: 'Steak and Ale Pie', d: 'Beef slow-cooked in ale with onions and mushrooms, under a puff pastry lid.',
    cuisine: 'british', meal: 'dinner', s: 6, prep: 25, cook: 165, eq: 'heavy casserole with lid|pie dish|brush',
    i: [[1, 'kg', 'beef', 'chuck or braising steak, in chunks'], [3, 'tbsp', 'flour'], [2, 'tbsp', 'oil'], [2, '', 'onion', 'chopped'], [250, 'g', '?mushroom', 'quartered'], [500, 'ml', 'beer', 'ale'], [1, 'cup', 'beef-stock'], [1, 'tsp', 'thyme'], [1, '', 'puff-pastry', 'sheet'], [1, '', 'egg', 'beaten']],
    steps: [
      'Toss the beef in the seasoned flour and brown in batches in the oil. Lift out.',
      'Soften the onions, and the mushrooms if using, for 8 minutes, then return the beef with the ale, stock and thyme. Cover and simmer gently for 2 hours until tender. Cool a little.',
      'Heat the oven to 200°C. Spoon the filling into a pie dish, cover with the puff pastry, trim, cut a steam hole and brush with the egg.',
      'Bake for 30 to 35 minutes until the pastry is puffed and deep golden.',
    ],
  },
  {
    t: 'Hünkar Beğendi', d: "Ottoman 'sultan's delight': tomato-braised lamb on a smoky eggplant and cheese purée.",
    cuisine: 'turkish', meal: 'dinner', s: 4, prep: 20, cook: 90, eq: 'heavy pot with lid|grill or gas flame|saucepan|whisk',
    i: [[700, 'g', 'lamb', 'shoulder, in small chunks'], [2, 'tbsp', 'oil'], [1, '', 'onion'], [2, 'clove', 'garlic'], [2, 'tbsp', 'tomato-paste'], [2, '', 'tomato', 'chopped'], [3, '', 'eggplant'], [30, 'g', 'butter'], [2, 'tbsp', 'flour'], [1.5, 'cup', 'milk'], [50, 'g', 'cheese', 'kaşar or parmesan, grated']],
    steps: [
      'Brown the lamb in the oil, add the chopped onion and garlic for 5 minutes, then the tomato paste, tomatoes and a cup of water. Cover and simmer for 1¼ hours until tender.',
      'Char the eggplants over a flame or under a hot grill until collapsed, then peel and chop the flesh finely.',
      'Melt the butter, stir in the flour, whisk in the milk and simmer until thick. Beat in the eggplant and the cheese and season.',
      'Spread the eggplant purée on plates and spoon the lamb over.',
    ],
  },
];
