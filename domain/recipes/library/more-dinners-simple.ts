import type { RecipeDraft } from '../build.ts';

/** Weeknight dinners from a handful of everyday things, with the extras optional. */
export const MORE_DINNERS_SIMPLE_DRAFTS: readonly RecipeDraft[] = [
  {
    t: 'Cilantro Lime Chicken', d: 'Chicken marinated in lime, garlic and cilantro, then seared until charred at the edges.',
    cuisine: 'mexican', meal: 'dinner', s: 4, prep: 35, cook: 15, eq: 'bowl|griddle pan or frying pan',
    i: [[700, 'g', 'chicken', 'boneless thighs or breasts'], [2, '', 'lime'], [3, 'clove', 'garlic'], [1, 'handful', 'cilantro', 'chopped'], [2, 'tbsp', 'oil'], [1, 'tsp', '?cumin'], [0.5, 'tsp', '?chili-flake']],
    steps: [
      'Mix the zest of one lime and the juice of both with the grated garlic, half the cilantro, the oil, salt, and the cumin and chili flakes if using. Coat the chicken and leave for 30 minutes.',
      'Cook the chicken in a hot griddle or frying pan for 5 to 7 minutes a side until charred and cooked through.',
      'Rest for 5 minutes, slice and scatter with the rest of the cilantro. Serve with rice, tortillas or salad.',
    ],
  },
  {
    t: 'Lemon Garlic Butter Salmon', d: 'Salmon fillets seared and basted in a lemony garlic butter.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 5, cook: 12, eq: 'large frying pan|spoon',
    i: [[4, '', 'salmon', 'fillets'], [1, 'tbsp', '?oil'], [50, 'g', 'butter'], [3, 'clove', 'garlic', 'minced'], [1, '', 'lemon'], [1, 'handful', '?parsley']],
    steps: [
      'Season the salmon and sear it skin-side down in a hot pan, with the oil if you like, for 4 to 5 minutes until the skin is crisp.',
      'Turn the fish, add the butter and garlic and cook for 2 to 3 minutes, tilting the pan and spooning the foaming butter over the salmon.',
      'Squeeze in the lemon juice and scatter with parsley, if using. Spoon the sauce over to serve.',
    ],
  },
  {
    t: 'Garlic Butter Shrimp', d: 'Shrimp sizzled in garlic butter with a squeeze of lemon, ready in ten minutes.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 5, cook: 6, eq: 'large frying pan',
    i: [[600, 'g', 'shrimp', 'peeled'], [60, 'g', 'butter'], [5, 'clove', 'garlic', 'minced'], [1, '', '?lemon'], [1, 'handful', '?parsley'], [0.25, 'tsp', '?chili-flake']],
    steps: [
      'Melt half the butter in a large pan over medium-high heat and add the seasoned shrimp in one layer. Cook for 1 to 2 minutes a side until pink; lift out.',
      'Add the rest of the butter, the garlic and the chili flakes, if using, and cook for 1 minute.',
      'Return the shrimp, squeeze over the lemon, if using, and toss with chopped parsley. Serve with rice, bread or pasta.',
    ],
  },
  {
    t: 'Garlic Parmesan Pasta', d: 'Pasta tossed in garlic butter and parmesan, the ten-minute fallback dinner.',
    cuisine: 'italian', meal: 'dinner', s: 4, prep: 5, cook: 12, eq: 'large pot|frying pan',
    i: [[350, 'g', 'pasta'], [60, 'g', 'butter'], [4, 'clove', 'garlic', 'minced'], [60, 'g', 'parmesan'], [1, 'handful', '?parsley'], [0.25, 'tsp', '?chili-flake']],
    steps: [
      'Boil the pasta in well-salted water until al dente, keeping a cup of the water.',
      'Melt the butter over low heat and cook the garlic, with the chili flakes if using, for 2 minutes until fragrant but not brown.',
      'Toss in the pasta with half a cup of the water, then the parmesan, tossing until creamy. Season with pepper and add the parsley, if using.',
    ],
  },
  {
    t: 'Fresh Tomato and Garlic Pasta', d: 'Ripe tomatoes, garlic and good olive oil warmed just enough to make a sauce.',
    cuisine: 'italian', meal: 'dinner', s: 4, prep: 10, cook: 15, eq: 'large pot|frying pan',
    i: [[350, 'g', 'pasta'], [4, 'tbsp', 'olive-oil'], [3, 'clove', 'garlic', 'sliced'], [6, '', 'tomato', 'ripe, chopped'], [1, 'handful', '?basil'], [30, 'g', '?parmesan']],
    steps: [
      'Boil the pasta in salted water until al dente.',
      'Warm the garlic in the olive oil over low heat for 2 minutes, add the tomatoes and a good pinch of salt and cook for 5 to 6 minutes until just collapsing.',
      'Toss with the drained pasta and a splash of its water, tear in the basil and serve with parmesan, if using.',
    ],
  },
  {
    t: 'Grilled Lemon-Garlic Chicken', d: 'Chicken marinated in lemon, garlic and olive oil and grilled, for salads, wraps or plates.',
    cuisine: 'mediterranean', meal: 'dinner', s: 4, prep: 35, cook: 15, eq: 'bowl|grill or griddle pan',
    i: [[700, 'g', 'chicken', 'breasts or boneless thighs'], [1, '', 'lemon'], [3, 'clove', 'garlic'], [3, 'tbsp', 'olive-oil'], [1, 'tsp', '?oregano'], [1, 'handful', '?parsley']],
    steps: [
      'If using breasts, flatten them to an even thickness.',
      'Mix the lemon zest and juice, crushed garlic, olive oil, oregano, if using, salt and pepper. Coat the chicken and marinate for 30 minutes.',
      'Grill over medium-high heat for 5 to 7 minutes a side until cooked through. Rest for 5 minutes, slice and scatter with parsley, if using.',
    ],
  },
  {
    t: 'Creamy Garlic Parmesan Chicken', d: 'Golden chicken in a garlic, cream and parmesan pan sauce.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 5, cook: 20, eq: 'large frying pan',
    i: [[700, 'g', 'chicken', 'breasts or boneless thighs'], [20, 'g', 'butter'], [4, 'clove', 'garlic', 'minced'], [1, 'cup', 'cream'], [50, 'g', 'parmesan'], [100, 'g', '?spinach'], [1, 'tsp', '?italian-seasoning']],
    steps: [
      'Season the chicken, with the Italian seasoning if using, and fry in the butter for 5 to 7 minutes a side until cooked. Lift out.',
      'Add the garlic to the pan for 30 seconds, pour in the cream and simmer for 3 minutes, then stir in the parmesan.',
      'Wilt in the spinach, if using, return the chicken and spoon the sauce over.',
    ],
  },
  {
    t: 'Balsamic Chicken', d: 'Chicken baked in a sticky balsamic, garlic and olive oil glaze.',
    cuisine: 'italian', meal: 'dinner', s: 4, prep: 35, cook: 30, eq: 'bowl|baking dish',
    i: [[800, 'g', 'chicken', 'thighs or breasts'], [0.25, 'cup', 'balsamic-vinegar'], [2, 'tbsp', 'olive-oil'], [3, 'clove', 'garlic'], [1, 'tbsp', '?honey'], [1, 'sprig', '?rosemary']],
    steps: [
      'Whisk the balsamic vinegar, olive oil, crushed garlic, the honey if using, salt and pepper. Coat the chicken and leave for 30 minutes.',
      'Heat the oven to 200°C. Put the chicken and marinade in a baking dish with the rosemary, if using.',
      'Bake for 25 to 30 minutes, basting once, until cooked through and glazed.',
    ],
  },
  {
    t: 'Garlic Butter Pork Chops', d: 'Seared pork chops basted with garlic and thyme butter.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 5, cook: 15, eq: 'heavy frying pan|spoon',
    i: [[4, '', 'pork-chop', 'about 2 cm thick'], [1, 'tbsp', 'oil'], [40, 'g', 'butter'], [4, 'clove', 'garlic', 'smashed'], [3, 'sprig', '?thyme']],
    steps: [
      'Season the pork chops well and sear in the oil over medium-high heat for 4 minutes until browned.',
      'Turn, add the butter, garlic and thyme, if using, and cook for 4 to 5 minutes, spooning the butter over, until the pork reaches 63°C.',
      'Rest for 5 minutes and pour the garlic butter over.',
    ],
  },
  {
    t: 'Sausage and Potato Traybake', d: 'Sausages roasted on one tray with potatoes and onions until sticky and golden.',
    cuisine: 'british', meal: 'dinner', s: 4, prep: 10, cook: 45, eq: 'large roasting tin',
    i: [[8, '', 'sausage'], [800, 'g', 'potato', 'in chunks'], [2, '', 'onion', 'red or white, in wedges'], [2, 'tbsp', 'oil'], [2, 'sprig', '?rosemary'], [1, 'tbsp', '?mustard']],
    steps: [
      'Heat the oven to 200°C. Toss the potatoes and onions with the oil, salt and rosemary, if using, in a roasting tin and roast for 20 minutes.',
      'Add the sausages and roast for 25 minutes more, turning once, until everything is browned.',
      'Serve with mustard, if using.',
    ],
  },
  {
    t: 'Ground Beef and Potato Skillet', d: 'Crisp diced potatoes and seasoned beef cooked together in one pan, finished with cheese.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 10, cook: 30, eq: 'large frying pan with lid',
    i: [[2, 'tbsp', 'oil'], [600, 'g', 'potato', 'in 1 cm dice'], [500, 'g', 'ground-beef'], [1, '', 'onion'], [2, 'clove', 'garlic'], [1, 'tsp', '?paprika'], [100, 'g', '?cheese', 'grated']],
    steps: [
      'Fry the potatoes in the oil over medium heat, covered, for 12 minutes, stirring now and then, then uncover and cook until crisp.',
      'Push aside, add the beef and chopped onion and cook, breaking the beef up, until browned. Add the garlic and paprika, if using, and season.',
      'Stir together, scatter with the cheese, if using, cover for 2 minutes to melt and serve.',
    ],
  },
  {
    t: 'Potato and Cheese Frittata', d: 'A thick frittata of sliced potato, onion and melted cheese.',
    cuisine: 'international', meal: 'dinner', s: 4, prep: 10, cook: 30, eq: 'ovenproof frying pan|bowl',
    i: [[2, 'tbsp', 'oil'], [400, 'g', 'potato', 'thinly sliced'], [1, '', 'onion', 'sliced'], [8, '', 'egg'], [100, 'g', 'cheese', 'grated'], [1, 'tbsp', '?chive']],
    steps: [
      'Heat the grill. Cook the potato and onion in the oil over medium heat, covered, for 15 minutes, turning, until tender.',
      'Beat the eggs with most of the cheese, the chives, if using, salt and pepper and pour over the potatoes.',
      'Cook gently for 8 minutes until almost set, scatter with the rest of the cheese and grill for 3 minutes until puffed and golden.',
    ],
  },
  {
    t: 'Creamy Tomato Chicken', d: 'Chicken simmered in a tomato sauce enriched with cream and garlic.',
    cuisine: 'italian', meal: 'dinner', s: 4, prep: 10, cook: 25, eq: 'large frying pan',
    i: [[700, 'g', 'chicken', 'breasts or boneless thighs, in pieces'], [1, 'tbsp', 'oil'], [1, '', 'onion'], [3, 'clove', 'garlic'], [1, 'can', 'canned-tomato'], [0.5, 'cup', 'cream'], [1, 'handful', '?basil'], [30, 'g', '?parmesan']],
    steps: [
      'Brown the seasoned chicken in the oil; lift out.',
      'Soften the chopped onion for 5 minutes, add the garlic, then the canned tomato, and simmer for 10 minutes.',
      'Stir in the cream, return the chicken and simmer for 6 to 8 minutes until cooked through. Finish with basil and parmesan, if using.',
    ],
  },
  {
    t: 'Ginger Garlic Chicken Stir-Fry', d: 'Sliced chicken and whatever vegetables you have in a quick soy, ginger and garlic sauce.',
    cuisine: 'chinese', meal: 'dinner', s: 4, prep: 15, cook: 10, eq: 'wok|small bowl',
    i: [[500, 'g', 'chicken', 'breast or thigh, thinly sliced'], [2, 'tbsp', 'oil'], [3, 'clove', 'garlic'], [1, 'tbsp', 'ginger', 'grated'], [3, 'tbsp', 'soy-sauce'], [1, 'tsp', '?cornstarch'], [1, 'tsp', '?sugar'], [1, '', '?bell-pepper', 'sliced'], [150, 'g', '?broccoli', 'small florets'], [1, '', '?carrot', 'thinly sliced'], [3, '', '?spring-onion']],
    steps: [
      'Mix the soy sauce with the cornstarch and sugar, if using, and 3 tablespoons of water.',
      'Stir-fry the chicken in the oil in a very hot wok for 4 minutes until cooked. Add the pepper, broccoli and carrot, if using (or other vegetables you have), and toss for 3 minutes.',
      'Add the garlic and ginger for 30 seconds, pour in the sauce and toss until glossy. Finish with the spring onion, if using, and serve with rice or noodles.',
    ],
  },
  {
    t: 'Chicken Quesadillas', d: 'Tortillas filled with chicken and melted cheese, toasted crisp in a dry pan.',
    cuisine: 'mexican', meal: 'dinner', s: 4, prep: 10, cook: 15, eq: 'large frying pan',
    i: [[4, '', 'flour-tortilla', 'large'], [300, 'g', 'chicken', 'cooked, shredded'], [150, 'g', 'cheese', 'grated'], [1, 'tsp', '?cumin'], [0.5, 'cup', '?salsa'], [0.5, 'cup', '?sour-cream'], [1, '', '?jalapeno']],
    steps: [
      'Toss the chicken with the cumin, if using, and a pinch of salt.',
      'Scatter half of each tortilla with cheese, chicken, sliced jalapeno, if using, and more cheese, and fold over.',
      'Toast in a dry pan over medium heat for 2 to 3 minutes a side until golden and the cheese has melted.',
      'Cut into wedges and serve with salsa and sour cream, if using.',
    ],
  },
  {
    t: 'Creamy Bacon and Onion Pasta', d: 'Slow-cooked onions and bacon in a light cream sauce with pasta.',
    cuisine: 'italian', meal: 'dinner', s: 4, prep: 10, cook: 20, eq: 'large pot|frying pan',
    i: [[350, 'g', 'pasta'], [150, 'g', 'bacon', 'diced'], [2, '', 'onion', 'thinly sliced'], [0.75, 'cup', 'cream'], [30, 'g', '?parmesan'], [1, 'handful', '?parsley']],
    steps: [
      'Fry the bacon until its fat runs, add the onions and cook gently for 12 minutes until soft and golden.',
      'Boil the pasta until al dente, keeping some water.',
      'Pour the cream into the onions, simmer for 2 minutes, then toss with the pasta, a splash of the water, and the parmesan and parsley, if using.',
    ],
  },
  {
    t: 'Chicken with Mushroom Cream Sauce', d: 'Pan-fried chicken in a garlicky mushroom and cream sauce.',
    cuisine: 'french', meal: 'dinner', s: 4, prep: 10, cook: 25, eq: 'large frying pan',
    i: [[700, 'g', 'chicken', 'breasts or boneless thighs'], [30, 'g', 'butter'], [250, 'g', 'mushroom', 'sliced'], [2, 'clove', 'garlic'], [0.75, 'cup', 'cream'], [1, 'tsp', '?thyme'], [0.5, 'cup', '?white-wine']],
    steps: [
      'Season the chicken and fry it in half the butter for 6 minutes a side until cooked. Lift out.',
      'Add the rest of the butter and the mushrooms and cook until browned, 6 minutes. Add the garlic and thyme, if using.',
      'Pour in the white wine, if using, and bubble away, then add the cream and simmer until it coats a spoon.',
      'Return the chicken with its juices and spoon the sauce over.',
    ],
  },
  {
    t: 'Beef and Onion Stir-Fry', d: 'Thin strips of beef and sweet onion tossed in a hot wok with soy and garlic.',
    cuisine: 'chinese', meal: 'dinner', s: 4, prep: 15, cook: 8, eq: 'wok',
    i: [[450, 'g', 'steak', 'thinly sliced'], [2, 'tbsp', 'oil'], [2, '', 'onion', 'in thin wedges'], [3, 'clove', 'garlic'], [3, 'tbsp', 'soy-sauce'], [1, 'tsp', '?ginger'], [1, 'tsp', '?sugar'], [1, 'tsp', '?cornstarch']],
    steps: [
      'Toss the beef with 1 tablespoon of the soy sauce, and the cornstarch if using.',
      'Sear the beef in half the oil in a smoking wok for 1 to 2 minutes; lift out.',
      'Stir-fry the onions in the rest of the oil for 3 minutes, add the garlic and ginger, if using, then the beef, the rest of the soy sauce and the sugar, if using. Toss for a minute and serve with rice.',
    ],
  },
  {
    t: 'Roast Chicken Thighs with Garlic and Rosemary', d: 'Crisp-skinned thighs roasted with whole garlic cloves and rosemary.',
    cuisine: 'italian', meal: 'dinner', s: 4, prep: 5, cook: 40, eq: 'roasting tin',
    i: [[8, '', 'chicken-thigh', 'bone-in, skin-on'], [2, 'tbsp', 'olive-oil'], [8, 'clove', 'garlic', 'unpeeled'], [3, 'sprig', 'rosemary'], [1, '', '?lemon']],
    steps: [
      'Heat the oven to 220°C. Toss the chicken with the olive oil, salt and pepper in a roasting tin and tuck the garlic and rosemary around.',
      'Roast skin-side up for 35 to 40 minutes until the skin is crisp and the juices run clear.',
      'Squeeze the lemon over, if using, and squeeze the soft garlic out of its skins to eat with the chicken.',
    ],
  },
  {
    t: 'Pork Fried Rice', d: 'Leftover rice fried with diced pork, egg, peas and soy.',
    cuisine: 'chinese', meal: 'dinner', s: 3, prep: 10, cook: 10, eq: 'wok',
    i: [[1, 'cup', 'rice', 'measured uncooked; cook and cool it first (makes about 3 cups)'], [250, 'g', 'pork', 'or ham, diced'], [2, 'tbsp', 'oil'], [2, '', 'egg'], [2, 'tbsp', 'soy-sauce'], [0.5, 'cup', '?pea'], [3, '', '?spring-onion'], [2, 'clove', '?garlic']],
    steps: [
      'Stir-fry the pork in half the oil over high heat for 4 minutes until browned, with the garlic if using.',
      'Push aside, add the rest of the oil and scramble the eggs.',
      'Add the rice and peas, if using, and toss until hot, then the soy sauce and spring onion, if using.',
    ],
  },
  {
    t: 'Smothered Chicken', d: 'Southern chicken browned and then braised under a buttery onion gravy.',
    cuisine: 'southern-us', meal: 'dinner', s: 4, prep: 10, cook: 40, eq: 'heavy skillet with lid',
    i: [[800, 'g', 'chicken', 'thighs or breasts'], [0.33, 'cup', 'flour'], [2, 'tbsp', 'oil'], [30, 'g', 'butter'], [2, '', 'onion', 'sliced'], [2, 'cup', 'stock', 'chicken'], [2, 'clove', '?garlic'], [1, 'tsp', '?paprika'], [1, 'tsp', '?thyme']],
    steps: [
      'Season the chicken, with the paprika if using, and dredge it in the flour, keeping 2 tablespoons of flour back. Brown in the oil for 4 minutes a side; lift out.',
      'Melt the butter in the pan and cook the onions, with the garlic and thyme if using, for 10 minutes until soft and golden.',
      'Stir in the reserved flour, then the stock, scraping up the browned bits, and bring to a simmer.',
      'Return the chicken, cover and simmer for 20 to 25 minutes until tender and the gravy thick. Serve with rice or mash.',
    ],
  },
  {
    t: 'Lemony Chickpea Pasta', d: 'Pasta tossed with crisped chickpeas, garlic, lemon and olive oil, with parmesan if you have it.',
    cuisine: 'mediterranean', meal: 'dinner', s: 4, prep: 5, cook: 20, eq: 'large pot|large frying pan',
    i: [[350, 'g', 'pasta'], [1, 'can', 'chickpea', 'drained and dried'], [4, 'tbsp', 'olive-oil'], [4, 'clove', 'garlic', 'sliced'], [1, '', 'lemon'], [0.5, 'tsp', '?chili-flake'], [30, 'g', '?parmesan'], [1, 'handful', '?parsley']],
    steps: [
      'Boil the pasta in salted water until al dente, keeping a cup of the water.',
      'Fry the chickpeas in the olive oil over medium-high heat for 8 minutes until golden and a little crisp. Add the garlic, and the chili flakes if using, for a minute.',
      'Toss in the pasta with the lemon zest and juice and a splash of pasta water. Finish with parmesan and parsley, if using.',
    ],
  },
  {
    t: 'Caramelised Onion Pasta with Parmesan', d: 'Onions cooked slowly in olive oil and garlic until jammy, tossed with pasta and parmesan.',
    cuisine: 'italian', meal: 'dinner', s: 4, prep: 10, cook: 35, eq: 'large frying pan|large pot',
    i: [[3, '', 'onion', 'thinly sliced'], [3, 'tbsp', 'olive-oil'], [3, 'clove', 'garlic'], [350, 'g', 'pasta'], [50, 'g', 'parmesan'], [1, 'tsp', '?thyme'], [20, 'g', '?butter'], [0.25, 'tsp', '?chili-flake']],
    steps: [
      'Cook the onions in the olive oil, with the thyme if using, over medium-low heat for 25 to 30 minutes, stirring now and then, until deep golden and jammy. Add the garlic for the last 2 minutes.',
      'Meanwhile boil the pasta until al dente, keeping a cup of the water.',
      'Toss the pasta with the onions, the butter and chili flakes, if using, half the parmesan and enough pasta water to make it glossy. Serve with the rest of the parmesan.',
    ],
  },
  {
    t: 'Creamy Garlic Shrimp', d: 'Shrimp in a garlic cream sauce with parmesan and wilted spinach, for pasta, rice or bread.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 5, cook: 12, eq: 'large frying pan',
    i: [[500, 'g', 'shrimp', 'peeled'], [30, 'g', 'butter'], [4, 'clove', 'garlic', 'minced'], [0.75, 'cup', 'cream'], [30, 'g', '?parmesan'], [100, 'g', '?spinach'], [1, '', '?lemon']],
    steps: [
      'Sear the seasoned shrimp in half the butter for 1 minute a side; lift out.',
      'Melt the rest of the butter, cook the garlic for a minute, pour in the cream and simmer for 3 minutes until slightly thick. Stir in the parmesan, if using.',
      'Wilt in the spinach, if using, return the shrimp for a minute to finish cooking and add a squeeze of lemon, if using.',
    ],
  },
  {
    t: 'Poulet à la Crème', d: 'French chicken gently cooked in butter and stock, then finished with cream.',
    cuisine: 'french', meal: 'dinner', s: 4, prep: 10, cook: 40, eq: 'large sauté pan with lid',
    i: [[1, 'kg', 'chicken', 'pieces, or 4 breasts'], [40, 'g', 'butter'], [1, '', 'onion', 'finely chopped'], [1, 'cup', 'stock', 'chicken'], [0.75, 'cup', 'cream'], [0.5, 'cup', '?white-wine'], [2, 'sprig', '?thyme']],
    steps: [
      'Season the chicken and cook it in the butter over medium heat for 4 minutes a side until lightly golden. Add the onion and cook for 5 minutes.',
      'Pour in the white wine, if using, and let it bubble, then add the stock and thyme, if using. Cover and simmer for 25 minutes until the chicken is cooked.',
      'Lift out the chicken, add the cream and boil for 3 to 4 minutes until the sauce coats a spoon. Season, return the chicken and serve with rice or potatoes.',
    ],
  },
  {
    t: 'Soy Ginger Glazed Pork Chops', d: 'Pork chops seared and glazed with soy, ginger, garlic and honey.',
    cuisine: 'international', meal: 'dinner', s: 4, prep: 5, cook: 15, eq: 'large frying pan|small bowl',
    i: [[4, '', 'pork-chop'], [1, 'tbsp', 'oil'], [3, 'tbsp', 'soy-sauce'], [1, 'tbsp', 'ginger', 'grated'], [2, 'clove', 'garlic', 'grated'], [2, 'tbsp', 'honey', 'or brown sugar'], [2, '', '?spring-onion']],
    steps: [
      'Mix the soy sauce, ginger, garlic and honey with 2 tablespoons of water.',
      'Season the pork chops lightly and sear in the oil for 4 to 5 minutes a side until nearly cooked.',
      'Pour in the sauce and bubble for 2 minutes, turning the chops, until sticky and glazed. Scatter with spring onion, if using.',
    ],
  },
];
