import type { RecipeDraft } from '../build.ts';

/** Weeknight chicken dinners: thighs, breasts, drumsticks and whole birds. */
export const MORE_DINNERS_CHICKEN_DRAFTS: readonly RecipeDraft[] = [
  {
    t: 'Honey Garlic Chicken', d: 'Pan-seared thighs in a sticky glaze of honey, soy and garlic.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 5, cook: 25, eq: 'large frying pan|small bowl',
    i: [[800, 'g', 'chicken', 'boneless thighs or breasts'], [1, 'tbsp', 'oil'], [4, 'clove', 'garlic', 'minced'], [0.33, 'cup', 'honey'], [3, 'tbsp', 'soy-sauce'], [1, 'tbsp', '?rice-vinegar'], [1, 'tsp', '?sesame-seed']],
    steps: [
      'Season the chicken and fry them in the oil over medium-high heat for 6 minutes a side until browned and cooked through.',
      'Pour off most of the fat, lower the heat and add the garlic for 30 seconds.',
      'Stir in the honey, soy sauce and rice vinegar, if using, and bubble for 2 to 3 minutes, turning the chicken, until sticky.',
      'Scatter with sesame seeds, if using, and serve with rice or greens.',
    ],
  },
  {
    t: 'Greek Lemon Chicken and Potatoes', d: 'Chicken thighs roasted on one tray with potatoes, lemon, garlic and oregano.',
    cuisine: 'greek', meal: 'dinner', s: 4, prep: 15, cook: 50, eq: 'large roasting tin',
    i: [[8, '', 'chicken-thigh', 'bone-in, skin-on'], [1, 'kg', 'potato', 'in wedges'], [2, '', 'lemon'], [6, 'clove', 'garlic'], [2, 'tsp', 'oregano'], [4, 'tbsp', 'olive-oil'], [0.5, 'cup', 'stock']],
    steps: [
      'Heat the oven to 200°C. Toss the potatoes and chicken with the olive oil, the juice of both lemons, the crushed garlic, oregano, salt and pepper in a roasting tin.',
      'Turn the chicken skin-side up, pour the stock around the potatoes and roast for 45 to 50 minutes, turning the potatoes once, until the chicken is golden and the potatoes have soaked up the juices.',
    ],
  },
  {
    t: 'Garlic Parmesan Chicken', d: 'Chicken breasts baked under a crisp crust of breadcrumbs, parmesan and garlic butter.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 10, cook: 25, eq: 'baking dish|small saucepan|bowl',
    i: [[4, '', 'chicken-breast'], [40, 'g', 'butter'], [3, 'clove', 'garlic', 'minced'], [0.5, 'cup', 'breadcrumb'], [50, 'g', 'parmesan'], [1, 'tsp', '?italian-seasoning'], [1, 'handful', '?parsley']],
    steps: [
      'Heat the oven to 200°C. Melt the butter with the garlic.',
      'Mix the breadcrumbs, parmesan, Italian seasoning, if using, and half the garlic butter.',
      'Set the seasoned chicken in a baking dish, brush with the rest of the garlic butter and press the crumbs on top.',
      'Bake for 22 to 25 minutes until golden and cooked through. Scatter with parsley, if using.',
    ],
  },
  {
    t: 'Honey Mustard Chicken', d: 'Chicken thighs baked in a tangy honey and mustard sauce.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 5, cook: 35, eq: 'baking dish|bowl',
    i: [[1, 'kg', 'chicken', 'thighs, drumsticks or breasts'], [3, 'tbsp', 'mustard', 'Dijon and/or wholegrain'], [3, 'tbsp', 'honey'], [2, 'clove', 'garlic'], [1, 'tbsp', 'oil'], [1, 'tsp', '?thyme']],
    steps: [
      'Heat the oven to 200°C. Whisk the mustard, honey, grated garlic, oil and thyme, if using, with a pinch of salt.',
      'Put the chicken in a baking dish and coat with the sauce.',
      'Bake for 30 to 35 minutes, basting once, until cooked through and sticky.',
    ],
  },
  {
    t: 'Cheesy Chicken, Broccoli and Rice Casserole', d: 'A creamy baked dish of rice, chicken and broccoli under cheddar.',
    cuisine: 'american', meal: 'dinner', s: 6, prep: 15, cook: 55, eq: 'baking dish with foil|saucepan|whisk',
    i: [[1, 'cup', 'rice', 'long-grain'], [350, 'g', 'chicken', 'breast or thigh, diced'], [1, 'head', 'broccoli', 'small florets'], [1, '', 'onion', 'finely chopped'], [30, 'g', 'butter'], [3, 'tbsp', 'flour'], [2, 'cup', 'stock'], [1, 'cup', 'milk'], [150, 'g', 'cheese']],
    steps: [
      'Heat the oven to 190°C. Soften the onion in the butter, stir in the flour, then whisk in the stock and milk and simmer until slightly thick. Season and stir in half the cheese.',
      'Spread the rice in a baking dish, top with the chicken and broccoli and pour the sauce over.',
      'Cover tightly with foil and bake for 40 minutes until the rice is tender, then uncover, scatter with the rest of the cheese and bake for 10 minutes more.',
    ],
  },
  {
    t: 'Orange Chicken', d: 'Crisp chicken pieces tossed in a sweet, tangy orange and soy glaze.',
    cuisine: 'chinese', meal: 'dinner', s: 4, prep: 15, cook: 20, eq: 'large frying pan|bowls',
    i: [[600, 'g', 'chicken', 'in bite-sized pieces, thighs or breasts'], [1, '', 'egg'], [0.5, 'cup', 'cornstarch'], [0.25, 'cup', 'oil'], [2, '', 'orange'], [3, 'tbsp', 'soy-sauce'], [3, 'tbsp', 'sugar'], [2, 'clove', 'garlic'], [1, 'tsp', '?ginger', 'grated'], [2, '', '?spring-onion']],
    steps: [
      'Toss the chicken in the beaten egg, then in all but 1 tablespoon of the cornstarch.',
      'Shallow-fry in the oil in batches for 5 to 6 minutes until crisp and cooked. Drain.',
      'Mix the zest of one orange with the juice of both, the soy sauce, sugar, garlic, ginger, if using, the remaining cornstarch and 2 tablespoons of water. Simmer in a clean pan until glossy.',
      'Toss the chicken in the sauce and scatter with spring onion, if using.',
    ],
  },
  {
    t: 'Cashew Chicken', d: 'A quick stir-fry of chicken, toasted cashews and peppers in oyster sauce.',
    cuisine: 'chinese', meal: 'dinner', s: 4, prep: 15, cook: 10, eq: 'wok|bowl',
    i: [[500, 'g', 'chicken', 'diced, thighs or breasts'], [1, 'tbsp', 'cornstarch'], [2, 'tbsp', 'soy-sauce'], [2, 'tbsp', 'oil'], [0.75, 'cup', 'cashew'], [1, '', 'bell-pepper', 'diced'], [1, '', 'onion', 'diced'], [2, 'clove', 'garlic'], [2, 'tbsp', 'oyster-sauce']],
    steps: [
      'Toss the chicken with the cornstarch and 1 tablespoon of the soy sauce.',
      'Toast the cashews in a dry wok until golden; set aside.',
      'Stir-fry the chicken in the oil over high heat for 4 minutes, add the pepper, onion and garlic and cook for 2 minutes more.',
      'Add the oyster sauce, the rest of the soy sauce and 2 tablespoons of water, toss until glossy and stir in the cashews.',
    ],
  },
  {
    t: 'Home-Style Chicken Curry', d: 'An everyday Indian chicken curry with onion, tomato, ginger and garam masala.',
    cuisine: 'indian', meal: 'dinner', s: 4, prep: 15, cook: 40, eq: 'heavy pot|wooden spoon',
    i: [[3, 'tbsp', 'oil'], [2, '', 'onion', 'finely chopped'], [4, 'clove', 'garlic'], [1, 'tbsp', 'ginger', 'grated'], [1, 'tsp', 'cumin', 'seeds'], [1, 'tsp', 'turmeric'], [2, 'tsp', 'ground-coriander'], [2, 'tsp', 'garam-masala'], [1, 'can', 'canned-tomato'], [800, 'g', 'chicken', 'thighs or breasts, bone-in or boneless, in pieces'], [1, 'handful', '?cilantro']],
    steps: [
      'Fry the cumin seeds in the oil for 30 seconds, add the onions and cook over medium heat for 12 to 15 minutes until deep golden.',
      'Add the garlic and ginger for a minute, then the turmeric, ground coriander and half the garam masala, then the canned tomato, and cook until it thickens to a paste.',
      'Add the chicken and stir to coat, then a cup of water. Cover and simmer for 20 to 25 minutes until the chicken is tender.',
      'Stir in the rest of the garam masala, season and scatter with cilantro, if using.',
    ],
  },
  {
    t: 'Chicken Jalfrezi', d: 'A dry, punchy stir-fried curry of chicken, peppers, onion and green chili.',
    cuisine: 'indian', meal: 'dinner', s: 4, prep: 15, cook: 25, eq: 'large frying pan or karahi',
    i: [[600, 'g', 'chicken', 'in chunks, thighs or breasts'], [3, 'tbsp', 'oil'], [1, 'tsp', 'cumin', 'seeds or ground'], [2, '', 'onion', 'one chopped, one in chunks'], [3, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [1, 'tsp', 'turmeric'], [2, 'tsp', 'garam-masala'], [1, 'can', 'canned-tomato'], [2, '', 'bell-pepper', 'in chunks'], [2, '', 'chili-pepper', 'green, slit']],
    steps: [
      'Fry the cumin in the oil for 30 seconds, add the chopped onion and cook for 8 minutes until golden. Add the garlic, ginger, turmeric and garam masala.',
      'Add the canned tomato and cook for 5 minutes to a thick sauce, then the chicken, and cook for 8 minutes.',
      'Add the onion chunks, peppers and green chilies and stir-fry over high heat for 5 minutes, so the vegetables keep some bite and the sauce clings.',
    ],
  },
  {
    t: 'Chicken Milanese with Arugula', d: 'Thin, crisp parmesan-crumbed chicken cutlets with a lemony arugula salad.',
    cuisine: 'italian', meal: 'dinner', s: 4, prep: 20, cook: 12, eq: 'rolling pin|three shallow bowls|large frying pan',
    i: [[2, '', 'chicken-breast', 'halved horizontally'], [0.33, 'cup', 'flour'], [2, '', 'egg'], [1, 'cup', 'breadcrumb'], [30, 'g', 'parmesan'], [0.33, 'cup', 'oil'], [2, 'handful', 'arugula'], [1, '', 'lemon']],
    steps: [
      'Pound the chicken pieces between sheets of baking paper until 5 mm thin. Season.',
      'Dip each in flour, then beaten egg, then the breadcrumbs mixed with the parmesan.',
      'Fry in the oil, reserving a tablespoon, over medium-high heat for 2 to 3 minutes a side until golden and cooked. Drain.',
      'Toss the arugula with the reserved oil, a squeeze of lemon and salt, and pile on the cutlets with lemon wedges.',
    ],
  },
  {
    t: 'Oven BBQ Chicken Drumsticks', d: 'Drumsticks rubbed with smoked paprika and baked with a sticky barbecue glaze.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 10, cook: 45, eq: 'lined baking tray|brush',
    i: [[1.2, 'kg', 'chicken', 'drumsticks, about 8'], [1, 'tbsp', 'oil'], [2, 'tsp', 'smoked-paprika'], [1, 'tsp', 'garlic-powder'], [1, 'tsp', '?brown-sugar'], [0.5, 'cup', 'bbq-sauce']],
    steps: [
      'Heat the oven to 200°C. Rub the drumsticks with the oil, smoked paprika, garlic powder, brown sugar, if using, salt and pepper.',
      'Bake on a lined tray for 30 minutes, turning once.',
      'Brush with the barbecue sauce and bake for 15 minutes more, brushing again halfway, until sticky and cooked through.',
    ],
  },
  {
    t: 'Chicken and Dumplings', d: 'Southern chicken stew with vegetables and fluffy dumplings steamed on top.',
    cuisine: 'southern-us', meal: 'dinner', s: 6, prep: 20, cook: 50, eq: 'large pot with lid|bowl',
    i: [[50, 'g', 'butter'], [1, '', 'onion'], [2, '', 'carrot'], [2, '', 'celery'], [2.25, 'cup', 'flour'], [6, 'cup', 'chicken-stock'], [700, 'g', 'chicken-thigh', 'boneless'], [2, 'tsp', 'baking-powder'], [0.75, 'cup', 'milk'], [1, 'tsp', '?thyme']],
    steps: [
      'Soften the chopped onion, carrots and celery in half the butter for 8 minutes. Stir in ¼ cup of the flour, then the stock and thyme, if using.',
      'Add the chicken whole, simmer for 20 minutes, then lift out, shred and return it.',
      'Mix the remaining 2 cups of flour with the baking powder and a teaspoon of salt, rub in the rest of the butter, and stir in the milk to a soft dough.',
      'Drop spoonfuls onto the simmering stew, cover and cook for 15 minutes without lifting the lid, until the dumplings are fluffy.',
    ],
  },
  {
    t: 'Chicken, Leek and Mushroom Pie', d: 'Chicken, leeks and mushrooms in a creamy sauce under puff pastry.',
    cuisine: 'british', meal: 'dinner', s: 4, prep: 20, cook: 45, eq: 'large frying pan|pie dish|brush',
    i: [[600, 'g', 'chicken-thigh', 'boneless, diced'], [30, 'g', 'butter'], [2, '', 'leek', 'sliced'], [200, 'g', 'mushroom', 'sliced'], [2, 'tbsp', 'flour'], [1, 'cup', 'stock'], [0.5, 'cup', 'cream'], [1, '', 'puff-pastry', 'sheet'], [1, '', 'egg', 'beaten']],
    steps: [
      'Brown the chicken in the butter, add the leeks and mushrooms and cook for 8 minutes until soft.',
      'Stir in the flour, then the stock and cream, and simmer for 5 minutes until thick. Season and cool a little.',
      'Heat the oven to 200°C. Spoon the filling into a pie dish, lay the puff pastry over, trim and cut a steam hole.',
      'Brush with the egg and bake for 25 to 30 minutes until puffed and golden.',
    ],
  },
  {
    t: 'Chicken Fricassee', d: 'French chicken gently braised in white wine, then finished with mushrooms and cream.',
    cuisine: 'french', meal: 'dinner', s: 4, prep: 15, cook: 45, eq: 'large sauté pan with lid',
    i: [[8, '', 'chicken-thigh', 'bone-in'], [30, 'g', 'butter'], [1, '', 'onion', 'finely chopped'], [250, 'g', 'mushroom', 'quartered'], [1, 'tbsp', 'flour'], [0.5, 'cup', 'white-wine'], [1, 'cup', 'stock'], [0.5, 'cup', 'cream'], [2, 'sprig', '?thyme'], [1, 'handful', '?parsley']],
    steps: [
      'Season the chicken and cook it in the butter for 3 minutes a side without letting it brown deeply. Lift out.',
      'Soften the onion and mushrooms in the pan for 5 minutes, sprinkle in the flour, then add the white wine, stock and thyme, if using.',
      'Return the chicken, cover and simmer for 30 minutes until tender.',
      'Stir in the cream, bubble for 3 minutes and scatter with parsley, if using.',
    ],
  },
  {
    t: 'Chicken with Forty Cloves of Garlic', d: 'Chicken braised with whole garlic cloves that turn sweet and spreadable.',
    cuisine: 'french', meal: 'dinner', s: 4, prep: 15, cook: 60, eq: 'casserole dish with lid',
    i: [[8, '', 'chicken-thigh', 'bone-in, skin-on'], [2, 'tbsp', 'oil'], [3, 'head', 'garlic', 'separated, unpeeled'], [4, 'sprig', 'thyme'], [0.5, 'cup', 'white-wine'], [0.5, 'cup', 'stock'], [1, '', '?baguette', 'to serve']],
    steps: [
      'Heat the oven to 180°C. Brown the seasoned chicken skin-side down in the oil, turn briefly and lift out.',
      'Toss the garlic cloves and thyme in the fat, pour in the white wine and stock and set the chicken on top, skin up.',
      'Cover and bake for 45 minutes, then uncover for 10 minutes to crisp the skin.',
      'Serve with the soft garlic squeezed onto toasted baguette, if you have it.',
    ],
  },
  {
    t: 'Chicken Chasseur', d: "The 'hunter's' chicken of French homes: mushrooms, shallots, wine and tomato.",
    cuisine: 'french', meal: 'dinner', s: 4, prep: 15, cook: 45, eq: 'large sauté pan with lid',
    i: [[8, '', 'chicken-thigh', 'bone-in'], [1, 'tbsp', 'oil'], [20, 'g', 'butter'], [3, '', 'shallot', 'chopped'], [250, 'g', 'mushroom', 'sliced'], [1, 'tbsp', 'tomato-paste'], [0.5, 'cup', 'white-wine'], [1, 'cup', 'stock'], [1, 'tsp', 'thyme'], [1, 'handful', '?parsley']],
    steps: [
      'Brown the seasoned chicken in the oil and butter, about 8 minutes. Lift out.',
      'Fry the shallots and mushrooms for 5 minutes, stir in the tomato paste, then add the white wine and let it reduce by half.',
      'Add the stock and thyme, return the chicken, cover and simmer for 30 minutes.',
      'Simmer uncovered for a few minutes to thicken the sauce and finish with chopped parsley, if using.',
    ],
  },
  {
    t: 'Chicken Kiev', d: 'Breaded chicken breasts with a hidden centre of garlic and herb butter.',
    cuisine: 'russian', meal: 'dinner', s: 4, prep: 30, cook: 30, eq: 'bowl|three shallow bowls|frying pan|baking tray',
    i: [[80, 'g', 'butter', 'soft'], [3, 'clove', 'garlic', 'crushed'], [1, 'handful', 'parsley', 'chopped'], [4, '', 'chicken-breast'], [0.5, 'cup', 'flour'], [2, '', 'egg'], [1.5, 'cup', 'breadcrumb'], [0.5, 'cup', 'oil']],
    steps: [
      'Mash the butter with the garlic, parsley and salt, shape into 4 logs and freeze for 15 minutes.',
      'Cut a deep pocket in the side of each chicken breast, push in a butter log and press closed.',
      'Coat in flour, beaten egg and breadcrumbs, then egg and crumbs again to seal.',
      'Fry in the oil for 2 minutes a side until golden, then bake at 200°C for 20 minutes until cooked through.',
    ],
  },
  {
    t: 'Chicken Parmesan', d: 'Crumbed chicken cutlets baked with tomato sauce and melted mozzarella.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 20, cook: 25, eq: 'three shallow bowls|frying pan|baking dish',
    i: [[2, '', 'chicken-breast', 'halved horizontally'], [0.33, 'cup', 'flour'], [1, '', 'egg'], [1, 'cup', 'breadcrumb'], [40, 'g', 'parmesan'], [0.25, 'cup', 'oil'], [1.5, 'cup', 'passata'], [150, 'g', 'mozzarella'], [1, 'handful', '?basil']],
    steps: [
      'Heat the oven to 200°C. Flour the seasoned chicken, dip in beaten egg, then in the breadcrumbs mixed with half the parmesan.',
      'Fry in the oil for 2 to 3 minutes a side until golden.',
      'Spread half the passata in a baking dish, lay the chicken on top, spoon over the rest, then cover with the mozzarella and remaining parmesan.',
      'Bake for 15 minutes until bubbling. Scatter with basil, if using.',
    ],
  },
  {
    t: 'Chicken Karaage', d: 'Japanese fried chicken marinated in soy, ginger and garlic, with a light, crackly crust.',
    cuisine: 'japanese', meal: 'dinner', s: 4, prep: 40, cook: 15, eq: 'bowl|deep pan|thermometer',
    i: [[700, 'g', 'chicken-thigh', 'boneless, in chunks'], [3, 'tbsp', 'soy-sauce'], [1, 'tbsp', 'rice-wine', 'or sake'], [2, 'tsp', 'ginger', 'grated'], [2, 'clove', 'garlic', 'grated'], [0.75, 'cup', 'cornstarch'], [3, 'cup', '~oil', 'for frying'], [1, '', '?lemon'], [2, 'tbsp', '?mayonnaise']],
    steps: [
      'Marinate the chicken with the soy sauce, rice wine, ginger and garlic for 30 minutes.',
      'Heat the oil to 170°C. Drain the chicken and toss in the cornstarch.',
      'Fry in batches for 4 minutes, rest for 2 minutes, then fry again at 180°C for 1 minute until deep golden and crisp.',
      'Serve with lemon wedges and mayonnaise, if using.',
    ],
  },
  {
    t: 'Dakgalbi', d: 'Korean spicy stir-fried chicken with cabbage, sweet potato and gochujang.',
    cuisine: 'korean', meal: 'dinner', s: 4, prep: 20, cook: 20, eq: 'large frying pan or wok|bowl',
    i: [[700, 'g', 'chicken', 'boneless, in pieces, thighs or breasts'], [3, 'tbsp', 'gochujang'], [2, 'tbsp', 'soy-sauce'], [1, 'tbsp', 'sugar'], [3, 'clove', 'garlic'], [1, 'tbsp', 'oil'], [0.25, '', 'cabbage', 'in chunks'], [1, '', 'sweet-potato', 'in thin batons'], [1, '', 'onion', 'sliced'], [4, '', '?spring-onion'], [1, 'tsp', '?sesame-oil']],
    steps: [
      'Mix the gochujang, soy sauce, sugar and grated garlic and coat the chicken.',
      'Fry the sweet potato and onion in the oil for 5 minutes, then add the chicken and cook for 6 minutes, stirring.',
      'Add the cabbage with a splash of water and cook for 6 to 8 minutes until the chicken is done and the cabbage tender.',
      'Finish with spring onion and sesame oil, if using.',
    ],
  },
  {
    t: 'Sheet-Pan Chicken with Sweet Potato and Broccoli', d: 'Spiced chicken thighs roasted on one tray with sweet potato and broccoli.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 10, cook: 35, eq: 'large baking tray',
    i: [[800, 'g', 'chicken', 'boneless thighs or breasts'], [2, '', 'sweet-potato', 'in cubes'], [1, 'head', 'broccoli', 'in florets'], [3, 'tbsp', 'oil'], [2, 'tsp', 'smoked-paprika'], [1, 'tsp', 'garlic-powder'], [1, '', '?lemon']],
    steps: [
      'Heat the oven to 220°C. Toss the chicken and sweet potato with the oil, smoked paprika, garlic powder, salt and pepper on a large tray.',
      'Roast for 20 minutes, add the broccoli tossed in a little more oil, and roast for 15 minutes more until everything is browned and cooked.',
      'Squeeze over lemon, if using.',
    ],
  },
  {
    t: 'Chicken Vindaloo', d: 'A Goan-style hot and sour curry of chicken in chili, garlic and vinegar.',
    cuisine: 'indian', meal: 'dinner', s: 4, prep: 70, cook: 40, eq: 'blender|heavy pot',
    i: [[800, 'g', 'chicken', 'in pieces, thighs or breasts'], [6, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [2, 'tsp', 'chili-powder', 'Kashmiri'], [1, 'tsp', 'cumin'], [1, 'tsp', 'turmeric'], [0.5, 'tsp', 'cinnamon'], [4, 'tbsp', 'vinegar', 'cider or white wine vinegar'], [3, 'tbsp', 'oil'], [2, '', 'onion', 'sliced'], [1, 'tsp', 'sugar']],
    steps: [
      'Blend the garlic, ginger, chili powder, cumin, turmeric, cinnamon and vinegar to a paste. Coat the chicken and marinate for an hour.',
      'Fry the onions in the oil for 12 minutes until golden.',
      'Add the chicken and all its marinade and cook for 5 minutes, then add a cup of water and the sugar.',
      'Cover and simmer for 25 minutes until the chicken is tender and the sauce thick. Season with salt.',
    ],
  },
  {
    t: 'Thai Chicken Larb', d: 'Warm minced chicken salad with lime, fish sauce, chili and lots of herbs.',
    cuisine: 'thai', meal: 'dinner', s: 4, prep: 15, cook: 10, eq: 'dry frying pan|mortar and pestle|wok',
    i: [[2, 'tbsp', 'rice', 'uncooked sticky or jasmine'], [500, 'g', 'ground-chicken'], [3, 'tbsp', 'fish-sauce'], [2, '', 'lime'], [1, 'tsp', 'chili-flake'], [2, '', 'shallot', 'thinly sliced'], [1, 'handful', 'mint'], [1, 'handful', '?cilantro'], [1, 'head', '?lettuce']],
    steps: [
      'Toast the rice in a dry pan until golden, then grind it coarsely.',
      'Cook the chicken in a wok with 3 tablespoons of water, breaking it up, for 6 minutes until cooked.',
      'Off the heat, stir in the fish sauce, lime juice, chili flakes, shallots and most of the toasted rice powder.',
      'Fold in the mint and cilantro, if using, scatter with the rest of the rice powder and serve with lettuce leaves, if you like.',
    ],
  },
  {
    t: 'White Chicken Chili', d: 'A creamy chili of chicken, white beans and green chilies.',
    cuisine: 'american', meal: 'dinner', s: 6, prep: 15, cook: 35, eq: 'large pot|potato masher',
    i: [[1, 'tbsp', 'oil'], [1, '', 'onion'], [3, 'clove', 'garlic'], [2, '', 'jalapeno'], [2, 'tsp', 'cumin'], [1, 'tsp', 'oregano'], [2, 'can', 'white-bean', 'drained'], [3, 'cup', 'stock'], [2, '', 'chicken-breast'], [100, 'g', '?cream-cheese'], [1, '', '?lime'], [1, 'handful', '?cilantro']],
    steps: [
      'Soften the chopped onion, garlic and jalapenos in the oil for 6 minutes. Add the cumin and oregano.',
      'Add the white beans, stock and whole chicken breasts and simmer for 20 minutes.',
      'Lift out and shred the chicken. Mash some of the beans to thicken, stir in the cream cheese, if using, and return the chicken.',
      'Season and finish with lime juice and cilantro, if using.',
    ],
  },
  {
    t: 'Jamaican Curry Chicken', d: 'Chicken and potatoes simmered with curry powder, thyme and scotch bonnet.',
    cuisine: 'caribbean', meal: 'dinner', s: 4, prep: 70, cook: 45, eq: 'heavy pot with lid|bowl',
    i: [[1, 'kg', 'chicken', 'bone-in pieces'], [3, 'tbsp', 'curry-powder'], [1, '', 'onion'], [3, 'clove', 'garlic'], [1, 'tsp', 'thyme'], [2, 'tbsp', 'oil'], [2, '', 'potato', 'in chunks'], [1, '', 'chili-pepper', 'scotch bonnet, whole'], [3, '', '?spring-onion']],
    steps: [
      'Rub the chicken with half the curry powder, the chopped onion, garlic, thyme and salt and leave for an hour.',
      'Heat the oil, add the rest of the curry powder and stir for a minute until dark, then add the chicken and brown it all over.',
      'Add the potatoes, the whole chili, spring onion, if using, and 2 cups of water. Cover and simmer for 35 minutes until tender and the sauce thick.',
      'Remove the chili before serving, with rice.',
    ],
  },
  {
    t: 'Crispy Chicken Thighs with White Beans and Greens', d: 'Crackling-skinned thighs over garlicky white beans and kale from one skillet.',
    cuisine: 'mediterranean', meal: 'dinner', s: 4, prep: 10, cook: 40, eq: 'ovenproof skillet',
    i: [[6, '', 'chicken-thigh', 'bone-in, skin-on'], [1, 'tbsp', 'oil'], [4, 'clove', 'garlic'], [2, 'can', 'white-bean', 'drained'], [1, 'cup', 'stock'], [150, 'g', '?kale', 'or spinach'], [1, '', '?lemon']],
    steps: [
      'Heat the oven to 220°C. Season the chicken and cook it skin-side down in the oil over medium heat for 12 minutes until the skin is crisp.',
      'Lift out, pour off most of the fat, add the garlic, white beans and stock, and the torn kale or spinach if using, and stir.',
      'Set the chicken on top skin-side up and roast for 20 to 25 minutes until cooked through.',
      'Squeeze lemon over, if using.',
    ],
  },
  {
    t: 'Chicken Tikka Skewers', d: 'Yogurt and spice marinated chicken grilled on skewers until charred.',
    cuisine: 'indian', meal: 'dinner', s: 4, prep: 70, cook: 15, eq: 'bowl|skewers|grill or griddle pan',
    i: [[700, 'g', 'chicken', 'in chunks, thighs or breasts'], [0.75, 'cup', 'yogurt'], [2, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [2, 'tsp', 'garam-masala'], [1, 'tsp', 'chili-powder'], [1, '', 'lemon'], [1, '', '?red-onion', 'in chunks'], [1, 'tbsp', 'oil']],
    steps: [
      'Mix the yogurt with the grated garlic and ginger, garam masala, chili powder, lemon juice and salt. Coat the chicken and marinate for at least an hour.',
      'Thread onto skewers, with chunks of red onion if you like, and brush with the oil.',
      'Grill under high heat or on a griddle for 12 to 15 minutes, turning, until charred at the edges and cooked through.',
    ],
  },
  {
    t: 'Creamy Mustard Chicken with Leeks', d: 'Chicken breasts in a creamy mustard sauce with soft leeks.',
    cuisine: 'french', meal: 'dinner', s: 4, prep: 10, cook: 25, eq: 'large frying pan',
    i: [[4, '', 'chicken-breast'], [1, 'tbsp', 'oil'], [20, 'g', 'butter'], [2, '', 'leek', 'sliced'], [0.5, 'cup', 'stock'], [0.5, 'cup', 'cream'], [1, 'tbsp', 'mustard', 'Dijon'], [1, 'tbsp', '?dill', 'or tarragon']],
    steps: [
      'Season the chicken and fry it in the oil for 6 minutes a side until golden and cooked. Rest on a plate.',
      'Melt the butter in the pan and cook the leeks gently for 8 minutes until soft.',
      'Add the stock and bubble for 2 minutes, then stir in the cream and mustard.',
      'Return the chicken with its juices, warm through and scatter with the herbs, if using.',
    ],
  },
  {
    t: 'Chicken-Fried Chicken with Cream Gravy', d: 'Buttermilk-dipped chicken cutlets fried crisp and served under peppery milk gravy.',
    cuisine: 'southern-us', meal: 'dinner', s: 4, prep: 20, cook: 25, eq: 'shallow bowls|heavy skillet|whisk',
    i: [[2, '', 'chicken-breast', 'halved and pounded thin'], [1, 'cup', 'buttermilk'], [1.25, 'cup', 'flour'], [1, 'tsp', 'paprika'], [0.5, 'tsp', 'garlic-powder'], [0.5, 'cup', 'oil'], [1.5, 'cup', 'milk']],
    steps: [
      'Season the flour with the paprika, garlic powder, salt and plenty of black pepper. Set 2 tablespoons aside.',
      'Dip the chicken in the buttermilk, then press into the seasoned flour, and repeat for a thick coat.',
      'Fry in the oil for 3 to 4 minutes a side until deep golden and cooked. Drain.',
      'Pour off all but 2 tablespoons of fat, whisk in the reserved flour, then the milk, and simmer until thick. Season well with pepper and spoon over the chicken.',
    ],
  },
  {
    t: 'Lemon Pepper Chicken Breasts', d: 'Juicy pan-roasted chicken breasts with lemon, butter and cracked pepper.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 5, cook: 20, eq: 'ovenproof frying pan',
    i: [[4, '', 'chicken-breast'], [1, 'tbsp', 'oil'], [2, 'tsp', 'black-pepper', 'coarsely cracked'], [1, '', 'lemon'], [30, 'g', 'butter'], [1, 'tsp', '?garlic-powder']],
    steps: [
      'Heat the oven to 200°C. Rub the chicken with the oil, the lemon zest, black pepper, salt and garlic powder, if using.',
      'Sear in the pan for 4 minutes until golden, turn and roast in the oven for 10 to 12 minutes until cooked through.',
      'Add the butter and lemon juice to the pan, spoon over the chicken and rest for 5 minutes before slicing.',
    ],
  },
  {
    t: 'Roast Chicken Thighs with Grapes and Rosemary', d: 'Chicken roasted with red grapes that burst into a sweet-savoury pan sauce.',
    cuisine: 'italian', meal: 'dinner', s: 4, prep: 10, cook: 40, eq: 'roasting tin',
    i: [[8, '', 'chicken-thigh', 'bone-in, skin-on'], [300, 'g', 'grape', 'red'], [1, '', 'red-onion', 'in wedges'], [2, 'sprig', 'rosemary'], [2, 'tbsp', 'oil'], [1, 'tbsp', '?balsamic-vinegar']],
    steps: [
      'Heat the oven to 210°C. Toss the grapes, red onion and rosemary with half the oil in a roasting tin.',
      'Nestle in the seasoned chicken skin-side up and drizzle with the rest of the oil.',
      'Roast for 35 to 40 minutes until the skin is crisp and the grapes have burst. Drizzle with balsamic vinegar, if using.',
    ],
  },
];
