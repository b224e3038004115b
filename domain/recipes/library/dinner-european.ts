import type { RecipeDraft } from '../build.ts';

/** British, German and other European home cooking. */
export const EUROPEAN_DRAFTS: readonly RecipeDraft[] = [
  {
    t: "Shepherd's Pie", d: 'Minced lamb in rich gravy under a fluffy mashed potato crust.',
    cuisine: 'british', meal: 'dinner', s: 6, prep: 20, cook: 60, eq: 'large pan|saucepan|masher|baking dish',
    i: [[1, 'tbsp', 'vegetable-oil'], [1, '', 'onion'], [2, '', 'carrot'], [500, 'g', 'ground-lamb'], [1, 'tbsp', 'flour'], [2, 'tbsp', 'tomato-paste'], [1, 'tbsp', 'worcestershire-sauce'], [1.5, 'cup', 'beef-stock'], [1, 'cup', 'pea'], [1, 'kg', 'potato'], [50, 'g', 'butter'], [0.33, 'cup', 'milk']],
    steps: [
      'Soften the diced onion and carrot in the oil for 8 minutes, then brown the lamb.',
      'Stir in the flour and tomato paste, then the Worcestershire and stock, and simmer for 20 minutes. Add the peas.',
      'Boil the peeled potatoes until tender, drain and mash with the butter and milk. Season.',
      'Heat the oven to 200°C. Spoon the filling into a dish, cover with mash, rough the top with a fork and bake for 25 minutes until golden.',
    ],
  },
  {
    t: 'Fish Pie', d: 'Flaky fish and shrimp in a creamy parsley sauce, topped with mash.',
    cuisine: 'british', meal: 'dinner', s: 6, prep: 25, cook: 45, eq: 'saucepans|baking dish|whisk',
    i: [[1, 'kg', 'potato'], [40, 'g', 'butter'], [2.5, 'cup', 'milk'], [400, 'g', 'cod'], [200, 'g', 'salmon'], [200, 'g', 'shrimp'], [3, 'tbsp', 'flour'], [1, 'handful', 'parsley'], [1, '', 'lemon'], [50, 'g', 'cheddar']],
    steps: [
      'Boil and mash the potatoes with half the butter and a splash of milk.',
      'Poach the cod and salmon in the remaining milk for 5 minutes, lift out and flake. Keep the milk.',
      'Melt the rest of the butter, stir in the flour and whisk in the poaching milk until thick. Add the parsley, lemon zest, fish and shrimp.',
      'Pour into a dish, top with mash and cheese and bake at 200°C for 30 minutes.',
    ],
  },
  {
    t: 'Bangers and Mash with Onion Gravy', d: 'Sausages on creamy mash with a slow-cooked onion gravy.',
    cuisine: 'british', meal: 'dinner', s: 4, prep: 10, cook: 35, eq: 'frying pan|saucepan|masher',
    i: [[8, '', 'sausage'], [1, 'kg', 'potato'], [50, 'g', 'butter'], [0.33, 'cup', 'milk'], [2, '', 'onion', 'sliced'], [1, 'tbsp', 'flour'], [1.5, 'cup', 'beef-stock'], [1, 'tsp', 'mustard'], [1, 'tbsp', 'vegetable-oil']],
    steps: [
      'Fry the sausages in the oil over medium heat for 15 to 20 minutes, turning, until cooked.',
      'Boil the potatoes and mash with most of the butter and the milk.',
      'Cook the onions in the remaining butter for 15 minutes until soft and golden, stir in the flour, then the stock and mustard, and simmer until thick.',
      'Serve the sausages on the mash with the gravy poured over.',
    ],
  },
  {
    t: 'Beer-Battered Fish and Chips', d: 'Crisp battered cod with thick oven chips and lemon.',
    cuisine: 'british', meal: 'dinner', s: 4, prep: 20, cook: 40, eq: 'deep pan|thermometer|baking tray|bowl',
    i: [[1, 'kg', 'potato', 'cut into chips'], [4, 'cup', '~vegetable-oil', 'for frying'], [4, '', 'cod'], [1, 'cup', 'flour'], [1, 'tsp', 'baking-powder'], [1, 'cup', 'beer', 'cold'], [1, '', 'lemon']],
    steps: [
      'Cut the potatoes into thick chips, toss with 2 tablespoons of the oil and some salt and bake at 220°C for 35 to 40 minutes, turning once.',
      'Whisk the flour, baking powder and a pinch of salt with the cold beer to a thick batter.',
      'Heat the rest of the oil to 180°C. Dust the fish with flour, dip in the batter and fry for 5 to 6 minutes until golden and crisp. Drain on paper.',
      'Serve with the chips and lemon wedges.',
    ],
  },
  {
    t: 'Toad in the Hole', d: 'Sausages baked in a puffed Yorkshire pudding batter.',
    cuisine: 'british', meal: 'dinner', s: 4, prep: 10, cook: 40, eq: 'roasting tin|jug|whisk',
    i: [[8, '', 'sausage'], [2, 'tbsp', 'vegetable-oil'], [1, 'cup', 'flour'], [3, '', 'egg'], [1, 'cup', 'milk'], [1, 'tsp', 'thyme']],
    steps: [
      'Whisk the flour, eggs, milk, thyme and a pinch of salt to a smooth batter and rest it.',
      'Heat the oven to 220°C. Roast the sausages in the oil in a tin for 10 minutes.',
      'Pour the batter quickly around the sizzling sausages and bake for 25 to 30 minutes without opening the door, until puffed and golden.',
    ],
  },
  {
    t: 'Roast Chicken with Lemon and Thyme', d: 'A whole chicken roasted with lemon, garlic and thyme, with pan juices.',
    cuisine: 'british', meal: 'dinner', s: 4, prep: 10, cook: 80, eq: 'roasting tin',
    i: [[1.6, 'kg', 'chicken', 'whole'], [1, '', 'lemon'], [1, 'head', 'garlic', 'halved'], [4, 'sprig', 'thyme'], [30, 'g', 'butter', 'soft'], [1, '', 'onion', 'thickly sliced']],
    steps: [
      'Heat the oven to 200°C. Sit the chicken on the onion slices in a roasting tin.',
      'Rub the skin with butter and season well. Stuff the cavity with the halved lemon, garlic and thyme.',
      'Roast for 1 hour 15 to 20 minutes until the juices run clear. Rest for 15 minutes before carving, and spoon over the pan juices.',
    ],
  },
  {
    t: 'Cottage Pie', d: 'Beef mince and vegetables in gravy with a cheesy mash topping.',
    cuisine: 'british', meal: 'dinner', s: 6, prep: 20, cook: 60, eq: 'large pan|saucepan|baking dish',
    i: [[1, 'tbsp', 'vegetable-oil'], [1, '', 'onion'], [2, '', 'carrot'], [2, '', 'celery'], [500, 'g', 'ground-beef'], [2, 'tbsp', 'tomato-paste'], [1.5, 'cup', 'beef-stock'], [1, 'tbsp', 'worcestershire-sauce'], [1, 'kg', 'potato'], [40, 'g', 'butter'], [80, 'g', 'cheddar']],
    steps: [
      'Soften the chopped vegetables in the oil, then brown the beef.',
      'Add the tomato paste, stock and Worcestershire and simmer for 25 minutes.',
      'Boil and mash the potatoes with the butter.',
      'Top the beef with mash and cheese and bake at 200°C for 25 minutes.',
    ],
  },
  {
    t: 'Cheddar and Root Vegetable Pasty Bake', d: 'A root vegetable and cheddar bake under puff pastry, in the spirit of a Cornish pasty.',
    cuisine: 'british', meal: 'dinner', s: 4, prep: 20, cook: 45, eq: 'baking dish|bowl',
    i: [[1, '', 'potato'], [1, '', 'sweet-potato'], [1, '', 'carrot'], [1, '', 'onion'], [100, 'g', 'cheddar'], [1, 'tsp', 'thyme'], [0.5, 'cup', 'vegetable-stock'], [1, '', 'puff-pastry'], [1, '', 'egg']],
    steps: [
      'Heat the oven to 200°C. Dice the vegetables small and toss with the cheese, thyme, stock and plenty of pepper.',
      'Spread in a baking dish and cover with the pastry, pressing the edges.',
      'Brush with beaten egg and bake for 40 to 45 minutes until the pastry is golden and the vegetables are tender.',
    ],
  },
  {
    t: 'Pork Schnitzel with Lemon', d: 'Thin breaded pork cutlets fried until golden.',
    cuisine: 'german', meal: 'dinner', s: 4, prep: 15, cook: 12, eq: 'meat mallet|3 shallow dishes|frying pan',
    i: [[4, '', 'pork-chop', 'boneless, pounded thin'], [0.5, 'cup', 'flour'], [2, '', 'egg'], [1.5, 'cup', 'breadcrumb'], [0.33, 'cup', 'vegetable-oil'], [20, 'g', 'butter'], [1, '', 'lemon']],
    steps: [
      'Season the pork and coat in flour, then beaten egg, then breadcrumbs.',
      'Heat the oil and butter in a frying pan and fry the schnitzels for 2 to 3 minutes per side, swirling the pan, until golden.',
      'Drain on paper and serve with lemon wedges.',
    ],
  },
  {
    t: 'Bratwurst with Braised Red Cabbage', d: 'Browned sausages with sweet and sour red cabbage and apple.',
    cuisine: 'german', meal: 'dinner', s: 4, prep: 15, cook: 50, eq: 'large pan with lid|frying pan',
    i: [[8, '', 'sausage', 'bratwurst'], [1, '', 'red-cabbage', 'shredded'], [1, '', 'onion'], [2, '', 'apple'], [0.33, 'cup', 'apple-cider-vinegar'], [2, 'tbsp', 'brown-sugar'], [20, 'g', 'butter'], [2, '', 'bay-leaf'], [0.25, 'tsp', 'ground-clove']],
    steps: [
      'Melt the butter and soften the onion, then add the cabbage, grated apple, vinegar, sugar, bay and cloves with 1/2 cup water.',
      'Cover and braise for 45 minutes, stirring occasionally, until soft and glossy. Season.',
      'Fry the sausages for 12 to 15 minutes until browned and cooked. Serve on the cabbage.',
    ],
  },
  {
    t: 'German Potato Pancakes', d: 'Crisp grated potato and onion pancakes with apple sauce or sour cream.',
    cuisine: 'german', meal: 'lunch', s: 4, prep: 15, cook: 20, eq: 'grater|clean tea towel|frying pan',
    i: [[800, 'g', 'potato'], [1, '', 'onion'], [2, '', 'egg'], [3, 'tbsp', 'flour'], [0.33, 'cup', 'vegetable-oil'], [0.5, 'cup', 'sour-cream']],
    steps: [
      'Grate the potatoes and onion and squeeze out as much liquid as you can in a tea towel.',
      'Mix with the eggs, flour and a teaspoon of salt.',
      'Fry spoonfuls, flattened, in hot oil for 3 to 4 minutes per side until deep golden. Serve with sour cream.',
    ],
  },
  {
    t: 'Swedish-Style Meatballs', d: 'Tender pork and beef meatballs in a creamy gravy.',
    cuisine: 'international', meal: 'dinner', s: 4, prep: 20, cook: 25, eq: 'bowl|large frying pan',
    i: [[250, 'g', 'ground-beef'], [250, 'g', 'ground-pork'], [0.5, 'cup', 'breadcrumb'], [0.25, 'cup', 'milk'], [1, '', 'egg'], [1, '', 'onion', 'grated'], [0.25, 'tsp', 'allspice'], [30, 'g', 'butter'], [2, 'tbsp', 'flour'], [1.5, 'cup', 'beef-stock'], [0.5, 'cup', 'cream'], [1, 'tsp', 'soy-sauce']],
    steps: [
      'Soak the breadcrumbs in the milk, then mix with the meats, egg, onion, allspice and salt. Roll into small balls.',
      'Brown the meatballs in the butter in batches until cooked through. Set aside.',
      'Stir the flour into the pan fat, whisk in the stock, cream and soy and simmer until thick.',
      'Return the meatballs to the gravy and warm through. Serve with mash.',
    ],
  },
  {
    t: 'Mushroom Stroganoff', d: 'Mushrooms in a paprika and sour cream sauce over rice or noodles.',
    cuisine: 'international', meal: 'dinner', s: 4, prep: 10, cook: 20, eq: 'large frying pan',
    i: [[600, 'g', 'mushroom'], [30, 'g', 'butter'], [1, '', 'onion'], [2, 'clove', 'garlic'], [2, 'tsp', 'smoked-paprika'], [1, 'cup', 'vegetable-stock'], [0.5, 'cup', 'sour-cream'], [1, 'tsp', 'mustard'], [1, 'handful', 'parsley'], [250, 'g', 'egg-noodle']],
    steps: [
      'Fry the thickly sliced mushrooms in half the butter over high heat until browned. Set aside.',
      'Soften the onion and garlic in the rest of the butter, add the paprika, then the stock and simmer for 5 minutes.',
      'Return the mushrooms, stir in the sour cream and mustard and heat gently without boiling.',
      'Serve over the cooked noodles with parsley.',
    ],
  },
  {
    t: 'Beef Stroganoff', d: 'Quick-seared beef strips in a mushroom and sour cream sauce.',
    cuisine: 'international', meal: 'dinner', s: 4, prep: 15, cook: 20, eq: 'large frying pan',
    i: [[500, 'g', 'steak', 'cut into strips'], [2, 'tbsp', 'vegetable-oil'], [1, '', 'onion'], [250, 'g', 'mushroom'], [1, 'tsp', 'paprika'], [1, 'cup', 'beef-stock'], [0.66, 'cup', 'sour-cream'], [1, 'tsp', 'mustard'], [250, 'g', 'egg-noodle']],
    steps: [
      'Sear the beef in half the oil over very high heat for 1 to 2 minutes and set aside.',
      'Cook the onion and mushrooms in the remaining oil until golden, add the paprika and stock and simmer for 5 minutes.',
      'Stir in the sour cream and mustard, return the beef and warm through. Serve with noodles.',
    ],
  },
  {
    t: 'Pierogi-Style Potato and Cheese Dumplings', d: 'Soft dough parcels filled with potato and cheddar, pan-fried with onions.',
    cuisine: 'international', meal: 'dinner', s: 4, prep: 60, cook: 20, eq: 'bowl|rolling pin|round cutter|pot|frying pan',
    i: [[2, 'cup', 'flour'], [1, '', 'egg'], [0.5, 'cup', 'sour-cream'], [400, 'g', 'potato'], [100, 'g', 'cheddar'], [2, '', 'onion'], [40, 'g', 'butter']],
    steps: [
      'Mix the flour, egg, sour cream and a pinch of salt into a soft dough, knead briefly and rest for 30 minutes.',
      'Boil and mash the potatoes with the cheese and half of one onion, finely chopped and fried.',
      'Roll the dough thin, cut rounds, fill, fold and pinch closed. Boil in batches until they float, about 3 minutes.',
      'Fry the rest of the onions in the butter until golden and toss the dumplings in the pan.',
    ],
  },
];
