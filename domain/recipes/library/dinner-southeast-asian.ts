import type { RecipeDraft } from '../build.ts';

/** Thai and Vietnamese mains. */
export const SOUTHEAST_ASIAN_DRAFTS: readonly RecipeDraft[] = [
  {
    t: 'Thai Green Curry with Chicken', d: 'Chicken and vegetables simmered in coconut milk with green curry paste and basil.',
    cuisine: 'thai', meal: 'dinner', s: 4, prep: 10, cook: 20, eq: 'wok or large saucepan',
    i: [[1, 'tbsp', 'vegetable-oil'], [3, 'tbsp', 'curry-paste', 'green'], [1, 'can', 'coconut-milk'], [500, 'g', 'chicken-thigh', 'sliced'], [1, '', 'zucchini'], [100, 'g', 'green-bean'], [1, 'tbsp', 'fish-sauce'], [1, 'tsp', 'brown-sugar'], [1, 'handful', 'basil', 'thai basil'], [1, '', 'lime']],
    steps: [
      'Fry the curry paste in the oil for 1 minute until fragrant, then stir in half the coconut milk and bubble for 2 minutes.',
      'Add the chicken and cook for 5 minutes, then the rest of the coconut milk, the sliced courgette and beans.',
      'Simmer for 8 minutes until the chicken is cooked. Season with fish sauce, sugar and lime juice.',
      'Stir in the basil and serve with jasmine rice.',
    ],
  },
  {
    t: 'Thai Red Curry with Tofu and Vegetables', d: 'Tofu, peppers and bamboo-crisp vegetables in a fragrant red curry.',
    cuisine: 'thai', meal: 'dinner', s: 4, prep: 10, cook: 20, eq: 'wok or large saucepan',
    i: [[1, 'tbsp', 'vegetable-oil'], [3, 'tbsp', 'curry-paste', 'red'], [1, 'can', 'coconut-milk'], [400, 'g', 'tofu', 'firm, cubed'], [1, '', 'red-bell-pepper'], [1, 'cup', 'snow-pea'], [1, 'tbsp', 'tamari'], [1, 'tsp', 'brown-sugar'], [1, '', 'lime'], [1, 'handful', 'basil']],
    steps: [
      'Fry the curry paste in the oil for 1 minute, then add the coconut milk and bring to a simmer.',
      'Add the tofu and sliced pepper and simmer for 8 minutes.',
      'Add the snow peas for 2 minutes, season with tamari, sugar and lime and stir in the basil.',
    ],
  },
  {
    t: 'Pad Thai', d: 'Stir-fried rice noodles with shrimp, egg, peanuts and tamarind-style sauce.',
    cuisine: 'thai', meal: 'dinner', s: 2, prep: 20, cook: 10, eq: 'wok|bowl',
    i: [[200, 'g', 'rice-noodle', 'flat'], [2, 'tbsp', 'fish-sauce'], [2, 'tbsp', 'brown-sugar'], [2, '', 'lime'], [1, 'tbsp', 'ketchup'], [2, 'tbsp', 'vegetable-oil'], [200, 'g', 'shrimp'], [2, 'clove', 'garlic'], [2, '', 'egg'], [2, 'cup', 'bean-sprout'], [3, '', 'spring-onion'], [0.25, 'cup', 'peanut', 'crushed'], [0.5, 'tsp', 'chili-flake']],
    steps: [
      'Soak the noodles in hot water for 10 minutes until pliable, then drain. Mix the fish sauce, sugar, juice of 1 lime and ketchup.',
      'Stir-fry the garlic and shrimp in the oil for 2 minutes. Push aside, add the eggs and scramble.',
      'Add the noodles and sauce and toss for 2 to 3 minutes until the noodles are tender, adding a splash of water if needed.',
      'Toss in the sprouts and spring onion and serve with peanuts, chili and lime wedges.',
    ],
  },
  {
    t: 'Thai Basil Chicken', d: 'Pad kra pao: minced chicken stir-fried with chili, garlic and holy basil.',
    cuisine: 'thai', meal: 'dinner', s: 2, prep: 10, cook: 8, eq: 'wok|frying pan',
    i: [[400, 'g', 'ground-chicken'], [4, 'clove', 'garlic'], [3, '', 'chili-pepper'], [1, 'tbsp', 'vegetable-oil'], [1, 'tbsp', 'oyster-sauce'], [1, 'tbsp', 'fish-sauce'], [1, 'tsp', 'sugar'], [2, 'handful', 'basil'], [2, '', 'egg'], [0.66, 'cup', 'jasmine-rice', 'cooked; measured uncooked, makes about 2 cups']],
    steps: [
      'Pound or finely chop the garlic and chilies.',
      'Stir-fry them in the oil for 30 seconds, add the mince and cook over high heat for 4 minutes.',
      'Add the sauces and sugar, toss, then stir in the basil until wilted.',
      'Serve over rice with a crisp fried egg.',
    ],
  },
  {
    t: 'Massaman Beef Curry', d: 'A mild, rich curry with slow-cooked beef, potatoes and peanuts.',
    cuisine: 'thai', meal: 'dinner', s: 4, prep: 15, cook: 120, eq: 'heavy pot with lid',
    i: [[700, 'g', 'beef', 'stewing, cubed'], [1, 'tbsp', 'vegetable-oil'], [4, 'tbsp', 'curry-paste', 'massaman'], [2, 'can', 'coconut-milk'], [1, 'cup', 'beef-stock'], [400, 'g', 'potato'], [1, '', 'onion'], [1, '', 'cinnamon', 'stick'], [2, 'tbsp', 'fish-sauce'], [1, 'tbsp', 'brown-sugar'], [0.33, 'cup', 'peanut']],
    steps: [
      'Brown the beef in the oil, then stir in the curry paste for 1 minute.',
      'Add the coconut milk, stock and cinnamon, cover and simmer gently for 1½ hours.',
      'Add the cubed potatoes and onion wedges and cook 30 minutes more until tender.',
      'Season with fish sauce and sugar and scatter with peanuts.',
    ],
  },
  {
    t: 'Thai Peanut Noodles', d: 'Rice noodles with crunchy vegetables in a creamy peanut-lime sauce.',
    cuisine: 'thai', meal: 'dinner', s: 3, prep: 15, cook: 8, eq: 'pot|bowl|whisk',
    i: [[250, 'g', 'rice-noodle'], [0.33, 'cup', 'peanut-butter'], [2, 'tbsp', 'tamari'], [1, '', 'lime'], [1, 'tbsp', 'maple-syrup'], [1, 'tsp', 'sriracha'], [1, '', 'red-bell-pepper'], [1, '', 'carrot'], [1, 'cup', 'edamame'], [1, 'handful', 'cilantro'], [2, 'tbsp', 'peanut']],
    steps: [
      'Cook the noodles and drain, adding the edamame for the last 2 minutes.',
      'Whisk the peanut butter, tamari, lime juice, maple syrup and sriracha with a little hot water until pourable.',
      'Toss the noodles with the sliced vegetables and sauce and top with cilantro and peanuts.',
    ],
  },
  {
    t: 'Thai Fish Cakes', d: 'Bouncy white fish cakes with red curry paste, lime zest and green beans.',
    cuisine: 'thai', meal: 'snack', s: 4, prep: 20, cook: 10, eq: 'food processor|frying pan',
    i: [[500, 'g', 'white-fish'], [2, 'tbsp', 'curry-paste', 'red'], [1, '', 'egg'], [1, 'tbsp', 'fish-sauce'], [1, '', 'lime', 'zested'], [80, 'g', 'green-bean', 'finely sliced'], [3, 'tbsp', 'vegetable-oil'], [3, 'tbsp', 'sweet-chili-sauce']],
    steps: [
      'Blitz the fish, curry paste, egg, fish sauce and lime zest to a sticky paste.',
      'Stir in the green beans and shape into 16 small flat cakes with oiled hands.',
      'Heat the vegetable oil in a frying pan and shallow-fry the cakes for 2 minutes per side until puffed and golden. Serve with sweet chili sauce.',
    ],
  },
  {
    t: 'Vietnamese Lemongrass Chicken', d: 'Chicken thighs marinated in lemongrass, garlic and fish sauce, then caramelised.',
    cuisine: 'vietnamese', meal: 'dinner', s: 4, prep: 40, cook: 15, eq: 'bowl|frying pan',
    i: [[600, 'g', 'chicken-thigh', 'boneless'], [2, '', 'lemongrass', 'finely chopped'], [3, 'clove', 'garlic'], [2, 'tbsp', 'fish-sauce'], [1, 'tbsp', 'brown-sugar'], [1, 'tbsp', 'vegetable-oil'], [1, '', 'chili-pepper'], [1, 'handful', 'cilantro'], [1, '', 'lime']],
    steps: [
      'Mix the lemongrass, garlic, fish sauce, sugar and chili and marinate the chicken for 30 minutes.',
      'Cook in the oil over medium-high heat for 6 to 7 minutes per side until caramelised and cooked through.',
      'Slice and serve with rice, cilantro and lime.',
    ],
  },
  {
    t: 'Banh Mi Rice Bowl', d: 'The flavours of banh mi: pork, quick-pickled carrots, cucumber and herbs over rice.',
    cuisine: 'vietnamese', meal: 'lunch', s: 4, prep: 20, cook: 10, eq: 'frying pan|bowls',
    i: [[500, 'g', 'ground-pork'], [2, 'tbsp', 'fish-sauce'], [1, 'tbsp', 'brown-sugar'], [2, 'clove', 'garlic'], [2, '', 'carrot', 'julienned'], [0.25, 'cup', 'rice-vinegar'], [1, 'tbsp', 'sugar'], [1, '', 'cucumber'], [1, 'handful', 'cilantro'], [1, '', 'jalapeno'], [3, 'tbsp', 'mayonnaise'], [1, 'tsp', 'sriracha'], [1.33, 'cup', 'rice', 'cooked; measured uncooked, makes about 4 cups']],
    steps: [
      'Toss the carrots with the vinegar, sugar and a pinch of salt and leave to pickle while you cook.',
      'Fry the pork until browned, then add the garlic, fish sauce and brown sugar and cook until sticky.',
      'Mix the mayonnaise with sriracha.',
      'Serve the pork over rice with the pickled carrot, sliced cucumber, jalapeño, cilantro and a drizzle of spicy mayo.',
    ],
  },
  {
    t: 'Vietnamese Caramel Pork', d: 'Pork braised in a dark caramel and fish sauce until sticky.',
    cuisine: 'vietnamese', meal: 'dinner', s: 4, prep: 10, cook: 50, eq: 'heavy pan with lid',
    i: [[700, 'g', 'pork', 'shoulder or belly, cubed'], [0.33, 'cup', 'sugar'], [3, 'tbsp', 'fish-sauce'], [1, '', 'shallot'], [3, 'clove', 'garlic'], [1, 'cup', 'water'], [3, '', 'spring-onion'], [null, '', 'black-pepper']],
    steps: [
      'Melt the sugar in the pan over medium heat without stirring until it turns deep amber.',
      'Carefully add the pork, shallot and garlic and stir to coat, then add the fish sauce and water.',
      'Cover and simmer for 40 minutes, then uncover and reduce until the sauce is thick and glossy. Finish with pepper and spring onion.',
    ],
  },
  {
    t: 'Lemongrass Tofu Vermicelli Bowl', d: 'Crisp lemongrass tofu over rice noodles with herbs and lime dressing.',
    cuisine: 'vietnamese', meal: 'lunch', s: 4, prep: 20, cook: 15, eq: 'frying pan|pot|bowls',
    i: [[400, 'g', 'tofu', 'firm'], [2, '', 'lemongrass'], [2, 'clove', 'garlic'], [2, 'tbsp', 'tamari'], [2, 'tbsp', 'vegetable-oil'], [250, 'g', 'rice-noodle'], [1, '', 'cucumber'], [1, '', 'carrot'], [1, 'handful', 'mint'], [1, 'handful', 'cilantro'], [2, '', 'lime'], [1, 'tbsp', 'sugar'], [0.25, 'cup', 'peanut']],
    steps: [
      'Finely chop the lemongrass and garlic and toss with the sliced tofu and tamari.',
      'Fry the tofu in the oil until golden and crisp on both sides.',
      'Cook the noodles and rinse in cold water. Mix the lime juice, sugar and 3 tablespoons of water for a dressing.',
      'Serve the noodles with the vegetables cut into matchsticks, herbs, tofu and peanuts, with the dressing poured over.',
    ],
  },
  {
    t: 'Shrimp Fried Rice with Pineapple', d: 'Thai-style fried rice with shrimp, pineapple, cashews and curry powder.',
    cuisine: 'thai', meal: 'dinner', s: 2, prep: 10, cook: 10, eq: 'wok',
    i: [[1, 'cup', 'jasmine-rice', 'cooked and cooled; measured uncooked, makes about 3 cups'], [200, 'g', 'shrimp'], [1, 'cup', 'pineapple'], [0.33, 'cup', 'cashew'], [1, 'tsp', 'curry-powder'], [2, 'tbsp', 'fish-sauce'], [2, 'tbsp', 'vegetable-oil'], [2, 'clove', 'garlic'], [3, '', 'spring-onion'], [1, '', 'egg']],
    steps: [
      'Stir-fry the garlic and shrimp in the oil for 2 minutes, push aside and scramble the egg.',
      'Add the rice and curry powder and toss over high heat for 3 minutes.',
      'Add the pineapple, cashews and fish sauce and toss until hot. Finish with spring onion.',
    ],
  },
];
