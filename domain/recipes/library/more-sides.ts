import type { RecipeDraft } from '../build.ts';

/** Sides for every kind of main: rice, potatoes, beans, slaws and quick greens. */
export const MORE_SIDE_DRAFTS: readonly RecipeDraft[] = [
  {
    t: 'Greek Lemon Rice', d: 'Rice cooked in stock with lemon and dill, for grilled meat and fish.',
    cuisine: 'greek', meal: 'side', s: 4, prep: 5, cook: 25, eq: 'lidded saucepan',
    i: [[1.5, 'cup', 'rice'], [1, '', 'onion', 'finely chopped'], [2, 'tbsp', 'oil'], [2.5, 'cup', 'stock'], [1, '', 'lemon'], [1, 'handful', 'dill', 'chopped']],
    steps: [
      'Soften the onion in the oil for 5 minutes, then stir in the rice for a minute.',
      'Add the stock, the lemon zest and a pinch of salt, bring to the boil, cover and simmer on low for 15 minutes.',
      'Rest 5 minutes off the heat, then fork through the lemon juice and dill.',
    ],
  },
  {
    t: 'Thai Coconut Rice', d: 'Fragrant rice steamed in coconut milk, for curries and grilled fish.',
    cuisine: 'thai', meal: 'side', s: 4, prep: 2, cook: 20, eq: 'lidded saucepan|sieve',
    i: [[1.5, 'cup', 'rice', 'jasmine if you have it'], [1, 'can', 'coconut-milk'], [0.75, 'cup', 'water'], [1, 'tsp', 'sugar']],
    steps: [
      'Rinse the rice until the water runs clear.',
      'Put it in a pan with the coconut milk, water, sugar and 0.5 tsp salt, stir and bring to a simmer.',
      'Cover and cook on the lowest heat for 15 minutes, then rest 5 minutes and fluff.',
    ],
  },
  {
    t: 'Cilantro Lime Rice', d: 'Fluffy rice with lime zest and a fistful of cilantro, for tacos and bowls.',
    cuisine: 'mexican', meal: 'side', s: 4, prep: 5, cook: 20, eq: 'lidded saucepan',
    i: [[1.5, 'cup', 'rice'], [2.25, 'cup', 'water'], [1, 'tbsp', 'oil'], [2, '', 'lime'], [1, 'bunch', 'cilantro', 'chopped']],
    steps: [
      'Toast the rice in the oil for 2 minutes, add the water and a good pinch of salt and bring to the boil.',
      'Cover and simmer on low for 15 minutes, then rest 5 minutes.',
      'Fluff with the zest and juice of the limes and the chopped cilantro.',
    ],
  },
  {
    t: 'Sabzi Polo', d: 'Persian herbed rice, steamed with butter and piles of dill, parsley and cilantro.',
    cuisine: 'persian', meal: 'side', s: 6, prep: 15, cook: 45, eq: 'large saucepan|sieve|lidded pot|clean tea towel',
    i: [[2, 'cup', 'basmati-rice'], [1, 'bunch', 'dill', 'finely chopped'], [1, 'bunch', 'parsley', 'finely chopped'], [1, 'bunch', 'cilantro', 'finely chopped'], [60, 'g', 'butter'], [2, 'tbsp', 'oil'], [4, '', '?spring-onion', 'greens, chopped']],
    steps: [
      'Soak the basmati rice in salted water for 30 minutes, then boil in plenty of salted water for 6 minutes until just soft outside. Drain.',
      'Mix the dill, parsley, cilantro and spring onion.',
      'Heat the oil and half the butter in a pot, then layer in the rice and herbs, mounding it up. Poke a few holes with a spoon handle and dot with the remaining butter.',
      'Wrap the lid in a tea towel, cover tightly and steam on low for 35 minutes. Turn out with the crisp base on top.',
    ],
  },
  {
    t: 'Turkish Rice Pilaf with Orzo', d: 'Buttery long-grain rice with toasted orzo, the everyday pilaf of Turkish kitchens.',
    cuisine: 'turkish', meal: 'side', s: 4, prep: 5, cook: 25, eq: 'lidded saucepan|sieve',
    i: [[1.5, 'cup', 'rice'], [0.25, 'cup', 'orzo'], [40, 'g', 'butter'], [2.5, 'cup', 'stock', 'hot']],
    steps: [
      'Rinse the rice well. Melt the butter and fry the orzo, stirring, until golden brown.',
      'Add the rice and stir for 2 minutes, then pour in the hot stock with salt to taste.',
      'Cover and simmer on low for 15 minutes. Lay a tea towel under the lid and rest 10 minutes before fluffing.',
    ],
  },
  {
    t: 'Papa a la Huancaina', d: 'Peruvian boiled potatoes under a creamy, mildly spicy cheese and chili sauce.',
    cuisine: 'peruvian', meal: 'side', s: 4, prep: 15, cook: 20, eq: 'saucepan|blender',
    i: [[800, 'g', 'potato', 'waxy'], [150, 'g', 'feta', 'or queso fresco'], [0.5, 'cup', 'milk'], [2, 'slice', 'bread', 'or 4 crackers'], [1, '', 'chili-pepper', 'yellow if you can get it, seeded'], [2, 'tbsp', 'oil'], [2, '', '?egg', 'hard-boiled'], [1, 'handful', '?olive', 'black'], [1, '', '?lettuce', 'leaves']],
    steps: [
      'Boil the potatoes until tender, cool slightly and slice thickly.',
      'Blend the feta, milk, bread, chili pepper and oil into a smooth sauce as thick as double cream, adding milk if needed.',
      'Lay the potatoes on lettuce leaves if using, pour over the sauce and top with halved eggs and olives.',
    ],
  },
  {
    t: 'Duchess Potatoes', d: 'Rich mashed potato piped into swirls and baked until golden-tipped.',
    cuisine: 'french', meal: 'side', s: 6, prep: 20, cook: 45, eq: 'saucepan|potato ricer or masher|piping bag|baking tray',
    i: [[1, 'kg', 'potato', 'floury'], [50, 'g', 'butter'], [3, '', 'egg', 'yolks'], [0.25, 'tsp', 'nutmeg'], [30, 'g', '?parmesan']],
    steps: [
      'Boil the peeled potatoes until tender, drain and steam dry, then rice or mash until very smooth.',
      'Beat in the butter, two of the egg yolks, the nutmeg, parmesan if using, salt and pepper.',
      'Heat the oven to 200°C. Pipe rosettes onto a lined tray and brush with the last yolk beaten with a splash of water.',
      'Bake for 20 to 25 minutes until the ridges are golden.',
    ],
  },
  {
    t: 'Lyonnaise Potatoes', d: 'Sliced potatoes fried in butter with slow-cooked onions and parsley.',
    cuisine: 'french', meal: 'side', s: 4, prep: 10, cook: 35, eq: 'saucepan|large frying pan',
    i: [[800, 'g', 'potato', 'waxy'], [2, '', 'onion', 'thinly sliced'], [40, 'g', 'butter'], [2, 'tbsp', 'oil'], [1, 'handful', 'parsley', 'chopped']],
    steps: [
      'Boil the whole potatoes for 12 minutes until nearly tender, cool and slice 1 cm thick.',
      'Cook the onions in half the butter for 15 minutes until soft and golden; tip out.',
      'Heat the oil and remaining butter and fry the potatoes for 10 minutes, turning, until crisp. Return the onions, season and toss with parsley.',
    ],
  },
  {
    t: 'Brown Butter Mashed Sweet Potatoes', d: 'Silky sweet potato mash with nutty brown butter and a pinch of cinnamon.',
    cuisine: 'southern-us', meal: 'side', s: 4, prep: 10, cook: 20, eq: 'saucepan|small pan|masher',
    i: [[1, 'kg', 'sweet-potato', 'peeled and chunked'], [60, 'g', 'butter'], [0.25, 'tsp', 'cinnamon'], [1, 'tbsp', '?maple-syrup']],
    steps: [
      'Boil the sweet potato for 15 minutes until very soft and drain well.',
      'Cook the butter in a small pan until it foams and smells nutty with brown flecks.',
      'Mash the sweet potato with the brown butter, cinnamon, maple syrup if using and salt.',
    ],
  },
  {
    t: 'Crispy Oven Fries', d: 'Proper chips from the oven: soaked, dried and roasted in a hot tray.',
    cuisine: 'american', meal: 'side', s: 4, prep: 40, cook: 35, eq: 'bowl|clean tea towel|2 baking trays',
    i: [[1, 'kg', 'potato', 'floury'], [3, 'tbsp', 'oil'], [1, 'tsp', 'salt'], [0.5, 'tsp', '?smoked-paprika']],
    steps: [
      'Cut the potatoes into 1 cm batons and soak in cold water for 30 minutes. Heat the oven to 230°C.',
      'Drain and dry thoroughly in a tea towel, then toss with the oil.',
      'Spread on two trays in one layer and roast for 30 to 35 minutes, turning once, until crisp. Toss with the salt and smoked paprika.',
    ],
  },
  {
    t: 'Buttered Dill Potatoes', d: 'New potatoes boiled and tossed with butter and fresh dill, as in Polish and Nordic kitchens.',
    cuisine: 'polish', meal: 'side', s: 4, prep: 5, cook: 20, eq: 'saucepan',
    i: [[800, 'g', 'potato', 'new'], [40, 'g', 'butter'], [1, 'handful', 'dill', 'chopped']],
    steps: [
      'Boil the new potatoes in salted water for 15 to 20 minutes until tender, then drain.',
      'Return to the pan with the butter and dill, season and shake until glossy.',
    ],
  },
  {
    t: 'Agurkesalat', d: 'Danish sweet-sour cucumber salad with dill, for fish, meatballs and smørrebrød.',
    cuisine: 'scandinavian', meal: 'side', s: 4, prep: 10, cook: 0, eq: 'sharp knife or mandoline|bowl',
    i: [[1, '', 'cucumber'], [0.25, 'cup', 'vinegar', 'white or white wine'], [2, 'tbsp', 'sugar'], [1, 'handful', 'dill', 'chopped']],
    steps: [
      'Slice the cucumber paper thin, toss with 0.5 tsp salt and leave 10 minutes, then squeeze gently.',
      'Stir the sugar into the vinegar with 2 tbsp water until dissolved, pour over the cucumber and add the dill. Chill until needed.',
    ],
  },
  {
    t: 'Mizeria', d: 'Polish cucumber salad in sour cream with dill and a touch of lemon.',
    cuisine: 'polish', meal: 'side', s: 4, prep: 10, cook: 0, eq: 'bowl',
    i: [[2, '', 'cucumber', 'thinly sliced'], [0.5, 'cup', 'sour-cream'], [1, 'handful', 'dill', 'chopped'], [0.5, '', 'lemon']],
    steps: [
      'Salt the cucumber slices, leave 10 minutes and pour off the liquid.',
      'Stir in the sour cream, dill, a squeeze of lemon and pepper and serve cold.',
    ],
  },
  {
    t: 'Southern Baked Beans from Scratch', d: 'White beans baked slowly with bacon, onion and a sweet-tangy tomato sauce.',
    cuisine: 'southern-us', meal: 'side', s: 8, prep: 15, cook: 90, eq: 'frying pan|baking dish',
    i: [[3, 'can', 'white-bean', 'drained'], [4, 'slice', 'bacon', 'chopped'], [1, '', 'onion', 'chopped'], [0.5, 'cup', 'ketchup'], [0.25, 'cup', 'brown-sugar'], [1, 'tbsp', 'mustard'], [1, 'tbsp', 'vinegar', 'cider or white'], [1, 'tsp', '?worcestershire-sauce']],
    steps: [
      'Heat the oven to 160°C. Fry the bacon until the fat runs, add the onion and cook for 5 minutes.',
      'Stir together the ketchup, brown sugar, mustard, vinegar, worcestershire sauce if using and 0.5 cup water.',
      'Mix with the white beans, bacon and onion in a baking dish and bake uncovered for 1 hour 15 minutes until thick and sticky.',
    ],
  },
  {
    t: 'Frijoles Charros', d: 'Cowboy pinto beans simmered with bacon, tomato, onion and jalapeño.',
    cuisine: 'mexican', meal: 'side', s: 6, prep: 10, cook: 30, eq: 'saucepan',
    i: [[2, 'can', 'pinto-bean', 'with their liquid'], [4, 'slice', 'bacon', 'chopped'], [1, '', 'onion', 'chopped'], [2, '', 'tomato', 'chopped'], [1, '', 'jalapeno', 'chopped'], [1, 'handful', 'cilantro', 'chopped'], [2, '', '?chorizo', 'diced']],
    steps: [
      'Fry the bacon, and the chorizo if using, until crisp. Add the onion and jalapeño and cook for 5 minutes.',
      'Add the tomatoes for 3 minutes, then the pinto beans with their liquid and 1 cup water.',
      'Simmer for 20 minutes until brothy and rich, season, and stir in the cilantro.',
    ],
  },
  {
    t: 'Tuscan White Beans with Sage', d: 'Creamy white beans warmed in olive oil with garlic and sage.',
    cuisine: 'italian', meal: 'side', s: 4, prep: 5, cook: 15, eq: 'saucepan',
    i: [[2, 'can', 'white-bean', 'drained, liquid kept'], [4, 'tbsp', 'olive-oil'], [3, 'clove', 'garlic', 'lightly crushed'], [2, 'sprig', 'sage', 'about 8 leaves'], [1, '', '?tomato', 'chopped']],
    steps: [
      'Warm the olive oil with the garlic and sage leaves over a low heat for 5 minutes until fragrant.',
      'Add the white beans with a splash of their liquid and the tomato if using and simmer gently for 10 minutes.',
      'Season well with salt and pepper and finish with a little more olive oil.',
    ],
  },
  {
    t: 'French Braised Lentils', d: 'Small lentils braised with carrot, onion, thyme and a dash of vinegar, for sausages and fish.',
    cuisine: 'french', meal: 'side', s: 4, prep: 10, cook: 30, eq: 'saucepan',
    i: [[1, 'cup', 'lentil', 'green or puy'], [1, '', 'carrot', 'finely diced'], [1, '', 'onion', 'finely diced'], [2, 'tbsp', 'oil'], [2, 'sprig', 'thyme'], [1, '', 'bay-leaf'], [1, 'tbsp', 'vinegar', 'wine or cider'], [1, 'tsp', '?mustard']],
    steps: [
      'Soften the carrot and onion in the oil for 6 minutes.',
      'Add the lentils, thyme, bay leaf and 3 cups water, simmer for 25 minutes until tender, and drain any excess.',
      'Stir in the vinegar, mustard if using and season well.',
    ],
  },
  {
    t: 'Sesame Ginger Slaw', d: 'Crunchy cabbage and carrot slaw in a sesame, soy and rice vinegar dressing.',
    cuisine: 'chinese', meal: 'side', s: 6, prep: 15, cook: 0, eq: 'large bowl|small bowl',
    i: [[0.5, 'head', 'cabbage', 'finely shredded'], [2, '', 'carrot', 'julienned'], [4, '', 'spring-onion', 'sliced'], [2, 'tbsp', 'rice-vinegar'], [1, 'tbsp', 'soy-sauce'], [1, 'tbsp', 'sesame-oil'], [1, 'tsp', 'ginger', 'grated'], [1, 'tsp', 'honey'], [1, 'tbsp', '?sesame-seed']],
    steps: [
      'Whisk the rice vinegar, soy sauce, sesame oil, ginger and honey.',
      'Toss with the cabbage, carrot and spring onions and leave 10 minutes. Scatter with sesame seeds.',
    ],
  },
  {
    t: 'Carolina Vinegar Slaw', d: 'A mayo-free, sharp and sweet slaw for pulled pork and barbecue.',
    cuisine: 'southern-us', meal: 'side', s: 6, prep: 15, cook: 2, eq: 'small saucepan|large bowl',
    i: [[0.5, 'head', 'cabbage', 'finely shredded'], [1, '', 'carrot', 'grated'], [0.5, 'cup', 'apple-cider-vinegar'], [3, 'tbsp', 'sugar'], [2, 'tbsp', 'oil'], [1, 'tsp', 'mustard-seed'], [0.25, 'tsp', '?chili-flake']],
    steps: [
      'Warm the apple cider vinegar with the sugar, mustard seed, chili flakes and 1 tsp salt until the sugar dissolves. Stir in the oil.',
      'Pour over the cabbage and carrot, toss well and chill for at least 30 minutes.',
    ],
  },
  {
    t: 'Red Cabbage and Apple Slaw', d: 'Purple cabbage and crisp apple in a light yogurt and mustard dressing.',
    cuisine: 'german', meal: 'side', s: 6, prep: 15, cook: 0, eq: 'large bowl',
    i: [[0.5, 'head', 'red-cabbage', 'finely shredded'], [2, '', 'apple', 'cut into matchsticks'], [0.5, 'cup', 'yogurt'], [1, 'tsp', 'mustard'], [1, 'tbsp', 'vinegar', 'cider or white wine'], [1, 'handful', '?walnut']],
    steps: [
      'Whisk the yogurt, mustard and vinegar with salt and pepper.',
      'Toss with the red cabbage and apple and scatter with chopped walnuts if using.',
    ],
  },
  {
    t: 'Korean Sesame Spinach', d: 'Sigeumchi namul: blanched spinach dressed with sesame oil, garlic and soy.',
    cuisine: 'korean', meal: 'side', s: 4, prep: 5, cook: 2, eq: 'saucepan|bowl',
    i: [[400, 'g', 'spinach'], [1, 'tbsp', 'sesame-oil'], [1, 'tbsp', 'soy-sauce'], [1, 'clove', 'garlic', 'grated'], [1, 'tsp', 'sesame-seed']],
    steps: [
      'Blanch the spinach in boiling water for 30 seconds, cool under cold water and squeeze dry.',
      'Toss with the sesame oil, soy sauce, garlic and sesame seeds, loosening the clumps with your fingers.',
    ],
  },
  {
    t: 'Kongnamul Muchim', d: 'Korean seasoned bean sprouts with sesame, garlic and spring onion.',
    cuisine: 'korean', meal: 'side', s: 4, prep: 5, cook: 5, eq: 'lidded saucepan|bowl',
    i: [[300, 'g', 'bean-sprout'], [1, 'tbsp', 'sesame-oil'], [1, 'clove', 'garlic', 'grated'], [2, '', 'spring-onion', 'sliced'], [1, 'tsp', 'sesame-seed'], [0.5, 'tsp', '?chili-flake', 'gochugaru']],
    steps: [
      'Cook the bean sprouts in 1 cup salted boiling water with the lid on for 4 minutes, then drain and cool.',
      'Toss with the sesame oil, garlic, spring onion, sesame seeds, chili flakes if using and salt to taste.',
    ],
  },
  {
    t: 'Chinese Hand-Torn Cabbage', d: 'Cabbage seared in a hot wok with garlic, dried chili and a splash of vinegar and soy.',
    cuisine: 'chinese', meal: 'side', s: 4, prep: 5, cook: 5, eq: 'wok',
    i: [[0.5, 'head', 'cabbage', 'torn into pieces'], [2, 'tbsp', 'oil'], [3, 'clove', 'garlic', 'sliced'], [0.5, 'tsp', 'chili-flake'], [1, 'tbsp', 'soy-sauce'], [1, 'tbsp', 'rice-vinegar'], [1, 'tsp', 'sugar']],
    steps: [
      'Heat the wok until smoking, add the oil, garlic and chili flakes for 10 seconds.',
      'Add the cabbage and stir-fry over the highest heat for 3 minutes until scorched in places but still crisp.',
      'Splash in the soy sauce, rice vinegar and sugar, toss for 30 seconds and serve.',
    ],
  },
  {
    t: 'Broccoli with Oyster Sauce', d: 'Blanched broccoli glossed with a quick garlic and oyster sauce.',
    cuisine: 'chinese', meal: 'side', s: 4, prep: 5, cook: 8, eq: 'saucepan|small pan',
    i: [[1, 'head', 'broccoli', 'in florets'], [2, 'tbsp', 'oyster-sauce'], [1, 'tbsp', 'oil'], [2, 'clove', 'garlic', 'chopped'], [1, 'tsp', 'cornstarch'], [1, 'tsp', '?sesame-oil']],
    steps: [
      'Blanch the broccoli in salted boiling water for 2 minutes and drain onto a plate.',
      'Fry the garlic in the oil for 30 seconds, add the oyster sauce and 4 tbsp water mixed with the cornstarch and bubble until glossy.',
      'Pour over the broccoli and drizzle with sesame oil if you like.',
    ],
  },
  {
    t: 'Sautéed Zucchini with Garlic and Mint', d: 'Golden zucchini coins with garlic, mint and a dash of vinegar.',
    cuisine: 'italian', meal: 'side', s: 4, prep: 5, cook: 10, eq: 'large frying pan',
    i: [[3, '', 'zucchini', 'sliced into coins'], [3, 'tbsp', 'oil'], [2, 'clove', 'garlic', 'sliced'], [1, 'handful', 'mint'], [1, 'tsp', 'vinegar', 'wine or cider']],
    steps: [
      'Fry the zucchini in the oil in one layer over a high heat, in batches, until golden on both sides.',
      'Add the garlic for the last minute, then splash in the vinegar, season and scatter with torn mint.',
    ],
  },
  {
    t: 'Vichy Carrots', d: 'Carrots simmered in butter and a little sugar until glazed, finished with parsley.',
    cuisine: 'french', meal: 'side', s: 4, prep: 5, cook: 20, eq: 'wide saucepan',
    i: [[600, 'g', 'carrot', 'sliced into coins'], [30, 'g', 'butter'], [1, 'tsp', 'sugar'], [1, 'handful', 'parsley', 'chopped']],
    steps: [
      'Put the carrots in a wide pan with the butter, sugar, a pinch of salt and water just to cover.',
      'Simmer uncovered for 15 to 20 minutes until the water has evaporated and the carrots are tender and glazed. Toss with parsley.',
    ],
  },
  {
    t: 'Southern Creamed Corn', d: 'Fresh or frozen corn simmered in butter and cream until sweet and thick.',
    cuisine: 'southern-us', meal: 'side', s: 4, prep: 5, cook: 15, eq: 'saucepan|stick blender',
    i: [[4, 'cup', 'corn'], [30, 'g', 'butter'], [0.75, 'cup', 'cream'], [1, 'tsp', 'sugar'], [1, 'tbsp', '?flour']],
    steps: [
      'Melt the butter and cook the corn for 3 minutes.',
      'Add the cream, sugar, salt and pepper (and the flour if you like it thicker) and simmer for 8 to 10 minutes.',
      'Blend about a third of it briefly with a stick blender and stir back in.',
    ],
  },
  {
    t: 'Maque Choux', d: 'Cajun smothered corn with the holy trinity of onion, celery and pepper.',
    cuisine: 'cajun', meal: 'side', s: 4, prep: 10, cook: 20, eq: 'large frying pan',
    i: [[3, 'cup', 'corn'], [1, '', 'onion', 'diced'], [1, '', 'celery', 'diced'], [1, '', 'bell-pepper', 'diced'], [30, 'g', 'butter'], [1, '', 'tomato', 'diced'], [0.25, 'tsp', 'cayenne'], [2, 'slice', '?bacon']],
    steps: [
      'If using bacon, fry it until crisp and leave the fat in the pan. Add the butter, onion, celery and bell pepper and cook for 8 minutes.',
      'Add the corn, tomato and cayenne and cook for 10 minutes, stirring, until the corn is tender and the juices have thickened. Season.',
    ],
  },
  {
    t: 'Petits Pois a la Francaise', d: 'Peas braised with lettuce, spring onions and butter the French way.',
    cuisine: 'french', meal: 'side', s: 4, prep: 5, cook: 12, eq: 'lidded saucepan',
    i: [[400, 'g', 'pea'], [1, '', 'lettuce', 'little gem, shredded'], [4, '', 'spring-onion', 'sliced'], [40, 'g', 'butter'], [0.5, 'cup', 'stock'], [0.5, 'tsp', 'sugar']],
    steps: [
      'Melt the butter and soften the spring onions for 2 minutes.',
      'Add the peas, lettuce, stock, sugar and salt, cover and simmer for 8 minutes until the lettuce is silky.',
    ],
  },
  {
    t: 'Sage and Onion Stuffing', d: 'Bread stuffing with soft onion, sage and butter, baked crisp on top.',
    cuisine: 'british', meal: 'side', s: 6, prep: 15, cook: 40, eq: 'frying pan|bowl|baking dish',
    i: [[250, 'g', 'bread', 'day-old, torn into small pieces'], [2, '', 'onion', 'chopped'], [60, 'g', 'butter'], [1, 'handful', 'sage', 'chopped'], [1, '', 'egg'], [0.75, 'cup', 'stock'], [2, '', '?celery', 'diced']],
    steps: [
      'Heat the oven to 190°C. Cook the onions, and the celery if using, in the butter for 10 minutes until soft.',
      'Mix with the bread, sage, egg and stock, season well and press loosely into a buttered dish.',
      'Bake for 30 minutes until crisp and golden on top.',
    ],
  },
  {
    t: 'Kachumber', d: 'Indian chopped salad of cucumber, tomato and onion with lemon, cumin and cilantro.',
    cuisine: 'indian', meal: 'side', s: 4, prep: 10, cook: 0, eq: 'bowl',
    i: [[1, '', 'cucumber', 'diced'], [2, '', 'tomato', 'diced'], [0.5, '', 'red-onion', 'finely diced'], [1, '', 'lemon'], [0.5, 'tsp', 'cumin', 'toasted and ground'], [1, 'handful', 'cilantro'], [1, '', '?chili-pepper', 'green, chopped']],
    steps: [
      'Mix the cucumber, tomato, red onion and chili if using.',
      'Season with the lemon juice, cumin and salt just before serving and toss with chopped cilantro.',
    ],
  },
  {
    t: 'Acar', d: 'Malaysian turmeric pickled vegetables with crushed peanuts, sweet, sour and crunchy.',
    cuisine: 'malaysian', meal: 'side', s: 6, prep: 20, cook: 5, eq: 'saucepan|bowl',
    i: [[1, '', 'cucumber', 'cut into sticks'], [2, '', 'carrot', 'cut into sticks'], [0.25, 'head', 'cabbage', 'chopped'], [0.5, 'cup', 'rice-vinegar'], [4, 'tbsp', 'sugar'], [1, 'tsp', 'turmeric'], [2, 'tbsp', 'oil'], [2, '', 'shallot', 'sliced'], [0.5, 'cup', 'peanut', 'roasted, crushed'], [1, '', '?chili-pepper']],
    steps: [
      'Salt the cucumber for 15 minutes, then rinse and pat dry. Blanch the carrot and cabbage for 30 seconds and drain.',
      'Fry the shallots and chopped chili in the oil for 2 minutes, add the turmeric, rice vinegar, sugar and a pinch of salt and bubble until the sugar dissolves.',
      'Toss the vegetables in the warm dressing, cool, and stir in the peanuts just before serving.',
    ],
  },
  {
    t: 'Fried Green Tomatoes', d: 'Slices of unripe tomato in a crunchy cornmeal crust.',
    cuisine: 'southern-us', meal: 'side', s: 4, prep: 15, cook: 15, eq: '3 shallow bowls|heavy frying pan',
    i: [[4, '', 'tomato', 'green (unripe), sliced 1 cm thick'], [0.5, 'cup', 'flour'], [1, '', 'egg'], [0.5, 'cup', 'buttermilk'], [0.75, 'cup', 'polenta', 'cornmeal'], [0.5, 'cup', '~oil', 'for shallow frying']],
    steps: [
      'Salt the tomato slices. Set out the flour, the egg beaten with the buttermilk, and the cornmeal in three bowls.',
      'Dip each slice in flour, then the egg mixture, then the cornmeal.',
      'Fry in the hot oil for 3 minutes a side until golden and crisp. Drain and salt.',
    ],
  },
  {
    t: 'Hush Puppies', d: 'Crisp fried cornmeal fritters with onion, the classic side for fried fish.',
    cuisine: 'southern-us', meal: 'side', s: 6, prep: 10, cook: 15, eq: 'bowl|deep pan|slotted spoon|thermometer',
    i: [[1, 'cup', 'polenta', 'cornmeal'], [0.5, 'cup', 'flour'], [2, 'tsp', 'baking-powder'], [1, 'tsp', '?sugar'], [1, '', 'egg'], [0.75, 'cup', 'buttermilk'], [0.5, '', 'onion', 'grated'], [3, 'cup', '~oil', 'for frying']],
    steps: [
      'Mix the cornmeal, flour, baking powder, 1 tsp salt and the sugar if using. Stir in the egg, buttermilk and onion to a thick batter.',
      'Heat the oil to 180°C. Drop in tablespoons of batter a few at a time and fry for 3 to 4 minutes, turning, until deep golden.',
      'Drain on paper and serve hot.',
    ],
  },
  {
    t: 'Parmesan Garlic Orzo', d: 'Orzo cooked risotto-style in stock with garlic, butter and parmesan.',
    cuisine: 'italian', meal: 'side', s: 4, prep: 5, cook: 15, eq: 'saucepan',
    i: [[1.25, 'cup', 'orzo'], [30, 'g', 'butter'], [2, 'clove', 'garlic', 'chopped'], [3, 'cup', 'stock'], [40, 'g', 'parmesan', 'grated'], [1, 'handful', '?parsley']],
    steps: [
      'Melt the butter and cook the garlic for 30 seconds, then stir in the orzo for a minute.',
      'Add the stock, bring to a simmer and cook for 10 to 12 minutes, stirring often, until the orzo is tender and creamy.',
      'Stir in the parmesan and parsley and season with pepper.',
    ],
  },
  {
    t: 'Riso in Bianco', d: 'Italian white rice with butter and parmesan: the simplest comfort side.',
    cuisine: 'italian', meal: 'side', s: 4, prep: 2, cook: 15, eq: 'saucepan|colander',
    i: [[1.5, 'cup', 'rice'], [40, 'g', 'butter'], [50, 'g', 'parmesan', 'grated']],
    steps: [
      'Boil the rice in plenty of salted water for 12 to 15 minutes until just tender, then drain.',
      'Return to the pan and stir in the butter and parmesan until glossy. Season with pepper.',
    ],
  },
  {
    t: 'Garlic Butter Rice', d: 'Rice cooked pilaf-style in garlic butter and finished with parsley.',
    cuisine: 'international', meal: 'side', s: 4, prep: 5, cook: 20, eq: 'lidded saucepan',
    i: [[1.5, 'cup', 'rice'], [40, 'g', 'butter'], [3, 'clove', 'garlic', 'finely chopped'], [2.25, 'cup', 'water'], [1, 'handful', '?parsley', 'chopped']],
    steps: [
      'Melt the butter and cook the garlic gently for a minute without browning. Stir in the rice to coat.',
      'Add the water and a good pinch of salt, bring to the boil, cover and simmer on low for 15 minutes.',
      'Rest 5 minutes, then fluff with a fork and fold in the parsley.',
    ],
  },
  {
    t: 'South Indian Lemon Rice', d: 'Chitranna: cooked rice tossed with a turmeric and mustard seed tempering and lemon juice.',
    cuisine: 'indian', meal: 'side', s: 4, prep: 5, cook: 10, eq: 'frying pan',
    i: [[1.5, 'cup', 'rice', 'cooked and cooled (about 4 cups cooked)'], [2, 'tbsp', 'oil'], [0.5, 'tsp', 'turmeric'], [1, '', 'lemon', 'juiced'], [1, 'tsp', '?mustard-seed'], [1, '', '?chili-pepper', 'green, slit'], [0.33, 'cup', '?peanut'], [1, 'handful', '?cilantro']],
    steps: [
      'Heat the oil and fry the peanuts if using until golden. Add the mustard seeds and let them pop, then the chili pepper and turmeric for a few seconds.',
      'Add the cooked rice and a good pinch of salt and toss over the heat for 2 minutes until evenly yellow and hot.',
      'Off the heat stir in the lemon juice and cilantro.',
    ],
  },
  {
    t: 'Arroz Verde', d: 'Mexican green rice cooked in a purée of cilantro, garlic and onion.',
    cuisine: 'mexican', meal: 'side', s: 4, prep: 10, cook: 25, eq: 'blender|lidded saucepan',
    i: [[1.5, 'cup', 'rice'], [1, 'bunch', 'cilantro'], [0.5, '', 'onion'], [2, 'clove', 'garlic'], [2.25, 'cup', 'stock'], [2, 'tbsp', 'oil'], [1, '', '?jalapeno', 'seeded']],
    steps: [
      'Blend the cilantro, onion, garlic and jalapeño if using with the stock until smooth.',
      'Fry the rice in the oil for 3 minutes until lightly toasted, then pour in the green purée with a pinch of salt.',
      'Bring to the boil, cover and cook on low for 18 minutes. Rest 5 minutes and fluff.',
    ],
  },
  {
    t: 'Cheese and Chive Potato Cakes', d: 'Mashed potato cakes with cheese and chives, fried crisp in butter.',
    cuisine: 'irish', meal: 'side', s: 4, prep: 15, cook: 30, eq: 'saucepan|masher|frying pan',
    i: [[700, 'g', 'potato', 'floury'], [80, 'g', 'cheese', 'grated'], [1, 'handful', 'chive', 'snipped'], [3, 'tbsp', 'flour'], [30, 'g', 'butter']],
    steps: [
      'Boil the potatoes until tender, drain well and mash. Cool for 10 minutes.',
      'Mix in the cheese, chives and flour and season, then shape into 8 flat cakes.',
      'Fry in the butter over a medium heat for 4 minutes a side until golden and crisp.',
    ],
  },
  {
    t: 'Patatas a lo Pobre', d: 'Spanish poor man’s potatoes: slow-fried in olive oil with onion and garlic until soft and golden.',
    cuisine: 'spanish', meal: 'side', s: 4, prep: 10, cook: 30, eq: 'large frying pan',
    i: [[800, 'g', 'potato', 'thinly sliced'], [1, '', 'onion', 'sliced'], [3, 'clove', 'garlic', 'sliced'], [5, 'tbsp', 'olive-oil'], [1, '', '?green-bell-pepper', 'sliced']],
    steps: [
      'Heat the olive oil in a large pan and add the potatoes, onion, garlic and green pepper if using with a good pinch of salt.',
      'Cook over a medium-low heat for 25 to 30 minutes, turning now and then, until the potatoes are soft and golden in places. Drain off excess oil and serve.',
    ],
  },
  {
    t: 'Greek Potato Salad with Lemon', d: 'Patatosalata: warm potatoes dressed with lemon, olive oil, onion and herbs, no mayonnaise.',
    cuisine: 'greek', meal: 'side', s: 4, prep: 10, cook: 20, eq: 'saucepan|bowl',
    i: [[800, 'g', 'potato', 'waxy'], [1, '', 'lemon'], [4, 'tbsp', 'olive-oil'], [0.5, '', '?red-onion', 'thinly sliced'], [1, 'handful', '?parsley', 'chopped'], [1, 'tbsp', '?caper'], [1, 'tsp', '?oregano', 'dried']],
    steps: [
      'Boil the potatoes until tender, drain and cut into chunks while warm.',
      'Whisk the juice of the lemon with the olive oil, salt and pepper and pour over the warm potatoes.',
      'Fold in the red onion, parsley, capers and oregano if using. Serve warm or at room temperature.',
    ],
  },
];
