import type { RecipeDraft } from '../build.ts';

/** Home-cooked mains from Hungary, Scandinavia, Russia, Brazil, Peru, Louisiana, Ethiopia and the US South. */
export const MORE_DINNERS_WORLD_2_DRAFTS: readonly RecipeDraft[] = [
  {
    t: 'Chicken Paprikash', d: 'Hungarian chicken braised with onions and sweet paprika, finished with sour cream.',
    cuisine: 'hungarian', meal: 'dinner', s: 4, prep: 15, cook: 50, eq: 'heavy pot with lid|bowl',
    i: [[1, 'kg', 'chicken', 'thighs and drumsticks'], [2, 'tbsp', 'oil'], [2, '', 'onion', 'finely chopped'], [2, 'tbsp', 'paprika', 'sweet Hungarian'], [1, '', 'bell-pepper'], [1, '', 'tomato'], [1, 'cup', 'stock'], [0.75, 'cup', 'sour-cream'], [1, 'tbsp', 'flour']],
    steps: [
      'Brown the chicken in the oil; lift out. Cook the onions slowly in the fat for 10 minutes until soft and golden.',
      'Take the pot off the heat, stir in the paprika (it burns easily), then add the chopped pepper, tomato, stock and chicken.',
      'Cover and simmer for 35 minutes until the chicken is tender.',
      'Whisk the sour cream with the flour and a ladle of the hot sauce, stir it back in and simmer for 2 minutes without boiling hard. Serve with noodles or dumplings.',
    ],
  },
  {
    t: 'Rakott Krumpli', d: 'Hungarian layered potato bake with eggs, smoked sausage and sour cream.',
    cuisine: 'hungarian', meal: 'dinner', s: 6, prep: 30, cook: 45, eq: 'saucepans|baking dish',
    i: [[1.2, 'kg', 'potato', 'waxy, unpeeled'], [6, '', 'egg'], [250, 'g', 'sausage', 'smoked, sliced'], [1.5, 'cup', 'sour-cream'], [40, 'g', 'butter'], [1, 'tsp', 'paprika']],
    steps: [
      'Boil the potatoes in their skins until just tender, cool, peel and slice. Hard-boil the eggs for 9 minutes, cool and slice.',
      'Heat the oven to 190°C and butter a baking dish. Layer the potatoes, eggs and sausage, seasoning each layer and spreading with sour cream, finishing with potatoes and sour cream.',
      'Dot with the rest of the butter, sprinkle with the paprika and bake for 40 to 45 minutes until golden.',
    ],
  },
  {
    t: 'Túrós Csusza', d: 'Hungarian noodles tossed with cottage cheese, sour cream and crisp bacon.',
    cuisine: 'hungarian', meal: 'dinner', s: 4, prep: 5, cook: 20, eq: 'large pot|frying pan',
    i: [[350, 'g', 'egg-noodle', 'wide, or pasta squares'], [200, 'g', 'bacon', 'diced'], [300, 'g', 'cottage-cheese', 'or farmer cheese'], [0.75, 'cup', 'sour-cream']],
    steps: [
      'Fry the bacon until crisp and keep the fat.',
      'Boil the egg noodles, drain and toss with some of the bacon fat and half the cottage cheese.',
      'Pile onto plates and top with the rest of the cottage cheese, the sour cream and the bacon. Season with pepper.',
    ],
  },
  {
    t: 'Paprikás Krumpli', d: 'Hungarian paprika potatoes with onion and sliced sausage, a thrifty one-pot supper.',
    cuisine: 'hungarian', meal: 'dinner', s: 4, prep: 10, cook: 35, eq: 'heavy pot with lid',
    i: [[2, 'tbsp', 'oil'], [1, '', 'onion', 'chopped'], [1, 'tbsp', 'paprika'], [1, 'kg', 'potato', 'in chunks'], [1, '', 'bell-pepper'], [1, '', 'tomato'], [250, 'g', 'sausage', 'smoked, sliced'], [0.5, 'cup', '?sour-cream']],
    steps: [
      'Soften the onion in the oil for 8 minutes. Off the heat, stir in the paprika.',
      'Add the potatoes, chopped pepper and tomato, salt, and water just to cover. Simmer, covered, for 20 minutes.',
      'Add the sausage and cook uncovered for 10 minutes, until the potatoes start to break down and thicken the sauce. Serve with sour cream, if using.',
    ],
  },
  {
    t: 'Fårikål', d: "Norway's national dish: lamb and cabbage layered with whole peppercorns and stewed slowly.",
    cuisine: 'scandinavian', meal: 'dinner', s: 6, prep: 15, cook: 150, eq: 'heavy pot with lid',
    i: [[1.5, 'kg', 'lamb', 'bone-in shoulder or neck, in pieces'], [1, 'head', 'cabbage', 'in wedges'], [1, 'tbsp', 'black-pepper', 'whole peppercorns'], [2, 'tbsp', 'flour'], [1, 'kg', '?potato', 'boiled, to serve']],
    steps: [
      'Layer the lamb (fat-side down first) and cabbage wedges in a heavy pot, sprinkling each layer with salt, peppercorns and a little flour.',
      'Pour in 2 cups of water, bring to the boil, cover and simmer very gently for 2 to 2½ hours until the lamb falls off the bone.',
      'Serve with boiled potatoes, if using, and the juices.',
    ],
  },
  {
    t: 'Frikadeller', d: 'Danish pan-fried pork meatballs, flat and juicy, with onion.',
    cuisine: 'scandinavian', meal: 'dinner', s: 4, prep: 40, cook: 20, eq: 'bowl|large frying pan',
    i: [[500, 'g', 'ground-pork'], [1, '', 'onion', 'grated'], [1, '', 'egg'], [3, 'tbsp', 'flour'], [0.5, 'cup', 'milk'], [40, 'g', 'butter'], [1, 'tsp', '?allspice']],
    steps: [
      'Beat the pork with the onion, egg, flour, allspice, if using, salt and pepper, then beat in the milk a little at a time until light. Chill for 30 minutes.',
      'Shape with a wet spoon into oval patties.',
      'Fry in the butter over medium heat for 5 to 6 minutes a side until browned and cooked through. Serve with potatoes and pickled red cabbage.',
    ],
  },
  {
    t: 'Korv Stroganoff', d: 'Swedish weeknight stroganoff of smoked sausage in a tomato cream sauce.',
    cuisine: 'scandinavian', meal: 'dinner', s: 4, prep: 10, cook: 15, eq: 'large frying pan',
    i: [[400, 'g', 'sausage', 'falukorv or other smoked sausage, in strips'], [20, 'g', 'butter'], [1, '', 'onion', 'sliced'], [2, 'tbsp', 'tomato-paste'], [1, 'tsp', 'mustard'], [1, 'cup', 'cream'], [1.5, 'cup', '?rice']],
    steps: [
      'Cook the rice while you make the sauce. Fry the sausage and onion in the butter for 6 minutes until browned.',
      'Stir in the tomato paste and mustard, then the cream, and simmer for 5 minutes until thick. Season and serve over the rice.',
    ],
  },
  {
    t: 'Laxpudding', d: 'Swedish bake of salmon and potatoes layered with dill and set in a savoury custard.',
    cuisine: 'scandinavian', meal: 'dinner', s: 4, prep: 20, cook: 50, eq: 'baking dish|bowl|whisk',
    i: [[800, 'g', 'potato', 'peeled, thinly sliced'], [300, 'g', 'salmon', 'cured or fresh, sliced'], [1, '', 'onion', 'thinly sliced'], [1, 'handful', 'dill'], [3, '', 'egg'], [1.5, 'cup', 'milk'], [30, 'g', 'butter']],
    steps: [
      'Heat the oven to 200°C and butter a baking dish. Soften the onion in the rest of the butter.',
      'Layer the potatoes, salmon, onion and chopped dill, starting and ending with potato and seasoning as you go.',
      'Whisk the eggs with the milk and pour over.',
      'Bake for 45 to 50 minutes until the potatoes are tender and the top golden.',
    ],
  },
  {
    t: 'Makarony po-Flotski', d: "'Navy-style' pasta: a Russian weeknight staple of macaroni fried with minced beef and onion.",
    cuisine: 'russian', meal: 'dinner', s: 4, prep: 5, cook: 20, eq: 'large pot|large frying pan',
    i: [[350, 'g', 'macaroni', 'or penne'], [500, 'g', 'ground-beef'], [1, '', 'onion'], [2, 'tbsp', 'oil'], [20, 'g', 'butter'], [1, 'tbsp', '?tomato-paste'], [1, 'handful', '?dill']],
    steps: [
      'Boil the macaroni until tender and drain.',
      'Fry the chopped onion in the oil until golden, add the beef and cook, breaking it up, until browned. Add the tomato paste, if using, and a splash of water.',
      'Add the macaroni and butter and fry together for 3 minutes. Season well and scatter with dill, if using.',
    ],
  },
  {
    t: 'Zharkoye', d: 'Russian pot roast of beef and potatoes baked in pots with onion, carrot and bay.',
    cuisine: 'russian', meal: 'dinner', s: 4, prep: 20, cook: 90, eq: 'frying pan|casserole with lid or 4 clay pots',
    i: [[600, 'g', 'beef', 'or pork, in cubes'], [2, 'tbsp', 'oil'], [1, '', 'onion'], [2, '', 'carrot'], [800, 'g', 'potato', 'in chunks'], [2, '', 'bay-leaf'], [2, 'cup', 'beef-stock'], [0.5, 'cup', '?sour-cream'], [1, 'handful', '?dill']],
    steps: [
      'Brown the beef in the oil, then the chopped onion and grated carrot for 5 minutes.',
      'Layer the meat and potatoes in a casserole (or pots) with the bay leaves, season and pour in the stock.',
      'Cover and bake at 180°C for 1¼ hours until the beef is tender.',
      'Serve with sour cream and dill, if using.',
    ],
  },
  {
    t: 'Pelmeni', d: 'Russian dumplings of thin dough around a pork and beef filling, boiled and served with sour cream.',
    cuisine: 'russian', meal: 'dinner', s: 6, prep: 75, cook: 10, eq: 'bowl|rolling pin|round cutter|large pot',
    i: [[3, 'cup', 'flour'], [1, '', 'egg'], [0.75, 'cup', 'water'], [250, 'g', 'ground-pork'], [250, 'g', 'ground-beef'], [1, '', 'onion', 'grated'], [30, 'g', 'butter'], [0.75, 'cup', 'sour-cream'], [1, 'handful', '?dill']],
    steps: [
      'Knead the flour, egg, water and a teaspoon of salt to a smooth dough; rest, covered, for 30 minutes.',
      'Mix the pork, beef, onion, 3 tablespoons of cold water, salt and pepper.',
      'Roll the dough thin, cut 5 cm rounds, put a teaspoon of filling on each, fold into half-moons, seal, and pinch the corners together.',
      'Boil in salted water for 5 to 7 minutes after they float. Toss with the butter and serve with sour cream and dill, if using.',
    ],
  },
  {
    t: 'Feijoada', d: "Brazil's black bean stew with pork, sausage and bacon, served with rice and orange.",
    cuisine: 'brazilian', meal: 'dinner', s: 8, prep: 20, cook: 150, eq: 'large heavy pot',
    i: [[500, 'g', 'black-bean', 'dried, soaked overnight'], [200, 'g', 'bacon', 'in chunks'], [500, 'g', 'pork', 'shoulder or ribs, in chunks'], [300, 'g', 'sausage', 'smoked (linguiça), sliced'], [2, '', 'onion'], [4, 'clove', 'garlic'], [3, '', 'bay-leaf'], [2, '', '?orange'], [1, 'bunch', '?kale', 'shredded and sautéed']],
    steps: [
      'Fry the bacon until the fat runs, then brown the pork and sausage. Add the chopped onions and garlic and cook for 5 minutes.',
      'Add the drained black beans, bay leaves and water to cover by 5 cm. Simmer, partly covered, for 2 to 2½ hours, until the beans are creamy and the pork tender, topping up with water.',
      'Mash a ladle of the beans against the pot to thicken and season well.',
      'Serve with rice, orange slices and sautéed kale, if using.',
    ],
  },
  {
    t: 'Moqueca', d: 'Bahian fish stew with coconut milk, peppers, tomato, lime and cilantro.',
    cuisine: 'brazilian', meal: 'dinner', s: 4, prep: 40, cook: 25, eq: 'bowl|wide pot with lid',
    i: [[700, 'g', 'white-fish', 'firm fillets, in chunks'], [2, '', 'lime'], [3, 'clove', 'garlic'], [2, 'tbsp', 'olive-oil', 'or palm oil'], [1, '', 'onion', 'sliced'], [1, '', 'bell-pepper', 'sliced'], [3, '', 'tomato', 'sliced'], [1, 'can', 'coconut-milk'], [1, 'tsp', 'paprika'], [1, 'handful', 'cilantro']],
    steps: [
      'Marinate the fish with the juice of one lime, the crushed garlic and salt for 30 minutes.',
      'Brush the pot with the oil, then layer in half the onion, pepper and tomato, add the fish, then the rest of the vegetables.',
      'Mix the coconut milk with the paprika and pour over. Cover and simmer for 15 minutes, without stirring, until the fish is cooked.',
      'Finish with the remaining lime juice and chopped cilantro and serve with rice.',
    ],
  },
  {
    t: 'Strogonoff de Frango', d: 'Brazilian chicken stroganoff in a creamy tomato and mushroom sauce, eaten with rice and crisp potato sticks.',
    cuisine: 'brazilian', meal: 'dinner', s: 4, prep: 10, cook: 20, eq: 'large frying pan',
    i: [[600, 'g', 'chicken', 'in strips, thighs or breasts'], [1, 'tbsp', 'oil'], [1, '', 'onion'], [2, 'clove', 'garlic'], [200, 'g', 'mushroom', 'sliced'], [3, 'tbsp', 'ketchup'], [1, 'tbsp', 'mustard'], [1, 'cup', 'cream'], [1.5, 'cup', '?rice']],
    steps: [
      'Cook the rice while you make the sauce. Brown the chicken in the oil; add the onion, garlic and mushrooms and cook for 6 minutes.',
      'Stir in the ketchup and mustard, then the cream, and simmer for 3 minutes until thick. Season and serve with the rice.',
    ],
  },
  {
    t: 'Ají de Gallina', d: 'Peruvian shredded chicken in a creamy sauce of yellow chili, bread, milk and cheese.',
    cuisine: 'peruvian', meal: 'dinner', s: 4, prep: 20, cook: 45, eq: 'pot|blender|large frying pan',
    i: [[600, 'g', 'chicken', 'thighs or breasts'], [3, 'slice', 'bread', 'white, crusts removed'], [1, 'cup', 'milk'], [2, 'tbsp', 'oil'], [1, '', 'onion'], [2, 'clove', 'garlic'], [2, '', 'chili-pepper', 'ají amarillo, or 2 tbsp paste'], [0.33, 'cup', '?walnut'], [30, 'g', 'parmesan'], [1.5, 'cup', '?rice'], [2, '', '?egg', 'hard-boiled'], [8, '', '?olive', 'black']],
    steps: [
      'Poach the chicken in salted water for 20 minutes, cool and shred. Keep 1 cup of the broth. Soak the bread in the milk.',
      'Fry the chopped onion, garlic and chili peppers in the oil for 8 minutes, then blend with the soaked bread and milk, the walnuts, if using, and the parmesan until smooth.',
      'Return the sauce to the pan with the chicken and enough broth to make it creamy, and simmer for 5 minutes. Cook the rice meanwhile.',
      'Serve over rice with egg halves and olives, if using.',
    ],
  },
  {
    t: 'Pollo a la Brasa', d: 'Peruvian rotisserie-style chicken marinated in cumin, garlic, soy and lime, then roasted.',
    cuisine: 'peruvian', meal: 'dinner', s: 4, prep: 130, cook: 70, eq: 'bowl|roasting tin|rack',
    i: [[1.6, 'kg', 'chicken', 'whole'], [6, 'clove', 'garlic'], [3, 'tbsp', 'soy-sauce'], [2, '', 'lime'], [2, 'tsp', 'cumin'], [2, 'tsp', 'paprika'], [1, 'tsp', 'oregano'], [2, 'tbsp', 'oil'], [1, '', '?jalapeno'], [0.5, 'cup', '?mayonnaise'], [1, 'handful', '?cilantro']],
    steps: [
      'Mash the garlic with the soy sauce, lime juice, cumin, paprika, oregano, oil and salt. Rub all over and under the skin of the chicken and marinate for at least 2 hours.',
      'Roast on a rack at 200°C for 1 to 1¼ hours until the juices run clear and the skin is deep brown.',
      'For the green sauce, blend the jalapeno, mayonnaise and cilantro, if using.',
      'Rest the chicken for 10 minutes, carve and serve with fries and the sauce.',
    ],
  },
  {
    t: 'Arroz Chaufa', d: 'Peruvian-Chinese fried rice with chicken, egg, ginger and spring onion.',
    cuisine: 'peruvian', meal: 'dinner', s: 4, prep: 10, cook: 12, eq: 'wok',
    i: [[1.33, 'cup', 'rice', 'measured uncooked; cook and cool it first (makes about 4 cups)'], [3, 'tbsp', 'oil'], [3, '', 'egg', 'beaten'], [300, 'g', 'chicken', 'diced, thighs or breasts'], [1, 'tbsp', 'ginger', 'minced'], [2, 'clove', 'garlic'], [6, '', 'spring-onion', 'sliced'], [3, 'tbsp', 'soy-sauce'], [1, 'tsp', 'sesame-oil']],
    steps: [
      'Make a thin omelette from the eggs in a little of the oil, roll it and slice into ribbons.',
      'Stir-fry the chicken in the rest of the oil for 5 minutes, add the ginger, garlic and the white parts of the spring onion.',
      'Add the rice and soy sauce and toss over high heat until hot and slightly smoky.',
      'Fold in the omelette, the green spring onion and the sesame oil.',
    ],
  },
  {
    t: 'Tallarines Verdes', d: "Peru's 'green noodles': spaghetti in a blended sauce of spinach, basil, milk and cheese.",
    cuisine: 'peruvian', meal: 'dinner', s: 4, prep: 10, cook: 20, eq: 'large pot|blender|frying pan',
    i: [[400, 'g', 'spaghetti'], [200, 'g', 'spinach'], [1, 'bunch', 'basil'], [0.5, 'cup', 'milk'], [100, 'g', 'feta', 'or queso fresco'], [1, '', 'onion'], [2, 'clove', 'garlic'], [2, 'tbsp', 'oil'], [4, '', '?steak', 'thin, pan-fried, to serve']],
    steps: [
      'Blanch the spinach and basil in boiling water for 30 seconds, drain.',
      'Fry the onion and garlic in the oil until soft, then blend with the spinach, basil, milk and cheese until smooth.',
      'Boil the spaghetti, drain and toss with the sauce, warming it gently. Serve on its own or with a thin pan-fried steak, if using.',
    ],
  },
  {
    t: 'Red Beans and Rice', d: "Louisiana's Monday supper of creamy red beans with smoked sausage and the holy trinity.",
    cuisine: 'cajun', meal: 'dinner', s: 6, prep: 15, cook: 150, eq: 'heavy pot|saucepan',
    i: [[450, 'g', 'kidney-bean', 'dried, soaked overnight'], [300, 'g', 'sausage', 'andouille or smoked, sliced'], [1, 'tbsp', 'oil'], [1, '', 'onion'], [1, '', 'bell-pepper'], [2, '', 'celery'], [4, 'clove', 'garlic'], [2, '', 'bay-leaf'], [1, 'tsp', 'thyme'], [0.5, 'tsp', 'cayenne'], [2, 'cup', 'rice'], [3, '', '?spring-onion']],
    steps: [
      'Brown the sausage in the oil; add the chopped onion, pepper and celery and cook for 8 minutes, then the garlic.',
      'Add the drained beans, bay leaves, thyme, cayenne and water to cover by 5 cm. Simmer for 2 to 2½ hours, stirring now and then, until the beans are very soft.',
      'Mash some beans against the pot so the sauce turns creamy and season well.',
      'Cook the rice and serve the beans over it, topped with sliced spring onion, if using.',
    ],
  },
  {
    t: 'Shrimp Étouffée', d: 'Cajun shrimp smothered in a buttery blond roux with the holy trinity.',
    cuisine: 'cajun', meal: 'dinner', s: 4, prep: 15, cook: 35, eq: 'heavy pan|saucepan',
    i: [[60, 'g', 'butter'], [0.25, 'cup', 'flour'], [1, '', 'onion'], [1, '', 'bell-pepper'], [2, '', 'celery'], [3, 'clove', 'garlic'], [2, 'cup', 'stock', 'seafood or chicken'], [1, 'tsp', 'paprika'], [0.5, 'tsp', 'cayenne'], [600, 'g', 'shrimp', 'peeled'], [1.5, 'cup', '?rice'], [3, '', '?spring-onion']],
    steps: [
      'Melt the butter, stir in the flour and cook, stirring, for 8 to 10 minutes to a peanut-butter-coloured roux.',
      'Add the chopped onion, pepper and celery and cook for 8 minutes, then the garlic, paprika and cayenne.',
      'Whisk in the stock and simmer for 10 minutes. Add the shrimp and cook for 4 minutes until pink. Season.',
      'Cook the rice and serve the étouffée over it with spring onion, if using.',
    ],
  },
  {
    t: 'Dirty Rice', d: 'Cajun rice cooked with spiced ground pork, the holy trinity and stock.',
    cuisine: 'cajun', meal: 'dinner', s: 4, prep: 10, cook: 30, eq: 'large deep frying pan with lid',
    i: [[400, 'g', 'ground-pork', 'or half chicken livers, chopped'], [1, 'tbsp', 'oil'], [1, '', 'onion'], [1, '', 'bell-pepper'], [2, '', 'celery'], [2, 'clove', 'garlic'], [1, 'tsp', 'paprika'], [0.5, 'tsp', 'cayenne'], [1, 'tsp', 'thyme'], [1.5, 'cup', 'rice'], [3, 'cup', 'stock'], [3, '', '?spring-onion']],
    steps: [
      'Brown the pork in the oil, breaking it up. Add the chopped onion, pepper and celery and cook for 8 minutes.',
      'Add the garlic, paprika, cayenne and thyme, then the rice, and stir for a minute.',
      'Pour in the stock, bring to the boil, cover and simmer on low for 18 minutes. Rest for 5, fluff and stir in the spring onion, if using.',
    ],
  },
  {
    t: 'Shrimp Creole', d: 'Shrimp simmered in a spicy tomato sauce with peppers, onion and celery, over rice.',
    cuisine: 'cajun', meal: 'dinner', s: 4, prep: 15, cook: 30, eq: 'heavy pan|saucepan',
    i: [[2, 'tbsp', 'butter'], [1, '', 'onion'], [1, '', 'bell-pepper'], [2, '', 'celery'], [3, 'clove', 'garlic'], [1, 'can', 'canned-tomato'], [1, 'tsp', 'paprika'], [0.5, 'tsp', 'cayenne'], [2, '', 'bay-leaf'], [500, 'g', 'shrimp', 'peeled'], [1.5, 'cup', '?rice'], [1, 'tsp', '?hot-sauce']],
    steps: [
      'Soften the chopped onion, pepper and celery in the butter for 8 minutes. Add the garlic, paprika and cayenne.',
      'Add the canned tomato, bay leaves and half a cup of water and simmer for 15 minutes.',
      'Add the shrimp and cook for 4 minutes until pink. Season and add hot sauce, if using.',
      'Cook the rice and spoon the shrimp over.',
    ],
  },
  {
    t: 'Cajun Chicken Pasta', d: 'Cajun-spiced chicken and peppers in a creamy sauce with penne.',
    cuisine: 'cajun', meal: 'dinner', s: 4, prep: 10, cook: 20, eq: 'large pot|large frying pan',
    i: [[350, 'g', 'pasta', 'penne or rigatoni'], [350, 'g', 'chicken', 'breast or thigh, sliced'], [2, 'tsp', 'paprika'], [0.5, 'tsp', 'cayenne'], [1, 'tsp', 'garlic-powder'], [1, 'tsp', 'thyme'], [1, 'tbsp', 'oil'], [1, '', 'bell-pepper', 'sliced'], [1, 'cup', 'cream'], [40, 'g', 'parmesan'], [2, '', '?spring-onion']],
    steps: [
      'Boil the pasta until al dente.',
      'Mix the paprika, cayenne, garlic powder, thyme and salt, toss the chicken in half and fry in the oil for 6 minutes until cooked. Add the pepper for 2 minutes.',
      'Pour in the cream with the rest of the spice mix and simmer for 3 minutes, then stir in the parmesan.',
      'Toss with the drained pasta and scatter with spring onion, if using.',
    ],
  },
  {
    t: 'Doro Wat', d: 'Ethiopian chicken stew of slow-cooked onions, berbere spice and spiced butter, with whole eggs.',
    cuisine: 'ethiopian', meal: 'dinner', s: 6, prep: 20, cook: 90, eq: 'heavy pot with lid',
    i: [[3, '', 'onion', 'very finely chopped'], [80, 'g', 'butter', 'or niter kibbeh'], [4, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [2, 'tbsp', 'paprika', 'or 3 tbsp berbere in place of paprika and cayenne'], [1, 'tsp', 'cayenne'], [0.5, 'tsp', 'cardamom'], [1.2, 'kg', 'chicken', 'drumsticks and thighs, skinned'], [1, '', 'lemon'], [6, '', 'egg', 'hard-boiled, peeled']],
    steps: [
      'Cook the onions in a dry pot over low heat for 15 minutes, stirring, until soft and sweet. Add the butter and cook for 15 minutes more until deep brown.',
      'Add the garlic, ginger, paprika, cayenne and cardamom and cook for 5 minutes, then 2 cups of water.',
      'Rub the chicken with the lemon juice and salt, add to the pot, cover and simmer for 45 minutes until tender and the sauce is thick and dark.',
      'Score the eggs, add them for the last 10 minutes, and serve with injera or rice.',
    ],
  },
  {
    t: 'Beef Tibs', d: 'Ethiopian sautéed beef with onion, jalapeño, rosemary and spiced butter.',
    cuisine: 'ethiopian', meal: 'dinner', s: 4, prep: 10, cook: 15, eq: 'large frying pan',
    i: [[600, 'g', 'steak', 'sirloin, in cubes'], [1, 'tbsp', 'oil'], [1, '', 'red-onion', 'sliced'], [2, '', 'jalapeno', 'sliced'], [2, 'clove', 'garlic'], [1, 'sprig', 'rosemary'], [30, 'g', 'butter', 'or niter kibbeh'], [1, 'tsp', '?paprika', 'or berbere']],
    steps: [
      'Sear the beef in the oil over very high heat for 3 minutes, stirring once.',
      'Add the red onion, jalapenos, garlic and rosemary and cook for 3 minutes until just soft.',
      'Add the butter and the paprika, if using, toss until glossy and season. Serve hot with injera or flatbread.',
    ],
  },
  {
    t: 'Atakilt Wat', d: 'Ethiopian cabbage, potato and carrot stewed gently with turmeric and ginger.',
    cuisine: 'ethiopian', meal: 'dinner', s: 4, prep: 15, cook: 35, eq: 'heavy pot with lid',
    i: [[0.25, 'cup', 'olive-oil'], [1, '', 'onion', 'sliced'], [3, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [1, 'tsp', 'turmeric'], [1, 'tsp', 'cumin'], [3, '', 'carrot', 'sliced'], [3, '', 'potato', 'in chunks'], [0.5, '', 'cabbage', 'in strips'], [1, '', '?jalapeno']],
    steps: [
      'Soften the onion in the olive oil for 6 minutes, add the garlic, ginger, turmeric and cumin.',
      'Add the carrots and potatoes with half a cup of water, cover and cook for 10 minutes.',
      'Add the cabbage and the sliced jalapeno, if using, season, cover and cook for 15 to 20 minutes, stirring now and then, until everything is tender.',
    ],
  },
  {
    t: 'Country Captain', d: 'A Georgia Lowcountry chicken curry with tomatoes, peppers and raisins, scattered with almonds.',
    cuisine: 'southern-us', meal: 'dinner', s: 4, prep: 15, cook: 50, eq: 'heavy pot with lid',
    i: [[1, 'kg', 'chicken', 'pieces'], [2, 'tbsp', 'oil'], [1, '', 'onion'], [1, '', 'bell-pepper'], [2, 'clove', 'garlic'], [1, 'tbsp', 'curry-powder'], [1, 'can', 'canned-tomato'], [0.33, 'cup', 'raisin'], [0.33, 'cup', '?almond', 'flaked, toasted'], [1.5, 'cup', '?rice']],
    steps: [
      'Brown the seasoned chicken in the oil; lift out.',
      'Soften the chopped onion and pepper for 6 minutes, add the garlic and curry powder for a minute, then the canned tomato and raisins.',
      'Return the chicken, cover and simmer for 35 minutes until tender.',
      'Cook the rice and serve the chicken over it, scattered with toasted almonds, if using.',
    ],
  },
  {
    t: 'Southern Fried Catfish', d: 'Cornmeal-crusted fish fillets fried crisp, with lemon and hot sauce.',
    cuisine: 'southern-us', meal: 'dinner', s: 4, prep: 40, cook: 15, eq: 'shallow dishes|heavy skillet|thermometer',
    i: [[4, '', 'white-fish', 'catfish fillets'], [1, 'cup', 'buttermilk'], [0.75, 'cup', 'polenta', 'fine cornmeal'], [0.25, 'cup', 'flour'], [1, 'tsp', 'paprika'], [0.5, 'tsp', 'cayenne'], [2, 'cup', '~oil', 'for frying'], [1, '', '?lemon'], [1, 'tsp', '?hot-sauce']],
    steps: [
      'Soak the fish in the buttermilk for 30 minutes.',
      'Mix the cornmeal, flour, paprika, cayenne and a teaspoon of salt.',
      'Heat 2 cm of oil to 180°C. Dredge the fish in the cornmeal and fry for 3 minutes a side until golden and crisp.',
      'Drain and serve with lemon wedges and hot sauce, if using.',
    ],
  },
  {
    t: 'King Ranch Chicken', d: 'Texan casserole of chicken, corn tortillas, tomatoes, peppers and cheese in a creamy sauce.',
    cuisine: 'southern-us', meal: 'dinner', s: 6, prep: 20, cook: 45, eq: 'large saucepan|whisk|baking dish',
    i: [[40, 'g', 'butter'], [1, '', 'onion'], [1, '', 'bell-pepper'], [3, 'tbsp', 'flour'], [1.5, 'cup', 'stock'], [0.5, 'cup', 'sour-cream'], [2, 'tsp', 'chili-powder'], [1, 'can', 'canned-tomato', 'with green chilies'], [500, 'g', 'chicken', 'cooked, shredded'], [12, '', 'corn-tortilla'], [200, 'g', 'cheese']],
    steps: [
      'Heat the oven to 180°C. Soften the chopped onion and pepper in the butter, stir in the flour, then whisk in the stock and simmer until thick.',
      'Stir in the sour cream, chili powder, canned tomato and chicken and season.',
      'Layer torn corn tortillas, the chicken mixture and the cheese in a baking dish, three times, ending with cheese.',
      'Bake for 35 to 40 minutes until bubbling.',
    ],
  },
  {
    t: 'Chicken Spaghetti', d: 'The Southern potluck bake of chicken and spaghetti in a cheesy tomato cream sauce.',
    cuisine: 'southern-us', meal: 'dinner', s: 6, prep: 15, cook: 40, eq: 'large pot|saucepan|baking dish',
    i: [[350, 'g', 'spaghetti', 'broken in half'], [30, 'g', 'butter'], [1, '', 'onion'], [1, '', 'bell-pepper'], [2, 'tbsp', 'flour'], [1.5, 'cup', 'stock'], [1, 'can', 'canned-tomato', 'with green chilies'], [500, 'g', 'chicken', 'cooked, shredded'], [200, 'g', 'cheese']],
    steps: [
      'Heat the oven to 180°C. Boil the spaghetti for 2 minutes less than the packet says and drain.',
      'Soften the onion and pepper in the butter, stir in the flour, then the stock and canned tomato, and simmer until thick. Stir in half the cheese.',
      'Mix with the chicken and spaghetti, tip into a dish and top with the rest of the cheese.',
      'Bake for 25 minutes until bubbling.',
    ],
  },
  {
    t: 'Brunswick Stew', d: 'A smoky Southern stew of chicken, pork, corn, beans and tomato with a barbecue tang.',
    cuisine: 'southern-us', meal: 'dinner', s: 6, prep: 15, cook: 50, eq: 'large heavy pot',
    i: [[1, 'tbsp', 'oil'], [1, '', 'onion'], [700, 'g', 'chicken', 'boneless, thighs or breasts'], [1, 'can', 'canned-tomato'], [2, 'cup', 'stock'], [0.5, 'cup', 'bbq-sauce'], [2, 'cup', 'corn'], [1, 'can', 'white-bean', 'butter or lima beans, drained'], [300, 'g', '?pork', 'pulled, cooked'], [1, 'tbsp', '?worcestershire-sauce']],
    steps: [
      'Soften the chopped onion in the oil, add the chicken, canned tomato, stock and barbecue sauce and simmer for 25 minutes.',
      'Lift out and shred the chicken and return it with the corn, white beans, and the pulled pork and Worcestershire sauce if using.',
      'Simmer for 20 minutes more until thick, stirring often. Season well.',
    ],
  },
];
