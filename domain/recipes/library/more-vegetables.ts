import type { RecipeDraft } from '../build.ts';

/** Vegetables as the star: roasted, braised, gratins, fritters, slaws and stuffed. */
export const MORE_VEGETABLE_DRAFTS: readonly RecipeDraft[] = [
  {
    t: 'Roasted Brussels Sprouts with Bacon', d: 'Halved sprouts roasted until charred and sweet, tossed with crisp bacon.',
    cuisine: 'american', meal: 'side', s: 4, prep: 10, cook: 25, eq: 'baking tray',
    i: [[500, 'g', 'brussels-sprout', 'trimmed and halved'], [4, 'slice', 'bacon', 'chopped'], [1, 'tbsp', 'oil'], [1, 'tbsp', '?maple-syrup']],
    steps: [
      'Heat the oven to 220°C. Toss the brussels sprouts and bacon with the oil, salt and pepper on a tray, cut sides down.',
      'Roast for 20 to 25 minutes until the sprouts are charred at the edges and the bacon is crisp.',
      'Drizzle with maple syrup if you like a sweet edge, toss and serve.',
    ],
  },
  {
    t: 'Shaved Brussels Sprout Slaw with Parmesan', d: 'Raw sprouts sliced thin and dressed with lemon, parmesan and toasted almonds.',
    cuisine: 'american', meal: 'side', s: 4, prep: 15, cook: 3, eq: 'sharp knife or food processor|bowl|small frying pan',
    i: [[400, 'g', 'brussels-sprout'], [1, '', 'lemon'], [3, 'tbsp', 'olive-oil'], [40, 'g', 'parmesan', 'finely grated'], [40, 'g', '?almond', 'chopped']],
    steps: [
      'Slice the brussels sprouts as thinly as you can, or shred them in a food processor.',
      'Toast the almonds, if using, in a dry pan for 3 minutes.',
      'Whisk the lemon juice and olive oil with salt and pepper, toss with the sprouts and leave 10 minutes to soften.',
      'Toss in the parmesan and almonds just before serving.',
    ],
  },
  {
    t: 'Cauliflower Steaks with Salsa Verde', d: 'Thick cauliflower slices seared and roasted, with a sharp caper and herb sauce.',
    cuisine: 'italian', meal: 'lunch', s: 2, prep: 15, cook: 25, eq: 'ovenproof frying pan|small bowl',
    i: [[1, 'head', 'cauliflower'], [4, 'tbsp', 'olive-oil'], [1, 'bunch', 'parsley', 'finely chopped'], [1, 'tbsp', 'caper', 'chopped'], [1, 'clove', 'garlic', 'grated'], [1, 'tbsp', 'red-wine-vinegar'], [2, '', '?anchovy', 'chopped']],
    steps: [
      'Heat the oven to 200°C. Cut two 2 cm steaks from the middle of the cauliflower; keep the rest for another dish.',
      'Brown the steaks in 1 tbsp of the olive oil for 3 minutes a side, season, then roast in the pan for 15 minutes until tender.',
      'Mix the parsley, capers, garlic, red wine vinegar, the anchovies if using and the remaining oil into a loose salsa verde.',
      'Serve the steaks with the salsa verde spooned over.',
    ],
  },
  {
    t: 'Cauliflower and Cheddar Fritters', d: 'Crisp little fritters of mashed cauliflower, cheddar and spring onion.',
    cuisine: 'british', meal: 'lunch', s: 4, prep: 15, cook: 25, eq: 'saucepan|masher|bowl|frying pan',
    i: [[0.5, 'head', 'cauliflower', 'in florets'], [2, '', 'egg'], [0.5, 'cup', 'flour'], [80, 'g', 'cheddar', 'grated'], [3, '', 'spring-onion', 'sliced'], [4, 'tbsp', 'oil'], [0.5, 'tsp', '?mustard']],
    steps: [
      'Boil the cauliflower florets for 8 minutes until soft, drain well and mash roughly.',
      'Mix in the eggs, flour, cheddar, spring onion, mustard if using, salt and pepper.',
      'Heat the oil and fry heaped spoonfuls, flattened, for 3 minutes a side until golden. Drain on paper.',
    ],
  },
  {
    t: 'Buffalo Cauliflower Bites', d: 'Battered cauliflower baked crisp and tossed in buttery hot sauce.',
    cuisine: 'american', meal: 'snack', s: 4, prep: 15, cook: 30, eq: 'bowl|lined baking tray|small saucepan',
    i: [[1, 'head', 'cauliflower', 'in bite-sized florets'], [0.75, 'cup', 'flour'], [0.75, 'cup', 'milk'], [1, 'tsp', 'garlic-powder'], [0.5, 'cup', 'hot-sauce'], [30, 'g', 'butter'], [0.5, 'cup', '?sour-cream', 'to dip'], [2, '', '?celery', 'sticks']],
    steps: [
      'Heat the oven to 230°C. Whisk the flour, milk, garlic powder and a pinch of salt into a batter.',
      'Dip the cauliflower florets in the batter, shake off the excess and spread on the tray. Bake for 20 minutes, turning once.',
      'Melt the butter with the hot sauce, toss the cauliflower in it and bake for 8 minutes more.',
      'Serve with sour cream and celery sticks if you have them.',
    ],
  },
  {
    t: 'Roasted Cabbage Wedges with Mustard Butter', d: 'Cabbage wedges roasted until the edges char and the centre goes sweet, brushed with mustard butter.',
    cuisine: 'british', meal: 'side', s: 4, prep: 5, cook: 35, eq: 'baking tray|small saucepan',
    i: [[1, 'head', 'cabbage', 'green or savoy'], [2, 'tbsp', 'oil'], [40, 'g', 'butter'], [1, 'tbsp', 'mustard', 'wholegrain'], [0.5, 'tsp', '?fennel-seed']],
    steps: [
      'Heat the oven to 220°C. Cut the cabbage into 8 wedges through the core so they hold together.',
      'Brush with the oil, season and roast for 30 to 35 minutes, turning once, until charred at the edges.',
      'Melt the butter with the mustard and the fennel seed if using and spoon over the wedges.',
    ],
  },
  {
    t: 'Colcannon', d: 'Irish mash folded with buttery cabbage and spring onions.',
    cuisine: 'irish', meal: 'side', s: 4, prep: 10, cook: 25, eq: 'saucepan|frying pan|masher',
    i: [[1, 'kg', 'potato', 'floury'], [0.25, 'head', 'cabbage', 'shredded'], [4, '', 'spring-onion', 'sliced'], [80, 'g', 'butter'], [0.75, 'cup', 'milk']],
    steps: [
      'Boil the peeled, chunked potatoes in salted water for 20 minutes until tender and drain.',
      'Meanwhile melt half the butter and cook the cabbage for 5 minutes until just tender.',
      'Warm the milk with the spring onions for 2 minutes.',
      'Mash the potatoes with the milk and spring onions, fold in the cabbage and serve with the remaining butter melting on top.',
    ],
  },
  {
    t: 'Hasselback Potatoes', d: 'Fanned potatoes roasted with garlic butter until crisp at every edge.',
    cuisine: 'scandinavian', meal: 'side', s: 4, prep: 15, cook: 60, eq: 'chopsticks or wooden spoons|roasting tin|small saucepan',
    i: [[1.2, 'kg', 'potato', 'about 8 small-medium, waxy'], [50, 'g', 'butter'], [2, 'tbsp', 'oil'], [2, 'clove', 'garlic', 'grated'], [2, 'sprig', '?thyme'], [30, 'g', '?parmesan']],
    steps: [
      'Heat the oven to 210°C. Lay each potato between two chopsticks and slice across at 3 mm intervals, stopping at the sticks.',
      'Melt the butter with the oil and garlic. Brush over the potatoes, getting it between the slices, and season.',
      'Roast for 55 to 60 minutes, basting twice and adding thyme leaves halfway, until crisp and tender. Grate over parmesan if you like.',
    ],
  },
  {
    t: 'Leeks Vinaigrette', d: 'A French bistro starter: tender poached leeks under a mustardy vinaigrette and chopped egg.',
    cuisine: 'french', meal: 'side', s: 4, prep: 10, cook: 15, eq: 'wide pan|bowl',
    i: [[4, '', 'leek', 'trimmed'], [1, 'tsp', 'mustard', 'dijon'], [1, 'tbsp', 'vinegar', 'white wine or cider'], [3, 'tbsp', 'olive-oil'], [1, '', '?egg', 'hard-boiled'], [1, 'handful', '?chive']],
    steps: [
      'Halve the leeks lengthways, wash out any grit and simmer in salted water for 10 to 12 minutes until tender. Drain well, cut side down.',
      'Whisk the mustard and vinegar with salt, then the olive oil.',
      'Lay the leeks on a plate, spoon over the dressing and finish with grated hard-boiled egg and chives if you have them.',
    ],
  },
  {
    t: 'Braised Fennel with Parmesan', d: 'Fennel wedges braised in stock until silky, then browned under parmesan.',
    cuisine: 'italian', meal: 'side', s: 4, prep: 10, cook: 35, eq: 'ovenproof frying pan with lid',
    i: [[2, '', 'fennel'], [2, 'tbsp', 'oil'], [1, 'cup', 'stock'], [40, 'g', 'parmesan', 'grated'], [0.5, '', '?lemon']],
    steps: [
      'Cut the fennel into wedges through the root. Brown them in the oil for 3 minutes a side.',
      'Pour in the stock, season, cover and simmer for 20 minutes until tender.',
      'Uncover, boil off most of the liquid, scatter over the parmesan and grill for 4 minutes until golden. Add a squeeze of lemon if you like.',
    ],
  },
  {
    t: 'Fennel and Orange Salad', d: 'Thin crisp fennel with juicy orange, olives and red onion: a Sicilian winter salad.',
    cuisine: 'italian', meal: 'side', s: 4, prep: 15, cook: 0, eq: 'sharp knife|platter',
    i: [[1, '', 'fennel'], [2, '', 'orange'], [0.25, '', 'red-onion', 'thinly sliced'], [1, 'handful', 'olive', 'black'], [2, 'tbsp', 'olive-oil'], [1, 'handful', '?mint']],
    steps: [
      'Slice the fennel as thinly as possible and keep a few fronds.',
      'Cut the peel and pith from the oranges and slice them into rounds, saving the juice.',
      'Arrange the fennel, orange and red onion on a platter, scatter with olives, pour over the orange juice and olive oil and season. Finish with fennel fronds and mint.',
    ],
  },
  {
    t: 'Southern Smothered Greens', d: 'Kale slow-braised with smoky bacon, onion and a splash of vinegar until meltingly soft.',
    cuisine: 'southern-us', meal: 'side', s: 4, prep: 10, cook: 45, eq: 'large lidded pot',
    i: [[500, 'g', 'kale', 'stems removed, chopped'], [4, 'slice', 'bacon', 'chopped'], [1, '', 'onion', 'chopped'], [2, 'cup', 'stock'], [1, 'tbsp', 'vinegar', 'cider or white'], [0.25, 'tsp', '?chili-flake']],
    steps: [
      'Fry the bacon in the pot until the fat runs, add the onion and cook for 5 minutes.',
      'Add the kale a handful at a time, then the stock and chili flakes. Cover and simmer for 35 to 40 minutes until very tender.',
      'Stir in the vinegar, season and serve with some of the pot liquor.',
    ],
  },
  {
    t: 'Greek Zucchini Fritters', d: 'Kolokithokeftedes: grated zucchini, feta and dill fried into light fritters.',
    cuisine: 'greek', meal: 'lunch', s: 4, prep: 20, cook: 15, eq: 'grater|clean tea towel|bowl|frying pan',
    i: [[3, '', 'zucchini', 'grated'], [150, 'g', 'feta', 'crumbled'], [2, '', 'egg'], [0.5, 'cup', 'flour'], [1, 'handful', 'dill', 'chopped'], [3, '', 'spring-onion', 'sliced'], [4, 'tbsp', 'oil'], [1, 'cup', '?greek-yogurt']],
    steps: [
      'Salt the grated zucchini, leave 10 minutes, then squeeze hard in a tea towel to remove the water.',
      'Mix with the feta, eggs, flour, dill, spring onions and pepper.',
      'Fry spoonfuls in the oil for 3 minutes a side until golden, and serve with greek yogurt if you like.',
    ],
  },
  {
    t: 'Zucchini Boats with Tomato and Mozzarella', d: 'Halved zucchini filled with garlicky tomato and baked under melting mozzarella.',
    cuisine: 'italian', meal: 'lunch', s: 4, prep: 15, cook: 30, eq: 'spoon|frying pan|baking dish',
    i: [[4, '', 'zucchini'], [1, 'can', 'canned-tomato'], [2, 'clove', 'garlic', 'sliced'], [1, 'tbsp', 'oil'], [125, 'g', 'mozzarella', 'torn'], [1, 'handful', '?basil'], [2, 'tbsp', '?breadcrumb']],
    steps: [
      'Heat the oven to 200°C. Halve the zucchini lengthways, scoop out the seedy middles and chop them.',
      'Fry the garlic and chopped zucchini in the oil for 3 minutes, add the canned tomatoes and simmer 10 minutes until thick. Season and add torn basil.',
      'Fill the zucchini shells, top with mozzarella and breadcrumbs if using and bake for 20 minutes until tender and bubbling.',
    ],
  },
  {
    t: 'Miso-Glazed Eggplant', d: 'Nasu dengaku: eggplant halves roasted soft and grilled under a sweet miso glaze.',
    cuisine: 'japanese', meal: 'side', s: 4, prep: 10, cook: 30, eq: 'baking tray|small bowl',
    i: [[2, '', 'eggplant'], [2, 'tbsp', 'oil'], [3, 'tbsp', 'miso'], [1, 'tbsp', 'rice-wine', 'mirin'], [1, 'tbsp', 'sugar'], [1, 'tsp', '?sesame-seed'], [2, '', '?spring-onion']],
    steps: [
      'Heat the oven to 200°C. Halve the eggplants lengthways, score the flesh in a diamond pattern and brush with the oil.',
      'Roast cut side up for 20 to 25 minutes until soft all the way through.',
      'Mix the miso, rice wine and sugar, spread over the eggplant and grill for 3 to 4 minutes until bubbling. Scatter with sesame seeds and sliced spring onion.',
    ],
  },
  {
    t: 'Spiced Roast Pumpkin Wedges with Yogurt', d: 'Pumpkin wedges roasted with cumin and chili over garlicky yogurt.',
    cuisine: 'middle-eastern', meal: 'side', s: 4, prep: 10, cook: 35, eq: 'roasting tin|bowl',
    i: [[1, 'kg', 'pumpkin', 'in wedges, skin on'], [2, 'tbsp', 'oil'], [1, 'tsp', 'cumin'], [0.5, 'tsp', 'chili-flake'], [1, 'cup', 'yogurt'], [1, 'clove', 'garlic', 'grated'], [1, 'handful', '?mint'], [2, 'tbsp', '?pumpkin-seed']],
    steps: [
      'Heat the oven to 210°C. Toss the pumpkin with the oil, cumin, chili flakes and salt and roast for 30 to 35 minutes until soft and caramelised.',
      'Stir the garlic into the yogurt with a pinch of salt and spread on a platter.',
      'Lay the pumpkin on top and finish with mint and toasted pumpkin seeds if using.',
    ],
  },
  {
    t: 'Butternut Squash and Gruyere Gratin', d: 'Thin squash slices baked in garlicky cream under a gruyere crust.',
    cuisine: 'french', meal: 'side', s: 6, prep: 20, cook: 55, eq: 'mandoline or sharp knife|baking dish',
    i: [[1, '', 'butternut-squash', 'peeled and thinly sliced'], [1, 'cup', 'cream'], [2, 'clove', 'garlic', 'grated'], [100, 'g', 'gruyere', 'grated'], [3, 'sprig', '?thyme'], [0.25, 'tsp', '?nutmeg']],
    steps: [
      'Heat the oven to 180°C. Warm the cream with the garlic, thyme leaves, nutmeg if using, salt and pepper.',
      'Layer the butternut squash in a buttered dish, pouring over a little cream and scattering gruyere between layers.',
      'Finish with cream and cheese, cover with foil and bake for 35 minutes, then uncover and bake 20 minutes more until tender and golden.',
    ],
  },
  {
    t: 'Honey Mustard Roast Parsnips', d: 'Parsnips roasted crisp and glazed with honey and wholegrain mustard.',
    cuisine: 'british', meal: 'side', s: 4, prep: 10, cook: 40, eq: 'roasting tin|small bowl',
    i: [[700, 'g', 'parsnip', 'quartered lengthways'], [3, 'tbsp', 'oil'], [1, 'tbsp', 'honey'], [1, 'tbsp', 'mustard', 'wholegrain']],
    steps: [
      'Heat the oven to 200°C. Toss the parsnips with the oil and salt and roast for 30 minutes, turning once.',
      'Mix the honey and mustard, toss through the parsnips and roast for 8 to 10 minutes more until sticky.',
    ],
  },
  {
    t: 'Leek and Gruyere Gratin', d: 'Soft buttered leeks in a light cheese sauce, baked with a crumb top.',
    cuisine: 'french', meal: 'side', s: 4, prep: 15, cook: 35, eq: 'frying pan|saucepan|whisk|baking dish',
    i: [[4, '', 'leek', 'sliced into rounds'], [40, 'g', 'butter'], [2, 'tbsp', 'flour'], [1.5, 'cup', 'milk'], [80, 'g', 'gruyere', 'grated'], [0.5, 'cup', '?breadcrumb']],
    steps: [
      'Heat the oven to 200°C. Cook the leeks gently in half the butter for 10 minutes until soft, then tip into a baking dish.',
      'Melt the remaining butter, stir in the flour for a minute, then whisk in the milk and simmer until thick. Stir in most of the gruyere and season.',
      'Pour over the leeks, top with the rest of the cheese and the breadcrumbs if using and bake for 20 minutes until golden.',
    ],
  },
  {
    t: 'Homemade Green Bean Casserole', d: 'Green beans in a creamy mushroom sauce under crisp fried onions, made from scratch.',
    cuisine: 'american', meal: 'side', s: 6, prep: 20, cook: 40, eq: 'saucepan|frying pan|baking dish',
    i: [[500, 'g', 'green-bean', 'trimmed'], [250, 'g', 'mushroom', 'chopped'], [30, 'g', 'butter'], [2, 'tbsp', 'flour'], [1, 'cup', 'stock'], [0.75, 'cup', 'cream'], [2, '', 'onion', 'thinly sliced'], [3, 'tbsp', 'oil']],
    steps: [
      'Heat the oven to 200°C. Boil the green beans for 4 minutes, drain and cool in cold water.',
      'Fry the onions in the oil for 15 minutes until crisp and brown; drain on paper.',
      'Melt the butter and cook the mushrooms for 5 minutes, stir in the flour, then the stock and cream and simmer until thick. Season.',
      'Fold in the beans, tip into a dish, top with the crisp onions and bake for 15 minutes until bubbling.',
    ],
  },
  {
    t: 'Swiss Chard with Raisins and Pine Nuts', d: 'Catalan-style chard wilted with garlic, sweet raisins and toasted pine nuts.',
    cuisine: 'spanish', meal: 'side', s: 4, prep: 10, cook: 10, eq: 'large frying pan',
    i: [[1, 'bunch', 'swiss-chard'], [3, 'tbsp', 'raisin'], [3, 'tbsp', 'pine-nut'], [2, 'tbsp', 'oil'], [2, 'clove', 'garlic', 'sliced']],
    steps: [
      'Soak the raisins in hot water for 5 minutes. Slice the chard stems and shred the leaves.',
      'Toast the pine nuts in the oil until golden, add the garlic and chard stems and cook for 3 minutes.',
      'Add the leaves and drained raisins and toss until wilted. Season and serve.',
    ],
  },
  {
    t: 'Southern Fried Okra', d: 'Sliced okra in a cornmeal coat, fried until crunchy.',
    cuisine: 'southern-us', meal: 'side', s: 4, prep: 10, cook: 15, eq: 'bowl|heavy frying pan',
    i: [[450, 'g', 'okra', 'sliced into rounds'], [0.5, 'cup', 'buttermilk'], [0.75, 'cup', 'polenta', 'cornmeal'], [0.5, 'tsp', '?cayenne'], [1, 'cup', '~oil', 'for frying']],
    steps: [
      'Toss the okra in the buttermilk.',
      'Mix the cornmeal with 1 tsp salt and the cayenne if using, and toss the okra in it to coat.',
      'Heat 1 cm of oil and fry the okra in batches for 4 minutes, turning, until golden. Drain and salt.',
    ],
  },
  {
    t: 'Bhindi Masala', d: 'Dry-fried okra with onion, tomato and warm spices.',
    cuisine: 'indian', meal: 'side', s: 4, prep: 10, cook: 20, eq: 'wide frying pan',
    i: [[450, 'g', 'okra', 'sliced'], [1, '', 'onion', 'sliced'], [1, '', 'tomato', 'chopped'], [3, 'tbsp', 'oil'], [1, 'tsp', 'cumin'], [0.5, 'tsp', 'turmeric'], [1, 'tsp', 'ground-coriander'], [0.5, 'tsp', '?garam-masala'], [0.5, '', '?lemon']],
    steps: [
      'Fry the okra in 2 tbsp of the oil over a high heat for 8 minutes until the stickiness is gone; set aside.',
      'Add the remaining oil, the cumin and onion and cook for 5 minutes, then the turmeric, ground coriander and tomato for 3 minutes.',
      'Return the okra, season, sprinkle with garam masala and cook 2 minutes more. Squeeze over lemon if you like.',
    ],
  },
  {
    t: 'Esquites', d: 'Mexican street corn in a cup: charred kernels with lime, mayonnaise, cheese and chili.',
    cuisine: 'mexican', meal: 'snack', s: 4, prep: 5, cook: 10, eq: 'large frying pan|bowl',
    i: [[3, 'cup', 'corn'], [1, 'tbsp', 'oil'], [2, 'tbsp', 'mayonnaise'], [1, '', 'lime'], [40, 'g', 'feta', 'or cotija, crumbled'], [0.5, 'tsp', 'chili-powder'], [1, 'handful', '?cilantro']],
    steps: [
      'Heat the oil in a pan until very hot and fry the corn, stirring only now and then, for 8 minutes until charred in spots.',
      'Tip into a bowl and stir in the mayonnaise, lime juice and a pinch of salt.',
      'Spoon into cups and top with the feta, chili powder and chopped cilantro.',
    ],
  },
  {
    t: 'Roasted Asparagus with Parmesan', d: 'Asparagus roasted quickly with olive oil and finished with parmesan and lemon.',
    cuisine: 'italian', meal: 'side', s: 4, prep: 5, cook: 12, eq: 'baking tray',
    i: [[1, 'bunch', 'asparagus', 'woody ends snapped off'], [1, 'tbsp', 'oil'], [30, 'g', 'parmesan', 'grated'], [0.5, '', 'lemon']],
    steps: [
      'Heat the oven to 220°C. Toss the asparagus with the oil, salt and pepper on a tray.',
      'Roast for 10 to 12 minutes until just tender, then scatter with parmesan and lemon zest and squeeze over a little juice.',
    ],
  },
  {
    t: 'Tomatoes Provencal', d: 'Halved tomatoes baked under a garlicky herb and breadcrumb crust.',
    cuisine: 'french', meal: 'side', s: 4, prep: 10, cook: 30, eq: 'bowl|baking dish',
    i: [[6, '', 'tomato', 'halved'], [0.5, 'cup', 'breadcrumb'], [2, 'clove', 'garlic', 'finely chopped'], [1, 'handful', 'parsley', 'chopped'], [3, 'tbsp', 'olive-oil'], [2, 'sprig', '?thyme']],
    steps: [
      'Heat the oven to 200°C. Sit the tomatoes cut side up in a baking dish and season.',
      'Mix the breadcrumbs, garlic, parsley, thyme leaves and olive oil and press on top of each tomato.',
      'Bake for 25 to 30 minutes until the tomatoes are soft and the crust is golden.',
    ],
  },
  {
    t: 'Moroccan Carrot Salad', d: 'Tender carrots in a cumin, paprika and lemon dressing with fresh herbs.',
    cuisine: 'north-african', meal: 'side', s: 4, prep: 10, cook: 8, eq: 'saucepan|bowl',
    i: [[500, 'g', 'carrot', 'sliced into coins'], [3, 'tbsp', 'olive-oil'], [1, '', 'lemon'], [1, 'tsp', 'cumin'], [1, 'tsp', 'paprika'], [1, 'clove', 'garlic', 'grated'], [1, 'handful', 'cilantro'], [0.5, 'tsp', '?cinnamon']],
    steps: [
      'Boil the carrots for 6 to 8 minutes until just tender and drain.',
      'Whisk the olive oil, lemon juice, cumin, paprika, garlic, cinnamon if using and salt.',
      'Toss with the warm carrots so they soak it up, cool, then fold in chopped cilantro.',
    ],
  },
  {
    t: 'Roasted Peppers with Garlic and Capers', d: 'Silky roasted peppers marinated in olive oil, garlic and capers.',
    cuisine: 'italian', meal: 'side', s: 4, prep: 10, cook: 30, eq: 'baking tray|bowl',
    i: [[4, '', 'red-bell-pepper'], [3, 'tbsp', 'olive-oil'], [1, 'clove', 'garlic', 'thinly sliced'], [1, 'tbsp', 'caper'], [1, 'tsp', 'balsamic-vinegar'], [1, 'handful', '?basil']],
    steps: [
      'Heat the oven to 220°C. Roast the whole red peppers for 25 to 30 minutes, turning, until blackened in patches.',
      'Put them in a covered bowl for 10 minutes, then peel, seed and tear into strips, keeping the juices.',
      'Toss with the olive oil, garlic, capers, balsamic vinegar, salt and basil and leave to marinate for at least 15 minutes.',
    ],
  },
  {
    t: 'Portuguese Punched Potatoes', d: 'Batatas a murro: small baked potatoes smashed and drenched in garlicky olive oil.',
    cuisine: 'portuguese', meal: 'side', s: 4, prep: 5, cook: 50, eq: 'baking tray|small saucepan',
    i: [[1, 'kg', 'potato', 'small, skin on'], [5, 'tbsp', 'olive-oil'], [4, 'clove', 'garlic', 'sliced'], [1, 'tbsp', 'salt', 'coarse'], [1, 'handful', '?parsley']],
    steps: [
      'Heat the oven to 220°C. Toss the potatoes in the coarse salt and bake on a tray for 40 minutes until tender.',
      'Punch each potato with your fist (through a tea towel) or press with a cup so it bursts open.',
      'Warm the olive oil with the garlic until it just sizzles, pour over the potatoes and bake 10 minutes more. Scatter with parsley.',
    ],
  },
  {
    t: 'Gobi Manchurian', d: 'Indo-Chinese crispy cauliflower tossed in a sticky soy, chili and garlic sauce.',
    cuisine: 'indian', meal: 'snack', s: 4, prep: 15, cook: 25, eq: 'bowl|wok|slotted spoon',
    i: [[0.75, 'head', 'cauliflower', 'small florets'], [0.5, 'cup', 'flour'], [3, 'tbsp', 'cornstarch'], [3, 'clove', 'garlic', 'chopped'], [2, 'tbsp', 'soy-sauce'], [2, 'tbsp', 'ketchup'], [1, 'tbsp', 'sriracha'], [4, '', 'spring-onion', 'sliced'], [2, 'cup', '~oil', 'for frying']],
    steps: [
      'Whisk the flour and cornstarch with about 0.5 cup water and a pinch of salt into a thick batter. Coat the cauliflower.',
      'Fry in hot oil in batches for 4 to 5 minutes until crisp; drain.',
      'Pour off all but 1 tbsp oil, fry the garlic and spring onion whites for a minute, add the soy sauce, ketchup, sriracha and 2 tbsp water and bubble.',
      'Toss in the cauliflower and spring onion greens and serve straight away.',
    ],
  },
  {
    t: 'Garlic Mashed Cauliflower', d: 'A light, creamy mash of cauliflower, roasted garlic and butter.',
    cuisine: 'american', meal: 'side', s: 4, prep: 10, cook: 15, eq: 'saucepan|blender or masher',
    i: [[1, 'head', 'cauliflower', 'in florets'], [3, 'clove', 'garlic', 'peeled'], [30, 'g', 'butter'], [30, 'g', '?parmesan'], [1, 'handful', '?chive']],
    steps: [
      'Boil the cauliflower and garlic in salted water for 12 to 15 minutes until very soft. Drain well and steam dry for 2 minutes.',
      'Blend or mash with the butter and the parmesan if using until smooth. Season and top with snipped chives.',
    ],
  },
  {
    t: 'Butter-Roasted Radishes', d: 'Radishes roasted until mellow and juicy, glossed with butter and chives.',
    cuisine: 'french', meal: 'side', s: 4, prep: 5, cook: 20, eq: 'baking tray',
    i: [[2, 'bunch', 'radish', 'trimmed and halved'], [1, 'tbsp', 'oil'], [20, 'g', 'butter'], [1, 'handful', 'chive']],
    steps: [
      'Heat the oven to 220°C. Toss the radishes with the oil and salt and roast for 18 to 20 minutes until tender and browned.',
      'Toss with the butter until it melts, and scatter with snipped chives.',
    ],
  },
  {
    t: 'Pinakbet', d: 'Filipino mixed vegetables braised with tomato and fish sauce until just tender.',
    cuisine: 'filipino', meal: 'dinner', s: 4, prep: 15, cook: 25, eq: 'wide lidded pan',
    i: [[300, 'g', 'butternut-squash', 'cubed'], [1, '', 'eggplant', 'cubed'], [150, 'g', 'okra'], [150, 'g', 'green-bean', 'cut short'], [2, '', 'tomato', 'chopped'], [1, '', 'onion', 'sliced'], [3, 'clove', 'garlic', 'chopped'], [2, 'tbsp', 'fish-sauce'], [2, 'tbsp', 'oil'], [150, 'g', '?ground-pork']],
    steps: [
      'Fry the garlic and onion in the oil for 3 minutes. If using the ground pork, brown it now.',
      'Add the tomatoes and cook until soft, then the squash with 0.5 cup water and the fish sauce. Cover and cook 8 minutes.',
      'Add the eggplant, okra and green beans, cover and cook 8 to 10 minutes more until everything is just tender. Taste for fish sauce.',
    ],
  },
  {
    t: 'Parmesan Roasted Cauliflower', d: 'Cauliflower florets roasted golden with garlic, then showered with parmesan.',
    cuisine: 'italian', meal: 'side', s: 4, prep: 10, cook: 30, eq: 'baking tray',
    i: [[1, 'head', 'cauliflower', 'in florets'], [3, 'tbsp', 'olive-oil'], [3, 'clove', 'garlic', 'chopped'], [40, 'g', 'parmesan', 'grated'], [1, 'handful', '?parsley']],
    steps: [
      'Heat the oven to 220°C. Toss the cauliflower with the olive oil, salt and pepper and roast for 20 minutes.',
      'Scatter over the garlic and parmesan, toss and roast 8 to 10 minutes more until golden and crisp at the edges. Finish with parsley.',
    ],
  },
  {
    t: 'Garlic Parmesan Broccoli', d: 'Broccoli roasted with sliced garlic until the tips crisp, finished with parmesan.',
    cuisine: 'italian', meal: 'side', s: 4, prep: 5, cook: 20, eq: 'baking tray',
    i: [[1, 'head', 'broccoli', 'in florets'], [2, 'tbsp', 'olive-oil'], [3, 'clove', 'garlic', 'sliced'], [30, 'g', 'parmesan', 'grated'], [0.5, '', '?lemon']],
    steps: [
      'Heat the oven to 220°C. Toss the broccoli and garlic with the olive oil and salt and roast for 15 to 18 minutes until charred at the tips.',
      'Toss with the parmesan while hot and add a squeeze of lemon if you like.',
    ],
  },
  {
    t: 'Parmesan Zucchini Rounds', d: 'Thick zucchini slices baked under a crisp parmesan crust.',
    cuisine: 'italian', meal: 'side', s: 4, prep: 10, cook: 18, eq: 'lined baking tray',
    i: [[3, '', 'zucchini', 'cut into 1 cm rounds'], [1, 'tbsp', 'olive-oil'], [50, 'g', 'parmesan', 'finely grated'], [0.5, 'tsp', '?garlic-powder'], [0.5, 'tsp', '?italian-seasoning']],
    steps: [
      'Heat the oven to 220°C. Toss the zucchini rounds with the olive oil and pepper and lay flat on the tray.',
      'Mix the parmesan with the garlic powder and italian seasoning if using and press a little onto each round.',
      'Bake for 15 to 18 minutes until the cheese is golden and crisp.',
    ],
  },
  {
    t: 'Wilted Spinach with Lemon', d: 'Spinach wilted in olive oil and garlic with a squeeze of lemon, ready in five minutes.',
    cuisine: 'mediterranean', meal: 'side', s: 4, prep: 2, cook: 5, eq: 'large frying pan',
    i: [[500, 'g', 'spinach'], [2, 'tbsp', 'olive-oil'], [2, 'clove', 'garlic', 'sliced'], [0.5, '', 'lemon'], [0.25, 'tsp', '?chili-flake']],
    steps: [
      'Warm the olive oil with the garlic and chili flakes until the garlic just colours.',
      'Add the spinach in handfuls, tossing until it wilts, about 3 minutes. Season and squeeze over the lemon.',
    ],
  },
  {
    t: 'Braised Kale with Onions', d: 'Kale cooked down slowly with soft onions and garlic until silky.',
    cuisine: 'international', meal: 'side', s: 4, prep: 10, cook: 25, eq: 'large lidded frying pan',
    i: [[400, 'g', 'kale', 'stems removed, chopped'], [1, '', 'onion', 'sliced'], [2, 'clove', 'garlic', 'sliced'], [3, 'tbsp', 'oil'], [0.5, 'cup', 'water'], [1, 'tsp', '?red-wine-vinegar']],
    steps: [
      'Cook the onion in the oil for 8 minutes until soft and golden, adding the garlic for the last minute.',
      'Add the kale and the water, cover and braise for 12 to 15 minutes until tender.',
      'Uncover, let any liquid bubble off, season and sharpen with the red wine vinegar if using.',
    ],
  },
  {
    t: 'Creamed Leeks', d: 'Soft buttered leeks simmered in cream, for roast chicken, fish or steak.',
    cuisine: 'british', meal: 'side', s: 4, prep: 10, cook: 15, eq: 'lidded frying pan',
    i: [[3, '', 'leek', 'sliced'], [30, 'g', 'butter'], [0.5, 'cup', 'cream'], [0.25, 'tsp', '?nutmeg']],
    steps: [
      'Melt the butter and add the leeks with a pinch of salt. Cover and cook gently for 10 minutes until soft but not browned.',
      'Pour in the cream, add the nutmeg if using and bubble for 3 minutes until it coats the leeks. Season with pepper.',
    ],
  },
  {
    t: 'Creamed Pearl Onions', d: 'A holiday side of small onions in a nutmeg-scented cream sauce.',
    cuisine: 'american', meal: 'side', s: 6, prep: 15, cook: 25, eq: 'saucepan|whisk',
    i: [[600, 'g', 'onion', 'pearl or small, peeled'], [30, 'g', 'butter'], [2, 'tbsp', 'flour'], [1, 'cup', 'milk'], [0.5, 'cup', 'cream'], [0.25, 'tsp', 'nutmeg'], [2, 'sprig', '?thyme']],
    steps: [
      'Simmer the onions in salted water for 10 minutes until just tender and drain.',
      'Melt the butter, stir in the flour for a minute, then whisk in the milk and cream and simmer until thick.',
      'Add the nutmeg, thyme leaves and onions, season and heat through for 5 minutes.',
    ],
  },
  {
    t: 'Maple Roasted Sweet Potatoes with Pecans', d: 'Sweet potato chunks roasted with butter and maple syrup and topped with toasted pecans.',
    cuisine: 'american', meal: 'side', s: 6, prep: 10, cook: 35, eq: 'roasting tin',
    i: [[1, 'kg', 'sweet-potato', 'in chunks'], [30, 'g', 'butter', 'melted'], [2, 'tbsp', 'maple-syrup'], [0.5, 'cup', 'pecan', 'chopped'], [0.5, 'tsp', '?cinnamon']],
    steps: [
      'Heat the oven to 200°C. Toss the sweet potato with the melted butter, maple syrup, cinnamon if using and salt.',
      'Roast for 25 minutes, turning once, then scatter over the pecans and roast 8 to 10 minutes more until sticky.',
    ],
  },
  {
    t: 'Roast Root Vegetables with Rosemary', d: 'Carrots, parsnips, potatoes and red onion roasted together until caramelised.',
    cuisine: 'british', meal: 'side', s: 6, prep: 15, cook: 45, eq: 'large roasting tin',
    i: [[3, '', 'carrot', 'in chunks'], [3, '', 'parsnip', 'in chunks'], [500, 'g', 'potato', 'in chunks'], [1, '', 'red-onion', 'in wedges'], [4, 'tbsp', 'oil'], [2, 'sprig', 'rosemary']],
    steps: [
      'Heat the oven to 200°C. Toss the carrots, parsnips, potatoes and red onion with the oil, rosemary leaves, salt and pepper.',
      'Spread out in one layer and roast for 40 to 45 minutes, turning halfway, until tender and browned.',
    ],
  },
  {
    t: 'Pan-Fried Brussels Sprouts with Garlic Butter', d: 'Sprouts seared cut side down, then tossed in garlic butter and lemon.',
    cuisine: 'international', meal: 'side', s: 4, prep: 10, cook: 12, eq: 'large frying pan with lid',
    i: [[500, 'g', 'brussels-sprout', 'halved'], [1, 'tbsp', 'oil'], [30, 'g', 'butter'], [2, 'clove', 'garlic', 'chopped'], [0.5, '', '?lemon']],
    steps: [
      'Heat the oil and lay the brussels sprouts cut side down. Cook without moving for 5 minutes until deeply browned.',
      'Add 3 tbsp water, cover and steam for 3 minutes until just tender.',
      'Add the butter and garlic and toss for a minute. Season and add a squeeze of lemon if you like.',
    ],
  },
  {
    t: 'Balsamic Roasted Beetroot', d: 'Beetroot wedges roasted with thyme and finished with a balsamic glaze.',
    cuisine: 'italian', meal: 'side', s: 4, prep: 10, cook: 45, eq: 'roasting tin',
    i: [[6, '', 'beetroot', 'peeled and cut into wedges'], [2, 'tbsp', 'oil'], [2, 'tbsp', 'balsamic-vinegar'], [3, 'sprig', 'thyme'], [80, 'g', '?feta']],
    steps: [
      'Heat the oven to 200°C. Toss the beetroot with the oil, thyme and salt and roast for 35 minutes.',
      'Drizzle over the balsamic vinegar, toss and roast 10 minutes more until glazed. Crumble over feta if you like.',
    ],
  },
  {
    t: 'Southern Fried Cabbage', d: 'Cabbage fried down with butter and onion until sweet and browned at the edges.',
    cuisine: 'southern-us', meal: 'side', s: 4, prep: 10, cook: 20, eq: 'large frying pan',
    i: [[0.5, 'head', 'cabbage', 'chopped'], [1, '', 'onion', 'sliced'], [40, 'g', 'butter'], [4, 'slice', '?bacon', 'chopped'], [0.25, 'tsp', '?chili-flake']],
    steps: [
      'If using bacon, fry it until crisp. Add the butter and onion and cook for 5 minutes.',
      'Add the cabbage and chili flakes and cook over a medium-high heat, stirring now and then, for 12 to 15 minutes until tender and caramelised in places. Season well.',
    ],
  },
  {
    t: 'Ginger Soy Stir-Fried Vegetables', d: 'Broccoli, carrot and snow peas tossed in a hot wok with garlic, ginger and soy.',
    cuisine: 'chinese', meal: 'side', s: 4, prep: 10, cook: 8, eq: 'wok',
    i: [[1, 'head', 'broccoli', 'small florets'], [2, '', 'carrot', 'thinly sliced'], [150, 'g', 'snow-pea'], [2, 'clove', 'garlic', 'chopped'], [1, 'tbsp', 'ginger', 'grated'], [2, 'tbsp', 'soy-sauce'], [1, 'tbsp', 'oil'], [1, 'tsp', '?sesame-oil']],
    steps: [
      'Heat the wok until very hot, add the oil, then the broccoli and carrot with 2 tbsp water and stir-fry for 3 minutes.',
      'Add the snow peas, garlic and ginger and stir-fry for 2 minutes.',
      'Add the soy sauce and sesame oil if using, toss and serve straight away.',
    ],
  },
  {
    t: 'Yu Xiang Eggplant', d: 'Sichuan fish-fragrant eggplant: soft eggplant in a sweet, sour and garlicky sauce.',
    cuisine: 'chinese', meal: 'side', s: 4, prep: 10, cook: 15, eq: 'wok|small bowl',
    i: [[2, '', 'eggplant', 'in fingers'], [3, 'tbsp', 'oil'], [3, 'clove', 'garlic', 'chopped'], [1, 'tbsp', 'ginger', 'chopped'], [2, 'tbsp', 'soy-sauce'], [1, 'tbsp', 'rice-vinegar'], [1, 'tbsp', 'sugar'], [1, 'tsp', 'cornstarch'], [2, '', 'spring-onion'], [1, 'tsp', '?chili-flake']],
    steps: [
      'Stir the soy sauce, rice vinegar, sugar and cornstarch with 4 tbsp water.',
      'Fry the eggplant in the oil over a high heat for 8 minutes until soft and browned; push aside.',
      'Add the garlic, ginger, chili flakes and spring onion whites for 30 seconds, pour in the sauce and toss until glossy. Top with spring onion greens.',
    ],
  },
  {
    t: 'Frijoles de la Olla', d: 'Mexican pot beans simmered with onion, garlic and cumin in their own broth.',
    cuisine: 'mexican', meal: 'side', s: 6, prep: 5, cook: 25, eq: 'saucepan',
    i: [[2, 'can', 'pinto-bean', 'with their liquid'], [1, '', 'onion', 'chopped'], [3, 'clove', 'garlic', 'chopped'], [1, 'tsp', 'cumin'], [1, 'tbsp', 'oil'], [1, 'cup', 'water'], [1, 'handful', '?cilantro'], [1, '', '?jalapeno']],
    steps: [
      'Soften the onion, garlic and jalapeño if using in the oil for 5 minutes, then add the cumin for 30 seconds.',
      'Add the pinto beans with their liquid and the water and simmer gently for 20 minutes until brothy and soft. Season and stir in cilantro.',
    ],
  },
  {
    t: 'Zucchini Carpaccio with Lemon', d: 'Raw zucchini shaved paper-thin and dressed with lemon and good olive oil.',
    cuisine: 'italian', meal: 'side', s: 4, prep: 15, cook: 0, eq: 'vegetable peeler or mandoline|platter',
    i: [[3, '', 'zucchini', 'small and firm'], [1, '', 'lemon'], [3, 'tbsp', 'olive-oil'], [30, 'g', '?parmesan', 'shaved'], [1, 'handful', '?mint'], [0.25, 'tsp', '?chili-flake']],
    steps: [
      'Shave the zucchini lengthways into thin ribbons and lay them on a platter.',
      'Whisk the juice of the lemon with the olive oil, salt and pepper and spoon over. Leave 5 minutes to soften.',
      'Finish with shaved parmesan, torn mint and chili flakes if you have them.',
    ],
  },
  {
    t: 'Maple Butter Roasted Squash', d: 'Butternut squash roasted in maple syrup and butter until glazed at the edges.',
    cuisine: 'american', meal: 'side', s: 4, prep: 10, cook: 40, eq: 'roasting tin',
    i: [[1, '', 'butternut-squash', 'peeled and cubed'], [40, 'g', 'butter', 'melted'], [2, 'tbsp', 'maple-syrup'], [0.5, 'tsp', '?cinnamon'], [0.33, 'cup', '?pecan', 'chopped']],
    steps: [
      'Heat the oven to 200°C. Toss the butternut squash with the melted butter, maple syrup, cinnamon if using and salt.',
      'Roast for 35 to 40 minutes, turning once, until soft and caramelised. Scatter with pecans for the last 5 minutes if you like.',
    ],
  },
  {
    t: 'Garlic and Chili Roasted Tomatoes', d: 'Halved tomatoes slow-roasted with garlic, chili and olive oil until jammy.',
    cuisine: 'italian', meal: 'side', s: 4, prep: 5, cook: 45, eq: 'baking dish',
    i: [[8, '', 'tomato', 'halved'], [3, 'tbsp', 'olive-oil'], [3, 'clove', 'garlic', 'sliced'], [0.5, 'tsp', 'chili-flake'], [1, 'handful', '?basil'], [2, 'sprig', '?thyme']],
    steps: [
      'Heat the oven to 170°C. Lay the tomatoes cut side up in a dish, tuck in the garlic and thyme and scatter with the chili flakes and salt.',
      'Drizzle with the olive oil and roast for 40 to 45 minutes until soft, sweet and slightly shrivelled. Finish with torn basil.',
    ],
  },
  {
    t: 'Avocado Romaine Salad with Balsamic', d: 'Crisp romaine and creamy avocado in a quick balsamic dressing.',
    cuisine: 'american', meal: 'side', s: 4, prep: 10, cook: 0, eq: 'salad bowl|small bowl',
    i: [[1, 'head', 'romaine', 'chopped'], [2, '', 'avocado', 'sliced'], [2, 'tbsp', 'balsamic-vinegar'], [3, 'tbsp', 'olive-oil'], [0.25, '', '?red-onion', 'thinly sliced'], [30, 'g', '?parmesan', 'shaved']],
    steps: [
      'Whisk the balsamic vinegar and olive oil with salt and pepper.',
      'Toss the romaine with most of the dressing, top with the avocado, red onion and parmesan if using, and drizzle over the rest.',
    ],
  },
  {
    t: 'Batata Harra', d: 'Lebanese spicy potatoes fried crisp and tossed with garlic, cilantro and lemon.',
    cuisine: 'middle-eastern', meal: 'side', s: 4, prep: 10, cook: 30, eq: 'saucepan|large frying pan',
    i: [[800, 'g', 'potato', 'in 2 cm cubes'], [4, 'tbsp', 'olive-oil'], [4, 'clove', 'garlic', 'chopped'], [1, 'bunch', 'cilantro', 'chopped'], [0.5, 'tsp', '?chili-flake'], [1, '', '?lemon']],
    steps: [
      'Parboil the potatoes for 5 minutes, drain and steam dry.',
      'Fry them in the olive oil over a medium-high heat for 15 to 20 minutes, turning, until golden and crisp.',
      'Add the garlic and chili flakes for the last 2 minutes, then toss with the cilantro, salt and a squeeze of lemon.',
    ],
  },
  {
    t: 'Jeera Aloo', d: 'Indian cumin potatoes with green chili, turmeric and cilantro.',
    cuisine: 'indian', meal: 'side', s: 4, prep: 10, cook: 25, eq: 'saucepan|frying pan',
    i: [[700, 'g', 'potato', 'in small cubes'], [2, 'tbsp', 'oil'], [2, 'tsp', 'cumin', 'seeds'], [1, '', 'chili-pepper', 'green, chopped'], [0.5, 'tsp', '?turmeric'], [1, 'handful', '?cilantro'], [0.5, '', '?lemon']],
    steps: [
      'Boil the potatoes for 8 minutes until just tender and drain.',
      'Heat the oil, sizzle the cumin seeds for 30 seconds, then add the chili pepper and turmeric if using.',
      'Add the potatoes and salt and fry for 8 to 10 minutes until golden in places. Finish with cilantro and lemon juice.',
    ],
  },
  {
    t: 'Pan-Fried Asparagus with Garlic', d: 'Asparagus seared in olive oil with sliced garlic and a little lemon.',
    cuisine: 'international', meal: 'side', s: 4, prep: 5, cook: 8, eq: 'large frying pan',
    i: [[1, 'bunch', 'asparagus', 'woody ends snapped off'], [2, 'tbsp', 'olive-oil'], [2, 'clove', 'garlic', 'sliced'], [0.5, '', '?lemon']],
    steps: [
      'Heat the olive oil in a large pan and lay in the asparagus in one layer. Cook for 4 to 5 minutes, turning, until bright and lightly charred.',
      'Add the garlic for the last minute, season and squeeze over lemon if you have it.',
    ],
  },
  {
    t: 'Peperonata', d: 'Italian sweet peppers and onions stewed slowly in olive oil with garlic.',
    cuisine: 'italian', meal: 'side', s: 4, prep: 10, cook: 35, eq: 'wide lidded pan',
    i: [[4, '', 'bell-pepper', 'or mixed colours, in strips'], [1, '', 'onion', 'sliced'], [2, 'clove', 'garlic', 'sliced'], [3, 'tbsp', 'oil', 'olive oil is best'], [2, '', '?tomato', 'chopped'], [1, 'tsp', '?red-wine-vinegar'], [1, 'handful', '?basil']],
    steps: [
      'Cook the onion in the oil for 5 minutes, then add the bell peppers and garlic with a pinch of salt.',
      'Cover and stew gently for 20 minutes, stirring now and then, adding the tomatoes if using halfway.',
      'Uncover and cook 5 to 10 minutes more until soft and jammy. Sharpen with the red wine vinegar and add torn basil if you have them.',
    ],
  },
  {
    t: 'Pommes Anna', d: 'Thinly sliced potatoes layered with butter and baked into a crisp golden cake.',
    cuisine: 'french', meal: 'side', s: 6, prep: 20, cook: 60, eq: 'mandoline or sharp knife|ovenproof frying pan',
    i: [[1, 'kg', 'potato', 'peeled and sliced very thin'], [100, 'g', 'butter', 'melted'], [2, 'sprig', '?thyme']],
    steps: [
      'Heat the oven to 200°C. Brush an ovenproof frying pan with butter and overlap the potato slices in circles, brushing each layer with butter and seasoning with salt, pepper and thyme leaves.',
      'Cook on the hob over a medium heat for 8 minutes until the base starts to colour, pressing down.',
      'Cover with foil and bake for 30 minutes, then uncover and bake 20 minutes more until tender and crisp. Turn out onto a plate.',
    ],
  },
  {
    t: 'Potatoes Boulangere', d: 'Sliced potatoes and onions baked in stock until tender below and crisp on top.',
    cuisine: 'french', meal: 'side', s: 6, prep: 20, cook: 75, eq: 'frying pan|baking dish',
    i: [[1.2, 'kg', 'potato', 'thinly sliced'], [2, '', 'onion', 'thinly sliced'], [40, 'g', 'butter'], [2, 'cup', 'stock', 'hot'], [3, 'sprig', '?thyme']],
    steps: [
      'Heat the oven to 190°C. Soften the onions in half the butter for 8 minutes.',
      'Layer the potatoes and onions in a buttered dish, seasoning and adding thyme leaves between layers, finishing with a neat layer of potato.',
      'Pour over the hot stock, dot with the remaining butter and bake for 60 to 70 minutes until the potatoes are tender and the top golden.',
    ],
  },
  {
    t: 'Hiyayakko', d: 'Japanese chilled silken tofu topped with ginger, spring onion and soy sauce.',
    cuisine: 'japanese', meal: 'side', s: 2, prep: 5, cook: 0, eq: 'small plates',
    i: [[300, 'g', 'tofu', 'silken, chilled'], [1, 'tsp', 'ginger', 'finely grated'], [2, '', 'spring-onion', 'finely sliced'], [1, 'tbsp', 'soy-sauce'], [1, 'tsp', '?sesame-seed'], [3, 'g', '?nori', '1 sheet, shredded']],
    steps: [
      'Drain the tofu carefully, cut into two blocks and set each on a small plate.',
      'Top with the ginger, spring onion, sesame seeds and shredded nori if using, and spoon over the soy sauce just before eating.',
    ],
  },
  {
    t: 'Garlic Chili Edamame', d: 'Edamame in their pods tossed in a sizzling garlic, chili and soy glaze.',
    cuisine: 'japanese', meal: 'snack', s: 4, prep: 5, cook: 8, eq: 'saucepan|frying pan',
    i: [[400, 'g', 'edamame', 'in pods'], [3, 'clove', 'garlic', 'chopped'], [0.5, 'tsp', 'chili-flake'], [1, 'tbsp', 'soy-sauce'], [1, 'tbsp', 'sesame-oil']],
    steps: [
      'Boil the edamame for 4 minutes and drain well.',
      'Warm the sesame oil with the garlic and chili flakes for a minute, add the edamame and soy sauce and toss for 2 minutes until glossy.',
    ],
  },
  {
    t: 'Garlic Butter Sweetcorn', d: 'Sweetcorn kernels sizzled in garlic butter with parsley, for barbecues and roasts.',
    cuisine: 'american', meal: 'side', s: 4, prep: 5, cook: 8, eq: 'frying pan',
    i: [[3, 'cup', 'corn'], [30, 'g', 'butter'], [2, 'clove', 'garlic', 'chopped'], [1, 'handful', '?parsley'], [0.5, '', '?lime']],
    steps: [
      'Melt the butter and fry the corn over a medium-high heat for 5 minutes until lightly browned in places.',
      'Add the garlic for the last minute, season and toss with parsley and a squeeze of lime if you like.',
    ],
  },
  {
    t: 'Buttered Savoy Cabbage', d: 'Shredded cabbage cooked quickly in butter until just tender and glossy.',
    cuisine: 'british', meal: 'side', s: 4, prep: 5, cook: 8, eq: 'large lidded pan',
    i: [[0.5, 'head', 'cabbage', 'savoy, shredded'], [40, 'g', 'butter'], [0.5, 'tsp', '?fennel-seed'], [0.25, 'tsp', '?nutmeg']],
    steps: [
      'Melt the butter with the fennel seed if using, add the cabbage and 3 tbsp water with a pinch of salt.',
      'Cover and cook for 4 to 5 minutes, tossing once, until just tender and bright. Season with pepper and nutmeg.',
    ],
  },
  {
    t: 'Cumin Roasted Carrots with Yogurt', d: 'Whole carrots roasted with cumin and honey, served on garlicky yogurt.',
    cuisine: 'middle-eastern', meal: 'side', s: 4, prep: 10, cook: 35, eq: 'roasting tin|bowl',
    i: [[600, 'g', 'carrot', 'halved lengthways if large'], [2, 'tbsp', 'oil'], [1, 'tsp', 'cumin'], [0.75, 'cup', 'yogurt'], [1, 'tbsp', '?honey'], [1, 'clove', '?garlic', 'grated'], [1, 'handful', '?mint']],
    steps: [
      'Heat the oven to 200°C. Toss the carrots with the oil, cumin and salt and roast for 30 to 35 minutes until tender and browned, drizzling with honey for the last 10 minutes if using.',
      'Stir the garlic into the yogurt with a pinch of salt and spread on a plate.',
      'Pile the carrots on top and scatter with mint.',
    ],
  },
  {
    t: 'Tomato and Onion Salad', d: 'Ripe tomatoes and sliced red onion with olive oil, vinegar and oregano.',
    cuisine: 'mediterranean', meal: 'side', s: 4, prep: 10, cook: 0, eq: 'platter',
    i: [[4, '', 'tomato', 'ripe, sliced'], [0.5, '', 'red-onion', 'thinly sliced'], [3, 'tbsp', 'olive-oil'], [1, 'tbsp', 'vinegar', 'wine or cider'], [1, 'tsp', '?oregano', 'dried'], [1, 'handful', '?parsley']],
    steps: [
      'Lay the tomato slices on a platter, season with salt and scatter over the red onion.',
      'Drizzle with the olive oil and vinegar and sprinkle with oregano and parsley if using. Leave 10 minutes before serving.',
    ],
  },
];
