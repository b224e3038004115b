import type { RecipeDraft } from '../build.ts';

/** Italian, French, Spanish and Greek mains. */
export const MEDITERRANEAN_DRAFTS: readonly RecipeDraft[] = [
  {
    t: 'Simple Tomato Pasta', d: 'Spaghetti in a quick garlic and tomato sauce, finished with basil.',
    cuisine: 'italian', meal: 'dinner', s: 4, prep: 5, cook: 20, eq: 'large pot|frying pan|colander',
    i: [[400, 'g', 'spaghetti'], [3, 'tbsp', 'olive-oil'], [3, 'clove', 'garlic', 'sliced'], [2, 'can', 'canned-tomato'], [1, 'pinch', 'chili-flake'], [1, 'handful', 'basil'], [30, 'g', '?parmesan', 'to serve'], [null, '', 'salt']],
    steps: [
      'Bring a large pot of well-salted water to the boil.',
      'Warm the oil in a frying pan over medium heat and cook the garlic and chili flakes for 1 minute without browning.',
      'Add the tomatoes, crush them with a spoon and simmer for 15 minutes until thick. Season with salt.',
      'Meanwhile cook the spaghetti until al dente. Drain, keeping a cup of the water.',
      'Toss the pasta in the sauce with a splash of pasta water, tear in the basil and serve with parmesan if you like.',
    ],
  },
  {
    t: 'Spaghetti Carbonara', d: 'Silky egg and parmesan sauce with crisp bacon and lots of black pepper.',
    cuisine: 'italian', meal: 'dinner', s: 4, prep: 10, cook: 15, eq: 'large pot|frying pan|bowl|tongs',
    i: [[400, 'g', 'spaghetti'], [150, 'g', 'bacon', 'pancetta or streaky bacon, diced'], [3, '', 'egg'], [1, '', 'egg', 'yolk only'], [60, 'g', 'parmesan', 'finely grated'], [1, 'tsp', 'black-pepper', 'freshly ground'], [null, '', 'salt']],
    steps: [
      'Cook the spaghetti in plenty of salted boiling water until al dente.',
      'Meanwhile fry the bacon in a dry pan until crisp and golden. Turn off the heat.',
      'Whisk the eggs, yolk, parmesan and pepper together in a bowl.',
      'Drain the pasta, keeping a cup of the water, and toss it in the bacon pan off the heat. Pour in the egg mixture and toss quickly, adding splashes of pasta water, until creamy. Do not return it to the heat or the eggs will scramble.',
    ],
  },
  {
    t: 'Spaghetti Bolognese', d: 'A slow-cooked beef ragù with soffritto, wine and tomato.',
    cuisine: 'italian', meal: 'dinner', s: 6, prep: 15, cook: 90, eq: 'large heavy pan|large pot|colander',
    i: [[2, 'tbsp', 'olive-oil'], [1, '', 'onion'], [1, '', 'carrot'], [1, '', 'celery'], [2, 'clove', 'garlic'], [500, 'g', 'ground-beef'], [0.5, 'cup', 'red-wine'], [2, 'tbsp', 'tomato-paste'], [2, 'can', 'canned-tomato'], [0.5, 'cup', 'milk'], [500, 'g', 'spaghetti'], [40, 'g', 'parmesan']],
    steps: [
      'Finely chop the onion, carrot, celery and garlic and soften them in the oil for 10 minutes.',
      'Add the beef, breaking it up, and cook until browned. Pour in the wine and let it bubble away.',
      'Stir in the tomato paste, tomatoes and milk, season and simmer very gently, partly covered, for 1 to 1½ hours, stirring now and then.',
      'Cook the spaghetti until al dente, toss with some of the sauce and serve the rest on top with parmesan.',
    ],
  },
  {
    t: 'Beef Lasagne', d: 'Layers of meat sauce, creamy white sauce, pasta and cheese baked until bubbling.',
    cuisine: 'italian', meal: 'dinner', s: 8, prep: 30, cook: 75, eq: 'baking dish|2 saucepans|whisk',
    i: [[1, 'tbsp', 'olive-oil'], [1, '', 'onion'], [2, 'clove', 'garlic'], [600, 'g', 'ground-beef'], [2, 'can', 'canned-tomato'], [2, 'tbsp', 'tomato-paste'], [1, 'tsp', 'oregano'], [50, 'g', 'butter'], [50, 'g', 'flour'], [3, 'cup', 'milk'], [0.25, 'tsp', 'nutmeg'], [12, '', 'lasagne-sheet'], [150, 'g', 'mozzarella'], [50, 'g', 'parmesan']],
    steps: [
      'Soften the chopped onion and garlic in the oil, then brown the beef. Add the tomatoes, tomato paste and oregano, season and simmer for 30 minutes.',
      'Melt the butter in a saucepan, stir in the flour for 1 minute, then whisk in the milk gradually and simmer until thick. Season with salt and nutmeg.',
      'Heat the oven to 190°C. Layer meat sauce, lasagne sheets and white sauce in a baking dish, repeating three times and finishing with white sauce.',
      'Top with torn mozzarella and parmesan and bake for 40 to 45 minutes until golden. Rest for 10 minutes before cutting.',
    ],
  },
  {
    t: 'Mushroom Risotto', d: 'Creamy arborio rice stirred with mushrooms, white wine and parmesan.',
    cuisine: 'italian', meal: 'dinner', s: 4, prep: 10, cook: 30, eq: 'wide saucepan|small saucepan|ladle',
    i: [[6, 'cup', 'vegetable-stock'], [2, 'tbsp', 'olive-oil'], [30, 'g', 'butter'], [1, '', 'onion', 'finely chopped'], [2, 'clove', 'garlic'], [300, 'g', 'mushroom', 'sliced'], [1.5, 'cup', 'arborio-rice'], [0.5, 'cup', 'white-wine'], [50, 'g', 'parmesan'], [1, 'handful', 'parsley']],
    steps: [
      'Keep the stock warm in a small saucepan. Fry the mushrooms in the oil until golden, then set aside.',
      'In the same pan soften the onion and garlic in half the butter for 5 minutes. Add the rice and stir for 1 minute.',
      'Pour in the wine and let it absorb, then add the stock a ladleful at a time, stirring, waiting until each is absorbed. This takes about 20 minutes.',
      'When the rice is tender but still has a little bite, stir in the mushrooms, remaining butter and parmesan. Rest 2 minutes, then serve with parsley.',
    ],
  },
  {
    t: 'Spaghetti Aglio e Olio', d: 'Garlic, olive oil, chili and parsley: pasta from the emptiest cupboard.',
    cuisine: 'italian', meal: 'dinner', s: 2, prep: 5, cook: 12, eq: 'large pot|frying pan',
    i: [[200, 'g', 'spaghetti'], [4, 'tbsp', 'olive-oil'], [4, 'clove', 'garlic', 'thinly sliced'], [0.5, 'tsp', 'chili-flake'], [1, 'handful', 'parsley', 'chopped'], [null, '', 'salt']],
    steps: [
      'Cook the spaghetti in well-salted boiling water until al dente.',
      'Meanwhile warm the oil with the garlic and chili over low heat until the garlic is pale gold; do not let it brown.',
      'Add the drained pasta and a splash of its water and toss until glossy. Stir in the parsley.',
    ],
  },
  {
    t: 'Penne Arrabbiata', d: 'Penne in a fiery tomato sauce with garlic and chili.',
    cuisine: 'italian', meal: 'dinner', s: 4, prep: 5, cook: 20, eq: 'large pot|frying pan',
    i: [[400, 'g', 'penne'], [3, 'tbsp', 'olive-oil'], [3, 'clove', 'garlic'], [1, 'tsp', 'chili-flake'], [2, 'can', 'canned-tomato'], [1, 'handful', 'parsley']],
    steps: [
      'Gently fry the sliced garlic and chili flakes in the oil for 1 minute.',
      'Add the tomatoes, season and simmer for 15 minutes.',
      'Cook the penne until al dente, drain and toss with the sauce and parsley.',
    ],
  },
  {
    t: 'Pasta Puttanesca', d: 'A punchy sauce of tomatoes, olives, capers and anchovies.',
    cuisine: 'italian', meal: 'dinner', s: 4, prep: 10, cook: 20, eq: 'large pot|frying pan',
    i: [[400, 'g', 'spaghetti'], [3, 'tbsp', 'olive-oil'], [3, 'clove', 'garlic'], [4, '', 'anchovy'], [0.5, 'tsp', 'chili-flake'], [2, 'can', 'canned-tomato'], [0.5, 'cup', 'olive', 'black, halved'], [2, 'tbsp', 'caper'], [1, 'handful', 'parsley']],
    steps: [
      'Warm the oil and cook the garlic, anchovies and chili, stirring until the anchovies melt.',
      'Add the tomatoes, olives and capers and simmer for 15 minutes.',
      'Toss with the cooked, drained spaghetti and parsley.',
    ],
  },
  {
    t: 'Pesto Pasta with Green Beans and Potato', d: 'Ligurian-style trofie with pesto, potatoes and green beans cooked in the same pot.',
    cuisine: 'italian', meal: 'dinner', s: 4, prep: 10, cook: 15, eq: 'large pot|colander',
    i: [[350, 'g', 'fusilli'], [2, '', 'potato', 'small, diced'], [150, 'g', 'green-bean', 'cut in thirds'], [0.5, 'cup', 'pesto'], [30, 'g', 'parmesan']],
    steps: [
      'Boil the potatoes in salted water for 5 minutes, then add the pasta.',
      'Add the green beans 5 minutes before the pasta is done.',
      'Drain, keeping some water, and toss with the pesto and a splash of water until glossy. Top with parmesan.',
    ],
  },
  {
    t: 'Cacio e Pepe', d: 'Roman pasta with a creamy sauce of cheese and toasted black pepper.',
    cuisine: 'italian', meal: 'dinner', s: 2, prep: 5, cook: 12, eq: 'large pot|frying pan|bowl',
    i: [[200, 'g', 'spaghetti'], [80, 'g', 'parmesan', 'pecorino, finely grated'], [2, 'tsp', 'black-pepper', 'coarsely ground'], [15, 'g', 'butter']],
    steps: [
      'Cook the spaghetti in less water than usual so the water is starchy.',
      'Toast the pepper in a dry frying pan for 1 minute, then add the butter and a ladle of pasta water.',
      'Mix the cheese with a few tablespoons of pasta water to a paste. Add the drained pasta to the pan off the heat, then the cheese paste, and toss hard until creamy.',
    ],
  },
  {
    t: 'Chicken Cacciatore', d: 'Hunter-style chicken braised with peppers, mushrooms, tomatoes and rosemary.',
    cuisine: 'italian', meal: 'dinner', s: 4, prep: 15, cook: 50, eq: 'large deep pan with lid',
    i: [[8, '', 'chicken-thigh', 'bone-in'], [2, 'tbsp', 'olive-oil'], [1, '', 'onion'], [1, '', 'red-bell-pepper'], [200, 'g', 'mushroom'], [3, 'clove', 'garlic'], [0.5, 'cup', 'red-wine'], [1, 'can', 'canned-tomato'], [2, 'sprig', 'rosemary'], [0.5, 'cup', 'olive']],
    steps: [
      'Season the chicken and brown it skin side down in the oil for 8 minutes, then turn and brown briefly. Set aside.',
      'Cook the sliced onion, pepper and mushrooms in the pan for 8 minutes, adding the garlic at the end.',
      'Pour in the wine and let it reduce by half, then add the tomatoes and rosemary.',
      'Return the chicken, cover and simmer for 30 minutes. Add the olives for the last 5 minutes.',
    ],
  },
  {
    t: 'Eggplant Parmigiana', d: 'Layers of fried aubergine, tomato sauce, mozzarella and parmesan.',
    cuisine: 'italian', meal: 'dinner', s: 6, prep: 30, cook: 45, eq: 'frying pan|baking dish|saucepan',
    i: [[3, '', 'eggplant', 'sliced lengthways'], [0.5, 'cup', 'olive-oil'], [2, 'can', 'canned-tomato'], [2, 'clove', 'garlic'], [1, 'handful', 'basil'], [250, 'g', 'mozzarella'], [80, 'g', 'parmesan']],
    steps: [
      'Salt the aubergine slices for 20 minutes, pat dry, then fry in batches in the oil until golden on both sides.',
      'Simmer the tomatoes with the garlic and a pinch of salt for 15 minutes; add the basil.',
      'Heat the oven to 190°C. Layer sauce, aubergine, mozzarella and parmesan in a dish, repeating and finishing with sauce and parmesan.',
      'Bake for 30 minutes until bubbling. Rest for 10 minutes before serving.',
    ],
  },
  {
    t: 'Margherita Pizza', d: 'Homemade dough topped with tomato, mozzarella and basil.',
    cuisine: 'italian', meal: 'dinner', s: 4, prep: 90, cook: 12, eq: 'mixing bowl|baking tray or pizza stone|rolling pin',
    i: [[3, 'cup', 'bread-flour'], [1, 'tsp', 'yeast'], [1, 'tsp', 'salt'], [1, 'cup', 'water', 'warm'], [2, 'tbsp', 'olive-oil'], [0.75, 'cup', 'passata'], [250, 'g', 'mozzarella'], [1, 'handful', 'basil']],
    steps: [
      'Mix the flour, yeast and salt, add the warm water and 1 tablespoon of oil, and knead for 8 minutes until smooth. Cover and leave for 1 hour until doubled.',
      'Heat the oven as hot as it goes, with a tray or stone inside.',
      'Divide the dough in two, stretch each into a thin round and spread with passata seasoned with salt and the remaining oil.',
      'Top with torn mozzarella and bake for 8 to 12 minutes until the crust is blistered. Scatter with basil.',
    ],
  },
  {
    t: 'Ratatouille', d: 'Provençal stew of aubergine, courgette, peppers and tomato with herbs.',
    cuisine: 'french', meal: 'dinner', s: 4, prep: 20, cook: 45, eq: 'large heavy pan',
    i: [[4, 'tbsp', 'olive-oil'], [1, '', 'onion'], [1, '', 'eggplant'], [2, '', 'zucchini'], [2, '', 'red-bell-pepper'], [3, 'clove', 'garlic'], [4, '', 'tomato'], [1, 'tsp', 'italian-seasoning'], [1, 'handful', 'basil']],
    steps: [
      'Cut all the vegetables into 2 cm chunks. Fry the aubergine in half the oil until golden and set aside.',
      'Cook the onion, peppers and courgettes in the remaining oil for 10 minutes. Add the garlic and herbs.',
      'Add the tomatoes and aubergine, season, cover and simmer gently for 30 minutes until soft and rich. Tear in basil.',
    ],
  },
  {
    t: 'Coq au Vin', d: 'Chicken braised in red wine with bacon, mushrooms and small onions.',
    cuisine: 'french', meal: 'dinner', s: 4, prep: 20, cook: 80, eq: 'casserole dish with lid',
    i: [[8, '', 'chicken-thigh', 'bone-in'], [150, 'g', 'bacon', 'lardons'], [12, '', 'shallot'], [250, 'g', 'mushroom'], [2, 'clove', 'garlic'], [2, 'tbsp', 'flour'], [2, 'cup', 'red-wine'], [1, 'cup', 'chicken-stock'], [3, 'sprig', 'thyme'], [2, '', 'bay-leaf'], [20, 'g', 'butter']],
    steps: [
      'Fry the bacon in the casserole until golden, then brown the seasoned chicken in the fat. Set both aside.',
      'Brown the shallots and mushrooms in the butter, add the garlic, then stir in the flour.',
      'Pour in the wine and stock, add the herbs, and return the chicken and bacon.',
      'Cover and simmer gently for 1 hour until the chicken is very tender. Reduce the sauce if it is thin.',
    ],
  },
  {
    t: 'Beef Bourguignon', d: 'Beef slow-cooked in Burgundy-style red wine with carrots and mushrooms.',
    cuisine: 'french', meal: 'dinner', s: 6, prep: 25, cook: 180, eq: 'casserole dish with lid',
    i: [[1.2, 'kg', 'beef', 'chuck, cubed'], [150, 'g', 'bacon'], [2, 'tbsp', 'vegetable-oil'], [2, '', 'onion'], [3, '', 'carrot'], [3, 'clove', 'garlic'], [2, 'tbsp', 'flour'], [2, 'tbsp', 'tomato-paste'], [3, 'cup', 'red-wine'], [1, 'cup', 'beef-stock'], [3, 'sprig', 'thyme'], [300, 'g', 'mushroom']],
    steps: [
      'Heat the oven to 160°C. Fry the bacon, then brown the beef in batches in the oil and bacon fat.',
      'Cook the chopped onion and carrot for 5 minutes, add the garlic, flour and tomato paste and stir for a minute.',
      'Return the meat, pour in the wine and stock, add the thyme, cover and cook in the oven for 2½ hours.',
      'Fry the mushrooms until golden and stir them in for the last 20 minutes.',
    ],
  },
  {
    t: 'Quiche Lorraine', d: 'Crisp pastry filled with bacon and a just-set cheesy custard.',
    cuisine: 'french', meal: 'lunch', s: 6, prep: 20, cook: 55, eq: 'tart tin|baking beans|bowl',
    i: [[1, '', 'pie-crust'], [200, 'g', 'bacon'], [3, '', 'egg'], [1, 'cup', 'cream'], [0.5, 'cup', 'milk'], [100, 'g', 'gruyere'], [0.25, 'tsp', 'nutmeg']],
    steps: [
      'Heat the oven to 190°C. Line a tart tin with the pastry, fill with baking paper and beans and bake for 15 minutes; remove the beans and bake 5 minutes more.',
      'Fry the bacon until golden and scatter it over the pastry with the grated cheese.',
      'Whisk the eggs, cream, milk, nutmeg and some pepper and pour in.',
      'Lower the oven to 170°C and bake for 30 to 35 minutes until just set with a slight wobble.',
    ],
  },
  {
    t: 'Croque Monsieur', d: 'A toasted ham and cheese sandwich under a blanket of béchamel.',
    cuisine: 'french', meal: 'lunch', s: 2, prep: 10, cook: 15, eq: 'small saucepan|baking tray|grill',
    i: [[4, 'slice', 'bread'], [4, 'slice', 'ham'], [100, 'g', 'gruyere'], [15, 'g', 'butter'], [1, 'tbsp', 'flour'], [0.5, 'cup', 'milk'], [1, 'tsp', 'mustard']],
    steps: [
      'Melt the butter, stir in the flour, then whisk in the milk and cook until thick. Season.',
      'Spread two slices of bread with mustard, top with ham and half the cheese, and close with the other slices.',
      'Toast the sandwiches in a pan until golden, then spread the sauce on top, cover with the remaining cheese and grill until bubbling.',
    ],
  },
  {
    t: 'Chicken and Chorizo Paella', d: 'Saffron-style rice cooked in one pan with chicken, chorizo, peppers and peas.',
    cuisine: 'spanish', meal: 'dinner', s: 4, prep: 15, cook: 40, eq: 'paella pan or large frying pan',
    i: [[3, 'tbsp', 'olive-oil'], [4, '', 'chicken-thigh', 'boneless, cut into pieces'], [100, 'g', 'chorizo'], [1, '', 'onion'], [1, '', 'red-bell-pepper'], [2, 'clove', 'garlic'], [2, 'tsp', 'smoked-paprika'], [0.5, 'tsp', 'turmeric'], [1.5, 'cup', 'arborio-rice'], [4, 'cup', 'chicken-stock'], [1, 'cup', 'pea'], [1, '', 'lemon']],
    steps: [
      'Brown the chicken in the oil, then add the sliced chorizo for 2 minutes. Add the onion, pepper and garlic and cook for 5 minutes.',
      'Stir in the paprika, turmeric and rice, then pour in the hot stock and season.',
      'Simmer without stirring for 18 to 20 minutes, scattering in the peas for the last 5 minutes, until the rice is tender and a crust forms on the base.',
      'Rest for 5 minutes under a tea towel and serve with lemon wedges.',
    ],
  },
  {
    t: 'Spanish Chickpeas with Spinach', d: 'Espinacas con garbanzos: chickpeas and spinach with garlic, cumin and smoked paprika.',
    cuisine: 'spanish', meal: 'dinner', s: 4, prep: 10, cook: 20, eq: 'large frying pan',
    i: [[4, 'tbsp', 'olive-oil'], [4, 'clove', 'garlic'], [1, 'tsp', 'cumin'], [2, 'tsp', 'smoked-paprika'], [2, 'can', 'chickpea'], [1, 'can', 'canned-tomato'], [300, 'g', 'spinach'], [1, 'tbsp', 'red-wine-vinegar']],
    steps: [
      'Gently fry the sliced garlic in the oil until golden, then stir in the cumin and paprika.',
      'Add the drained chickpeas and tomatoes and simmer for 10 minutes.',
      'Wilt in the spinach a handful at a time, season and finish with the vinegar. Serve with bread.',
    ],
  },
  {
    t: 'Moussaka', d: 'Greek bake of spiced lamb, aubergine and a thick, golden béchamel.',
    cuisine: 'greek', meal: 'dinner', s: 6, prep: 30, cook: 75, eq: 'baking dish|frying pan|saucepan|whisk',
    i: [[2, '', 'eggplant', 'sliced'], [4, 'tbsp', 'olive-oil'], [500, 'g', 'ground-lamb'], [1, '', 'onion'], [2, 'clove', 'garlic'], [1, 'tsp', 'cinnamon'], [1, 'can', 'canned-tomato'], [50, 'g', 'butter'], [50, 'g', 'flour'], [2.5, 'cup', 'milk'], [1, '', 'egg'], [50, 'g', 'parmesan']],
    steps: [
      'Brush the aubergine slices with oil and roast at 200°C for 20 minutes until soft.',
      'Brown the lamb with the onion and garlic, add the cinnamon and tomatoes and simmer for 20 minutes.',
      'Make a béchamel: melt the butter, stir in the flour, whisk in the milk and cook until thick. Off the heat beat in the egg and half the cheese.',
      'Layer aubergine and lamb in a dish, top with the sauce and remaining cheese and bake at 180°C for 40 minutes.',
    ],
  },
  {
    t: 'Chicken Souvlaki', d: 'Lemon and oregano chicken skewers with tzatziki and warm pita.',
    cuisine: 'greek', meal: 'dinner', s: 4, prep: 20, cook: 15, eq: 'skewers|griddle pan|bowls',
    i: [[600, 'g', 'chicken-breast', 'cubed'], [3, 'tbsp', 'olive-oil'], [1, '', 'lemon'], [2, 'tsp', 'oregano'], [2, 'clove', 'garlic'], [1, 'cup', 'greek-yogurt'], [0.5, '', 'cucumber', 'grated'], [1, 'tbsp', 'dill'], [4, '', 'pita'], [1, '', 'tomato'], [0.5, '', 'red-onion']],
    steps: [
      'Marinate the chicken with the oil, lemon juice, oregano, one garlic clove and salt for at least 15 minutes.',
      'Squeeze the cucumber dry and mix with the yogurt, dill and the other garlic clove to make tzatziki.',
      'Thread the chicken onto skewers and cook on a hot griddle for 10 to 12 minutes, turning, until charred and cooked through.',
      'Serve in warm pita with tzatziki, sliced tomato and onion.',
    ],
  },
  {
    t: 'Greek Baked Giant Beans', d: 'Gigantes plaki: butter beans baked in a herby tomato sauce.',
    cuisine: 'greek', meal: 'dinner', s: 4, prep: 10, cook: 45, eq: 'baking dish|frying pan',
    i: [[4, 'tbsp', 'olive-oil'], [1, '', 'onion'], [1, '', 'carrot'], [3, 'clove', 'garlic'], [1, 'can', 'canned-tomato'], [2, 'can', 'white-bean', 'butter beans'], [1, 'tsp', 'oregano'], [1, 'handful', 'dill'], [1, 'tsp', 'sugar']],
    steps: [
      'Heat the oven to 180°C. Soften the onion, carrot and garlic in the oil for 8 minutes.',
      'Add the tomatoes, oregano, sugar and a splash of water and simmer for 5 minutes. Season.',
      'Stir in the drained beans and most of the dill, pour into a baking dish and bake for 30 to 35 minutes until thick and bubbling. Finish with the rest of the dill.',
    ],
  },
  {
    t: 'Briam', d: 'Greek tray-roasted potatoes, courgettes and peppers in tomato and olive oil.',
    cuisine: 'greek', meal: 'dinner', s: 4, prep: 20, cook: 70, eq: 'large roasting tin',
    i: [[500, 'g', 'potato'], [2, '', 'zucchini'], [1, '', 'red-bell-pepper'], [1, '', 'red-onion'], [3, 'clove', 'garlic'], [3, '', 'tomato'], [0.33, 'cup', 'olive-oil'], [1, 'tsp', 'oregano'], [1, 'handful', 'parsley']],
    steps: [
      'Heat the oven to 190°C. Slice the potatoes thinly and cut the other vegetables into chunks.',
      'Toss everything with the grated tomatoes, oil, oregano, salt and pepper in a roasting tin.',
      'Cover with foil and bake for 40 minutes, then uncover and bake 30 minutes more until golden. Scatter with parsley.',
    ],
  },
  {
    t: 'Chicken Piccata', d: 'Thin chicken cutlets in a buttery lemon and caper sauce.',
    cuisine: 'italian', meal: 'dinner', s: 4, prep: 10, cook: 15, eq: 'large frying pan|plate',
    i: [[2, '', 'chicken-breast', 'halved horizontally'], [0.33, 'cup', 'flour'], [2, 'tbsp', 'olive-oil'], [40, 'g', 'butter'], [0.5, 'cup', 'chicken-stock'], [1, '', 'lemon'], [2, 'tbsp', 'caper'], [1, 'handful', 'parsley']],
    steps: [
      'Season the chicken and dust it in flour.',
      'Fry in the oil and half the butter for 3 minutes per side until golden and cooked. Set aside.',
      'Add the stock, lemon juice and capers to the pan and bubble for 2 minutes, then swirl in the remaining butter.',
      'Return the chicken to warm through and scatter with parsley.',
    ],
  },
  {
    t: 'Salmon en Papillote', d: 'Salmon steamed in a parcel with lemon, fennel and dill.',
    cuisine: 'french', meal: 'dinner', s: 2, prep: 10, cook: 15, eq: 'baking paper|baking tray',
    i: [[2, '', 'salmon'], [1, '', 'fennel', 'thinly sliced'], [1, '', 'lemon', 'sliced'], [1, 'tbsp', 'olive-oil'], [2, 'sprig', 'dill'], [2, 'tbsp', 'white-wine']],
    steps: [
      'Heat the oven to 200°C. Lay each salmon fillet on a sheet of baking paper on a bed of fennel.',
      'Top with lemon slices and dill, drizzle with oil and wine and season.',
      'Fold the paper into sealed parcels and bake for 12 to 15 minutes. Open at the table.',
    ],
  },
  {
    t: 'Pasta e Fagioli', d: 'A thick Italian pasta and bean stew, humble and filling.',
    cuisine: 'italian', meal: 'dinner', s: 4, prep: 10, cook: 30, eq: 'large pot',
    i: [[3, 'tbsp', 'olive-oil'], [1, '', 'onion'], [1, '', 'celery'], [2, 'clove', 'garlic'], [1, 'sprig', 'rosemary'], [1, 'can', 'canned-tomato'], [2, 'can', 'white-bean'], [4, 'cup', 'vegetable-stock'], [150, 'g', 'macaroni']],
    steps: [
      'Soften the onion, celery, garlic and rosemary in the oil for 8 minutes.',
      'Add the tomatoes, beans and stock, simmer 10 minutes, then mash some beans to thicken.',
      'Add the pasta and cook, stirring often, for 10 minutes until tender. Season and drizzle with oil.',
    ],
  },
  {
    t: 'Gambas al Ajillo', d: 'Shrimp sizzled in olive oil with lots of garlic and chili.',
    cuisine: 'spanish', meal: 'snack', s: 4, prep: 10, cook: 5, eq: 'small frying pan or clay dish',
    i: [[400, 'g', 'shrimp', 'peeled'], [0.33, 'cup', 'olive-oil'], [6, 'clove', 'garlic', 'sliced'], [1, '', 'chili-pepper'], [1, 'tsp', 'smoked-paprika'], [1, 'handful', 'parsley'], [1, '', 'lemon']],
    steps: [
      'Warm the oil with the garlic and chili over medium heat until the garlic starts to turn golden.',
      'Add the shrimp and paprika and cook for 2 to 3 minutes, turning, until pink.',
      'Scatter with parsley, squeeze over lemon and serve sizzling with bread for the oil.',
    ],
  },
  {
    t: 'Spinach and Ricotta Stuffed Shells', d: 'Pasta shells filled with spinach and ricotta, baked in tomato sauce.',
    cuisine: 'italian', meal: 'dinner', s: 4, prep: 25, cook: 30, eq: 'large pot|baking dish|bowl',
    i: [[250, 'g', 'fusilli', 'large pasta shells'], [250, 'g', 'ricotta'], [200, 'g', 'spinach', 'wilted and squeezed'], [1, '', 'egg'], [50, 'g', 'parmesan'], [0.25, 'tsp', 'nutmeg'], [2, 'cup', 'passata'], [125, 'g', 'mozzarella']],
    steps: [
      'Cook the shells for 2 minutes less than the packet says, drain and cool on a tray.',
      'Mix the ricotta, chopped spinach, egg, half the parmesan and the nutmeg; season.',
      'Heat the oven to 190°C. Spread the passata in a dish, fill the shells and sit them in the sauce.',
      'Top with mozzarella and the rest of the parmesan and bake for 25 to 30 minutes.',
    ],
  },
  {
    t: 'Fettuccine Alfredo', d: 'Ribbons of pasta in a rich butter, cream and parmesan sauce.',
    cuisine: 'italian', meal: 'dinner', s: 4, prep: 5, cook: 15, eq: 'large pot|large frying pan',
    i: [[400, 'g', 'fettuccine'], [60, 'g', 'butter'], [1, 'cup', 'cream'], [100, 'g', 'parmesan'], [0.25, 'tsp', 'nutmeg'], [null, '', 'black-pepper']],
    steps: [
      'Cook the fettuccine until al dente.',
      'Warm the butter and cream in a large pan until just simmering.',
      'Add the drained pasta, parmesan, nutmeg and a splash of pasta water and toss until the sauce coats the pasta. Finish with black pepper.',
    ],
  },
  {
    t: 'Provencal Baked Cod', d: 'Cod baked on tomatoes, olives and capers with garlic and thyme.',
    cuisine: 'french', meal: 'dinner', s: 4, prep: 10, cook: 25, eq: 'baking dish',
    i: [[4, '', 'cod'], [400, 'g', 'cherry-tomato'], [0.5, 'cup', 'olive'], [2, 'tbsp', 'caper'], [2, 'clove', 'garlic'], [3, 'sprig', 'thyme'], [3, 'tbsp', 'olive-oil'], [1, '', 'lemon']],
    steps: [
      'Heat the oven to 200°C. Toss the tomatoes, olives, capers, sliced garlic and thyme with the oil in a baking dish and roast for 10 minutes.',
      'Nestle the seasoned cod among the tomatoes and bake for 12 to 15 minutes until the fish flakes.',
      'Squeeze over lemon and serve with bread or potatoes.',
    ],
  },
];
