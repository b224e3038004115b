import type { RecipeDraft } from '../build.ts';

/** More home-cooked mains from around the world, each with a short list of what it really needs. */
export const MORE_DINNERS_WORLD_3_DRAFTS: readonly RecipeDraft[] = [
  {
    t: 'Sausages with Colcannon', d: 'Irish mash beaten with buttery cabbage or kale and spring onion, under browned sausages.',
    cuisine: 'irish', meal: 'dinner', s: 4, prep: 15, cook: 30, eq: 'saucepan|frying pan|masher',
    i: [[8, '', 'sausage'], [1, 'tbsp', 'oil'], [1, 'kg', 'potato', 'floury'], [60, 'g', 'butter'], [0.5, '', 'cabbage', 'or 200 g kale, finely shredded'], [4, '', 'spring-onion', 'sliced'], [0.5, 'cup', 'milk']],
    steps: [
      'Boil the peeled potatoes until tender. Meanwhile fry the sausages in the oil over medium heat for 15 to 20 minutes, turning, until cooked.',
      'Cook the cabbage in half the butter with a splash of water for 5 minutes until tender.',
      'Warm the milk with the spring onion. Drain and mash the potatoes, beat in the milk and spring onion, then fold in the cabbage. Season well.',
      'Serve the colcannon with a well of the remaining butter melting in the middle and the sausages alongside.',
    ],
  },
  {
    t: 'Tavuk Sote', d: 'Turkish chicken sautéed with peppers, onion and tomato, eaten with rice or bread.',
    cuisine: 'turkish', meal: 'dinner', s: 4, prep: 10, cook: 25, eq: 'large frying pan',
    i: [[600, 'g', 'chicken', 'breast or thigh, diced'], [2, 'tbsp', 'oil'], [1, '', 'onion'], [2, '', 'bell-pepper', 'green, in strips'], [2, '', 'tomato', 'chopped'], [1, 'tbsp', 'tomato-paste'], [1, 'tsp', '?chili-flake'], [1, 'tsp', '?oregano']],
    steps: [
      'Sear the chicken in the oil over high heat for 5 minutes until golden.',
      'Add the onion and peppers and cook for 5 minutes, then the tomato paste, tomatoes, and the chili flakes and oregano, if using.',
      'Simmer for 10 minutes until the chicken is cooked and the sauce thick. Season and serve with rice pilaf or bread.',
    ],
  },
  {
    t: 'Persian Kotlet', d: 'Pan-fried patties of beef, grated potato, onion and turmeric, crisp outside and tender within.',
    cuisine: 'persian', meal: 'dinner', s: 4, prep: 20, cook: 25, eq: 'grater|bowl|large frying pan',
    i: [[500, 'g', 'ground-beef'], [2, '', 'potato', 'peeled and grated'], [1, '', 'onion', 'grated and squeezed'], [1, '', 'egg'], [1, 'tsp', 'turmeric'], [0.25, 'cup', 'breadcrumb'], [0.25, 'cup', 'oil'], [1, '', '?tomato'], [2, '', '?pita', 'or lavash']],
    steps: [
      'Squeeze the grated potato dry in a towel. Mix it with the beef, onion, egg, turmeric, salt and pepper.',
      'Shape into flat oval patties and coat lightly in breadcrumbs.',
      'Fry in the oil over medium heat for 5 to 6 minutes a side until deep golden and cooked through.',
      'Serve with sliced tomato and warm pita or lavash, if using.',
    ],
  },
  {
    t: 'Ayam Kecap', d: 'Indonesian chicken braised in sweet soy with garlic, ginger and shallots.',
    cuisine: 'indonesian', meal: 'dinner', s: 4, prep: 10, cook: 35, eq: 'heavy pan with lid',
    i: [[1, 'kg', 'chicken', 'pieces'], [2, 'tbsp', 'oil'], [4, '', 'shallot', 'sliced'], [4, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [0.25, 'cup', 'soy-sauce'], [2, 'tbsp', 'brown-sugar', 'or 4 tbsp kecap manis in place of both'], [1, '', '?tomato'], [1, '', '?lime']],
    steps: [
      'Brown the chicken in the oil; lift out.',
      'Fry the shallots, garlic and ginger for 3 minutes, then add the soy sauce, brown sugar, chopped tomato, if using, and a cup of water.',
      'Return the chicken, cover and simmer for 25 minutes, then uncover and reduce until the sauce is thick and glossy. Squeeze over lime, if using, and serve with rice.',
    ],
  },
  {
    t: 'Kari Ayam', d: 'Malaysian chicken and potato curry in coconut milk, fragrant with curry powder and lemongrass.',
    cuisine: 'malaysian', meal: 'dinner', s: 4, prep: 15, cook: 45, eq: 'heavy pot|blender',
    i: [[1, 'kg', 'chicken', 'pieces'], [2, '', 'onion'], [3, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [3, 'tbsp', 'curry-powder', 'meat curry powder'], [3, 'tbsp', 'oil'], [1, '', '?lemongrass', 'bruised'], [2, '', 'potato', 'in chunks'], [1, 'can', 'coconut-milk'], [1, 'tsp', '?sugar']],
    steps: [
      'Blend the onions, garlic and ginger to a paste. Mix the curry powder with a little water to a thick paste.',
      'Fry the onion paste in the oil for 5 minutes, add the curry paste and lemongrass, if using, and fry for 5 minutes more until the oil separates.',
      'Add the chicken and potatoes, turn to coat, then the coconut milk, a cup of water, the sugar, if using, and salt.',
      'Simmer for 30 minutes until the chicken and potatoes are tender.',
    ],
  },
  {
    t: 'Gombapaprikás', d: 'Hungarian mushroom paprikash: mushrooms and onions in a paprika and sour cream sauce.',
    cuisine: 'hungarian', meal: 'dinner', s: 4, prep: 10, cook: 20, eq: 'large frying pan|bowl',
    i: [[40, 'g', 'butter'], [1, '', 'onion', 'finely chopped'], [600, 'g', 'mushroom', 'sliced'], [1, 'tbsp', 'paprika'], [0.75, 'cup', 'sour-cream'], [1, 'tbsp', 'flour'], [1, 'handful', '?dill'], [250, 'g', '?egg-noodle', 'to serve']],
    steps: [
      'Soften the onion in the butter for 6 minutes, add the mushrooms and cook over high heat until their liquid has gone and they brown.',
      'Off the heat, stir in the paprika, then half a cup of water.',
      'Whisk the sour cream with the flour, stir it in and simmer gently for 3 minutes. Season and scatter with dill. Serve with egg noodles, if using, or dumplings.',
    ],
  },
  {
    t: 'Kalops', d: 'Swedish beef stew with allspice and bay, slow-cooked with carrots and onion.',
    cuisine: 'scandinavian', meal: 'dinner', s: 6, prep: 15, cook: 135, eq: 'heavy casserole with lid',
    i: [[1.2, 'kg', 'beef', 'chuck, in chunks'], [2, 'tbsp', 'flour'], [40, 'g', 'butter'], [2, '', 'onion', 'in wedges'], [3, '', 'carrot', 'in chunks'], [1, 'tsp', 'allspice', 'whole berries, about 10'], [3, '', 'bay-leaf'], [2, 'cup', 'beef-stock'], [1, 'kg', '?potato', 'boiled, to serve']],
    steps: [
      'Toss the beef in the seasoned flour and brown it in batches in the butter. Lift out.',
      'Brown the onions, return the beef with the carrots, allspice, bay leaves and stock.',
      'Cover and simmer gently for 2 hours until the beef is very tender. Serve with boiled potatoes and pickled beetroot, if using.',
    ],
  },
  {
    t: 'Biff à la Lindström', d: 'Swedish beef patties studded with beetroot, capers and onion, fried in butter.',
    cuisine: 'scandinavian', meal: 'dinner', s: 4, prep: 15, cook: 12, eq: 'bowl|large frying pan',
    i: [[500, 'g', 'ground-beef'], [1, '', 'egg'], [1, '', 'onion', 'finely chopped'], [150, 'g', 'beetroot', 'pickled or cooked, finely diced'], [2, 'tbsp', 'caper', 'chopped'], [30, 'g', 'butter'], [1, 'kg', '?potato', 'boiled, to serve']],
    steps: [
      'Mix the beef with the egg, onion, beetroot, capers, salt and pepper until just combined.',
      'Shape into 8 flat patties.',
      'Fry in the butter over medium heat for 4 to 5 minutes a side until browned and cooked. Serve with boiled potatoes, if using, and the pan juices.',
    ],
  },
  {
    t: 'Frango com Quiabo', d: 'Brazilian braised chicken with okra, tomato and garlic, from Minas Gerais.',
    cuisine: 'brazilian', meal: 'dinner', s: 4, prep: 15, cook: 45, eq: 'heavy pot|frying pan',
    i: [[1, 'kg', 'chicken', 'pieces'], [1, '', 'lime'], [3, 'tbsp', 'oil'], [1, '', 'onion'], [4, 'clove', 'garlic'], [2, '', 'tomato', 'chopped'], [400, 'g', 'okra', 'in thick slices'], [1, 'handful', '?parsley']],
    steps: [
      'Season the chicken with the lime juice, salt and pepper. Brown it in 2 tablespoons of the oil.',
      'Add the onion and garlic for 3 minutes, then the tomatoes and a cup of water. Cover and simmer for 25 minutes.',
      'Meanwhile fry the okra in the rest of the oil over high heat for 5 minutes until less slimy, then add it to the chicken and cook for 10 minutes more.',
      'Scatter with parsley, if using, and serve with rice and polenta.',
    ],
  },
  {
    t: 'Seco de Res', d: 'Peruvian beef stew braised in a bright cilantro sauce with peas and carrots.',
    cuisine: 'peruvian', meal: 'dinner', s: 6, prep: 15, cook: 120, eq: 'blender|heavy pot with lid',
    i: [[1, 'kg', 'beef', 'chuck, in chunks'], [2, 'tbsp', 'oil'], [1, '', 'onion'], [4, 'clove', 'garlic'], [1, 'bunch', 'cilantro'], [1, '', 'chili-pepper', 'ají amarillo or jalapeño'], [1, 'cup', 'beer', 'or stock'], [2, '', 'carrot'], [1, 'cup', 'pea'], [1, 'tsp', '?cumin']],
    steps: [
      'Brown the beef in the oil; lift out. Soften the chopped onion and garlic for 5 minutes.',
      'Blend the cilantro and chili pepper with the beer and add to the pot with the cumin, if using, the beef and a cup of water.',
      'Cover and simmer for 1½ hours, add the sliced carrots and cook for 20 minutes, then the peas for 5 minutes. Season and serve with rice and beans.',
    ],
  },
  {
    t: 'Shrimp Maque Choux', d: 'Cajun smothered corn with peppers, onion and shrimp in a little cream.',
    cuisine: 'cajun', meal: 'dinner', s: 4, prep: 15, cook: 20, eq: 'large frying pan',
    i: [[40, 'g', 'butter'], [1, '', 'onion'], [1, '', 'bell-pepper'], [2, 'clove', 'garlic'], [3, 'cup', 'corn'], [0.5, 'tsp', 'cayenne'], [400, 'g', 'shrimp', 'peeled'], [0.5, 'cup', '?cream'], [3, '', '?spring-onion'], [100, 'g', '?bacon']],
    steps: [
      'Fry the bacon, if using, in the butter, then soften the chopped onion and pepper for 6 minutes. Add the garlic.',
      'Add the corn and cayenne and cook for 8 minutes, scraping, until the corn is tender and lightly browned.',
      'Add the shrimp and the cream, if using, and cook for 4 minutes until the shrimp are pink. Season and scatter with spring onion, if using.',
    ],
  },
  {
    t: 'Chicken Bog', d: 'South Carolina one-pot of chicken, smoked sausage and rice cooked soft in the broth.',
    cuisine: 'southern-us', meal: 'dinner', s: 6, prep: 10, cook: 60, eq: 'large heavy pot with lid',
    i: [[1, 'kg', 'chicken', 'pieces'], [1, '', 'onion'], [300, 'g', 'sausage', 'smoked, sliced'], [2, 'cup', 'rice', 'long-grain'], [1, 'tsp', '?thyme'], [30, 'g', '?butter']],
    steps: [
      'Simmer the chicken and halved onion in 8 cups of salted water for 35 minutes. Lift out the chicken, shred it and discard the skin and bones; keep 4½ cups of the broth.',
      'Brown the sausage in the pot with the butter, if using, then add the broth, rice, thyme, if using, and the chicken.',
      'Cover and simmer on low for 20 minutes until the rice is soft and has soaked up the broth. Season well with pepper.',
    ],
  },
  {
    t: 'Jeyuk Bokkeum', d: 'Korean spicy pork stir-fried with gochujang, ginger and onion.',
    cuisine: 'korean', meal: 'dinner', s: 4, prep: 40, cook: 10, eq: 'bowl|wok',
    i: [[600, 'g', 'pork', 'shoulder or belly, thinly sliced'], [3, 'tbsp', 'gochujang'], [2, 'tbsp', 'soy-sauce'], [1, 'tbsp', 'sugar'], [3, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [1, '', 'onion', 'sliced'], [1, 'tbsp', 'oil'], [3, '', '?spring-onion'], [1, 'head', '?lettuce', 'leaves to wrap']],
    steps: [
      'Mix the gochujang, soy sauce, sugar, garlic and ginger and coat the pork. Leave for 30 minutes.',
      'Stir-fry the pork and onion in the oil over high heat for 6 to 8 minutes until cooked and caramelised at the edges.',
      'Toss in the spring onion, if using, and serve with rice and lettuce leaves to wrap, if you like.',
    ],
  },
  {
    t: 'Gyudon', d: 'Japanese beef bowl: thin beef and onion simmered in sweet soy broth over rice.',
    cuisine: 'japanese', meal: 'dinner', s: 4, prep: 10, cook: 15, eq: 'saucepan|frying pan',
    i: [[400, 'g', 'steak', 'very thinly sliced'], [1, '', 'onion', 'sliced'], [0.25, 'cup', 'soy-sauce'], [2, 'tbsp', 'sugar'], [2, 'tbsp', '?rice-wine', 'mirin or sake'], [1, 'tsp', 'ginger', 'grated'], [1.5, 'cup', 'rice'], [4, '', '?egg'], [2, '', '?spring-onion']],
    steps: [
      'Cook the rice. Meanwhile simmer the soy sauce, sugar, rice wine, if using, ginger and ¾ cup of water with the onion for 5 minutes until soft.',
      'Add the beef, stirring it apart, and simmer for 2 to 3 minutes until just cooked; skim.',
      'Spoon over the rice with some broth. Top with a raw or soft-poached egg and spring onion, if using.',
    ],
  },
  {
    t: 'Buta no Shogayaki', d: 'Japanese ginger pork: thin pork slices glazed in ginger, soy and a little sugar.',
    cuisine: 'japanese', meal: 'dinner', s: 4, prep: 15, cook: 10, eq: 'bowl|large frying pan',
    i: [[500, 'g', 'pork', 'loin or shoulder, thinly sliced'], [2, 'tbsp', 'ginger', 'grated'], [3, 'tbsp', 'soy-sauce'], [1, 'tbsp', 'sugar'], [1, 'tbsp', '?rice-wine'], [1, 'tbsp', 'oil'], [1, '', 'onion', 'sliced'], [2, 'cup', '?cabbage', 'finely shredded']],
    steps: [
      'Mix the ginger, soy sauce, sugar and rice wine, if using, and toss the pork in half of it for 10 minutes.',
      'Fry the onion in the oil for 2 minutes, add the pork and cook over high heat for 3 minutes.',
      'Pour in the rest of the sauce and toss until glossy. Serve with shredded cabbage, if using, and rice.',
    ],
  },
  {
    t: 'Xinjiang Cumin Lamb', d: 'Lamb stir-fried with lots of cumin, chili and onion, from northwest China.',
    cuisine: 'chinese', meal: 'dinner', s: 4, prep: 15, cook: 10, eq: 'wok|mortar and pestle',
    i: [[500, 'g', 'lamb', 'leg or shoulder, thinly sliced'], [1, 'tbsp', 'soy-sauce'], [1, 'tsp', 'cornstarch'], [2, 'tbsp', 'oil'], [1, 'tbsp', 'cumin', 'seeds, lightly crushed'], [1, 'tsp', 'chili-flake'], [1, '', 'onion', 'sliced'], [2, 'clove', 'garlic'], [1, 'handful', '?cilantro']],
    steps: [
      'Toss the lamb with the soy sauce and cornstarch.',
      'Sear the lamb in the oil in a very hot wok for 2 minutes; push aside.',
      'Add the cumin, chili flakes, onion and garlic and stir-fry for 2 minutes, then toss everything together with a pinch of salt. Finish with cilantro, if using.',
    ],
  },
  {
    t: 'Carne Asada', d: 'Mexican citrus and garlic marinated steak, grilled and sliced for tacos.',
    cuisine: 'mexican', meal: 'dinner', s: 4, prep: 70, cook: 10, eq: 'bowl|grill or griddle pan',
    i: [[700, 'g', 'steak', 'skirt or flank'], [2, '', 'lime'], [1, '', 'orange'], [3, 'clove', 'garlic'], [1, 'tsp', 'cumin'], [1, 'handful', 'cilantro'], [2, 'tbsp', 'oil'], [12, '', '?corn-tortilla'], [0.5, 'cup', '?salsa']],
    steps: [
      'Mix the lime and orange juice with the crushed garlic, cumin, half the chopped cilantro, the oil and salt. Marinate the steak for 1 to 4 hours.',
      'Grill over very high heat for 3 to 4 minutes a side. Rest for 5 minutes.',
      'Slice thinly across the grain and serve in warm tortillas with salsa and the rest of the cilantro, if using.',
    ],
  },
  {
    t: 'Chicken Saltimbocca', d: 'Thin chicken cutlets wrapped in prosciutto and sage, pan-fried and sauced with butter and wine.',
    cuisine: 'italian', meal: 'dinner', s: 4, prep: 15, cook: 12, eq: 'rolling pin|large frying pan',
    i: [[2, '', 'chicken-breast', 'halved horizontally and flattened'], [4, 'slice', 'ham', 'prosciutto'], [2, 'sprig', 'sage', 'about 8 leaves'], [2, 'tbsp', 'flour'], [1, 'tbsp', 'oil'], [30, 'g', 'butter'], [0.5, 'cup', 'white-wine']],
    steps: [
      'Lay two sage leaves on each cutlet, cover with a slice of prosciutto and press firmly. Dust the other side with flour.',
      'Fry in the oil and half the butter, ham-side down first, for 2 to 3 minutes a side until golden and cooked. Keep warm.',
      'Pour the white wine into the pan and bubble for 2 minutes, then swirl in the rest of the butter and pour over the chicken.',
    ],
  },
  {
    t: 'Tartiflette', d: 'Alpine bake of potatoes, bacon, onion and cream under melting cheese.',
    cuisine: 'french', meal: 'dinner', s: 6, prep: 20, cook: 50, eq: 'saucepan|frying pan|baking dish',
    i: [[1.2, 'kg', 'potato', 'waxy'], [200, 'g', 'bacon', 'lardons'], [1, '', 'onion', 'sliced'], [0.5, 'cup', '?white-wine'], [0.5, 'cup', 'cream'], [250, 'g', 'cheese', 'reblochon or other washed-rind or melting cheese']],
    steps: [
      'Boil the potatoes until just tender, cool slightly and slice thickly.',
      'Fry the bacon until golden, add the onion and cook for 10 minutes. Add the white wine, if using, and bubble away.',
      'Heat the oven to 200°C. Layer the potatoes and bacon mixture in a dish, pour over the cream and lay the cheese, sliced, on top.',
      'Bake for 25 to 30 minutes until bubbling and golden.',
    ],
  },
  {
    t: 'Pollo al Ajillo', d: 'Spanish chicken pieces fried with lots of garlic, then splashed with white wine.',
    cuisine: 'spanish', meal: 'dinner', s: 4, prep: 10, cook: 35, eq: 'large frying pan with lid',
    i: [[1, 'kg', 'chicken', 'small pieces, bone-in'], [0.25, 'cup', 'olive-oil'], [12, 'clove', 'garlic', 'lightly crushed'], [0.5, 'cup', 'white-wine'], [2, '', '?bay-leaf'], [1, 'handful', '?parsley']],
    steps: [
      'Season the chicken and brown it slowly in the olive oil for 15 minutes, turning, with the garlic and bay leaves, if using, added after 5 minutes.',
      'Pour in the white wine, cover and cook for 15 minutes until the chicken is done.',
      'Uncover and reduce the juices for a few minutes. Scatter with parsley, if using.',
    ],
  },
  {
    t: 'Fasolakia', d: 'Greek green beans and potatoes stewed in olive oil and tomato until meltingly soft.',
    cuisine: 'greek', meal: 'dinner', s: 4, prep: 15, cook: 50, eq: 'wide pot with lid',
    i: [[0.33, 'cup', 'olive-oil'], [1, '', 'onion'], [2, 'clove', 'garlic'], [600, 'g', 'green-bean'], [2, '', 'potato', 'in chunks'], [1, 'can', 'canned-tomato'], [1, 'handful', '?dill'], [100, 'g', '?feta']],
    steps: [
      'Soften the chopped onion and garlic in the olive oil for 6 minutes.',
      'Add the green beans, potatoes, canned tomato, a cup of water and salt.',
      'Cover and simmer gently for 40 to 45 minutes until the beans are very soft and the sauce thick. Stir in the dill and serve with feta and bread, if using.',
    ],
  },
  {
    t: 'Musakhan', d: 'Palestinian roast chicken with sumac-soaked onions on flatbread, scattered with pine nuts.',
    cuisine: 'middle-eastern', meal: 'dinner', s: 4, prep: 15, cook: 60, eq: 'roasting tin|large frying pan',
    i: [[1.2, 'kg', 'chicken', 'pieces'], [0.33, 'cup', 'olive-oil'], [3, 'tbsp', 'sumac'], [1, 'tsp', 'allspice'], [4, '', 'onion', 'thinly sliced'], [4, '', 'pita', 'or taboon bread'], [0.25, 'cup', '?pine-nut']],
    steps: [
      'Rub the chicken with 2 tablespoons of the olive oil, 1 tablespoon of the sumac, the allspice and salt and roast at 200°C for 45 minutes.',
      'Cook the onions slowly in the rest of the oil for 20 minutes until soft and sweet, then stir in the rest of the sumac.',
      'Spread the onions over the pita breads, set the chicken on top, drizzle with the pan juices and bake for 8 minutes until the bread edges crisp.',
      'Scatter with toasted pine nuts, if using.',
    ],
  },
  {
    t: 'Kafta bil Sanieh', d: 'Lebanese tray of spiced beef kafta baked with potatoes and tomatoes.',
    cuisine: 'middle-eastern', meal: 'dinner', s: 4, prep: 20, cook: 50, eq: 'bowl|baking dish',
    i: [[500, 'g', 'ground-beef', 'or lamb'], [1, '', 'onion', 'grated'], [1, 'handful', 'parsley', 'chopped'], [1, 'tsp', 'allspice'], [3, '', 'potato', 'sliced'], [3, '', 'tomato', 'sliced'], [2, 'tbsp', 'oil'], [2, 'tbsp', 'tomato-paste']],
    steps: [
      'Heat the oven to 200°C. Mix the beef, onion, parsley, allspice, salt and pepper and press into a thin layer in an oiled baking dish (or shape into patties).',
      'Toss the potato slices in the oil, season and roast on a tray for 15 minutes.',
      'Arrange the potatoes and tomatoes over the meat, pour over the tomato paste mixed with a cup of hot water, and bake for 30 minutes until everything is tender.',
    ],
  },
  {
    t: 'Suya', d: 'Nigerian spicy beef skewers coated in a ground peanut and chili rub.',
    cuisine: 'west-african', meal: 'dinner', s: 4, prep: 40, cook: 10, eq: 'food processor|skewers|grill',
    i: [[600, 'g', 'steak', 'thinly sliced'], [0.5, 'cup', 'peanut', 'roasted'], [1, 'tsp', 'cayenne'], [1, 'tsp', 'paprika'], [1, 'tsp', 'ground-ginger'], [1, 'tsp', 'garlic-powder'], [2, 'tbsp', 'oil'], [1, '', '?red-onion', 'sliced'], [1, '', '?tomato', 'sliced']],
    steps: [
      'Grind the peanuts finely and mix with the cayenne, paprika, ground ginger, garlic powder and a teaspoon of salt.',
      'Coat the beef with the oil, then most of the spice mix. Thread onto skewers and leave for 30 minutes.',
      'Grill over high heat for 3 to 4 minutes a side. Dust with the rest of the spice and serve with sliced red onion and tomato, if using.',
    ],
  },
  {
    t: 'Chicken Yassa', d: 'Senegalese chicken marinated in lemon, mustard and onions, then braised in them.',
    cuisine: 'west-african', meal: 'dinner', s: 4, prep: 130, cook: 50, eq: 'bowl|heavy pot',
    i: [[1, 'kg', 'chicken', 'pieces'], [4, '', 'onion', 'sliced'], [2, '', 'lemon'], [2, 'tbsp', 'mustard'], [3, 'clove', 'garlic'], [1, '', 'chili-pepper', 'scotch bonnet, whole'], [3, 'tbsp', 'oil'], [0.25, 'cup', '?olive']],
    steps: [
      'Marinate the chicken with the onions, lemon juice, mustard, garlic and salt for at least 2 hours.',
      'Lift out the chicken and brown it in the oil. Lift out.',
      'Cook the onions from the marinade in the pot for 15 minutes until soft, add the rest of the marinade, the whole chili, the olives, if using, and a cup of water.',
      'Return the chicken, cover and simmer for 30 minutes until tender. Remove the chili and serve with rice.',
    ],
  },
  {
    t: 'Jamaican Brown Stew Chicken', d: 'Chicken browned in caramelised sugar and braised with peppers, onion, thyme and tomato.',
    cuisine: 'caribbean', meal: 'dinner', s: 4, prep: 70, cook: 45, eq: 'bowl|heavy pot with lid',
    i: [[1, 'kg', 'chicken', 'pieces'], [1, '', 'onion'], [3, 'clove', 'garlic'], [1, 'tsp', 'thyme'], [1, 'tbsp', 'soy-sauce'], [1, 'tbsp', 'brown-sugar'], [2, 'tbsp', 'oil'], [1, '', 'bell-pepper'], [2, '', 'tomato'], [2, 'tbsp', 'ketchup'], [1, '', '?chili-pepper', 'scotch bonnet']],
    steps: [
      'Season the chicken with the chopped onion, garlic, thyme, soy sauce, salt and pepper and leave for an hour.',
      'Heat the oil with the brown sugar until it darkens, then add the chicken (without the onions) and brown it all over.',
      'Add the marinade onions, sliced pepper, chopped tomatoes, ketchup, the chili, if using, and a cup of water.',
      'Cover and simmer for 30 minutes until the chicken is tender and the gravy rich. Serve with rice and peas.',
    ],
  },
  {
    t: 'Beetroot Risotto', d: 'Vivid magenta risotto of grated beetroot, finished with soft goat cheese.',
    cuisine: 'italian', meal: 'dinner', s: 4, prep: 15, cook: 30, eq: 'heavy saucepan|ladle|grater',
    i: [[2, 'tbsp', 'oil'], [1, '', 'onion', 'finely chopped'], [300, 'g', 'beetroot', 'raw, peeled and grated'], [1.5, 'cup', 'arborio-rice'], [6, 'cup', 'stock', 'hot'], [30, 'g', 'butter'], [100, 'g', 'goat-cheese'], [1, 'tbsp', '?dill']],
    steps: [
      'Soften the onion in the oil for 5 minutes, add the beetroot and cook for 3 minutes, then the rice, stirring for a minute.',
      'Add the hot stock a ladle at a time, stirring and letting each be absorbed, for 20 to 22 minutes until the rice is creamy and tender.',
      'Beat in the butter, season and top with crumbled goat cheese and dill, if using.',
    ],
  },
  {
    t: 'Galinhada', d: 'Brazilian one-pot chicken and rice, golden with turmeric and finished with parsley.',
    cuisine: 'brazilian', meal: 'dinner', s: 4, prep: 15, cook: 50, eq: 'heavy pot with lid',
    i: [[800, 'g', 'chicken', 'thighs or drumsticks, in pieces'], [1, '', 'lime'], [2, 'tbsp', 'oil'], [1, '', 'onion'], [3, 'clove', 'garlic'], [1, 'tsp', 'turmeric'], [1.5, 'cup', 'rice'], [2, '', 'tomato', 'chopped'], [3.5, 'cup', 'stock', 'hot'], [1, 'handful', '?parsley'], [0.5, 'cup', '?pea']],
    steps: [
      'Season the chicken with the lime juice and salt and brown it well in the oil, about 8 minutes. Add the onion and garlic and cook for 4 minutes.',
      'Stir in the turmeric, then the tomatoes and 1 cup of the hot stock; cover and simmer for 15 minutes so the chicken on the bone gets a head start.',
      'Stir in the rice and the rest of the stock, cover and simmer on low for 18 to 20 minutes, adding the peas, if using, for the last 5, until the rice is tender and the chicken is cooked through (no pink at the bone, 74°C). Scatter with parsley, if using.',
    ],
  },
  {
    t: 'Prego', d: 'Portuguese steak sandwich: thin garlic-marinated steak seared in butter and tucked into a crusty roll.',
    cuisine: 'portuguese', meal: 'dinner', s: 4, prep: 20, cook: 10, eq: 'bowl|heavy frying pan',
    i: [[500, 'g', 'steak', 'thin minute steaks'], [4, 'clove', 'garlic', 'crushed'], [0.25, 'cup', '?white-wine'], [1, 'tsp', 'paprika'], [30, 'g', 'butter'], [4, '', 'burger-bun', 'crusty rolls'], [1, 'tbsp', '?mustard'], [1, 'tsp', '?hot-sauce', 'piri-piri']],
    steps: [
      'Rub the steaks with the garlic, paprika, salt and the white wine, if using, and leave for 15 minutes.',
      'Sear the steaks in the butter in a very hot pan for 1 minute a side, then pour in any marinade and let it bubble.',
      'Split the rolls, dip the cut sides in the pan juices and fill with the steaks, with mustard or hot sauce, if using.',
    ],
  },
  {
    t: 'Fasolka po Bretońsku', d: 'Polish baked beans with sausage and bacon in a paprika and tomato sauce.',
    cuisine: 'polish', meal: 'dinner', s: 4, prep: 10, cook: 35, eq: 'heavy pot',
    i: [[150, 'g', 'bacon', 'diced'], [250, 'g', 'sausage', 'kiełbasa, diced'], [1, '', 'onion', 'chopped'], [2, 'tbsp', 'tomato-paste'], [1, 'can', 'canned-tomato'], [2, 'can', 'white-bean', 'drained'], [1, 'tsp', 'paprika'], [1, 'tsp', 'oregano', 'or marjoram'], [2, '', '?bay-leaf']],
    steps: [
      'Fry the bacon until the fat runs, add the sausage and onion and cook for 8 minutes.',
      'Stir in the tomato paste, paprika and oregano, then the canned tomato, white beans, bay leaves, if using, and half a cup of water.',
      'Simmer for 20 minutes until thick. Season and serve with bread.',
    ],
  },
  {
    t: 'Shashlik', d: 'Russian pork skewers marinated overnight with onions and vinegar, then grilled.',
    cuisine: 'russian', meal: 'dinner', s: 4, prep: 240, cook: 15, eq: 'bowl|skewers|grill',
    i: [[1, 'kg', 'pork', 'shoulder, in large chunks'], [3, '', 'onion', 'sliced into rings'], [3, 'tbsp', 'vinegar'], [2, 'tbsp', 'oil'], [2, '', '?bay-leaf'], [1, 'tsp', '?ground-coriander'], [1, 'handful', '?dill']],
    steps: [
      'Mix the pork with the onion rings, squeezing them to release their juice, the vinegar, oil, bay leaves and ground coriander, if using, and plenty of salt and pepper. Marinate for at least 4 hours or overnight.',
      'Thread the pork onto skewers and grill over hot coals or under a hot grill for 12 to 15 minutes, turning, until charred and cooked through.',
      'Serve with the marinated onion and dill, if using.',
    ],
  },
  {
    t: 'Dak Bokkeumtang', d: 'Korean spicy braised chicken with potatoes and carrots in a gochujang sauce.',
    cuisine: 'korean', meal: 'dinner', s: 4, prep: 15, cook: 40, eq: 'heavy pot with lid',
    i: [[1, 'kg', 'chicken', 'pieces'], [3, '', 'potato', 'in large chunks'], [1, '', 'carrot', 'in chunks'], [1, '', 'onion', 'in wedges'], [3, 'tbsp', 'gochujang'], [3, 'tbsp', 'soy-sauce'], [1, 'tbsp', 'sugar'], [4, 'clove', 'garlic'], [1, 'tsp', '?chili-flake'], [3, '', '?spring-onion']],
    steps: [
      'Mix the gochujang, soy sauce, sugar, minced garlic and chili flakes, if using, with 1½ cups of water.',
      'Put the chicken in a pot with the sauce, bring to the boil, cover and simmer for 15 minutes.',
      'Add the potatoes, carrot and onion and simmer, covered, for 20 minutes until tender and the sauce has thickened. Scatter with spring onion, if using.',
    ],
  },
  {
    t: 'Bò Kho', d: 'Vietnamese beef stew with lemongrass, star anise and carrots, eaten with bread or noodles.',
    cuisine: 'vietnamese', meal: 'dinner', s: 6, prep: 20, cook: 135, eq: 'heavy pot with lid',
    i: [[1, 'kg', 'beef', 'chuck or brisket, in chunks'], [3, 'tbsp', 'fish-sauce'], [1, 'tsp', 'five-spice'], [2, 'tbsp', 'oil'], [1, '', 'onion'], [3, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [2, '', 'lemongrass', 'bruised'], [2, 'tbsp', 'tomato-paste'], [2, '', 'star-anise'], [3, '', 'carrot', 'in chunks'], [1, '', '?baguette']],
    steps: [
      'Toss the beef with the fish sauce and five-spice and leave for 15 minutes.',
      'Brown the beef in the oil in batches. Add the onion, garlic, ginger and lemongrass for 3 minutes, then the tomato paste.',
      'Add the star anise and water to cover, cover and simmer for 1½ hours, then add the carrots and cook for 30 minutes more until the beef is tender.',
      'Season and serve with baguette, if using, or rice noodles.',
    ],
  },
  {
    t: 'Gà Kho Gừng', d: 'Vietnamese chicken braised in caramel, fish sauce and lots of ginger.',
    cuisine: 'vietnamese', meal: 'dinner', s: 4, prep: 10, cook: 35, eq: 'heavy pan',
    i: [[800, 'g', 'chicken', 'boneless thighs, in pieces'], [3, 'tbsp', 'sugar'], [1, 'tbsp', 'oil'], [3, 'tbsp', 'ginger', 'in matchsticks'], [2, '', 'shallot', 'sliced'], [2, 'clove', 'garlic'], [3, 'tbsp', 'fish-sauce'], [1, '', '?chili-pepper'], [2, '', '?spring-onion']],
    steps: [
      'Heat the sugar with the oil in a heavy pan until it turns a deep amber caramel.',
      'Carefully add the ginger, shallots and garlic, then the chicken, and stir to coat.',
      'Add the fish sauce, the chili, if using, and half a cup of water. Simmer uncovered for 25 minutes, turning, until the sauce is sticky. Scatter with spring onion, if using, and serve with rice.',
    ],
  },
  {
    t: 'Gai Yang', d: 'Thai grilled chicken marinated in garlic, cilantro, fish sauce and pepper, with a sweet chili dip.',
    cuisine: 'thai', meal: 'dinner', s: 4, prep: 130, cook: 30, eq: 'mortar and pestle or blender|grill or oven',
    i: [[1.2, 'kg', 'chicken', 'thighs and drumsticks'], [5, 'clove', 'garlic'], [1, 'handful', 'cilantro', 'with stems'], [3, 'tbsp', 'fish-sauce'], [1, 'tbsp', 'soy-sauce'], [1, 'tbsp', 'brown-sugar'], [0.33, 'cup', '?sweet-chili-sauce']],
    steps: [
      'Pound or blend the garlic, cilantro and a teaspoon of black pepper to a paste, and mix with the fish sauce, soy sauce and brown sugar.',
      'Coat the chicken and marinate for at least 2 hours.',
      'Grill over medium coals or roast at 200°C for 30 to 35 minutes, turning, until charred and cooked through. Serve with sweet chili sauce, if using, and sticky rice.',
    ],
  },
  {
    t: 'Khao Man Gai', d: 'Thai chicken rice: poached chicken over rice cooked in its broth, with a ginger and soy sauce.',
    cuisine: 'thai', meal: 'dinner', s: 4, prep: 15, cook: 60, eq: 'large pot|saucepan with lid|small bowl',
    i: [[1.2, 'kg', 'chicken', 'thighs or a small whole bird'], [3, 'tbsp', 'ginger', '2 tbsp sliced, 1 tbsp grated'], [5, 'clove', 'garlic'], [1.5, 'cup', 'jasmine-rice'], [1, 'tbsp', 'oil'], [3, 'tbsp', 'soy-sauce'], [1, 'tbsp', 'rice-vinegar'], [1, 'tsp', 'sugar'], [1, '', '?cucumber'], [1, 'handful', '?cilantro']],
    steps: [
      'Simmer the chicken with the sliced ginger, 2 garlic cloves and salted water to cover for 30 minutes until cooked. Lift out and keep warm; keep the broth.',
      'Fry the rest of the garlic, minced, in the oil, add the rinsed rice and stir for a minute, then 2 cups of the broth. Cover and cook on low for 15 minutes.',
      'Mix the grated ginger with the soy sauce, rice vinegar and sugar for the sauce.',
      'Slice the chicken over the rice and serve with the sauce, a cup of hot broth, and cucumber and cilantro, if using.',
    ],
  },
  {
    t: 'Panang Beef Curry', d: 'Thick, rich Thai curry of sliced beef in coconut cream and curry paste, sweet with peanuts.',
    cuisine: 'thai', meal: 'dinner', s: 4, prep: 10, cook: 20, eq: 'wok or heavy pan',
    i: [[1, 'can', 'coconut-milk'], [3, 'tbsp', 'curry-paste', 'panang or red'], [500, 'g', 'steak', 'thinly sliced'], [1, 'tbsp', 'fish-sauce'], [1, 'tbsp', 'brown-sugar'], [2, 'tbsp', 'peanut-butter', 'or crushed peanuts'], [1, 'handful', '?basil'], [1, '', '?chili-pepper']],
    steps: [
      'Simmer half the coconut milk in a wok until it thickens and the oil starts to separate, then fry the curry paste in it for 2 minutes.',
      'Add the beef and stir until it just changes colour.',
      'Add the rest of the coconut milk, the fish sauce, brown sugar and peanut butter and simmer for 5 minutes until thick. Finish with basil and sliced chili pepper, if using, and serve with rice.',
    ],
  },
];
