import type { RecipeDraft } from '../build.ts';

/** Middle Eastern, North African and West African mains. */
export const MIDDLE_EAST_AFRICA_DRAFTS: readonly RecipeDraft[] = [
  {
    t: 'Baked Falafel', d: 'Herby chickpea falafel baked rather than fried, crisp outside and green inside.',
    cuisine: 'middle-eastern', meal: 'dinner', s: 4, prep: 20, cook: 25, eq: 'food processor|baking tray',
    i: [[2, 'can', 'chickpea', 'drained and patted dry'], [1, '', 'onion'], [3, 'clove', 'garlic'], [1, 'handful', 'parsley'], [1, 'handful', 'cilantro'], [2, 'tsp', 'cumin'], [1, 'tsp', 'ground-coriander'], [3, 'tbsp', 'olive-oil'], [3, 'tbsp', 'tahini'], [1, '', 'lemon']],
    steps: [
      'Heat the oven to 200°C and oil a baking tray.',
      'Pulse the chickpeas, onion, garlic, herbs, spices and 1 tablespoon of oil to a coarse paste that holds together. Season well.',
      'Shape into 16 small patties, brush with oil and bake for 25 minutes, turning halfway, until golden.',
      'Whisk the tahini with lemon juice and water until pourable and serve with the falafel.',
    ],
  },
  {
    t: 'Mujadara', d: 'Lentils and rice topped with a tangle of deeply caramelised onions.',
    cuisine: 'middle-eastern', meal: 'dinner', s: 4, prep: 10, cook: 45, eq: 'large frying pan|saucepan with lid',
    i: [[1, 'cup', 'lentil', 'brown or green'], [1, 'cup', 'basmati-rice'], [4, '', 'onion', 'thinly sliced'], [0.33, 'cup', 'olive-oil'], [1, 'tsp', 'cumin'], [0.5, 'tsp', 'cinnamon'], [3, 'cup', 'water'], [0.5, 'cup', '?yogurt', 'to serve']],
    steps: [
      'Cook the lentils in boiling water for 15 minutes until just tender, then drain.',
      'Fry the onions in the oil over medium heat for 25 to 30 minutes, stirring, until dark golden and crisp in places.',
      'Put the lentils, rice, spices, water and a third of the onions in a saucepan with salt, bring to the boil, cover and cook on low for 18 minutes.',
      'Rest for 5 minutes, fluff and pile the remaining onions on top. Serve with yogurt if you like.',
    ],
  },
  {
    t: 'Chicken Shawarma Plate', d: 'Spiced roasted chicken thighs with garlic yogurt, salad and flatbread.',
    cuisine: 'middle-eastern', meal: 'dinner', s: 4, prep: 20, cook: 30, eq: 'roasting tin|bowl',
    i: [[800, 'g', 'chicken-thigh', 'boneless'], [3, 'tbsp', 'olive-oil'], [1, '', 'lemon'], [2, 'tsp', 'cumin'], [2, 'tsp', 'paprika'], [1, 'tsp', 'turmeric'], [0.5, 'tsp', 'cinnamon'], [3, 'clove', 'garlic'], [1, 'cup', 'greek-yogurt'], [4, '', 'pita'], [2, '', 'tomato'], [1, '', 'cucumber'], [0.5, '', 'red-onion']],
    steps: [
      'Mix the oil, lemon juice, spices and two cloves of garlic, coat the chicken and marinate for at least 15 minutes.',
      'Roast at 220°C for 25 to 30 minutes until charred at the edges. Rest and slice.',
      'Stir the remaining garlic into the yogurt with salt.',
      'Serve the chicken with the garlic yogurt, chopped tomato, cucumber and onion and warm pita.',
    ],
  },
  {
    t: 'Lamb Kofta with Tahini Sauce', d: 'Grilled spiced lamb skewers with lemony tahini.',
    cuisine: 'middle-eastern', meal: 'dinner', s: 4, prep: 20, cook: 12, eq: 'bowl|skewers|griddle pan',
    i: [[600, 'g', 'ground-lamb'], [1, '', 'onion', 'grated'], [2, 'clove', 'garlic'], [1, 'handful', 'parsley'], [2, 'tsp', 'cumin'], [1, 'tsp', 'allspice'], [0.5, 'tsp', 'cinnamon'], [4, 'tbsp', 'tahini'], [1, '', 'lemon'], [1, 'tbsp', 'olive-oil']],
    steps: [
      'Mix the lamb with the squeezed onion, garlic, chopped parsley, spices and salt. Shape around skewers into long sausages.',
      'Brush with oil and cook on a hot griddle for 10 to 12 minutes, turning, until browned and cooked.',
      'Whisk the tahini with lemon juice, salt and enough water to make a pourable sauce. Drizzle over the kofta.',
    ],
  },
  {
    t: 'Stuffed Peppers with Rice and Herbs', d: 'Peppers filled with tomato rice, pine nuts and herbs, baked until soft.',
    cuisine: 'middle-eastern', meal: 'dinner', s: 4, prep: 20, cook: 50, eq: 'baking dish|frying pan',
    i: [[4, '', 'red-bell-pepper'], [1, 'cup', 'rice'], [3, 'tbsp', 'olive-oil'], [1, '', 'onion'], [2, 'clove', 'garlic'], [2, 'tbsp', 'tomato-paste'], [0.25, 'cup', 'pine-nut'], [1, 'handful', 'mint'], [1, 'handful', 'parsley'], [1, 'tsp', 'allspice'], [1.5, 'cup', 'vegetable-stock']],
    steps: [
      'Heat the oven to 190°C. Cut the tops off the peppers and remove the seeds.',
      'Soften the onion and garlic in the oil, add the rice, tomato paste, pine nuts and allspice and stir for 2 minutes. Stir in the herbs.',
      'Fill the peppers loosely, stand them in a dish and pour the stock around them. Put the tops back on.',
      'Cover with foil and bake for 40 minutes, then uncover for 10 minutes.',
    ],
  },
  {
    t: 'Chicken Tagine with Olives and Lemon', d: 'Chicken braised with ginger, turmeric, olives and lemon.',
    cuisine: 'north-african', meal: 'dinner', s: 4, prep: 15, cook: 60, eq: 'tagine or casserole dish with lid',
    i: [[8, '', 'chicken-thigh', 'bone-in'], [2, 'tbsp', 'olive-oil'], [2, '', 'onion'], [3, 'clove', 'garlic'], [1, 'tsp', 'ground-ginger'], [1, 'tsp', 'turmeric'], [1, 'tsp', 'cumin'], [1, '', 'cinnamon', 'stick'], [1.5, 'cup', 'chicken-stock'], [0.75, 'cup', 'olive', 'green'], [1, '', 'lemon'], [1, 'handful', 'cilantro']],
    steps: [
      'Brown the chicken in the oil and set aside.',
      'Cook the sliced onions for 8 minutes, then the garlic and spices for 1 minute.',
      'Return the chicken with the stock, cover and simmer gently for 40 minutes.',
      'Add the olives and lemon cut into wedges and cook 10 minutes more. Scatter with cilantro and serve with couscous.',
    ],
  },
  {
    t: 'Vegetable Couscous', d: 'Fluffy couscous under spiced roasted vegetables and chickpeas.',
    cuisine: 'north-african', meal: 'dinner', s: 4, prep: 15, cook: 35, eq: 'roasting tin|bowl',
    i: [[1, '', 'eggplant'], [2, '', 'zucchini'], [1, '', 'red-bell-pepper'], [1, '', 'red-onion'], [1, 'can', 'chickpea'], [3, 'tbsp', 'olive-oil'], [2, 'tsp', 'cumin'], [1, 'tsp', 'cinnamon'], [1.5, 'cup', 'couscous'], [1.5, 'cup', 'vegetable-stock', 'boiling'], [1, 'handful', 'mint'], [0.33, 'cup', 'raisin']],
    steps: [
      'Heat the oven to 210°C. Toss the chunked vegetables and chickpeas with the oil and spices and roast for 30 to 35 minutes.',
      'Pour the boiling stock over the couscous and raisins, cover and leave 5 minutes, then fluff with a fork.',
      'Pile the vegetables on the couscous and scatter with mint.',
    ],
  },
  {
    t: 'Lamb and Date Tagine', d: 'Lamb slow-cooked with warm spices and dates until meltingly soft.',
    cuisine: 'north-african', meal: 'dinner', s: 6, prep: 15, cook: 120, eq: 'casserole dish with lid',
    i: [[1, 'kg', 'lamb', 'shoulder, cubed'], [2, 'tbsp', 'olive-oil'], [2, '', 'onion'], [3, 'clove', 'garlic'], [2, 'tsp', 'cumin'], [2, 'tsp', 'ground-coriander'], [1, 'tsp', 'cinnamon'], [1, 'tsp', 'ground-ginger'], [1, 'can', 'canned-tomato'], [2, 'cup', 'beef-stock'], [0.75, 'cup', 'date', 'pitted'], [0.25, 'cup', 'almond', 'toasted']],
    steps: [
      'Brown the lamb in the oil in batches.',
      'Soften the onions, then add the garlic and spices for 1 minute.',
      'Return the lamb with the tomatoes and stock, cover and simmer for 1½ hours.',
      'Add the dates and cook 30 minutes more until the lamb is very tender. Scatter with almonds.',
    ],
  },
  {
    t: 'Jollof Rice', d: 'West African one-pot rice cooked in a rich, smoky tomato and pepper sauce.',
    cuisine: 'west-african', meal: 'dinner', s: 6, prep: 15, cook: 45, eq: 'blender|heavy pot with lid',
    i: [[2, '', 'red-bell-pepper'], [1, 'can', 'canned-tomato'], [2, '', 'onion'], [1, '', 'chili-pepper', 'scotch bonnet'], [0.25, 'cup', 'vegetable-oil'], [3, 'tbsp', 'tomato-paste'], [2, 'tsp', 'curry-powder'], [1, 'tsp', 'thyme'], [2, '', 'bay-leaf'], [2, 'cup', 'rice', 'long-grain, rinsed'], [2, 'cup', 'vegetable-stock']],
    steps: [
      'Blend the peppers, tomatoes, one onion and the chili to a smooth purée.',
      'Fry the other onion, sliced, in the oil for 5 minutes, add the tomato paste and fry for 3 minutes, then the purée, curry powder, thyme and bay. Simmer for 15 minutes until thick and darker.',
      'Stir in the rice and stock, season, cover tightly and cook on low for 25 to 30 minutes without stirring until the rice is tender.',
      'Let it catch slightly on the bottom for the prized smoky flavour, then fluff and serve.',
    ],
  },
  {
    t: 'Chicken Maafe', d: 'Senegalese-style chicken and vegetable stew in a peanut and tomato sauce.',
    cuisine: 'west-african', meal: 'dinner', s: 4, prep: 15, cook: 50, eq: 'large pot',
    i: [[800, 'g', 'chicken-thigh'], [2, 'tbsp', 'vegetable-oil'], [1, '', 'onion'], [3, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [2, 'tbsp', 'tomato-paste'], [0.5, 'cup', 'peanut-butter'], [3, 'cup', 'chicken-stock'], [1, '', 'sweet-potato'], [2, '', 'carrot'], [0.25, '', 'cabbage'], [1, '', 'chili-pepper']],
    steps: [
      'Brown the chicken in the oil and set aside.',
      'Soften the onion, garlic and ginger, then stir in the tomato paste.',
      'Whisk in the peanut butter and stock until smooth, return the chicken with the chunked vegetables and whole chili.',
      'Simmer for 35 to 40 minutes until the chicken and vegetables are tender and the sauce is thick.',
    ],
  },
  {
    t: 'Red Lentil Wot', d: 'An Ethiopian-inspired spiced red lentil stew with berbere-style paprika and chili.',
    cuisine: 'east-african', meal: 'dinner', s: 4, prep: 10, cook: 35, eq: 'large saucepan',
    i: [[2, '', 'onion', 'very finely chopped'], [3, 'tbsp', 'vegetable-oil'], [3, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [2, 'tbsp', 'paprika'], [1, 'tsp', 'cayenne'], [0.5, 'tsp', 'cardamom'], [2, 'tbsp', 'tomato-paste'], [1.5, 'cup', 'red-lentil'], [4, 'cup', 'water']],
    steps: [
      'Cook the onions in a dry pan for 5 minutes, then add the oil and cook 10 minutes more until soft and jammy.',
      'Add the garlic, ginger, spices and tomato paste and cook for 2 minutes.',
      'Add the lentils and water and simmer for 20 minutes, stirring, until thick. Season and serve with rice or flatbread.',
    ],
  },
  {
    t: 'Harissa-Style Roast Chicken and Chickpeas', d: 'Chicken thighs roasted on chickpeas and peppers with a chili and caraway-style paste.',
    cuisine: 'north-african', meal: 'dinner', s: 4, prep: 10, cook: 40, eq: 'roasting tin|bowl',
    i: [[8, '', 'chicken-thigh', 'bone-in'], [2, 'can', 'chickpea'], [2, '', 'red-bell-pepper'], [1, '', 'red-onion'], [2, 'tsp', 'smoked-paprika'], [1, 'tsp', 'cumin'], [1, 'tsp', 'chili-flake'], [2, 'clove', 'garlic'], [3, 'tbsp', 'olive-oil'], [1, '', 'lemon'], [0.5, 'cup', 'greek-yogurt']],
    steps: [
      'Heat the oven to 220°C. Mix the spices, garlic and oil into a paste.',
      'Toss the chickpeas, sliced peppers and onion in half the paste in a roasting tin. Rub the rest over the chicken and sit it on top.',
      'Roast for 40 minutes until the chicken is golden and cooked.',
      'Squeeze over lemon and serve with yogurt.',
    ],
  },
];
