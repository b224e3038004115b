import type { RecipeDraft } from '../build.ts';

/** Side dishes and breads. */
export const SIDE_DRAFTS: readonly RecipeDraft[] = [
  {
    t: 'Crispy Roast Potatoes', d: 'Fluffy inside, crunchy outside, roasted in hot oil with rosemary.',
    cuisine: 'british', meal: 'side', s: 4, prep: 10, cook: 60, eq: 'saucepan|colander|roasting tin',
    i: [[1.2, 'kg', 'potato', 'floury'], [4, 'tbsp', 'vegetable-oil'], [2, 'sprig', 'rosemary'], [1, 'tsp', 'salt']],
    steps: [
      'Heat the oven to 220°C with the oil in a roasting tin.',
      'Cut the potatoes into large chunks and boil for 8 minutes. Drain and shake in the colander to rough up the edges.',
      'Tip carefully into the hot oil, turn to coat, add the rosemary and salt and roast for 50 minutes, turning once, until deep golden.',
    ],
  },
  {
    t: 'Creamy Mashed Potatoes', d: 'Smooth, buttery mash seasoned well.',
    cuisine: 'british', meal: 'side', s: 4, prep: 10, cook: 20, eq: 'saucepan|masher',
    i: [[1, 'kg', 'potato'], [60, 'g', 'butter'], [0.5, 'cup', 'milk', 'warm'], [null, '', 'salt'], [null, '', 'black-pepper']],
    steps: [
      'Peel and chunk the potatoes and boil in salted water for 15 to 20 minutes until very tender.',
      'Drain and leave to steam dry for 2 minutes.',
      'Mash with the butter and warm milk until smooth, and season well.',
    ],
  },
  {
    t: 'Garlic Green Beans', d: 'Blanched green beans tossed with garlic and olive oil.',
    cuisine: 'international', meal: 'side', s: 4, prep: 5, cook: 8, eq: 'saucepan|frying pan',
    i: [[400, 'g', 'green-bean'], [2, 'tbsp', 'olive-oil'], [2, 'clove', 'garlic', 'sliced'], [0.5, '', 'lemon']],
    steps: [
      'Boil the beans in salted water for 3 minutes and drain.',
      'Warm the oil with the garlic until sizzling, add the beans and toss for 2 minutes.',
      'Season and squeeze over lemon.',
    ],
  },
  {
    t: 'Honey Roasted Carrots', d: 'Carrots roasted until caramelised with honey and thyme.',
    cuisine: 'british', meal: 'side', s: 4, prep: 5, cook: 30, eq: 'roasting tin',
    i: [[600, 'g', 'carrot'], [2, 'tbsp', 'olive-oil'], [1, 'tbsp', 'honey'], [3, 'sprig', 'thyme']],
    steps: [
      'Heat the oven to 200°C. Halve the carrots lengthways.',
      'Toss with the oil, honey, thyme and salt and roast for 25 to 30 minutes until tender and sticky.',
    ],
  },
  {
    t: 'Roasted Broccoli with Lemon and Chili', d: 'Charred broccoli florets with lemon zest and chili flakes.',
    cuisine: 'international', meal: 'side', s: 4, prep: 5, cook: 20, eq: 'baking tray',
    i: [[1, 'head', 'broccoli'], [2, 'tbsp', 'olive-oil'], [0.5, 'tsp', 'chili-flake'], [1, '', 'lemon'], [null, '', 'salt']],
    steps: [
      'Heat the oven to 220°C. Cut the broccoli into florets and slice the stalk.',
      'Toss with the oil, chili and salt and roast for 18 to 20 minutes until charred at the edges.',
      'Grate over lemon zest and squeeze over a little juice.',
    ],
  },
  {
    t: 'Perfect Steamed Rice', d: 'Fluffy long-grain rice by the absorption method.',
    cuisine: 'international', meal: 'side', s: 4, prep: 2, cook: 20, eq: 'saucepan with tight lid|sieve',
    i: [[1.5, 'cup', 'rice'], [2.25, 'cup', 'water'], [0.5, 'tsp', 'salt']],
    steps: [
      'Rinse the rice in a sieve until the water runs almost clear.',
      'Put it in a saucepan with the water and salt and bring to the boil.',
      'Cover, turn the heat to its lowest and cook for 12 minutes. Leave covered off the heat for 5 minutes, then fluff with a fork.',
    ],
  },
  {
    t: 'Classic Coleslaw', d: 'Crunchy cabbage and carrot in a tangy mayonnaise dressing.',
    cuisine: 'american', meal: 'side', s: 6, prep: 15, cook: 0, eq: 'large bowl|grater',
    i: [[0.5, '', 'cabbage', 'finely shredded'], [2, '', 'carrot', 'grated'], [0.5, '', 'onion', 'finely grated'], [0.5, 'cup', 'mayonnaise'], [1, 'tbsp', 'apple-cider-vinegar'], [1, 'tsp', 'sugar']],
    steps: [
      'Mix the mayonnaise, vinegar, sugar and a pinch of salt.',
      'Toss with the cabbage, carrot and onion and chill for 15 minutes before serving.',
    ],
  },
  {
    t: 'Potato Salad with Herbs', d: 'Waxy potatoes in a light mustard vinaigrette with spring onions and herbs.',
    cuisine: 'german', meal: 'side', s: 6, prep: 10, cook: 20, eq: 'saucepan|bowl',
    i: [[1, 'kg', 'potato', 'waxy'], [3, 'tbsp', 'olive-oil'], [2, 'tbsp', 'white-wine-vinegar'], [1, 'tsp', 'mustard'], [4, '', 'spring-onion'], [1, 'handful', 'dill'], [1, 'handful', 'chive']],
    steps: [
      'Boil the potatoes until just tender, drain and halve while warm.',
      'Whisk the oil, vinegar and mustard with salt and pepper and pour over the warm potatoes.',
      'Cool a little, then fold in the spring onions and herbs.',
    ],
  },
  {
    t: 'Grilled Corn with Lime Butter', d: 'Charred corn cobs brushed with chili-lime butter.',
    cuisine: 'mexican', meal: 'side', s: 4, prep: 5, cook: 12, eq: 'griddle pan or grill|small bowl',
    i: [[4, '', 'corn', 'cobs'], [40, 'g', 'butter', 'soft'], [1, '', 'lime'], [0.5, 'tsp', 'chili-powder'], [30, 'g', 'feta', 'crumbled']],
    steps: [
      'Cook the corn on a hot griddle for 10 to 12 minutes, turning, until charred in spots.',
      'Mix the butter with the lime zest, chili and a pinch of salt.',
      'Brush the hot corn with the butter and sprinkle with feta.',
    ],
  },
  {
    t: 'Garlic Bread', d: 'Baguette filled with garlic and parsley butter, baked until crisp.',
    cuisine: 'italian', meal: 'side', s: 6, prep: 10, cook: 15, eq: 'bowl|foil|baking tray',
    i: [[1, '', 'baguette'], [80, 'g', 'butter', 'soft'], [3, 'clove', 'garlic', 'crushed'], [1, 'handful', 'parsley']],
    steps: [
      'Heat the oven to 200°C. Mix the butter, garlic, chopped parsley and a pinch of salt.',
      'Slice the baguette at intervals without cutting all the way through and spread the butter into each cut.',
      'Wrap in foil and bake for 10 minutes, then open the foil and bake 5 minutes more until crisp.',
    ],
  },
  {
    t: 'Yorkshire Puddings', d: 'Tall, crisp batter puddings for a Sunday roast.',
    cuisine: 'british', meal: 'side', s: 6, prep: 10, cook: 25, eq: '12-hole muffin tin|jug|whisk',
    i: [[1, 'cup', 'flour'], [3, '', 'egg'], [1, 'cup', 'milk'], [3, 'tbsp', 'vegetable-oil'], [0.5, 'tsp', 'salt']],
    steps: [
      'Whisk the flour, eggs, milk and salt to a smooth batter and rest for at least 30 minutes.',
      'Heat the oven to 230°C. Put a little oil in each hole of the tin and heat for 10 minutes until smoking.',
      'Pour the batter quickly into the hot oil and bake for 20 to 25 minutes without opening the door, until tall and golden.',
    ],
  },
  {
    t: 'Patatas Bravas', d: 'Crisp potato cubes with a smoky tomato sauce.',
    cuisine: 'spanish', meal: 'side', s: 4, prep: 10, cook: 40, eq: 'baking tray|saucepan',
    i: [[800, 'g', 'potato', 'cubed'], [4, 'tbsp', 'olive-oil'], [1, 'clove', 'garlic'], [2, 'tsp', 'smoked-paprika'], [0.25, 'tsp', 'cayenne'], [1, 'cup', 'passata'], [1, 'tsp', 'red-wine-vinegar']],
    steps: [
      'Toss the potatoes with 3 tablespoons of oil and salt and roast at 220°C for 35 to 40 minutes until crisp.',
      'Warm the remaining oil with the garlic and spices, add the passata and vinegar and simmer for 10 minutes.',
      'Spoon the sauce over the hot potatoes.',
    ],
  },
  {
    t: 'Greek Lemon Potatoes', d: 'Potatoes roasted in lemon juice, garlic, oregano and olive oil until sticky.',
    cuisine: 'greek', meal: 'side', s: 4, prep: 10, cook: 60, eq: 'roasting tin',
    i: [[1, 'kg', 'potato', 'wedges'], [0.25, 'cup', 'olive-oil'], [2, '', 'lemon'], [3, 'clove', 'garlic'], [2, 'tsp', 'oregano'], [0.5, 'cup', 'vegetable-stock']],
    steps: [
      'Heat the oven to 200°C. Toss the potatoes with the oil, lemon juice, garlic, oregano and salt in a tin.',
      'Pour in the stock and roast for 1 hour, turning twice, until the liquid is absorbed and the edges are golden.',
    ],
  },
  {
    t: 'Dry-Fried Sichuan Green Beans', d: 'Blistered green beans with garlic, chili and a splash of tamari.',
    cuisine: 'chinese', meal: 'side', s: 4, prep: 5, cook: 10, eq: 'wok',
    i: [[400, 'g', 'green-bean'], [2, 'tbsp', 'vegetable-oil'], [3, 'clove', 'garlic'], [1, 'tsp', 'chili-flake'], [1, 'tbsp', 'tamari'], [1, 'tsp', 'sugar']],
    steps: [
      'Stir-fry the beans in the oil over high heat for 6 to 8 minutes until wrinkled and blistered.',
      'Add the garlic and chili for 30 seconds, then the tamari and sugar, and toss.',
    ],
  },
  {
    t: 'Garlic Bok Choy', d: 'Bok choy stir-fried quickly with garlic.',
    cuisine: 'chinese', meal: 'side', s: 4, prep: 5, cook: 5, eq: 'wok',
    i: [[4, '', 'bok-choy', 'halved'], [1, 'tbsp', 'vegetable-oil'], [3, 'clove', 'garlic'], [1, 'tbsp', 'tamari'], [1, 'tsp', 'sesame-oil']],
    steps: [
      'Heat the oil in a wok and fry the garlic for 20 seconds.',
      'Add the bok choy and a splash of water and toss for 2 to 3 minutes until just wilted.',
      'Season with tamari and sesame oil.',
    ],
  },
  {
    t: 'Cucumber Raita', d: 'Cool yogurt with cucumber, mint and toasted cumin.',
    cuisine: 'indian', meal: 'side', s: 4, prep: 10, cook: 0, eq: 'bowl|grater',
    i: [[1, 'cup', 'yogurt'], [0.5, '', 'cucumber', 'grated and squeezed'], [1, 'tbsp', 'mint'], [0.5, 'tsp', 'cumin', 'toasted']],
    steps: [
      'Mix the yogurt with the cucumber, chopped mint and cumin.',
      'Season with salt and chill until needed.',
    ],
  },
  {
    t: 'Mexican Red Rice', d: 'Rice toasted in oil and simmered in a tomato and garlic broth.',
    cuisine: 'mexican', meal: 'side', s: 4, prep: 5, cook: 25, eq: 'blender|saucepan with lid',
    i: [[1, 'cup', 'rice'], [2, 'tbsp', 'vegetable-oil'], [2, '', 'tomato'], [0.5, '', 'onion'], [1, 'clove', 'garlic'], [1.5, 'cup', 'vegetable-stock'], [1, 'handful', 'cilantro']],
    steps: [
      'Blend the tomatoes, onion and garlic until smooth.',
      'Fry the rice in the oil for 4 minutes until golden, then add the tomato purée and cook for 2 minutes.',
      'Add the stock, cover and cook on low for 18 minutes. Fluff and stir through cilantro.',
    ],
  },
  {
    t: 'Refried Beans', d: 'Creamy mashed pinto beans with onion and cumin.',
    cuisine: 'mexican', meal: 'side', s: 4, prep: 5, cook: 15, eq: 'frying pan|masher',
    i: [[2, 'can', 'pinto-bean'], [2, 'tbsp', 'vegetable-oil'], [0.5, '', 'onion'], [2, 'clove', 'garlic'], [1, 'tsp', 'cumin']],
    steps: [
      'Cook the chopped onion in the oil for 5 minutes, then add the garlic and cumin.',
      'Add the beans with some of their liquid and mash in the pan until creamy, adding water if needed. Season.',
    ],
  },
  {
    t: 'Sweet Potato Wedges', d: 'Oven-baked wedges with smoked paprika.',
    cuisine: 'american', meal: 'side', s: 4, prep: 5, cook: 30, eq: 'baking tray',
    i: [[3, '', 'sweet-potato'], [2, 'tbsp', 'olive-oil'], [1, 'tsp', 'smoked-paprika'], [1, 'tsp', 'cornstarch'], [null, '', 'salt']],
    steps: [
      'Heat the oven to 220°C. Cut the sweet potatoes into wedges.',
      'Toss with the cornstarch, then the oil, paprika and salt.',
      'Spread out well on a tray and roast for 25 to 30 minutes, turning once, until crisp at the edges.',
    ],
  },
  {
    t: 'Cumin Roasted Cauliflower', d: 'Golden cauliflower with cumin, turmeric and a squeeze of lemon.',
    cuisine: 'middle-eastern', meal: 'side', s: 4, prep: 5, cook: 25, eq: 'baking tray',
    i: [[1, 'head', 'cauliflower'], [3, 'tbsp', 'olive-oil'], [1, 'tsp', 'cumin'], [0.5, 'tsp', 'turmeric'], [1, '', 'lemon'], [1, 'handful', 'parsley']],
    steps: [
      'Heat the oven to 220°C. Break the cauliflower into florets.',
      'Toss with the oil, spices and salt and roast for 25 minutes until browned.',
      'Finish with lemon juice and parsley.',
    ],
  },
  {
    t: 'Cauliflower Cheese', d: 'Tender cauliflower baked in a cheddar sauce.',
    cuisine: 'british', meal: 'side', s: 4, prep: 10, cook: 30, eq: 'saucepans|whisk|baking dish',
    i: [[1, 'head', 'cauliflower'], [30, 'g', 'butter'], [2, 'tbsp', 'flour'], [1.5, 'cup', 'milk'], [120, 'g', 'cheddar'], [1, 'tsp', 'mustard']],
    steps: [
      'Boil the cauliflower florets for 5 minutes and drain well.',
      'Melt the butter, stir in the flour, whisk in the milk and simmer until thick. Add the mustard and most of the cheese.',
      'Pour over the cauliflower in a dish, top with the remaining cheese and bake at 200°C for 20 minutes.',
    ],
  },
  {
    t: 'Potato Gratin', d: 'Thinly sliced potatoes baked slowly in garlicky cream.',
    cuisine: 'french', meal: 'side', s: 6, prep: 15, cook: 75, eq: 'baking dish|saucepan',
    i: [[1.2, 'kg', 'potato'], [1.5, 'cup', 'cream'], [0.5, 'cup', 'milk'], [2, 'clove', 'garlic'], [0.25, 'tsp', 'nutmeg'], [15, 'g', 'butter']],
    steps: [
      'Heat the oven to 160°C and butter a baking dish.',
      'Warm the cream, milk, crushed garlic, nutmeg and salt.',
      'Layer the thinly sliced potatoes in the dish, pour over the cream and bake for 1 hour 15 minutes until tender and golden.',
    ],
  },
  {
    t: 'Simple Naan', d: 'Soft yogurt flatbreads cooked in a hot pan and brushed with garlic butter.',
    cuisine: 'indian', meal: 'side', s: 6, prep: 70, cook: 15, eq: 'bowl|rolling pin|heavy frying pan',
    i: [[2.5, 'cup', 'flour'], [1, 'tsp', 'yeast'], [1, 'tsp', 'sugar'], [0.5, 'cup', 'yogurt'], [0.5, 'cup', 'water', 'warm'], [1, 'tsp', 'salt'], [30, 'g', 'butter'], [1, 'clove', 'garlic']],
    steps: [
      'Mix the flour, yeast, sugar and salt, add the yogurt and water and knead for 5 minutes. Cover and leave for 1 hour.',
      'Divide into 6 and roll into ovals.',
      'Cook in a very hot dry pan for 1 to 2 minutes per side until puffed and charred in spots.',
      'Brush with butter melted with the crushed garlic.',
    ],
  },
  {
    t: 'Quick Olive Oil Flatbreads', d: 'Quick flatbreads of flour, water and olive oil.',
    cuisine: 'middle-eastern', meal: 'side', s: 6, prep: 15, cook: 15, eq: 'bowl|rolling pin|frying pan',
    i: [[2, 'cup', 'flour'], [0.75, 'cup', 'water'], [2, 'tbsp', 'olive-oil'], [1, 'tsp', 'salt'], [1, 'tsp', 'baking-powder']],
    steps: [
      'Mix the flour, baking powder and salt in a bowl, then add the water and olive oil and bring together into a soft dough. Knead for 2 minutes and rest for 10 minutes.',
      'Divide into 6 and roll thin.',
      'Cook in a hot dry pan for 1 to 2 minutes per side until blistered.',
    ],
  },
  {
    t: 'Skillet Cornbread', d: 'Golden, slightly sweet cornbread baked in a hot pan.',
    cuisine: 'american', meal: 'side', s: 8, prep: 10, cook: 25, eq: 'ovenproof skillet|bowls',
    i: [[1, 'cup', 'polenta', 'cornmeal'], [1, 'cup', 'flour'], [2, 'tbsp', 'sugar'], [2, 'tsp', 'baking-powder'], [0.5, 'tsp', 'salt'], [1, 'cup', 'buttermilk'], [2, '', 'egg'], [60, 'g', 'butter', 'melted']],
    steps: [
      'Heat the oven to 210°C with a buttered skillet inside.',
      'Mix the cornmeal, flour, sugar, baking powder and salt in a bowl, then stir in the buttermilk, eggs and most of the butter until just combined.',
      'Pour into the hot skillet and bake for 20 to 25 minutes until golden and a skewer comes out clean.',
    ],
  },
  {
    t: 'Rosemary Focaccia', d: 'An airy olive oil bread dimpled with rosemary and flaky salt.',
    cuisine: 'italian', meal: 'side', s: 8, prep: 120, cook: 25, eq: 'bowl|baking tin',
    i: [[4, 'cup', 'bread-flour'], [2, 'tsp', 'yeast'], [2, 'tsp', 'salt'], [1.75, 'cup', 'water', 'warm'], [0.33, 'cup', 'olive-oil'], [2, 'sprig', 'rosemary']],
    steps: [
      'Mix the flour, yeast, salt and water into a sticky dough. Cover and leave for 1 hour until doubled.',
      'Pour half the oil into a baking tin, tip in the dough and stretch it to the corners. Leave for 45 minutes.',
      'Heat the oven to 220°C. Dimple the dough with oiled fingers, drizzle with the remaining oil and scatter with rosemary and salt.',
      'Bake for 20 to 25 minutes until golden.',
    ],
  },
  {
    t: 'Quick Pickled Red Onions', d: 'Bright pink, tangy onions to brighten tacos, salads and bowls.',
    cuisine: 'mexican', meal: 'side', s: 8, prep: 10, cook: 0, eq: 'jar|kettle',
    i: [[2, '', 'red-onion', 'thinly sliced'], [0.5, 'cup', 'apple-cider-vinegar'], [0.5, 'cup', 'water', 'hot'], [1, 'tbsp', 'sugar'], [1, 'tsp', 'salt']],
    steps: [
      'Pack the onions into a jar.',
      'Stir the vinegar, hot water, sugar and salt until dissolved and pour over the onions. Leave for 30 minutes before using; keeps a week in the fridge.',
    ],
  },
  {
    t: 'Peas with Mint and Butter', d: 'Sweet peas tossed with butter and fresh mint.',
    cuisine: 'british', meal: 'side', s: 4, prep: 2, cook: 5, eq: 'saucepan',
    i: [[3, 'cup', 'pea'], [20, 'g', 'butter'], [1, 'handful', 'mint']],
    steps: [
      'Boil the peas for 3 minutes and drain.',
      'Toss with the butter, torn mint and a pinch of salt.',
    ],
  },
  {
    t: 'Roasted Butternut Squash with Sage', d: 'Caramelised squash wedges with crisp sage leaves.',
    cuisine: 'italian', meal: 'side', s: 4, prep: 10, cook: 35, eq: 'roasting tin',
    i: [[1, '', 'butternut-squash'], [3, 'tbsp', 'olive-oil'], [12, '', 'sage', 'leaves'], [0.25, 'tsp', 'chili-flake']],
    steps: [
      'Heat the oven to 200°C. Cut the squash into wedges, leaving the skin on.',
      'Toss with the oil, chili and salt and roast for 30 minutes.',
      'Scatter over the sage leaves and roast 5 minutes more until crisp.',
    ],
  },
  {
    t: 'Sautéed Mushrooms with Garlic and Thyme', d: 'Golden mushrooms with garlic, thyme and parsley.',
    cuisine: 'french', meal: 'side', s: 4, prep: 5, cook: 10, eq: 'large frying pan',
    i: [[500, 'g', 'mushroom'], [2, 'tbsp', 'olive-oil'], [2, 'clove', 'garlic'], [2, 'sprig', 'thyme'], [1, 'handful', 'parsley']],
    steps: [
      'Heat the oil in a large pan until very hot and add the mushrooms in one layer. Leave for 2 minutes, then toss and cook until golden.',
      'Add the garlic and thyme for 1 minute, season and stir in the parsley.',
    ],
  },
  {
    t: 'Herbed Quinoa Pilaf', d: 'Fluffy quinoa with onion, herbs and toasted almonds.',
    cuisine: 'international', meal: 'side', s: 4, prep: 5, cook: 20, eq: 'saucepan with lid',
    i: [[1, 'cup', 'quinoa'], [1, 'tbsp', 'olive-oil'], [0.5, '', 'onion'], [2, 'cup', 'vegetable-stock'], [0.25, 'cup', 'almond', 'flaked, toasted'], [1, 'handful', 'parsley'], [0.5, '', 'lemon']],
    steps: [
      'Soften the onion in the oil, add the rinsed quinoa and toast for 1 minute.',
      'Add the stock, cover and simmer for 15 minutes until absorbed. Rest 5 minutes.',
      'Fluff and stir through the almonds, parsley and lemon juice.',
    ],
  },
  {
    t: 'Spicy Smashed Cucumbers', d: 'Cucumbers smashed and dressed with garlic, vinegar and chili oil.',
    cuisine: 'chinese', meal: 'side', s: 4, prep: 10, cook: 0, eq: 'rolling pin|bowl',
    i: [[2, '', 'cucumber'], [1, 'tsp', 'salt'], [2, 'clove', 'garlic'], [1, 'tbsp', 'rice-vinegar'], [1, 'tbsp', 'tamari'], [1, 'tsp', 'sesame-oil'], [0.5, 'tsp', 'chili-flake'], [1, 'tsp', 'sugar']],
    steps: [
      'Smash the cucumbers with a rolling pin, tear into chunks, toss with the salt and leave for 10 minutes. Drain.',
      'Mix the garlic, vinegar, tamari, sesame oil, chili and sugar and toss with the cucumbers.',
    ],
  },
  {
    t: 'Balsamic Roasted Tomatoes', d: 'Slow-roasted tomatoes concentrated with balsamic and thyme.',
    cuisine: 'italian', meal: 'side', s: 4, prep: 5, cook: 45, eq: 'baking tray',
    i: [[8, '', 'tomato', 'halved'], [2, 'tbsp', 'olive-oil'], [1, 'tbsp', 'balsamic-vinegar'], [3, 'sprig', 'thyme'], [1, 'tsp', 'sugar']],
    steps: [
      'Heat the oven to 160°C. Lay the tomatoes cut side up on a tray.',
      'Drizzle with oil and balsamic, scatter with thyme, sugar and salt and roast for 45 minutes until jammy.',
    ],
  },
  {
    t: 'Creamed Spinach', d: 'Wilted spinach in a light nutmeg cream sauce.',
    cuisine: 'american', meal: 'side', s: 4, prep: 5, cook: 10, eq: 'large pan',
    i: [[500, 'g', 'spinach'], [20, 'g', 'butter'], [1, '', 'shallot'], [1, 'clove', 'garlic'], [0.5, 'cup', 'cream'], [0.25, 'tsp', 'nutmeg'], [20, 'g', 'parmesan']],
    steps: [
      'Wilt the spinach in a large pan, drain, squeeze dry and chop.',
      'Soften the shallot and garlic in the butter, add the cream and nutmeg and simmer for 2 minutes.',
      'Stir in the spinach and parmesan and season.',
    ],
  },
];
