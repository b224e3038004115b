import type { RecipeDraft } from '../build.ts';

/** Grains as the star: quinoa, farro, barley, bulgur, couscous, polenta, millet, buckwheat, wild rice. */
export const MORE_GRAIN_DRAFTS: readonly RecipeDraft[] = [
  {
    t: 'Farro Salad with Roasted Tomatoes and Basil', d: 'Chewy farro tossed with jammy roasted cherry tomatoes, basil and a sharp dressing.',
    cuisine: 'italian', meal: 'lunch', s: 4, prep: 10, cook: 30, eq: 'saucepan|baking tray|large bowl',
    i: [[1, 'cup', 'farro'], [300, 'g', 'cherry-tomato'], [4, 'tbsp', 'olive-oil'], [1, 'tbsp', 'red-wine-vinegar'], [1, 'handful', 'basil'], [1, 'clove', 'garlic', 'grated'], [50, 'g', '?parmesan', 'shaved']],
    steps: [
      'Simmer the farro in plenty of salted water for 25 to 30 minutes until tender but still chewy, then drain.',
      'Meanwhile heat the oven to 220°C. Toss the cherry tomatoes with 1 tbsp of the olive oil and roast for 15 minutes until they burst.',
      'Whisk the rest of the oil with the red wine vinegar, garlic, salt and pepper and toss with the warm farro.',
      'Fold in the tomatoes and their juices and torn basil. Top with shaved parmesan if you like.',
    ],
  },
  {
    t: 'Farro with Butternut Squash and Sage', d: 'Roast squash cubes and crisp sage leaves folded through nutty farro.',
    cuisine: 'italian', meal: 'lunch', s: 4, prep: 15, cook: 35, eq: 'saucepan|roasting tin|small frying pan',
    i: [[1, 'cup', 'farro'], [600, 'g', 'butternut-squash', 'peeled and cubed'], [3, 'tbsp', 'oil'], [3, 'sprig', 'sage', 'about 12 leaves'], [30, 'g', 'butter'], [40, 'g', '?parmesan', 'grated'], [1, 'handful', '?walnut', 'toasted']],
    steps: [
      'Heat the oven to 200°C. Toss the squash with 2 tbsp of the oil, salt and pepper and roast for 30 minutes until soft and browned.',
      'Simmer the farro in salted water for 25 to 30 minutes until tender, then drain.',
      'Melt the butter with the remaining oil in a small pan and fry the sage leaves for a minute until crisp.',
      'Toss the farro with the squash, the sage and its butter. Finish with parmesan and walnuts if using.',
    ],
  },
  {
    t: 'Barley and Mushroom Pilaf', d: 'Pearl barley cooked pilaf-style in stock with browned mushrooms and thyme.',
    cuisine: 'international', meal: 'side', s: 4, prep: 10, cook: 45, eq: 'lidded saucepan',
    i: [[1, 'cup', 'barley'], [250, 'g', 'mushroom', 'sliced'], [1, '', 'onion', 'chopped'], [2, 'tbsp', 'oil'], [3, 'cup', 'stock'], [3, 'sprig', 'thyme'], [1, 'handful', '?parsley', 'chopped']],
    steps: [
      'Heat the oil in a saucepan and fry the mushrooms over a high heat until browned. Add the onion and cook for 5 minutes.',
      'Stir in the barley and thyme, pour in the stock and bring to the boil.',
      'Cover and simmer gently for 35 to 40 minutes until the barley is tender and the stock absorbed.',
      'Rest for 5 minutes, fluff, season and scatter with parsley if you have it.',
    ],
  },
  {
    t: 'Lemon Barley Salad with Cucumber and Feta', d: 'Cool pearl barley with crunchy cucumber, feta, mint and lots of lemon.',
    cuisine: 'greek', meal: 'lunch', s: 4, prep: 15, cook: 35, eq: 'saucepan|sieve|large bowl',
    i: [[1, 'cup', 'barley'], [1, '', 'cucumber', 'diced'], [150, 'g', 'feta', 'crumbled'], [1, '', 'lemon'], [3, 'tbsp', 'olive-oil'], [1, 'handful', 'mint', 'chopped'], [0.5, '', '?red-onion', 'finely chopped'], [1, 'handful', '?olive', 'pitted']],
    steps: [
      'Boil the barley in plenty of salted water for 30 to 35 minutes until tender. Drain, rinse under cold water and drain well.',
      'Whisk the zest and juice of the lemon with the olive oil, salt and pepper.',
      'Toss the barley with the dressing, cucumber, mint and the red onion and olives if using. Crumble over the feta.',
    ],
  },
  {
    t: 'Barley Risotto with Peas and Lemon', d: 'An orzotto: pearl barley stirred in stock until creamy, finished with peas, lemon and parmesan.',
    cuisine: 'italian', meal: 'dinner', s: 4, prep: 10, cook: 45, eq: 'wide saucepan|wooden spoon',
    i: [[1.5, 'cup', 'barley'], [1, '', 'onion', 'finely chopped'], [30, 'g', 'butter'], [1.2, 'l', 'stock', 'hot'], [200, 'g', 'pea'], [1, '', 'lemon'], [50, 'g', 'parmesan', 'grated'], [0.5, 'cup', '?white-wine']],
    steps: [
      'Melt half the butter and soften the onion for 5 minutes. Stir in the barley for a minute, then add the white wine if using and let it bubble away.',
      'Add the hot stock a ladle at a time, stirring often, for 35 to 40 minutes until the barley is tender and creamy.',
      'Stir in the peas for the last 3 minutes.',
      'Off the heat beat in the remaining butter, the parmesan and the zest and juice of half the lemon. Season and serve.',
    ],
  },
  {
    t: 'Turkish Tomato Bulgur Pilaf', d: 'Coarse bulgur simmered with onion, tomato paste and pepper, served with yogurt.',
    cuisine: 'turkish', meal: 'side', s: 4, prep: 10, cook: 25, eq: 'lidded saucepan',
    i: [[1.5, 'cup', 'bulgur', 'coarse'], [1, '', 'onion', 'chopped'], [2, 'tbsp', 'tomato-paste'], [2, 'tbsp', 'oil'], [2.5, 'cup', 'water', 'hot'], [1, '', '?green-bell-pepper', 'diced'], [0.5, 'tsp', '?chili-flake'], [0.5, 'cup', '?yogurt', 'to serve']],
    steps: [
      'Warm the oil and cook the onion, and the green pepper if using, for 6 minutes until soft.',
      'Stir in the tomato paste and chili flakes for a minute, then the bulgur until coated.',
      'Pour in the hot water with a good pinch of salt, cover and simmer on low for 12 minutes.',
      'Turn off the heat, lay a tea towel under the lid and leave 10 minutes. Fluff and serve with yogurt.',
    ],
  },
  {
    t: 'Lemon Herb Couscous', d: 'Five-minute couscous fluffed with lemon, butter and soft herbs.',
    cuisine: 'north-african', meal: 'side', s: 4, prep: 5, cook: 5, eq: 'kettle|bowl with a plate to cover',
    i: [[1.5, 'cup', 'couscous'], [1.5, 'cup', 'stock', 'boiling'], [20, 'g', 'butter'], [1, '', 'lemon'], [1, 'handful', 'parsley', 'chopped'], [1, 'handful', '?mint', 'chopped']],
    steps: [
      'Put the couscous in a bowl with the butter and the lemon zest, pour over the boiling stock, cover with a plate and leave 5 minutes.',
      'Fluff with a fork, squeeze in the lemon juice, fold in the parsley and mint and season.',
    ],
  },
  {
    t: 'Pearl Couscous with Peas, Mint and Feta', d: 'Toasted giant couscous with sweet peas, salty feta and mint, warm or cold.',
    cuisine: 'mediterranean', meal: 'lunch', s: 4, prep: 5, cook: 15, eq: 'saucepan',
    i: [[1.5, 'cup', 'couscous', 'pearl (giant)'], [2, 'tbsp', 'oil'], [2, 'cup', 'water'], [200, 'g', 'pea'], [100, 'g', 'feta'], [1, 'handful', 'mint'], [0.5, '', 'lemon']],
    steps: [
      'Toast the pearl couscous in 1 tbsp of the oil for 2 minutes until lightly golden.',
      'Add the water and a pinch of salt, cover and simmer for 8 minutes. Add the peas for the last 2 minutes, then drain any leftover liquid.',
      'Toss with the remaining oil, the lemon juice and torn mint, and crumble over the feta.',
    ],
  },
  {
    t: 'Moroccan Couscous with Raisins and Almonds', d: 'Sweet-spiced couscous with plump raisins, toasted almonds and cinnamon, for tagines and roasts.',
    cuisine: 'north-african', meal: 'side', s: 4, prep: 5, cook: 5, eq: 'small frying pan|bowl',
    i: [[1.5, 'cup', 'couscous'], [1.5, 'cup', 'water', 'boiling'], [0.5, 'cup', 'raisin'], [50, 'g', 'almond', 'flaked or chopped'], [0.5, 'tsp', 'cinnamon'], [20, 'g', 'butter'], [1, 'handful', '?cilantro']],
    steps: [
      'Put the couscous, raisins, cinnamon, butter and a pinch of salt in a bowl, pour over the boiling water, cover and leave 5 minutes.',
      'Toast the almonds in a dry pan until golden.',
      'Fluff the couscous with a fork and fold in the almonds and chopped cilantro if using.',
    ],
  },
  {
    t: 'Creamy Parmesan Polenta', d: 'Soft, spoonable polenta with butter and parmesan, the base for stews and roasts.',
    cuisine: 'italian', meal: 'side', s: 4, prep: 2, cook: 30, eq: 'heavy saucepan|whisk',
    i: [[1, 'cup', 'polenta'], [4, 'cup', 'water'], [1, 'cup', 'milk'], [40, 'g', 'butter'], [50, 'g', 'parmesan', 'grated']],
    steps: [
      'Bring the water and milk to the boil with 1 tsp salt. Pour in the polenta in a thin stream, whisking all the time.',
      'Turn the heat to low and cook for 25 to 30 minutes, stirring every few minutes so it does not catch, until thick and smooth.',
      'Beat in the butter and parmesan, season with pepper and serve straight away.',
    ],
  },
  {
    t: 'Crispy Baked Polenta Fries', d: 'Set polenta cut into chips and baked until crunchy, with rosemary salt.',
    cuisine: 'italian', meal: 'snack', s: 4, prep: 15, cook: 55, eq: 'saucepan|whisk|square dish|baking tray',
    i: [[1, 'cup', 'polenta'], [4, 'cup', 'water'], [3, 'tbsp', 'oil'], [1, 'sprig', 'rosemary', 'finely chopped'], [30, 'g', '?parmesan', 'grated']],
    steps: [
      'Whisk the polenta into the boiling salted water and cook on low for 20 minutes, stirring, until very thick. Stir in the parmesan if using.',
      'Spread 2 cm thick in an oiled dish and chill for at least 1 hour until firm.',
      'Heat the oven to 220°C. Cut into chips, toss gently with the oil, rosemary and salt and spread on a tray.',
      'Bake for 30 to 35 minutes, turning once, until crisp and golden.',
    ],
  },
  {
    t: 'Polenta with Garlicky Greens and a Fried Egg', d: 'A fast lunch of soft polenta, garlicky wilted greens and a runny egg.',
    cuisine: 'italian', meal: 'lunch', s: 2, prep: 5, cook: 15, eq: 'saucepan|whisk|frying pan',
    i: [[0.5, 'cup', 'polenta', 'quick-cook'], [2, 'cup', 'water'], [200, 'g', 'kale', 'shredded'], [2, 'clove', 'garlic', 'sliced'], [2, 'tbsp', 'oil'], [2, '', 'egg'], [0.25, 'tsp', '?chili-flake'], [20, 'g', '?parmesan']],
    steps: [
      'Whisk the quick-cook polenta into the boiling salted water and cook for 5 to 8 minutes, stirring, until thick.',
      'Warm 1 tbsp oil with the garlic and chili flakes, add the kale with a splash of water and cook for 4 minutes until wilted.',
      'Fry the eggs in the remaining oil until the whites set.',
      'Share the polenta between bowls, top with the greens, an egg and grated parmesan if you like.',
    ],
  },
  {
    t: 'Millet Pilaf with Carrot and Cumin', d: 'Toasted millet cooked fluffy with cumin seeds, carrot and peas.',
    cuisine: 'indian', meal: 'side', s: 4, prep: 10, cook: 25, eq: 'lidded saucepan',
    i: [[1, 'cup', 'millet'], [2, 'cup', 'water'], [1, 'tsp', 'cumin', 'seeds'], [1, '', 'onion', 'chopped'], [1, '', 'carrot', 'diced'], [2, 'tbsp', 'ghee'], [100, 'g', '?pea'], [1, 'handful', '?cilantro']],
    steps: [
      'Heat the ghee, sizzle the cumin for 30 seconds, then fry the onion and carrot for 5 minutes.',
      'Add the millet and stir for 3 minutes until it smells toasty.',
      'Pour in the water with a pinch of salt, add the peas if using, cover and simmer on low for 18 minutes.',
      'Rest off the heat for 5 minutes, fluff with a fork and scatter with cilantro.',
    ],
  },
  {
    t: 'Herbed Millet Cakes', d: 'Crisp-edged patties of millet, cheese and herbs, good warm or cold in a lunchbox.',
    cuisine: 'international', meal: 'lunch', s: 4, prep: 15, cook: 40, eq: 'saucepan|bowl|frying pan',
    i: [[1, 'cup', 'millet'], [2.5, 'cup', 'water'], [2, '', 'egg'], [80, 'g', 'cheese', 'grated, cheddar or any melting cheese'], [3, '', 'spring-onion', 'sliced'], [1, 'handful', 'parsley', 'chopped'], [3, 'tbsp', 'oil'], [0.5, 'cup', '?greek-yogurt']],
    steps: [
      'Simmer the millet in the salted water, covered, for 20 to 25 minutes until soft and all the water is absorbed. Cool for 10 minutes.',
      'Mix in the eggs, cheese, spring onions, parsley and pepper, then shape into 8 patties.',
      'Fry in the oil over a medium heat for 4 minutes a side until crisp and golden. Serve with greek yogurt if you like.',
    ],
  },
  {
    t: 'Kasha with Onions and Mushrooms', d: 'Toasted buckwheat groats with buttery fried onion and mushrooms, the Russian way.',
    cuisine: 'russian', meal: 'side', s: 4, prep: 10, cook: 25, eq: 'lidded saucepan|frying pan',
    i: [[1, 'cup', 'buckwheat'], [2, 'cup', 'water'], [1, '', 'onion', 'chopped'], [200, 'g', 'mushroom', 'sliced'], [40, 'g', 'butter'], [1, 'handful', '?dill', 'chopped']],
    steps: [
      'Toast the buckwheat in a dry saucepan for 3 minutes, then add the water and a pinch of salt, cover and simmer on low for 15 minutes until the water is absorbed.',
      'Meanwhile melt the butter in a frying pan and cook the onion and mushrooms for 10 minutes until golden.',
      'Fold the onions and mushrooms into the kasha, season with pepper and scatter with dill.',
    ],
  },
  {
    t: 'Buckwheat with Butter and a Fried Egg', d: 'A Polish-style quick lunch: nutty buckwheat groats with butter and a crisp-edged fried egg.',
    cuisine: 'polish', meal: 'lunch', s: 2, prep: 2, cook: 20, eq: 'lidded saucepan|frying pan',
    i: [[0.75, 'cup', 'buckwheat'], [1.5, 'cup', 'water'], [25, 'g', 'butter'], [2, '', 'egg'], [0.5, 'cup', '?sour-cream'], [1, 'handful', '?chive', 'snipped']],
    steps: [
      'Simmer the buckwheat in the salted water, covered, for 15 minutes until tender and dry. Stir in most of the butter.',
      'Fry the eggs in the remaining butter until the whites are crisp at the edges.',
      'Spoon the buckwheat into bowls, top with the eggs and add sour cream and chives if you like.',
    ],
  },
  {
    t: 'Buckwheat Salad with Beetroot and Dill', d: 'Roasted beetroot, toasted buckwheat, dill and a mustardy dressing.',
    cuisine: 'scandinavian', meal: 'lunch', s: 4, prep: 15, cook: 45, eq: 'roasting tin|saucepan|bowl',
    i: [[0.75, 'cup', 'buckwheat'], [4, '', 'beetroot', 'peeled and cut into wedges'], [3, 'tbsp', 'olive-oil'], [1, 'tbsp', 'apple-cider-vinegar'], [1, 'tsp', 'mustard'], [1, 'handful', 'dill'], [80, 'g', '?goat-cheese'], [1, 'handful', '?walnut']],
    steps: [
      'Heat the oven to 200°C. Toss the beetroot with 1 tbsp olive oil and salt and roast for 40 minutes until tender.',
      'Simmer the buckwheat in salted water for 10 to 12 minutes until just tender, then drain and cool.',
      'Whisk the remaining oil with the apple cider vinegar and mustard.',
      'Toss the buckwheat, beetroot and chopped dill with the dressing and top with goat cheese and walnuts if using.',
    ],
  },
  {
    t: 'Wild Rice Pilaf with Cranberries and Pecans', d: 'Chewy wild rice with celery, dried cranberries and toasted pecans, a holiday side.',
    cuisine: 'american', meal: 'side', s: 6, prep: 10, cook: 55, eq: 'lidded saucepan|frying pan',
    i: [[1, 'cup', 'wild-rice'], [3, 'cup', 'stock'], [1, '', 'onion', 'chopped'], [2, '', 'celery', 'sliced'], [30, 'g', 'butter'], [0.5, 'cup', 'dried-cranberry'], [0.5, 'cup', 'pecan', 'toasted'], [1, 'handful', '?parsley']],
    steps: [
      'Rinse the wild rice and simmer it in the stock, covered, for 45 to 50 minutes until the grains split open. Drain any stock left.',
      'Melt the butter and soften the onion and celery for 8 minutes.',
      'Fold the vegetables, dried cranberries and chopped pecans into the rice, season and scatter with parsley.',
    ],
  },
  {
    t: 'Wild Rice Salad with Apple and Celery', d: 'A crunchy, make-ahead lunch of wild rice, apple, celery and a maple-cider dressing.',
    cuisine: 'american', meal: 'lunch', s: 4, prep: 15, cook: 50, eq: 'saucepan|large bowl',
    i: [[1, 'cup', 'wild-rice'], [1, '', 'apple', 'diced'], [2, '', 'celery', 'sliced'], [3, 'tbsp', 'olive-oil'], [2, 'tbsp', 'apple-cider-vinegar'], [1, 'tbsp', 'maple-syrup'], [3, '', '?spring-onion'], [60, 'g', '?goat-cheese']],
    steps: [
      'Boil the wild rice in plenty of salted water for 45 to 50 minutes until tender, drain and cool.',
      'Whisk the olive oil, apple cider vinegar and maple syrup with salt and pepper.',
      'Toss the rice with the apple, celery and sliced spring onions and the dressing. Crumble over the goat cheese if using.',
    ],
  },
  {
    t: 'Quinoa Black Bean Bowl', d: 'Quinoa, black beans, corn and avocado with a lime and cumin dressing.',
    cuisine: 'mexican', meal: 'lunch', s: 4, prep: 15, cook: 15, eq: 'saucepan|bowl',
    i: [[1, 'cup', 'quinoa'], [2, 'cup', 'water'], [1, 'can', 'black-bean', 'drained'], [1, 'cup', 'corn'], [1, '', 'avocado'], [2, '', 'lime'], [3, 'tbsp', 'olive-oil'], [1, 'tsp', 'cumin'], [1, 'handful', '?cilantro'], [0.5, 'cup', '?salsa']],
    steps: [
      'Rinse the quinoa, then simmer in the water with a pinch of salt, covered, for 15 minutes. Rest 5 minutes and fluff.',
      'Whisk the juice of the limes with the olive oil, cumin and salt.',
      'Warm the black beans and corn in a pan, or use them cold, and toss with the quinoa and half the dressing.',
      'Top with sliced avocado, the rest of the dressing, cilantro and salsa if using.',
    ],
  },
  {
    t: 'Quinoa Vegetable Fried Rice', d: 'Fried-rice style quinoa with egg, peas, carrot and soy: a good use of leftover quinoa.',
    cuisine: 'chinese', meal: 'lunch', s: 2, prep: 10, cook: 10, eq: 'wok or large frying pan',
    i: [[0.75, 'cup', 'quinoa', 'cooked and cooled (about 2 cups cooked)'], [2, '', 'egg', 'beaten'], [1, '', 'carrot', 'diced'], [100, 'g', 'pea'], [3, '', 'spring-onion', 'sliced'], [2, 'tbsp', 'soy-sauce'], [2, 'tbsp', 'oil'], [1, 'tsp', '?sesame-oil']],
    steps: [
      'Heat 1 tbsp oil in a wok and scramble the eggs; tip them out.',
      'Add the remaining oil and stir-fry the carrot for 2 minutes, then the peas and the white of the spring onions for a minute.',
      'Add the cooked quinoa and stir-fry for 3 minutes until hot and a little crisp.',
      'Return the eggs, add the soy sauce, the spring onion greens and the sesame oil if using, and toss.',
    ],
  },
  {
    t: 'Cheesy Quinoa Patties', d: 'Golden quinoa cakes with cheese and garlic, crisp outside and soft within.',
    cuisine: 'american', meal: 'lunch', s: 4, prep: 15, cook: 30, eq: 'saucepan|bowl|frying pan',
    i: [[1, 'cup', 'quinoa'], [2, 'cup', 'water'], [2, '', 'egg'], [60, 'g', 'cheese', 'grated, cheddar or any melting cheese'], [0.5, 'cup', 'breadcrumb'], [1, 'clove', 'garlic', 'grated'], [3, 'tbsp', 'oil'], [1, 'handful', '?chive']],
    steps: [
      'Simmer the rinsed quinoa in the water, covered, for 15 minutes and cool.',
      'Mix the quinoa with the eggs, cheese, breadcrumbs, garlic, snipped chives, salt and pepper. Shape into 8 patties and chill 10 minutes if soft.',
      'Fry in the oil over a medium heat for 4 minutes each side until golden.',
    ],
  },
  {
    t: 'Peruvian Quinoa Solterito', d: 'A quinoa take on Arequipa’s solterito salad: fresh cheese, corn, tomato, olives and lime.',
    cuisine: 'peruvian', meal: 'lunch', s: 4, prep: 15, cook: 15, eq: 'saucepan|large bowl',
    i: [[1, 'cup', 'quinoa'], [2, 'cup', 'water'], [1, 'cup', 'corn'], [2, '', 'tomato', 'diced'], [0.5, '', 'red-onion', 'finely sliced'], [100, 'g', 'feta', 'or queso fresco, cubed'], [2, '', 'lime'], [3, 'tbsp', 'olive-oil'], [1, 'handful', '?olive', 'black'], [1, '', '?chili-pepper', 'finely chopped']],
    steps: [
      'Simmer the rinsed quinoa in the water, covered, for 15 minutes. Spread out to cool.',
      'Soak the red onion in the juice of the limes with a pinch of salt for 5 minutes.',
      'Toss the quinoa with the onion and lime, the olive oil, corn, tomatoes, chili and olives. Fold in the feta and season.',
    ],
  },
  {
    t: 'Coconut Lime Quinoa', d: 'Quinoa cooked in coconut milk with lime zest, a side for curries and grilled fish.',
    cuisine: 'thai', meal: 'side', s: 4, prep: 5, cook: 20, eq: 'lidded saucepan|sieve',
    i: [[1, 'cup', 'quinoa'], [1, 'cup', 'coconut-milk'], [1, 'cup', 'water'], [1, '', 'lime'], [1, 'handful', '?cilantro']],
    steps: [
      'Rinse the quinoa well in a sieve.',
      'Bring the coconut milk, water and a good pinch of salt to a simmer, add the quinoa, cover and cook on low for 15 minutes.',
      'Rest 5 minutes, fluff with the zest and a squeeze of lime and chopped cilantro.',
    ],
  },
  {
    t: 'Brown Rice and Edamame Bowl with Miso Dressing', d: 'Brown rice, edamame, cucumber and carrot with a tangy miso and ginger dressing.',
    cuisine: 'japanese', meal: 'lunch', s: 2, prep: 15, cook: 30, eq: 'saucepan|small bowl',
    i: [[0.75, 'cup', 'brown-rice'], [150, 'g', 'edamame', 'shelled'], [0.5, '', 'cucumber', 'sliced'], [1, '', 'carrot', 'grated'], [1, 'tbsp', 'miso'], [1, 'tbsp', 'rice-vinegar'], [1, 'tsp', 'ginger', 'grated'], [1, 'tbsp', 'sesame-oil'], [1, 'tbsp', '?sesame-seed']],
    steps: [
      'Cook the brown rice in plenty of boiling water for 25 to 30 minutes, add the edamame for the last 3 minutes, then drain.',
      'Whisk the miso, rice vinegar, ginger and sesame oil with 1 tbsp water.',
      'Share the rice and edamame between bowls, add the cucumber and carrot, spoon over the dressing and sprinkle with sesame seeds.',
    ],
  },
  {
    t: 'Barley Salad with Roast Carrots and Dill', d: 'Sweet roasted carrots, pearl barley, dill and a yogurt dressing.',
    cuisine: 'scandinavian', meal: 'lunch', s: 4, prep: 15, cook: 35, eq: 'saucepan|roasting tin|bowl',
    i: [[1, 'cup', 'barley'], [500, 'g', 'carrot', 'cut into batons'], [2, 'tbsp', 'oil'], [1, 'handful', 'dill', 'chopped'], [0.5, 'cup', 'yogurt'], [0.5, '', 'lemon'], [1, 'tsp', '?honey']],
    steps: [
      'Heat the oven to 200°C. Toss the carrots with the oil, salt and honey if using and roast for 30 minutes.',
      'Boil the barley in salted water for 30 to 35 minutes until tender and drain.',
      'Mix the yogurt with the lemon juice, half the dill and a pinch of salt.',
      'Toss the barley with the carrots and remaining dill and serve with the yogurt dressing spooned over.',
    ],
  },
  {
    t: 'Farro with Greens and Parmesan', d: 'Warm farro tossed with garlicky wilted chard, lemon and plenty of parmesan.',
    cuisine: 'italian', meal: 'side', s: 4, prep: 10, cook: 30, eq: 'saucepan|large frying pan',
    i: [[1, 'cup', 'farro'], [1, 'bunch', 'swiss-chard', 'stems sliced, leaves shredded'], [2, 'clove', 'garlic', 'sliced'], [3, 'tbsp', 'oil'], [40, 'g', 'parmesan', 'grated'], [0.5, '', 'lemon']],
    steps: [
      'Simmer the farro in salted water for 25 to 30 minutes until tender and drain.',
      'Warm the oil with the garlic, add the chard stems for 3 minutes, then the chard leaves until wilted.',
      'Toss in the farro with the lemon juice and parmesan and season well.',
    ],
  },
  {
    t: 'Spiced Wild Rice and Lentils', d: 'Wild rice and green lentils cooked together with cumin and topped with crisp onions.',
    cuisine: 'middle-eastern', meal: 'lunch', s: 4, prep: 10, cook: 50, eq: 'saucepan|frying pan',
    i: [[0.75, 'cup', 'wild-rice'], [0.75, 'cup', 'lentil', 'green or brown'], [1, 'tsp', 'cumin'], [2, '', 'onion', 'thinly sliced'], [4, 'tbsp', 'oil'], [1, 'handful', '?parsley'], [0.5, 'cup', '?yogurt']],
    steps: [
      'Simmer the wild rice in plenty of salted water for 20 minutes, add the lentils and cook for 25 minutes more until both are tender. Drain.',
      'Fry the onions slowly in the oil for 20 minutes until deep brown and crisp; add the cumin for the last minute.',
      'Fold half the onions into the rice and lentils, season and top with the rest, parsley and a spoon of yogurt if you like.',
    ],
  },
  {
    t: 'Millet and Sweet Potato Bowl with Tahini', d: 'Fluffy millet, roast sweet potato and chickpeas under a lemony tahini sauce.',
    cuisine: 'middle-eastern', meal: 'lunch', s: 4, prep: 15, cook: 35, eq: 'saucepan|roasting tin|small bowl',
    i: [[1, 'cup', 'millet'], [2, 'cup', 'water'], [2, '', 'sweet-potato', 'cubed'], [1, 'can', 'chickpea', 'drained'], [2, 'tbsp', 'oil'], [1, 'tsp', 'smoked-paprika'], [3, 'tbsp', 'tahini'], [1, '', 'lemon'], [1, 'handful', '?spinach']],
    steps: [
      'Heat the oven to 210°C. Toss the sweet potato and chickpeas with the oil, smoked paprika and salt and roast for 30 minutes.',
      'Toast the millet in a dry pan for 3 minutes, add the water and salt, cover and simmer for 18 minutes; rest 5 minutes.',
      'Whisk the tahini with the lemon juice and 3 to 4 tbsp water until pourable.',
      'Build bowls of millet, spinach if using, sweet potato and chickpeas and drizzle with the tahini sauce.',
    ],
  },
  {
    t: 'Pesto Couscous Salad with Tomatoes', d: 'Couscous stirred with pesto, cherry tomatoes and mozzarella: a ten-minute lunchbox salad.',
    cuisine: 'italian', meal: 'lunch', s: 3, prep: 10, cook: 5, eq: 'kettle|bowl',
    i: [[1, 'cup', 'couscous'], [1, 'cup', 'water', 'boiling'], [3, 'tbsp', 'pesto'], [200, 'g', 'cherry-tomato', 'halved'], [125, 'g', 'mozzarella', 'torn'], [1, 'handful', '?arugula']],
    steps: [
      'Pour the boiling water over the couscous with a pinch of salt, cover and leave 5 minutes, then fluff.',
      'Stir in the pesto while warm, then let it cool a little.',
      'Fold in the cherry tomatoes, mozzarella and arugula if using.',
    ],
  },
];
