import type { RecipeDraft } from '../build.ts';

/** Soups and stews from many kitchens, most built on a few common things. */
export const MORE_SOUP_DRAFTS: readonly RecipeDraft[] = [
  {
    t: 'Scotch Broth', d: 'A thick Scottish soup of lamb, pearl barley and root vegetables.',
    cuisine: 'british', meal: 'dinner', s: 6, prep: 20, cook: 120, eq: 'large lidded pot',
    i: [[500, 'g', 'lamb', 'neck or shoulder, cubed'], [0.5, 'cup', 'barley'], [1, '', 'onion', 'chopped'], [2, '', 'carrot', 'diced'], [1, '', 'leek', 'sliced'], [1, '', 'parsnip', 'diced'], [2, 'l', 'water'], [1, 'handful', '?parsley']],
    steps: [
      'Put the lamb in a pot with the water, bring to the boil and skim off the foam.',
      'Add the barley and a good pinch of salt and simmer, partly covered, for 1 hour.',
      'Add the onion, carrots, leek and parsnip and simmer for 45 minutes more until the lamb is tender and the soup thick.',
      'Season well and stir in chopped parsley.',
    ],
  },
  {
    t: 'Krupnik', d: 'Polish barley soup with potato, carrot and dill, thrifty and filling.',
    cuisine: 'polish', meal: 'lunch', s: 6, prep: 15, cook: 50, eq: 'large pot',
    i: [[0.5, 'cup', 'barley'], [3, '', 'potato', 'diced'], [2, '', 'carrot', 'diced'], [1, '', 'onion', 'chopped'], [2, '', 'celery', 'diced'], [1.75, 'l', 'stock'], [20, 'g', 'butter'], [1, 'handful', 'dill', 'chopped'], [150, 'g', '?mushroom', 'sliced']],
    steps: [
      'Simmer the barley in the stock for 25 minutes.',
      'Meanwhile soften the onion, carrots and celery, and the mushrooms if using, in the butter for 8 minutes.',
      'Add the vegetables and potatoes to the barley and simmer 20 minutes more until everything is tender.',
      'Season and stir in the dill.',
    ],
  },
  {
    t: 'Creamy Chicken and Wild Rice Soup', d: 'A Minnesota favourite: chicken, wild rice and vegetables in a creamy broth.',
    cuisine: 'american', meal: 'dinner', s: 6, prep: 15, cook: 60, eq: 'large pot|whisk',
    i: [[0.75, 'cup', 'wild-rice'], [400, 'g', 'chicken', 'boneless breasts or thighs'], [1, '', 'onion', 'chopped'], [2, '', 'carrot', 'diced'], [2, '', 'celery', 'diced'], [40, 'g', 'butter'], [3, 'tbsp', 'flour'], [1.5, 'l', 'stock'], [1, 'cup', 'cream'], [2, 'sprig', '?thyme']],
    steps: [
      'Melt the butter and soften the onion, carrots and celery for 8 minutes. Stir in the flour for a minute.',
      'Whisk in the stock, add the wild rice, the chicken pieces whole and the thyme and simmer, covered, for 45 minutes until the rice is tender.',
      'Lift out the chicken, shred it and return it with the cream. Heat through without boiling and season.',
    ],
  },
  {
    t: 'Minestra di Farro', d: 'Tuscan farro and bean soup with tomato and rosemary.',
    cuisine: 'italian', meal: 'dinner', s: 6, prep: 15, cook: 45, eq: 'large pot',
    i: [[0.75, 'cup', 'farro'], [1, 'can', 'white-bean', 'drained'], [1, 'can', 'canned-tomato'], [1, '', 'onion', 'chopped'], [1, '', 'carrot', 'diced'], [1, '', 'celery', 'diced'], [3, 'tbsp', 'olive-oil'], [1, 'sprig', 'rosemary'], [1.5, 'l', 'stock'], [40, 'g', '?parmesan']],
    steps: [
      'Soften the onion, carrot and celery in the olive oil for 10 minutes.',
      'Add the farro, canned tomatoes, rosemary and stock and simmer for 30 minutes.',
      'Add the white beans and cook 10 minutes more until the farro is tender. Season, remove the rosemary and serve with a thread of olive oil and parmesan.',
    ],
  },
  {
    t: 'Roasted Cauliflower Soup', d: 'Velvety soup of roasted cauliflower and garlic, with a little cream.',
    cuisine: 'international', meal: 'lunch', s: 4, prep: 10, cook: 45, eq: 'roasting tin|pot|blender',
    i: [[1, 'head', 'cauliflower', 'in florets'], [1, '', 'onion', 'chopped'], [4, 'clove', 'garlic'], [3, 'tbsp', 'oil'], [1, 'l', 'stock'], [0.5, 'cup', '?cream'], [0.5, 'tsp', '?cumin']],
    steps: [
      'Heat the oven to 220°C. Toss the cauliflower and whole garlic cloves with 2 tbsp oil and salt and roast for 25 minutes.',
      'Soften the onion in the remaining oil in a pot for 6 minutes, adding the cumin if using.',
      'Add the roasted cauliflower, garlic and stock and simmer 10 minutes, then blend until smooth. Stir in the cream and season.',
    ],
  },
  {
    t: 'Broccoli Cheddar Soup', d: 'Thick, cheesy broccoli soup the American café way.',
    cuisine: 'american', meal: 'lunch', s: 4, prep: 10, cook: 30, eq: 'large pot|whisk',
    i: [[1, 'head', 'broccoli', 'chopped small'], [1, '', 'onion', 'chopped'], [1, '', 'carrot', 'grated'], [40, 'g', 'butter'], [3, 'tbsp', 'flour'], [3, 'cup', 'stock'], [1.5, 'cup', 'milk'], [200, 'g', 'cheddar', 'grated']],
    steps: [
      'Melt the butter and soften the onion for 5 minutes. Stir in the flour for a minute, then slowly whisk in the stock and milk.',
      'Add the broccoli and carrot and simmer for 15 to 20 minutes until tender.',
      'Blend part of it if you like it smoother, then stir in the cheddar off the heat until melted. Season.',
    ],
  },
  {
    t: 'Loaded Baked Potato Soup', d: 'Creamy potato soup topped like a baked potato with bacon, cheese and sour cream.',
    cuisine: 'american', meal: 'dinner', s: 6, prep: 15, cook: 30, eq: 'large pot|frying pan|masher',
    i: [[1.2, 'kg', 'potato', 'peeled and diced'], [1, '', 'onion', 'chopped'], [30, 'g', 'butter'], [1, 'l', 'stock'], [1, 'cup', 'milk'], [100, 'g', 'cheese', 'grated'], [4, 'slice', '?bacon'], [0.5, 'cup', '?sour-cream'], [1, 'handful', '?chive']],
    steps: [
      'Fry the bacon, if using, until crisp; crumble.',
      'Soften the onion in the butter for 5 minutes, add the potatoes and stock and simmer 15 minutes until soft.',
      'Mash roughly in the pot, stir in the milk and half the cheese and heat through. Season.',
      'Serve topped with the rest of the cheese, bacon, sour cream and chives.',
    ],
  },
  {
    t: 'Roasted Red Pepper and Tomato Soup', d: 'Sweet charred peppers and tomatoes blended into a smoky soup.',
    cuisine: 'spanish', meal: 'lunch', s: 4, prep: 10, cook: 40, eq: 'roasting tin|pot|blender',
    i: [[4, '', 'red-bell-pepper', 'in chunks'], [6, '', 'tomato', 'halved'], [1, '', 'onion', 'in wedges'], [3, 'clove', 'garlic'], [2, 'tbsp', 'olive-oil'], [1, 'tsp', 'smoked-paprika'], [3, 'cup', 'stock'], [1, 'handful', '?basil']],
    steps: [
      'Heat the oven to 210°C. Roast the red peppers, tomatoes, onion and garlic with the olive oil and salt for 35 minutes until charred.',
      'Tip into a pot with the smoked paprika and stock and simmer 5 minutes.',
      'Blend until smooth, season and serve with torn basil.',
    ],
  },
  {
    t: 'Beetroot Borscht', d: 'Deep red beet soup with cabbage, potato and dill, finished with sour cream.',
    cuisine: 'russian', meal: 'dinner', s: 6, prep: 20, cook: 50, eq: 'large pot|grater',
    i: [[4, '', 'beetroot', 'peeled and grated'], [0.25, 'head', 'cabbage', 'shredded'], [2, '', 'potato', 'diced'], [1, '', 'carrot', 'grated'], [1, '', 'onion', 'chopped'], [2, 'tbsp', 'oil'], [2, 'tbsp', 'tomato-paste'], [1.5, 'l', 'stock'], [1, 'tbsp', 'vinegar'], [1, 'handful', 'dill'], [0.5, 'cup', '?sour-cream']],
    steps: [
      'Soften the onion and carrot in the oil for 5 minutes, then add the beetroot and tomato paste and cook 10 minutes.',
      'Add the stock and potatoes and simmer 15 minutes, then the cabbage and simmer 15 minutes more.',
      'Stir in the vinegar, season and rest 10 minutes. Serve with dill and a spoon of sour cream.',
    ],
  },
  {
    t: 'Ezogelin Soup', d: 'Turkish red lentil soup with bulgur, tomato, paprika and dried mint.',
    cuisine: 'turkish', meal: 'lunch', s: 6, prep: 10, cook: 35, eq: 'large pot|small pan',
    i: [[1, 'cup', 'red-lentil'], [0.25, 'cup', 'bulgur', 'fine'], [1, '', 'onion', 'chopped'], [2, 'tbsp', 'tomato-paste'], [40, 'g', 'butter'], [1, 'tsp', 'paprika'], [1, 'tbsp', 'mint', 'dried'], [1.75, 'l', 'water'], [1, '', '?lemon']],
    steps: [
      'Soften the onion in half the butter, stir in the tomato paste, then add the red lentils, bulgur and water.',
      'Simmer for 30 minutes until the lentils collapse, stirring now and then. Season.',
      'Melt the remaining butter with the paprika and mint and pour over the bowls. Serve with lemon wedges.',
    ],
  },
  {
    t: 'Yayla Corbasi', d: 'Turkish yogurt and rice soup with butter and mint, soothing and tangy.',
    cuisine: 'turkish', meal: 'lunch', s: 4, prep: 5, cook: 30, eq: 'saucepan|whisk|small pan',
    i: [[0.33, 'cup', 'rice'], [1.25, 'l', 'stock'], [1.5, 'cup', 'yogurt'], [1, '', 'egg', 'yolk'], [2, 'tbsp', 'flour'], [30, 'g', 'butter'], [1, 'tbsp', 'mint', 'dried']],
    steps: [
      'Simmer the rice in the stock for 15 minutes until soft.',
      'Whisk the yogurt, egg yolk and flour until smooth, then whisk in a ladle of hot stock.',
      'Pour the yogurt mixture into the pot, stirring constantly, and simmer gently for 10 minutes. Season.',
      'Sizzle the mint in the butter and drizzle over each bowl.',
    ],
  },
  {
    t: 'Sopa de Ajo', d: 'Castilian garlic soup with bread, smoked paprika and eggs poached in the broth.',
    cuisine: 'spanish', meal: 'lunch', s: 4, prep: 10, cook: 25, eq: 'wide pot',
    i: [[8, 'clove', 'garlic', 'sliced'], [4, 'tbsp', 'olive-oil'], [150, 'g', 'bread', 'stale, sliced'], [1, 'tsp', 'smoked-paprika'], [1.25, 'l', 'stock'], [4, '', 'egg']],
    steps: [
      'Cook the garlic gently in the olive oil until golden, add the bread and fry until it soaks up the oil.',
      'Stir in the smoked paprika, pour in the stock and simmer for 15 minutes, breaking up the bread. Season.',
      'Crack in the eggs, cover and poach for 3 to 4 minutes until the whites set. Serve an egg in each bowl.',
    ],
  },
  {
    t: 'Caldo Verde', d: 'Portuguese potato and kale soup with slices of smoky chorizo.',
    cuisine: 'portuguese', meal: 'dinner', s: 6, prep: 15, cook: 35, eq: 'large pot|masher|frying pan',
    i: [[1, 'kg', 'potato', 'peeled and sliced'], [1, '', 'onion', 'chopped'], [2, 'clove', 'garlic', 'chopped'], [4, 'tbsp', 'olive-oil'], [1.5, 'l', 'water'], [200, 'g', 'kale', 'very finely shredded'], [150, 'g', 'chorizo', 'sliced']],
    steps: [
      'Soften the onion and garlic in 2 tbsp of the olive oil, add the potatoes, the water and salt and simmer for 20 minutes until soft.',
      'Mash or blend until smooth. Add the kale and simmer for 5 minutes until bright and tender.',
      'Fry the chorizo until crisp and add to the bowls with a drizzle of the remaining olive oil.',
    ],
  },
  {
    t: 'Lohikeitto', d: 'Finnish salmon soup with potato, leek and dill in a light creamy broth.',
    cuisine: 'scandinavian', meal: 'dinner', s: 4, prep: 15, cook: 25, eq: 'large pot',
    i: [[400, 'g', 'salmon', 'skinless, cubed'], [500, 'g', 'potato', 'diced'], [1, '', 'leek', 'sliced'], [20, 'g', 'butter'], [1, 'l', 'stock'], [1, 'cup', 'cream'], [1, 'handful', 'dill', 'chopped']],
    steps: [
      'Soften the leek in the butter for 5 minutes.',
      'Add the potatoes and stock and simmer for 12 minutes until tender.',
      'Pour in the cream, add the salmon and poach gently for 5 minutes. Season and stir in the dill.',
    ],
  },
  {
    t: 'Andean Quinoa Soup', d: 'Peruvian-style sopa de quinua with potato, carrot and cumin.',
    cuisine: 'peruvian', meal: 'lunch', s: 6, prep: 15, cook: 35, eq: 'large pot',
    i: [[0.5, 'cup', 'quinoa', 'rinsed'], [2, '', 'potato', 'diced'], [2, '', 'carrot', 'diced'], [1, '', 'onion', 'chopped'], [2, 'clove', 'garlic', 'chopped'], [2, 'tbsp', 'oil'], [1, 'tsp', 'cumin'], [1.5, 'l', 'stock'], [1, 'handful', '?cilantro'], [1, 'cup', '?pea']],
    steps: [
      'Soften the onion and garlic in the oil for 5 minutes with the cumin.',
      'Add the quinoa, potatoes, carrots and stock and simmer for 25 minutes until everything is tender. Add the peas for the last 5 minutes if using.',
      'Season and serve with chopped cilantro.',
    ],
  },
  {
    t: 'Sweetcorn Chowder', d: 'Corn and potato chowder with bacon and a splash of cream.',
    cuisine: 'american', meal: 'dinner', s: 6, prep: 15, cook: 30, eq: 'large pot|blender',
    i: [[4, 'cup', 'corn'], [2, '', 'potato', 'diced'], [1, '', 'onion', 'chopped'], [2, '', 'celery', 'diced'], [30, 'g', 'butter'], [1, 'l', 'stock'], [0.75, 'cup', 'cream'], [4, 'slice', '?bacon', 'chopped'], [1, 'handful', '?chive']],
    steps: [
      'Fry the bacon, if using, until crisp and lift out. Soften the onion and celery in the butter for 6 minutes.',
      'Add the potatoes, corn and stock and simmer for 15 minutes until the potatoes are tender.',
      'Blend a third of the soup and stir it back in with the cream. Season and top with bacon and chives.',
    ],
  },
  {
    t: 'Tinola', d: 'Filipino chicken soup with ginger, green papaya or squash, and spinach.',
    cuisine: 'filipino', meal: 'dinner', s: 4, prep: 15, cook: 40, eq: 'large pot',
    i: [[800, 'g', 'chicken', 'pieces on the bone'], [20, 'g', 'ginger', 'a thumb-sized piece, in matchsticks'], [1, '', 'onion', 'sliced'], [3, 'clove', 'garlic', 'chopped'], [1, 'tbsp', 'oil'], [2, 'tbsp', 'fish-sauce'], [1.25, 'l', 'water'], [300, 'g', 'butternut-squash', 'or green papaya, in chunks'], [100, 'g', 'spinach']],
    steps: [
      'Fry the ginger, onion and garlic in the oil for 3 minutes.',
      'Add the chicken and fish sauce and cook for 5 minutes, then pour in the water and simmer for 25 minutes.',
      'Add the squash and cook 8 minutes until tender, then stir in the spinach until wilted. Taste for fish sauce.',
    ],
  },
  {
    t: 'Soto Ayam', d: 'Indonesian turmeric chicken soup with noodles, egg and crisp shallots.',
    cuisine: 'indonesian', meal: 'dinner', s: 4, prep: 20, cook: 40, eq: 'large pot|blender or mortar|frying pan',
    i: [[600, 'g', 'chicken', 'thighs or legs'], [3, '', 'shallot'], [3, 'clove', 'garlic'], [15, 'g', 'ginger', 'a thumb-sized piece'], [1, 'tsp', 'turmeric'], [1, '', 'lemongrass', 'bruised'], [2, 'tbsp', 'oil'], [1.5, 'l', 'water'], [150, 'g', 'rice-noodle'], [2, '', 'egg', 'hard-boiled'], [1, '', 'lime'], [100, 'g', '?bean-sprout']],
    steps: [
      'Blend two of the shallots with the garlic, ginger and turmeric into a paste and fry it in 1 tbsp oil for 3 minutes.',
      'Add the chicken, lemongrass and water with salt and simmer for 30 minutes. Lift out the chicken and shred it.',
      'Slice the last shallot and fry in the remaining oil until crisp. Soak or cook the rice noodles.',
      'Put noodles, chicken, halved eggs and bean sprouts in bowls, ladle over the broth and finish with crisp shallots and lime.',
    ],
  },
  {
    t: 'Curry Laksa with Shrimp', d: 'Malaysian coconut curry noodle soup with shrimp and bean sprouts.',
    cuisine: 'malaysian', meal: 'dinner', s: 4, prep: 15, cook: 20, eq: 'large pot|saucepan',
    i: [[3, 'tbsp', 'curry-paste', 'red or laksa'], [1, 'can', 'coconut-milk'], [1, 'l', 'stock'], [300, 'g', 'shrimp', 'peeled'], [200, 'g', 'rice-noodle'], [1, 'tbsp', 'fish-sauce'], [1, 'tsp', 'sugar'], [1, '', 'lime'], [150, 'g', 'bean-sprout'], [1, 'tbsp', 'oil'], [200, 'g', '?tofu', 'puffs or firm, cubed'], [1, 'handful', '?mint']],
    steps: [
      'Fry the curry paste in the oil for 2 minutes until fragrant, then add the coconut milk and stock and simmer for 10 minutes.',
      'Season with the fish sauce, sugar and lime juice. Add the shrimp and tofu and simmer 3 minutes until the shrimp are pink.',
      'Cook the rice noodles, divide between bowls with the bean sprouts, ladle over the soup and top with mint.',
    ],
  },
  {
    t: 'Tonjiru', d: 'Japanese pork and vegetable miso soup, hearty enough for a meal.',
    cuisine: 'japanese', meal: 'dinner', s: 4, prep: 15, cook: 25, eq: 'large pot',
    i: [[200, 'g', 'pork', 'thinly sliced belly or shoulder'], [1, '', 'carrot', 'sliced'], [2, '', 'potato', 'in chunks'], [1, '', 'onion', 'sliced'], [1, 'tsp', 'sesame-oil'], [1.25, 'l', 'water'], [4, 'tbsp', 'miso'], [200, 'g', '?tofu'], [2, '', '?spring-onion']],
    steps: [
      'Fry the pork in the sesame oil until it changes colour.',
      'Add the carrot, potatoes and onion and the water and simmer for 15 minutes until tender. Skim.',
      'Add the tofu if using. Turn off the heat, dissolve the miso in a ladle of broth and stir it back in. Serve with sliced spring onion.',
    ],
  },
  {
    t: 'Hot and Sour Soup', d: 'Chinese soup with tofu, mushrooms and egg ribbons, sharp with vinegar and white pepper.',
    cuisine: 'chinese', meal: 'lunch', s: 4, prep: 15, cook: 15, eq: 'large pot|small bowl',
    i: [[1.25, 'l', 'stock'], [200, 'g', 'tofu', 'firm, cut into strips'], [150, 'g', 'shiitake', 'sliced'], [3, 'tbsp', 'rice-vinegar'], [2, 'tbsp', 'soy-sauce'], [1, 'tsp', 'black-pepper', 'white if you have it'], [2, 'tbsp', 'cornstarch'], [1, '', 'egg', 'beaten'], [2, '', 'spring-onion', 'sliced'], [1, 'tsp', '?sesame-oil'], [1, 'tsp', '?chili-flake']],
    steps: [
      'Bring the stock to a simmer with the shiitake and tofu and cook for 5 minutes.',
      'Add the soy sauce, rice vinegar and pepper. Stir the cornstarch into 3 tbsp water and stir it in until the soup thickens.',
      'Drizzle in the egg in a thin stream while stirring slowly so it sets in ribbons.',
      'Finish with spring onion, sesame oil and chili flakes, tasting for sourness and heat.',
    ],
  },
  {
    t: 'Doenjang Jjigae', d: 'Korean soybean paste stew with tofu, zucchini, potato and onion.',
    cuisine: 'korean', meal: 'dinner', s: 3, prep: 10, cook: 20, eq: 'small pot or earthenware pot',
    i: [[3, 'tbsp', 'miso', 'or doenjang'], [1, 'tsp', 'gochujang'], [3, 'cup', 'water'], [1, '', 'potato', 'diced'], [1, '', 'zucchini', 'diced'], [0.5, '', 'onion', 'diced'], [200, 'g', 'tofu', 'cubed'], [2, 'clove', 'garlic', 'chopped'], [1, '', '?chili-pepper'], [2, '', '?spring-onion']],
    steps: [
      'Stir the miso and gochujang into the water and bring to the boil with the potato and garlic; cook for 5 minutes.',
      'Add the onion and zucchini and simmer for 5 minutes.',
      'Add the tofu and sliced chili and simmer 3 minutes more. Top with spring onion and serve bubbling with rice.',
    ],
  },
  {
    t: 'Mulligatawny', d: 'Anglo-Indian curried lentil soup with apple and coconut milk.',
    cuisine: 'indian', meal: 'lunch', s: 6, prep: 15, cook: 35, eq: 'large pot|blender',
    i: [[0.75, 'cup', 'red-lentil'], [1, '', 'onion', 'chopped'], [1, '', 'carrot', 'chopped'], [1, '', 'apple', 'peeled and chopped'], [2, 'clove', 'garlic'], [2, 'tbsp', 'curry-powder'], [2, 'tbsp', 'oil'], [1.25, 'l', 'stock'], [1, 'cup', 'coconut-milk'], [200, 'g', '?chicken', 'cooked, shredded'], [1, '', '?lemon']],
    steps: [
      'Soften the onion, carrot, apple and garlic in the oil for 8 minutes. Stir in the curry powder for a minute.',
      'Add the red lentils and stock and simmer for 20 minutes until soft. Blend until fairly smooth.',
      'Stir in the coconut milk and the chicken if using and heat through. Season and add a squeeze of lemon.',
    ],
  },
  {
    t: 'Tomato Rasam', d: 'South Indian peppery tomato broth with cumin and garlic, to sip or pour over rice.',
    cuisine: 'indian', meal: 'side', s: 4, prep: 10, cook: 20, eq: 'saucepan|small pan',
    i: [[4, '', 'tomato', 'chopped'], [4, 'clove', 'garlic', 'crushed'], [1, 'tsp', 'black-pepper', 'coarsely crushed'], [1, 'tsp', 'cumin'], [0.5, 'tsp', 'turmeric'], [1, 'l', 'water'], [1, 'tsp', 'mustard-seed'], [1, 'tbsp', 'ghee'], [1, 'handful', 'cilantro'], [1, '', '?lemon']],
    steps: [
      'Simmer the tomatoes, garlic, crushed black pepper, cumin, turmeric and salt in the water for 15 minutes, mashing the tomatoes.',
      'Heat the ghee, pop the mustard seeds and pour the sizzling tadka into the rasam.',
      'Add chopped cilantro and a squeeze of lemon and serve hot.',
    ],
  },
  {
    t: 'Sopa de Fideo', d: 'Mexican toasted noodle soup in a tomato and garlic broth.',
    cuisine: 'mexican', meal: 'lunch', s: 4, prep: 10, cook: 20, eq: 'blender|pot',
    i: [[200, 'g', 'spaghetti', 'or fideo, broken into short pieces'], [3, '', 'tomato'], [0.5, '', 'onion'], [2, 'clove', 'garlic'], [2, 'tbsp', 'oil'], [1.25, 'l', 'stock'], [1, 'handful', '?cilantro'], [1, '', '?lime']],
    steps: [
      'Blend the tomatoes, onion and garlic until smooth.',
      'Fry the broken spaghetti in the oil, stirring, until golden brown.',
      'Pour in the tomato purée and cook 3 minutes, then add the stock and salt and simmer for 10 minutes until the noodles are soft. Serve with cilantro and lime.',
    ],
  },
  {
    t: 'Zucchini and Basil Soup', d: 'A quick green summer soup of zucchini, garlic and basil.',
    cuisine: 'italian', meal: 'lunch', s: 4, prep: 10, cook: 20, eq: 'pot|blender',
    i: [[4, '', 'zucchini', 'chopped'], [1, '', 'onion', 'chopped'], [2, 'clove', 'garlic'], [2, 'tbsp', 'olive-oil'], [1, 'l', 'stock'], [1, 'handful', 'basil'], [30, 'g', '?parmesan']],
    steps: [
      'Soften the onion and garlic in the olive oil for 5 minutes.',
      'Add the zucchini and stock and simmer for 12 minutes until soft.',
      'Blend with the basil until smooth, season and serve with grated parmesan if you like.',
    ],
  },
  {
    t: 'Curried Parsnip Soup', d: 'Sweet parsnips and warm curry spice in a smooth soup.',
    cuisine: 'british', meal: 'lunch', s: 4, prep: 10, cook: 30, eq: 'pot|blender',
    i: [[600, 'g', 'parsnip', 'chopped'], [1, '', 'onion', 'chopped'], [30, 'g', 'butter'], [2, 'tsp', 'curry-powder'], [1, 'l', 'stock'], [0.5, 'cup', '?cream']],
    steps: [
      'Soften the onion in the butter for 5 minutes, add the curry powder for a minute.',
      'Add the parsnips and stock and simmer 20 minutes until very soft.',
      'Blend until smooth, stir in the cream if using and season.',
    ],
  },
  {
    t: 'Chinese Chicken and Sweetcorn Soup', d: 'Silky sweetcorn soup with shredded chicken and egg ribbons.',
    cuisine: 'chinese', meal: 'lunch', s: 4, prep: 10, cook: 15, eq: 'pot|stick blender',
    i: [[1, 'l', 'chicken-stock'], [2, 'cup', 'corn'], [200, 'g', 'chicken', 'cooked, shredded'], [1, 'tsp', 'ginger', 'grated'], [2, 'tbsp', 'cornstarch'], [1, '', 'egg', 'beaten'], [2, '', 'spring-onion'], [1, 'tsp', '?sesame-oil'], [1, 'tbsp', '?soy-sauce']],
    steps: [
      'Simmer the corn and ginger in the chicken stock for 5 minutes and blitz briefly with a stick blender to break up half the corn.',
      'Add the chicken, then the cornstarch stirred into 3 tbsp water, and simmer until lightly thickened.',
      'Stir slowly while pouring in the egg to make ribbons. Season with soy sauce and sesame oil and top with spring onion.',
    ],
  },
  {
    t: 'Lentil and Spinach Soup with Lemon', d: 'Lebanese adas bi hamod: brown lentils, potato and spinach with lots of lemon and garlic.',
    cuisine: 'middle-eastern', meal: 'lunch', s: 4, prep: 10, cook: 35, eq: 'pot',
    i: [[1, 'cup', 'lentil'], [1, '', 'onion', 'chopped'], [4, 'clove', 'garlic', 'chopped'], [3, 'tbsp', 'olive-oil'], [1, 'tsp', 'cumin'], [1, '', 'potato', 'diced'], [1.25, 'l', 'water'], [200, 'g', 'spinach'], [2, '', 'lemon'], [1, 'handful', '?cilantro']],
    steps: [
      'Soften the onion and half the garlic in the olive oil for 6 minutes with the cumin.',
      'Add the lentils, potato and water with salt and simmer for 25 minutes until tender.',
      'Stir in the spinach, the remaining garlic and the juice of the lemons. Season and finish with cilantro.',
    ],
  },
  {
    t: 'Pastina in Brodo', d: 'The Italian comfort bowl: tiny pasta cooked in broth with butter and parmesan.',
    cuisine: 'italian', meal: 'lunch', s: 2, prep: 2, cook: 10, eq: 'saucepan',
    i: [[1, 'l', 'stock'], [120, 'g', 'pasta', 'pastina or other tiny shapes'], [15, 'g', 'butter'], [30, 'g', 'parmesan', 'grated'], [1, '', '?egg', 'beaten']],
    steps: [
      'Bring the stock to the boil and cook the pasta in it for 6 to 8 minutes until tender.',
      'Off the heat stir in the butter and parmesan, and the beaten egg if using, which thickens it. Season with pepper.',
    ],
  },
  {
    t: 'Creamy Onion Soup', d: 'A smooth, mellow velouté of slow-cooked onions, butter and a little cream.',
    cuisine: 'french', meal: 'lunch', s: 4, prep: 10, cook: 45, eq: 'large pot|blender',
    i: [[4, '', 'onion', 'sliced'], [40, 'g', 'butter'], [1, 'l', 'stock'], [0.5, 'cup', 'cream'], [2, 'sprig', '?thyme'], [1, '', '?potato', 'diced, to thicken']],
    steps: [
      'Cook the onions in the butter with a pinch of salt, covered, over a low heat for 25 minutes until very soft and pale gold.',
      'Add the stock, thyme and the potato if using and simmer for 15 minutes.',
      'Remove any thyme stalks, blend until smooth, stir in the cream and season.',
    ],
  },
  {
    t: 'Simple Vegetable Soup', d: 'An everyday soup of carrot, celery, onion, potato and tomato in stock.',
    cuisine: 'american', meal: 'lunch', s: 6, prep: 15, cook: 30, eq: 'large pot',
    i: [[1, '', 'onion', 'chopped'], [2, '', 'carrot', 'diced'], [2, '', 'celery', 'diced'], [2, '', 'potato', 'diced'], [1, 'can', 'canned-tomato'], [2, 'tbsp', 'oil'], [1.5, 'l', 'stock'], [1, 'cup', '?green-bean', 'cut short'], [1, 'handful', '?parsley']],
    steps: [
      'Soften the onion, carrots and celery in the oil for 8 minutes.',
      'Add the potatoes, canned tomatoes and stock and simmer for 15 minutes.',
      'Add the green beans if using and cook 7 minutes more until everything is tender. Season and stir in parsley.',
    ],
  },
  {
    t: 'Cream of Asparagus Soup', d: 'Bright green asparagus soup, smooth and lightly creamy.',
    cuisine: 'french', meal: 'lunch', s: 4, prep: 10, cook: 25, eq: 'pot|blender',
    i: [[2, 'bunch', 'asparagus', 'woody ends snapped off, chopped'], [1, '', 'onion', 'chopped'], [30, 'g', 'butter'], [1, 'l', 'stock'], [0.5, 'cup', 'cream'], [0.5, '', '?lemon']],
    steps: [
      'Soften the onion in the butter for 5 minutes.',
      'Add the asparagus and stock and simmer for 10 to 12 minutes until tender.',
      'Blend until smooth, stir in the cream, season and add a squeeze of lemon if you like.',
    ],
  },
  {
    t: 'Spinach and Potato Soup', d: 'A velvety green soup of spinach and potato with a hint of nutmeg.',
    cuisine: 'international', meal: 'lunch', s: 4, prep: 10, cook: 25, eq: 'pot|blender',
    i: [[300, 'g', 'spinach'], [2, '', 'potato', 'diced'], [1, '', 'onion', 'chopped'], [30, 'g', 'butter'], [1, 'l', 'stock'], [0.25, 'tsp', 'nutmeg'], [0.5, 'cup', '?cream']],
    steps: [
      'Soften the onion in the butter for 5 minutes, add the potatoes and stock and simmer for 15 minutes.',
      'Add the spinach and cook for 2 minutes until wilted.',
      'Blend with the nutmeg until smooth, stir in the cream if using and season.',
    ],
  },
  {
    t: 'Sweet Potato and Coconut Soup', d: 'Sweet potato simmered with ginger and coconut milk into a warming, silky soup.',
    cuisine: 'thai', meal: 'lunch', s: 4, prep: 10, cook: 25, eq: 'pot|blender',
    i: [[800, 'g', 'sweet-potato', 'peeled and cubed'], [1, '', 'onion', 'chopped'], [1, 'tbsp', 'ginger', 'grated'], [1, 'tbsp', 'oil'], [1, 'can', 'coconut-milk'], [3, 'cup', 'stock'], [1, 'tbsp', '?curry-paste'], [1, '', '?lime']],
    steps: [
      'Soften the onion and ginger in the oil for 5 minutes, adding the curry paste if using for the last minute.',
      'Add the sweet potato, coconut milk and stock and simmer for 15 to 20 minutes until soft.',
      'Blend until smooth, season and finish with a squeeze of lime.',
    ],
  },
  {
    t: 'Beef and Barley Soup', d: 'A hearty soup of beef, pearl barley, carrot and celery simmered until tender.',
    cuisine: 'american', meal: 'dinner', s: 6, prep: 15, cook: 90, eq: 'large lidded pot',
    i: [[500, 'g', 'beef', 'stewing, in small cubes'], [0.5, 'cup', 'barley'], [1, '', 'onion', 'chopped'], [2, '', 'carrot', 'diced'], [2, '', 'celery', 'diced'], [2, 'tbsp', 'oil'], [1.75, 'l', 'beef-stock'], [1, 'tbsp', 'tomato-paste'], [1, '', '?bay-leaf']],
    steps: [
      'Brown the beef in the oil in batches and set aside. Soften the onion, carrots and celery in the same pot for 6 minutes.',
      'Stir in the tomato paste, return the beef and add the beef stock, barley and bay leaf.',
      'Cover and simmer gently for 75 to 90 minutes until the beef and barley are tender. Season.',
    ],
  },
  {
    t: 'Pappa al Pomodoro', d: 'Tuscan tomato and bread soup, thick with garlic, olive oil and basil.',
    cuisine: 'italian', meal: 'lunch', s: 4, prep: 10, cook: 30, eq: 'pot|wooden spoon',
    i: [[200, 'g', 'bread', 'stale, torn'], [1, 'can', 'canned-tomato'], [3, 'clove', 'garlic', 'sliced'], [4, 'tbsp', 'olive-oil'], [3, 'cup', 'water'], [1, 'handful', '?basil'], [30, 'g', '?parmesan']],
    steps: [
      'Cook the garlic gently in 3 tbsp of the olive oil until fragrant, then add the canned tomatoes and simmer for 10 minutes.',
      'Add the water and the bread, season and simmer for 15 minutes, stirring and breaking up the bread, until thick and porridge-like.',
      'Stir in torn basil and serve with the remaining olive oil drizzled over and parmesan if you like.',
    ],
  },
  {
    t: 'Cream of Celery Soup', d: 'A gentle, savoury soup of celery, potato and onion, with a little cream.',
    cuisine: 'british', meal: 'lunch', s: 4, prep: 10, cook: 30, eq: 'pot|blender',
    i: [[500, 'g', 'celery', 'about 8 sticks, sliced'], [1, '', 'onion', 'chopped'], [1, '', 'potato', 'diced'], [30, 'g', 'butter'], [1, 'l', 'stock'], [0.5, 'cup', '?cream']],
    steps: [
      'Soften the celery and onion in the butter for 10 minutes.',
      'Add the potato and stock and simmer for 20 minutes until everything is soft.',
      'Blend until smooth, stir in the cream if using and season.',
    ],
  },
  {
    t: 'Garlic Potato Soup', d: 'A smooth potato soup sweet with a whole head of gently cooked garlic.',
    cuisine: 'international', meal: 'lunch', s: 4, prep: 10, cook: 30, eq: 'pot|blender',
    i: [[800, 'g', 'potato', 'peeled and diced'], [1, 'head', 'garlic', 'cloves peeled'], [1, '', 'onion', 'chopped'], [30, 'g', 'butter'], [1.25, 'l', 'stock'], [0.5, 'cup', '?cream'], [30, 'g', '?parmesan'], [1, 'handful', '?chive']],
    steps: [
      'Melt the butter and cook the onion and garlic cloves gently for 8 minutes without browning.',
      'Add the potatoes and stock and simmer for 20 minutes until everything is very soft.',
      'Blend until smooth, stir in the cream if using and season. Serve with grated parmesan and chives.',
    ],
  },
  {
    t: 'Simple Cabbage Soup', d: 'A thrifty, light soup of cabbage, carrot and tomato in stock.',
    cuisine: 'international', meal: 'lunch', s: 6, prep: 15, cook: 35, eq: 'large pot',
    i: [[0.5, 'head', 'cabbage', 'chopped'], [1, '', 'onion', 'chopped'], [2, '', 'carrot', 'diced'], [2, 'clove', 'garlic', 'chopped'], [2, 'tbsp', 'oil'], [1, 'can', 'canned-tomato'], [1.5, 'l', 'stock'], [1, 'tsp', '?paprika'], [1, 'handful', '?dill']],
    steps: [
      'Soften the onion, carrots and garlic in the oil for 8 minutes, adding the paprika if using for the last minute.',
      'Add the cabbage, canned tomatoes and stock and simmer for 25 minutes until the cabbage is tender.',
      'Season well and scatter with dill if you have it.',
    ],
  },
  {
    t: 'Tomato Egg Drop Soup', d: 'Chinese home-style soup of soft tomatoes and silky egg ribbons in a light broth.',
    cuisine: 'chinese', meal: 'lunch', s: 4, prep: 10, cook: 15, eq: 'saucepan|bowl',
    i: [[3, '', 'tomato', 'in wedges'], [1, 'l', 'stock'], [2, '', 'egg', 'beaten'], [1, 'tbsp', 'cornstarch'], [2, '', 'spring-onion', 'sliced'], [1, 'tbsp', 'oil'], [1, 'tsp', '?sesame-oil'], [1, 'tsp', '?soy-sauce']],
    steps: [
      'Fry the tomatoes in the oil for 3 minutes until they start to collapse, then add the stock and simmer for 5 minutes.',
      'Stir the cornstarch into 3 tbsp water, stir it in and simmer until lightly thickened. Season with salt and the soy sauce if using.',
      'Pour in the egg in a thin stream while stirring slowly so it sets in ribbons. Finish with spring onion and sesame oil.',
    ],
  },
];
