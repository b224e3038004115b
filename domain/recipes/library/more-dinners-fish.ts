import type { RecipeDraft } from '../build.ts';

/** Weeknight fish and seafood dinners, many from tins and the freezer. */
export const MORE_DINNERS_FISH_DRAFTS: readonly RecipeDraft[] = [
  {
    t: 'Tuna Noodle Casserole', d: 'Egg noodles, tuna and peas baked in a creamy mushroom sauce under crumbs and cheese.',
    cuisine: 'american', meal: 'dinner', s: 6, prep: 15, cook: 35, eq: 'large pot|saucepan|whisk|baking dish',
    i: [[300, 'g', 'egg-noodle', 'wide'], [40, 'g', 'butter'], [200, 'g', 'mushroom', 'sliced'], [3, 'tbsp', 'flour'], [2.5, 'cup', 'milk'], [2, 'can', 'tuna', 'drained'], [1, 'cup', 'pea'], [100, 'g', 'cheese'], [0.5, 'cup', '?breadcrumb']],
    steps: [
      'Heat the oven to 190°C. Cook the egg noodles for 2 minutes less than the packet says and drain.',
      'Fry the mushrooms in the butter for 5 minutes, stir in the flour, then whisk in the milk and simmer until thick. Season and stir in half the cheese.',
      'Fold in the noodles, flaked tuna and peas and tip into a baking dish.',
      'Top with the rest of the cheese and the breadcrumbs, if using, and bake for 20 minutes until bubbling and golden.',
    ],
  },
  {
    t: 'Salmon Croquettes', d: 'Southern pan-fried patties of canned salmon, onion and crumbs.',
    cuisine: 'southern-us', meal: 'dinner', s: 4, prep: 15, cook: 10, eq: 'bowl|large frying pan',
    i: [[400, 'g', 'salmon', 'canned, drained'], [1, '', 'egg'], [0.5, 'cup', 'breadcrumb', 'or cracker crumbs'], [0.5, '', 'onion', 'finely chopped'], [1, 'tbsp', '?mayonnaise'], [3, 'tbsp', 'oil'], [1, '', '?lemon']],
    steps: [
      'Flake the salmon, removing any large bones and skin, and mix with the egg, breadcrumbs, onion, mayonnaise, if using, and pepper.',
      'Shape into 8 patties.',
      'Fry in the oil over medium heat for 3 to 4 minutes a side until crisp and golden. Serve with lemon wedges, if using.',
    ],
  },
  {
    t: 'Maple Mustard Baked Salmon', d: 'Salmon fillets baked under a glaze of maple syrup, mustard and garlic.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 5, cook: 15, eq: 'lined baking tray|small bowl',
    i: [[4, '', 'salmon', 'fillets'], [2, 'tbsp', 'maple-syrup'], [1, 'tbsp', 'mustard', 'wholegrain or Dijon'], [1, 'clove', 'garlic'], [1, 'tbsp', 'oil']],
    steps: [
      'Heat the oven to 200°C. Whisk the maple syrup, mustard, grated garlic and oil with a pinch of salt.',
      'Lay the salmon on a lined tray and spoon the glaze over.',
      'Bake for 12 to 15 minutes until the salmon flakes easily.',
    ],
  },
  {
    t: 'Lemon Butter Baked Cod', d: 'Cod fillets baked in garlic, lemon and butter with parsley.',
    cuisine: 'british', meal: 'dinner', s: 4, prep: 5, cook: 15, eq: 'baking dish|small saucepan',
    i: [[4, '', 'white-fish', 'fillets: cod, haddock or other white fish'], [50, 'g', 'butter'], [2, 'clove', 'garlic'], [1, '', 'lemon'], [1, 'handful', 'parsley'], [0.25, 'cup', '?white-wine'], [1, 'tbsp', '?caper']],
    steps: [
      'Heat the oven to 200°C. Melt the butter with the garlic and the lemon zest and juice.',
      'Put the seasoned fish in a baking dish, pour the lemon butter over and add the white wine and capers, if using.',
      'Bake for 12 to 15 minutes until the fish is opaque and flakes. Scatter with chopped parsley and spoon the juices over.',
    ],
  },
  {
    t: 'Blackened Fish', d: 'Cajun-spiced fish seared hard in a hot skillet with butter.',
    cuisine: 'cajun', meal: 'dinner', s: 4, prep: 5, cook: 10, eq: 'cast-iron skillet|small bowl',
    i: [[4, '', 'white-fish', 'fillets such as catfish or snapper'], [2, 'tsp', 'paprika'], [0.5, 'tsp', 'cayenne'], [1, 'tsp', 'garlic-powder'], [1, 'tsp', 'thyme'], [1, 'tsp', 'oregano'], [40, 'g', 'butter', 'melted'], [1, '', '?lemon']],
    steps: [
      'Mix the paprika, cayenne, garlic powder, thyme, oregano, a teaspoon of salt and half a teaspoon of pepper.',
      'Brush the fish with half the melted butter and press the spice mix onto both sides.',
      'Sear in a very hot dry skillet for 2 to 3 minutes a side until blackened and cooked through, drizzling with the rest of the butter. Serve with lemon, if using.',
    ],
  },
  {
    t: 'Miso-Glazed Salmon', d: 'Salmon under a sweet, savoury miso glaze, grilled until caramelised.',
    cuisine: 'japanese', meal: 'dinner', s: 4, prep: 35, cook: 10, eq: 'bowl|lined tray|grill',
    i: [[4, '', 'salmon', 'fillets'], [3, 'tbsp', 'miso', 'white'], [1, 'tbsp', 'honey', 'or mirin'], [1, 'tbsp', 'soy-sauce'], [1, 'tsp', 'ginger', 'grated'], [2, '', '?spring-onion']],
    steps: [
      'Mix the miso, honey, soy sauce and ginger and spread over the salmon. Leave for 30 minutes.',
      'Grill on a lined tray under high heat for 7 to 9 minutes, without turning, until the glaze is dark in places and the fish just cooked.',
      'Scatter with sliced spring onion, if using, and serve with rice.',
    ],
  },
  {
    t: 'Coconut Shrimp Curry', d: 'Shrimp simmered in a mild curry of coconut milk, tomato and onion.',
    cuisine: 'indian', meal: 'dinner', s: 4, prep: 10, cook: 20, eq: 'large frying pan',
    i: [[2, 'tbsp', 'oil'], [1, '', 'onion'], [3, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [2, 'tsp', 'curry-powder'], [2, '', 'tomato', 'chopped'], [1, 'can', 'coconut-milk'], [500, 'g', 'shrimp', 'peeled'], [1, 'handful', '?cilantro'], [1, '', '?lime']],
    steps: [
      'Soften the chopped onion in the oil for 6 minutes, add the garlic, ginger and curry powder for a minute.',
      'Add the tomatoes and cook for 4 minutes until soft, then the coconut milk, and simmer for 5 minutes.',
      'Add the shrimp and simmer for 3 to 4 minutes until pink. Season, and finish with cilantro and lime juice, if using.',
    ],
  },
  {
    t: 'Shrimp Saganaki', d: 'Greek shrimp baked in tomato sauce with feta and oregano.',
    cuisine: 'greek', meal: 'dinner', s: 4, prep: 10, cook: 25, eq: 'ovenproof frying pan',
    i: [[3, 'tbsp', 'olive-oil'], [1, '', 'onion'], [2, 'clove', 'garlic'], [1, 'can', 'canned-tomato'], [1, 'tsp', 'oregano'], [500, 'g', 'shrimp', 'peeled'], [150, 'g', 'feta'], [1, 'handful', '?parsley'], [0.25, 'tsp', '?chili-flake']],
    steps: [
      'Heat the oven to 200°C. Soften the onion in the olive oil for 6 minutes, add the garlic, canned tomato, oregano and chili flakes, if using, and simmer for 10 minutes.',
      'Stir in the shrimp, crumble the feta over and bake for 8 to 10 minutes until the shrimp are pink and the feta soft.',
      'Scatter with parsley, if using, and serve with bread.',
    ],
  },
  {
    t: 'Sardine Pasta with Lemon and Breadcrumbs', d: 'Tinned sardines, garlic, chili and lemon tossed through spaghetti with crunchy crumbs.',
    cuisine: 'italian', meal: 'dinner', s: 4, prep: 5, cook: 15, eq: 'large pot|frying pan',
    i: [[350, 'g', 'pasta', 'spaghetti or linguine'], [4, 'tbsp', 'olive-oil'], [0.5, 'cup', 'breadcrumb'], [3, 'clove', 'garlic'], [0.5, 'tsp', 'chili-flake'], [2, 'can', 'sardine', 'in oil, drained'], [1, '', 'lemon'], [1, 'handful', '?parsley'], [1, 'tbsp', '?caper']],
    steps: [
      'Toast the breadcrumbs in 1 tablespoon of the olive oil until golden; set aside.',
      'Boil the pasta until al dente, keeping a cup of the water.',
      'Gently fry the garlic and chili flakes in the rest of the oil, add the sardines and capers, if using, and break the fish up.',
      'Toss in the pasta with the lemon zest and juice and a splash of water. Serve topped with the crumbs and parsley, if using.',
    ],
  },
  {
    t: 'Spicy Tuna Mayo Rice Bowl', d: 'Warm rice topped with spicy tuna mayo, cucumber and soy; five minutes with leftover rice.',
    cuisine: 'japanese', meal: 'dinner', s: 2, prep: 10, cook: 20, eq: 'saucepan with lid|bowl',
    i: [[1, 'can', 'tuna', 'drained'], [2, 'tbsp', 'mayonnaise'], [1, 'tbsp', 'sriracha'], [0.67, 'cup', 'rice', 'measured uncooked; cooked and still warm'], [0.5, '', 'cucumber', 'diced'], [1, 'tbsp', 'soy-sauce'], [1, '', '?nori', 'sheet, in strips'], [1, 'tsp', '?sesame-seed'], [0.5, '', '?avocado']],
    steps: [
      'Cook the rice (or warm leftover rice). Meanwhile mix the tuna with the mayonnaise and sriracha.',
      'Divide the warm rice between two bowls, top with the spicy tuna, the cucumber, and avocado if using, and drizzle with the soy sauce.',
      'Finish with strips of nori and sesame seeds, if you have them, and wrap bites of rice in the nori.',
    ],
  },
  {
    t: 'Homemade Fish Fingers', d: 'Strips of white fish in crisp golden crumbs, oven-baked.',
    cuisine: 'british', meal: 'dinner', s: 4, prep: 15, cook: 15, eq: 'three shallow bowls|baking tray',
    i: [[500, 'g', 'white-fish', 'skinless fillets, in strips'], [0.33, 'cup', 'flour'], [1, '', 'egg'], [1, 'cup', 'breadcrumb'], [2, 'tbsp', 'oil'], [1, '', '?lemon'], [2, 'cup', '?pea']],
    steps: [
      'Heat the oven to 220°C. Season the flour, beat the egg, and toss the breadcrumbs with the oil.',
      'Coat the fish strips in flour, then egg, then crumbs, and lay on a baking tray.',
      'Bake for 12 to 15 minutes until golden and the fish is cooked. Serve with lemon wedges and boiled peas, if using.',
    ],
  },
  {
    t: 'Salmon with Lemon Dill Sauce', d: 'Pan-fried salmon with a cool sauce of sour cream, dill and lemon.',
    cuisine: 'scandinavian', meal: 'dinner', s: 4, prep: 10, cook: 10, eq: 'frying pan|bowl',
    i: [[4, '', 'salmon', 'fillets'], [1, 'tbsp', 'oil'], [0.5, 'cup', 'sour-cream'], [2, 'tbsp', 'dill', 'chopped'], [1, '', 'lemon'], [1, 'tsp', '?mustard']],
    steps: [
      'Stir the sour cream with the dill, the lemon zest and a squeeze of juice, the mustard, if using, and salt.',
      'Season the salmon and fry skin-side down in the oil for 4 to 5 minutes until crisp, then turn and cook for 2 to 3 minutes more.',
      'Serve with the sauce and the rest of the lemon in wedges.',
    ],
  },
  {
    t: 'Trout Amandine', d: 'Trout fillets fried in butter with toasted almonds and lemon.',
    cuisine: 'french', meal: 'dinner', s: 4, prep: 5, cook: 10, eq: 'large frying pan|plate',
    i: [[4, '', 'trout', 'fillets'], [3, 'tbsp', 'flour'], [50, 'g', 'butter'], [0.33, 'cup', 'almond', 'flaked'], [1, '', 'lemon'], [1, 'handful', '?parsley']],
    steps: [
      'Season the trout and dust it with the flour.',
      'Fry in half the butter, skin-side down, for 3 minutes, turn and cook for 1 to 2 minutes. Keep warm.',
      'Add the rest of the butter and the almonds to the pan and cook until both are golden, then add the lemon juice and parsley, if using.',
      'Spoon the almond butter over the fish.',
    ],
  },
  {
    t: 'Parmesan-Crusted Tilapia', d: 'Mild white fish baked under a crisp parmesan and lemon crust.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 10, cook: 12, eq: 'baking tray|bowl',
    i: [[4, '', 'white-fish', 'fillets: tilapia or other white fish'], [40, 'g', 'parmesan'], [0.33, 'cup', 'breadcrumb'], [2, 'tbsp', 'mayonnaise'], [1, '', 'lemon'], [1, 'tsp', '?paprika']],
    steps: [
      'Heat the oven to 220°C. Mix the parmesan, breadcrumbs, lemon zest and paprika, if using.',
      'Lay the fish on a tray, season and spread each with mayonnaise.',
      'Press the crumbs on top and bake for 10 to 12 minutes until golden and the fish flakes. Serve with lemon wedges.',
    ],
  },
  {
    t: 'Shrimp and Snow Pea Stir-Fry', d: 'Shrimp and crisp snow peas with garlic and ginger in a light sauce.',
    cuisine: 'chinese', meal: 'dinner', s: 4, prep: 10, cook: 8, eq: 'wok|small bowl',
    i: [[450, 'g', 'shrimp', 'peeled'], [2, 'tbsp', 'oil'], [3, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [250, 'g', 'snow-pea'], [2, 'tbsp', 'soy-sauce'], [1, 'tbsp', 'oyster-sauce'], [1, 'tsp', 'cornstarch'], [1, 'tsp', '?sesame-oil']],
    steps: [
      'Mix the soy sauce, oyster sauce and cornstarch with 3 tablespoons of water.',
      'Stir-fry the shrimp in the oil over high heat for 2 minutes until pink. Lift out.',
      'Stir-fry the garlic, ginger and snow peas for 2 minutes, return the shrimp, add the sauce and toss until glossy. Drizzle with sesame oil, if using.',
    ],
  },
  {
    t: 'Moules Marinières', d: 'Mussels steamed open in white wine, shallot, garlic and butter.',
    cuisine: 'french', meal: 'dinner', s: 4, prep: 20, cook: 10, eq: 'large pot with lid',
    i: [[2, 'kg', 'mussel', 'cleaned'], [30, 'g', 'butter'], [2, '', 'shallot', 'chopped'], [3, 'clove', 'garlic'], [1, 'cup', 'white-wine'], [1, 'handful', 'parsley'], [0.25, 'cup', '?cream'], [1, '', '?baguette']],
    steps: [
      'Discard any mussels that stay open when tapped.',
      'Soften the shallots and garlic in the butter in a large pot for 3 minutes, add the white wine and bring to the boil.',
      'Tip in the mussels, cover and steam for 4 to 5 minutes, shaking the pot, until they open. Discard any that stay shut.',
      'Stir in the cream, if using, and the chopped parsley, and serve with baguette for the juices.',
    ],
  },
  {
    t: 'Sheet-Pan Salmon with Potatoes and Green Beans', d: 'Salmon, baby potatoes and green beans roasted on one tray with lemon and garlic.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 10, cook: 35, eq: 'large baking tray',
    i: [[700, 'g', 'potato', 'baby, halved'], [3, 'tbsp', 'oil'], [300, 'g', 'green-bean'], [4, '', 'salmon', 'fillets'], [2, 'clove', 'garlic'], [1, '', 'lemon'], [1, 'tbsp', '?dill']],
    steps: [
      'Heat the oven to 220°C. Toss the potatoes in 2 tablespoons of the oil, season and roast for 20 minutes.',
      'Push them aside, add the green beans and the salmon, drizzle with the rest of the oil mixed with the grated garlic and lemon zest, and season.',
      'Roast for 12 to 14 minutes until the salmon is just cooked. Squeeze the lemon over and scatter with dill, if using.',
    ],
  },
  {
    t: 'Tuna Patties', d: 'Crisp little patties of tinned tuna, mashed potato and spring onion.',
    cuisine: 'british', meal: 'dinner', s: 4, prep: 25, cook: 15, eq: 'saucepan|bowl|frying pan',
    i: [[500, 'g', 'potato', 'peeled, in chunks'], [2, 'can', 'tuna', 'drained'], [3, '', 'spring-onion'], [1, '', 'egg'], [0.5, 'cup', 'breadcrumb'], [3, 'tbsp', 'oil'], [1, '', '?lemon']],
    steps: [
      'Boil the potatoes until tender, drain well and mash. Cool a little.',
      'Mix in the flaked tuna, sliced spring onion, the egg, salt and pepper, and shape into 8 patties. Coat in the breadcrumbs.',
      'Fry in the oil for 3 to 4 minutes a side until golden. Serve with lemon wedges, if using.',
    ],
  },
  {
    t: 'Cod with Chorizo and Chickpeas', d: 'Seared cod on a smoky stew of chorizo, chickpeas and tomato.',
    cuisine: 'spanish', meal: 'dinner', s: 4, prep: 10, cook: 25, eq: 'large frying pan with lid',
    i: [[100, 'g', 'chorizo', 'diced'], [1, 'tbsp', 'olive-oil'], [1, '', 'onion'], [2, 'clove', 'garlic'], [1, 'can', 'chickpea', 'drained'], [1, 'can', 'canned-tomato'], [4, '', 'white-fish', 'fillets: cod, haddock or other white fish'], [1, 'handful', '?parsley']],
    steps: [
      'Fry the chorizo in the olive oil until crisp, add the chopped onion and cook for 6 minutes, then the garlic.',
      'Add the chickpeas and canned tomato and simmer for 10 minutes.',
      'Season the fish, nestle it into the sauce, cover and cook for 8 minutes until the fish flakes. Scatter with parsley, if using.',
    ],
  },
];
