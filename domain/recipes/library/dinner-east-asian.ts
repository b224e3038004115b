import type { RecipeDraft } from '../build.ts';

/** Chinese, Japanese and Korean mains. */
export const EAST_ASIAN_DRAFTS: readonly RecipeDraft[] = [
  {
    t: 'Egg Fried Rice', d: 'Day-old rice tossed in a hot wok with egg, peas and spring onion.',
    cuisine: 'chinese', meal: 'dinner', s: 2, prep: 5, cook: 10, eq: 'wok|spatula',
    i: [[1, 'cup', 'rice', 'cooked and cooled; measured uncooked, makes about 3 cups'], [2, '', 'egg', 'beaten'], [2, 'tbsp', 'vegetable-oil'], [0.5, 'cup', 'pea', 'frozen'], [3, '', 'spring-onion', 'sliced'], [2, 'tbsp', 'soy-sauce'], [1, 'tsp', 'sesame-oil']],
    steps: [
      'Heat 1 tablespoon of oil in a wok over high heat, pour in the egg and scramble briefly until just set. Tip out.',
      'Add the remaining oil, then the rice, pressing out any clumps. Stir-fry for 3 to 4 minutes until hot and starting to crisp.',
      'Add the peas and most of the spring onion for 1 minute, then the soy sauce and the egg, tossing to combine.',
      'Finish with sesame oil and the remaining spring onion.',
    ],
  },
  {
    t: 'Vegetable Fried Rice', d: 'A vegan, gluten-free fried rice with carrots, peas, corn and tamari.',
    cuisine: 'chinese', meal: 'dinner', s: 2, prep: 10, cook: 10, eq: 'wok|spatula',
    i: [[1, 'cup', 'rice', 'cooked and cooled; measured uncooked, makes about 3 cups'], [2, 'tbsp', 'vegetable-oil'], [1, '', 'carrot', 'finely diced'], [0.5, 'cup', 'pea'], [0.5, 'cup', 'corn'], [2, 'clove', 'garlic'], [1, 'tsp', 'ginger'], [3, '', 'spring-onion'], [2, 'tbsp', 'tamari'], [1, 'tsp', 'sesame-oil']],
    steps: [
      'Heat the oil in a wok and stir-fry the carrot for 2 minutes, then the garlic and ginger for 30 seconds.',
      'Add the rice and stir-fry for 4 minutes, breaking up clumps.',
      'Add the peas, corn and spring onion and toss until hot. Season with tamari and sesame oil.',
    ],
  },
  {
    t: 'Beef and Broccoli Stir-Fry', d: 'Tender strips of beef with broccoli in a glossy oyster sauce.',
    cuisine: 'chinese', meal: 'dinner', s: 4, prep: 15, cook: 10, eq: 'wok|bowl',
    i: [[400, 'g', 'steak', 'thinly sliced'], [1, 'tbsp', 'cornstarch'], [2, 'tbsp', 'soy-sauce'], [3, 'tbsp', 'oyster-sauce'], [1, 'tsp', 'sugar'], [2, 'tbsp', 'vegetable-oil'], [1, 'head', 'broccoli', 'in florets'], [2, 'clove', 'garlic'], [1, 'tbsp', 'ginger']],
    steps: [
      'Toss the beef with the cornstarch and 1 tablespoon of soy sauce. Mix the oyster sauce, remaining soy, sugar and 3 tablespoons of water.',
      'Stir-fry the broccoli in 1 tablespoon of oil for 2 minutes, add a splash of water and cover for 2 minutes. Set aside.',
      'Sear the beef in the remaining oil over very high heat for 2 minutes. Add the garlic and ginger for 30 seconds.',
      'Return the broccoli, add the sauce and toss until glossy. Serve with rice.',
    ],
  },
  {
    t: 'Kung Pao Chicken', d: 'Spicy, tangy stir-fried chicken with peanuts and dried chili.',
    cuisine: 'chinese', meal: 'dinner', s: 4, prep: 15, cook: 10, eq: 'wok|bowls',
    i: [[500, 'g', 'chicken-thigh', 'diced'], [1, 'tbsp', 'cornstarch'], [3, 'tbsp', 'soy-sauce'], [1, 'tbsp', 'rice-vinegar'], [1, 'tbsp', 'sugar'], [2, 'tbsp', 'vegetable-oil'], [1, 'tsp', 'chili-flake'], [3, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [1, '', 'red-bell-pepper'], [0.5, 'cup', 'peanut'], [3, '', 'spring-onion']],
    steps: [
      'Toss the chicken with the cornstarch and 1 tablespoon of soy sauce. Mix the rest of the soy with the vinegar, sugar and 2 tablespoons of water.',
      'Stir-fry the chicken in the oil over high heat for 5 minutes until golden.',
      'Add the chili, garlic, ginger and diced pepper for 1 minute, then the sauce and peanuts and toss until glossy.',
      'Scatter with spring onion and serve with rice.',
    ],
  },
  {
    t: 'Vegetable Chow Mein', d: 'Stir-fried egg noodles with cabbage, carrot and bean sprouts.',
    cuisine: 'chinese', meal: 'dinner', s: 4, prep: 15, cook: 10, eq: 'wok|pot',
    i: [[250, 'g', 'egg-noodle'], [2, 'tbsp', 'vegetable-oil'], [2, 'clove', 'garlic'], [1, '', 'carrot', 'julienned'], [0.25, '', 'cabbage', 'shredded'], [2, 'cup', 'bean-sprout'], [3, 'tbsp', 'soy-sauce'], [1, 'tbsp', 'oyster-sauce'], [1, 'tsp', 'sesame-oil'], [3, '', 'spring-onion']],
    steps: [
      'Cook the noodles, drain and toss with a little oil.',
      'Stir-fry the garlic, carrot and cabbage in the oil for 3 minutes.',
      'Add the noodles, sauces and bean sprouts and toss over high heat for 3 minutes. Finish with sesame oil and spring onion.',
    ],
  },
  {
    t: 'Mapo Tofu with Mushrooms', d: 'Silken tofu in a spicy, savoury sauce, made vegan with chopped mushrooms.',
    cuisine: 'chinese', meal: 'dinner', s: 4, prep: 10, cook: 15, eq: 'wok|saucepan',
    i: [[500, 'g', 'tofu', 'silken, cubed'], [200, 'g', 'mushroom', 'finely chopped'], [2, 'tbsp', 'vegetable-oil'], [3, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [2, 'tbsp', 'gochujang', 'or chili bean paste'], [1, 'tsp', 'chili-flake'], [2, 'tbsp', 'soy-sauce'], [1, 'cup', 'vegetable-stock'], [1, 'tbsp', 'cornstarch'], [3, '', 'spring-onion']],
    steps: [
      'Slide the tofu into gently simmering salted water for 2 minutes to firm it, then drain.',
      'Fry the mushrooms in the oil until browned, then add the garlic, ginger, chili paste and flakes for 1 minute.',
      'Add the stock and soy sauce, then the tofu, and simmer gently for 5 minutes.',
      'Thicken with the cornstarch mixed with a little water and scatter with spring onion.',
    ],
  },
  {
    t: 'Sweet and Sour Chicken', d: 'Crisp chicken pieces with peppers and pineapple in a tangy sauce.',
    cuisine: 'chinese', meal: 'dinner', s: 4, prep: 15, cook: 15, eq: 'wok|bowls',
    i: [[500, 'g', 'chicken-breast', 'cubed'], [3, 'tbsp', 'cornstarch'], [3, 'tbsp', 'vegetable-oil'], [1, '', 'red-bell-pepper'], [1, '', 'green-bell-pepper'], [1, '', 'onion'], [1, 'cup', 'pineapple', 'chunks'], [3, 'tbsp', 'ketchup'], [3, 'tbsp', 'rice-vinegar'], [2, 'tbsp', 'brown-sugar'], [1, 'tbsp', 'tamari']],
    steps: [
      'Toss the chicken in 2 tablespoons of cornstarch and fry in the oil until golden and cooked, about 6 minutes. Set aside.',
      'Stir-fry the chunked peppers and onion for 3 minutes, then add the pineapple.',
      'Mix the ketchup, vinegar, sugar, tamari, remaining cornstarch and 1/3 cup water, pour into the wok and bubble until thick.',
      'Return the chicken and toss to coat. Serve with rice.',
    ],
  },
  {
    t: 'Steamed Fish with Ginger and Spring Onion', d: 'Delicate white fish steamed and dressed with sizzling oil, ginger and soy.',
    cuisine: 'chinese', meal: 'dinner', s: 2, prep: 10, cook: 12, eq: 'steamer or wok with rack|small saucepan',
    i: [[2, '', 'white-fish'], [1, 'tbsp', 'ginger', 'cut into fine matchsticks'], [4, '', 'spring-onion', 'shredded'], [2, 'tbsp', 'tamari'], [2, 'tbsp', 'vegetable-oil'], [1, 'handful', 'cilantro']],
    steps: [
      'Put the fish on a heatproof plate, scatter with half the ginger and steam for 8 to 10 minutes until just cooked.',
      'Pour off any liquid, top with the remaining ginger and the spring onion and drizzle with tamari.',
      'Heat the oil until smoking and pour it over the fish so it sizzles. Add cilantro and serve.',
    ],
  },
  {
    t: 'Chicken Teriyaki', d: 'Pan-fried chicken thighs glazed in a sweet soy sauce.',
    cuisine: 'japanese', meal: 'dinner', s: 4, prep: 5, cook: 20, eq: 'large frying pan',
    i: [[6, '', 'chicken-thigh', 'boneless'], [1, 'tbsp', 'vegetable-oil'], [0.25, 'cup', 'soy-sauce'], [0.25, 'cup', 'rice-wine', 'mirin'], [2, 'tbsp', 'sugar'], [1, 'tsp', 'ginger'], [1, 'tsp', 'sesame-seed'], [2, '', 'spring-onion']],
    steps: [
      'Cook the chicken skin side down in the oil over medium heat for 8 minutes until crisp, then turn and cook 5 minutes more.',
      'Pour off the fat. Mix the soy, mirin, sugar and ginger and add to the pan.',
      'Simmer, turning the chicken, for 3 to 4 minutes until the sauce is thick and sticky.',
      'Slice and serve over rice with sesame seeds and spring onion.',
    ],
  },
  {
    t: 'Chicken Katsu Curry', d: 'Crisp panko chicken with a mild, sweet Japanese curry sauce.',
    cuisine: 'japanese', meal: 'dinner', s: 4, prep: 20, cook: 35, eq: 'saucepan|frying pan|3 shallow bowls',
    i: [[2, '', 'chicken-breast', 'halved horizontally'], [0.33, 'cup', 'flour'], [1, '', 'egg'], [1.5, 'cup', 'breadcrumb', 'panko'], [0.5, 'cup', 'vegetable-oil'], [1, '', 'onion'], [2, '', 'carrot'], [2, 'clove', 'garlic'], [2, 'tbsp', 'curry-powder'], [2, 'cup', 'chicken-stock'], [1, 'tbsp', 'soy-sauce'], [1, 'tbsp', 'honey'], [1, 'tbsp', 'cornstarch']],
    steps: [
      'For the sauce, soften the onion, carrot and garlic in 1 tablespoon of oil for 10 minutes. Stir in the curry powder, then add the stock, soy and honey and simmer for 15 minutes. Blend and thicken with the cornstarch mixed with water.',
      'Dust the chicken in flour, dip in beaten egg and press into the panko.',
      'Shallow-fry in the remaining oil for 4 minutes per side until golden and cooked through.',
      'Slice the chicken and serve over rice with the curry sauce.',
    ],
  },
  {
    t: 'Oyakodon', d: 'Chicken and egg simmered in a sweet dashi-style sauce over rice.',
    cuisine: 'japanese', meal: 'dinner', s: 2, prep: 10, cook: 15, eq: 'small frying pan with lid',
    i: [[2, '', 'chicken-thigh', 'boneless, sliced'], [1, '', 'onion', 'sliced'], [0.5, 'cup', 'chicken-stock'], [2, 'tbsp', 'soy-sauce'], [1, 'tbsp', 'rice-wine', 'mirin'], [1, 'tbsp', 'sugar'], [3, '', 'egg', 'lightly beaten'], [0.66, 'cup', 'rice', 'cooked; measured uncooked, makes about 2 cups'], [2, '', 'spring-onion']],
    steps: [
      'Simmer the stock, soy, mirin and sugar in the pan, add the onion and cook for 3 minutes.',
      'Add the chicken and simmer for 6 minutes until cooked.',
      'Pour the eggs over, cover and cook for 1 to 2 minutes until softly set.',
      'Slide over bowls of hot rice and top with spring onion.',
    ],
  },
  {
    t: 'Salmon Teriyaki Rice Bowl', d: 'Glazed salmon over rice with cucumber, avocado and sesame.',
    cuisine: 'japanese', meal: 'dinner', s: 2, prep: 10, cook: 12, eq: 'frying pan|saucepan',
    i: [[2, '', 'salmon'], [2, 'tbsp', 'tamari'], [1, 'tbsp', 'honey'], [1, 'tsp', 'ginger'], [1, 'tsp', 'vegetable-oil'], [0.66, 'cup', 'rice', 'cooked; measured uncooked, makes about 2 cups'], [0.5, '', 'cucumber'], [1, '', 'avocado'], [1, 'tsp', 'sesame-seed']],
    steps: [
      'Mix the tamari, honey and ginger.',
      'Fry the salmon in the oil skin side down for 4 minutes, turn and cook 2 minutes, then pour in the sauce and spoon it over until glazed.',
      'Serve on rice with sliced cucumber and avocado and a sprinkle of sesame seeds.',
    ],
  },
  {
    t: 'Udon Stir-Fry with Vegetables', d: 'Thick udon noodles tossed with mushrooms, cabbage and a soy glaze.',
    cuisine: 'japanese', meal: 'dinner', s: 2, prep: 10, cook: 10, eq: 'wok|pot',
    i: [[400, 'g', 'udon'], [1, 'tbsp', 'vegetable-oil'], [150, 'g', 'shiitake'], [0.25, '', 'cabbage'], [1, '', 'carrot'], [2, 'tbsp', 'soy-sauce'], [1, 'tbsp', 'rice-wine', 'mirin'], [1, 'tsp', 'sugar'], [2, '', 'spring-onion']],
    steps: [
      'Loosen the udon in boiling water for 1 minute and drain.',
      'Stir-fry the sliced mushrooms, shredded cabbage and carrot in the oil for 4 minutes.',
      'Add the noodles with the soy, mirin and sugar and toss for 2 minutes. Top with spring onion.',
    ],
  },
  {
    t: 'Bibimbap', d: 'Rice topped with seasoned vegetables, beef, a fried egg and gochujang sauce.',
    cuisine: 'korean', meal: 'dinner', s: 4, prep: 25, cook: 20, eq: 'frying pan|saucepan|bowls',
    i: [[1.33, 'cup', 'rice', 'cooked; measured uncooked, makes about 4 cups'], [250, 'g', 'ground-beef'], [2, 'tbsp', 'soy-sauce'], [1, 'tsp', 'sugar'], [2, '', 'carrot', 'julienned'], [200, 'g', 'spinach'], [2, 'cup', 'bean-sprout'], [1, '', 'zucchini', 'julienned'], [4, '', 'egg'], [2, 'tbsp', 'gochujang'], [1, 'tbsp', 'sesame-oil'], [1, 'tbsp', 'vegetable-oil'], [1, 'tsp', 'sesame-seed']],
    steps: [
      'Brown the beef with the soy sauce and sugar until cooked and slightly caramelised.',
      'Blanch the spinach and bean sprouts separately for 1 minute, squeeze dry and toss each with a little sesame oil and salt. Quickly stir-fry the carrot and courgette.',
      'Fry the eggs sunny side up.',
      'Divide the rice between bowls, arrange the vegetables and beef on top, add an egg, and serve with gochujang mixed with the remaining sesame oil and seeds.',
    ],
  },
  {
    t: 'Beef Bulgogi', d: 'Thin slices of beef marinated in soy, pear and garlic, seared hot.',
    cuisine: 'korean', meal: 'dinner', s: 4, prep: 40, cook: 10, eq: 'bowl|large frying pan',
    i: [[500, 'g', 'steak', 'very thinly sliced'], [0.25, 'cup', 'soy-sauce'], [0.5, '', 'pear', 'grated'], [3, 'clove', 'garlic'], [1, 'tbsp', 'brown-sugar'], [1, 'tbsp', 'sesame-oil'], [1, '', 'onion', 'sliced'], [3, '', 'spring-onion'], [1, 'tbsp', 'vegetable-oil'], [1, 'tsp', 'sesame-seed']],
    steps: [
      'Mix the soy, pear, garlic, sugar and sesame oil and marinate the beef and onion for at least 30 minutes.',
      'Heat the oil in a large pan until very hot and sear the beef in batches for 2 to 3 minutes.',
      'Scatter with spring onion and sesame seeds and serve with rice and lettuce leaves.',
    ],
  },
  {
    t: 'Korean Gochujang Tofu', d: 'Crisp tofu tossed in a sticky, spicy-sweet gochujang glaze.',
    cuisine: 'korean', meal: 'dinner', s: 3, prep: 10, cook: 15, eq: 'frying pan|bowl',
    i: [[400, 'g', 'tofu', 'firm, cubed'], [2, 'tbsp', 'cornstarch'], [3, 'tbsp', 'vegetable-oil'], [2, 'tbsp', 'gochujang'], [1, 'tbsp', 'soy-sauce'], [1, 'tbsp', 'maple-syrup'], [1, 'tbsp', 'rice-vinegar'], [2, 'clove', 'garlic'], [1, 'tsp', 'sesame-seed'], [2, '', 'spring-onion']],
    steps: [
      'Pat the tofu dry, toss in the cornstarch and fry in the oil for 8 to 10 minutes, turning, until crisp.',
      'Mix the gochujang, soy, maple syrup, vinegar and garlic with 2 tablespoons of water.',
      'Pour the sauce over the tofu and toss for 1 minute until sticky. Top with sesame seeds and spring onion.',
    ],
  },
  {
    t: 'Korean Pork Belly Lettuce Wraps', d: 'Crisp pork belly, rice and spicy sauce wrapped in lettuce leaves.',
    cuisine: 'korean', meal: 'dinner', s: 4, prep: 10, cook: 15, eq: 'frying pan|bowls',
    i: [[600, 'g', 'pork', 'belly, sliced'], [2, 'tbsp', 'gochujang'], [1, 'tbsp', 'miso'], [1, 'tsp', 'sesame-oil'], [1, 'clove', 'garlic'], [1, 'head', 'lettuce'], [0.66, 'cup', 'rice', 'cooked; measured uncooked, makes about 2 cups'], [1, 'cup', 'kimchi']],
    steps: [
      'Fry the pork belly slices in a dry pan for 10 to 12 minutes until crisp and golden.',
      'Mix the gochujang, miso, sesame oil and garlic into a dipping paste.',
      'Serve the pork with lettuce leaves, rice, kimchi and the paste for everyone to wrap their own.',
    ],
  },
  {
    t: 'Japchae-Style Noodles', d: 'Glossy stir-fried noodles with spinach, mushrooms, carrot and sesame.',
    cuisine: 'korean', meal: 'dinner', s: 4, prep: 15, cook: 15, eq: 'wok|pot',
    i: [[250, 'g', 'rice-noodle'], [2, 'tbsp', 'vegetable-oil'], [1, '', 'onion'], [1, '', 'carrot'], [150, 'g', 'shiitake'], [150, 'g', 'spinach'], [3, 'tbsp', 'tamari'], [1, 'tbsp', 'sugar'], [1, 'tbsp', 'sesame-oil'], [1, 'tbsp', 'sesame-seed']],
    steps: [
      'Cook the noodles, drain and toss with a little sesame oil.',
      'Stir-fry the sliced onion, carrot and mushrooms in the oil for 5 minutes. Add the spinach until wilted.',
      'Add the noodles, tamari, sugar and remaining sesame oil and toss for 2 minutes. Finish with sesame seeds.',
    ],
  },
  {
    t: 'Garlic Ginger Pork Stir-Fry', d: 'Minced pork stir-fried with green beans, garlic and ginger.',
    cuisine: 'chinese', meal: 'dinner', s: 4, prep: 10, cook: 12, eq: 'wok',
    i: [[400, 'g', 'ground-pork'], [300, 'g', 'green-bean', 'cut into short lengths'], [1, 'tbsp', 'vegetable-oil'], [4, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [2, 'tbsp', 'soy-sauce'], [1, 'tbsp', 'hoisin-sauce'], [0.5, 'tsp', 'chili-flake']],
    steps: [
      'Stir-fry the green beans in the oil over high heat for 5 minutes until blistered. Set aside.',
      'Add the pork and cook, breaking it up, until browned and crisp in places.',
      'Add the garlic, ginger and chili for 1 minute, then the beans, soy and hoisin and toss together. Serve with rice.',
    ],
  },
  {
    t: 'Sesame Tofu and Broccoli', d: 'Crisp tofu and broccoli in a sesame-ginger sauce.',
    cuisine: 'chinese', meal: 'dinner', s: 3, prep: 10, cook: 15, eq: 'wok|bowl',
    i: [[400, 'g', 'tofu', 'firm'], [1, 'tbsp', 'cornstarch'], [2, 'tbsp', 'vegetable-oil'], [1, 'head', 'broccoli'], [2, 'tbsp', 'tamari'], [1, 'tbsp', 'maple-syrup'], [1, 'tbsp', 'rice-vinegar'], [1, 'tsp', 'ginger'], [1, 'tbsp', 'sesame-seed'], [1, 'tsp', 'sesame-oil']],
    steps: [
      'Cube the tofu, toss with the cornstarch and fry in the oil until golden on all sides. Set aside.',
      'Stir-fry the broccoli florets for 3 minutes with a splash of water until bright and tender-crisp.',
      'Add the tamari, maple syrup, vinegar and ginger, return the tofu and toss. Finish with sesame oil and seeds.',
    ],
  },
  {
    t: 'Hoisin Chicken Lettuce Cups', d: 'Minced chicken stir-fried with hoisin and crunchy celery, spooned into crisp lettuce leaves.',
    cuisine: 'chinese', meal: 'lunch', s: 4, prep: 10, cook: 10, eq: 'wok',
    i: [[500, 'g', 'ground-chicken'], [1, 'tbsp', 'vegetable-oil'], [2, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [2, '', 'celery', 'finely diced'], [3, 'tbsp', 'hoisin-sauce'], [1, 'tbsp', 'soy-sauce'], [1, 'head', 'lettuce', 'leaves separated'], [2, '', 'spring-onion']],
    steps: [
      'Stir-fry the mince in the oil until browned, then add the garlic, ginger and celery for 2 minutes.',
      'Add the hoisin and soy and toss until glossy.',
      'Spoon into lettuce cups and top with spring onion.',
    ],
  },
  {
    t: 'Yaki Onigiri', d: 'Grilled rice balls brushed with soy sauce until crisp and toasty.',
    cuisine: 'japanese', meal: 'snack', s: 4, prep: 15, cook: 10, eq: 'frying pan|bowl',
    i: [[1, 'cup', 'rice', 'short-grain freshly cooked; measured uncooked, makes about 3 cups'], [2, 'tbsp', 'tamari'], [1, 'tsp', 'sesame-oil'], [1, '', '?nori']],
    steps: [
      'With wet, salted hands shape the warm rice into 8 firm triangles.',
      'Brush a non-stick pan with the sesame oil and cook the rice triangles over medium heat for 3 to 4 minutes per side until crisp.',
      'Brush with tamari and cook 30 seconds more on each side. Wrap with nori if you like.',
    ],
  },
];
