import type { RecipeDraft } from '../build.ts';

/** Soups and stews. */
export const SOUP_DRAFTS: readonly RecipeDraft[] = [
  {
    t: 'Tomato Soup', d: 'A smooth, comforting tomato soup that tastes of summer even from a can.',
    cuisine: 'british', meal: 'lunch', s: 4, prep: 10, cook: 30, eq: 'large saucepan|stick blender',
    i: [[2, 'tbsp', 'olive-oil'], [1, '', 'onion', 'chopped'], [1, '', 'carrot', 'chopped'], [2, 'clove', 'garlic'], [2, 'can', 'canned-tomato'], [2, 'cup', 'vegetable-stock'], [1, 'tsp', 'sugar'], [1, 'handful', '?basil'], [null, '', 'salt'], [null, '', 'black-pepper']],
    steps: [
      'Heat the oil in a large saucepan and cook the onion and carrot gently for 10 minutes until soft. Add the garlic for the last minute.',
      'Add the tomatoes, stock and sugar, bring to the boil and simmer for 20 minutes.',
      'Blend until smooth, season to taste and serve with basil leaves on top.',
    ],
  },
  {
    t: 'Chicken Noodle Soup', d: 'A clear, restorative broth with chicken, carrots, celery and egg noodles.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 15, cook: 35, eq: 'large pot|ladle',
    i: [[1, 'tbsp', 'olive-oil'], [1, '', 'onion', 'diced'], [2, '', 'carrot', 'sliced'], [2, '', 'celery', 'sliced'], [2, 'clove', 'garlic'], [6, 'cup', 'chicken-stock'], [2, '', 'chicken-breast'], [2, 'sprig', 'thyme'], [100, 'g', 'egg-noodle'], [1, 'handful', 'parsley']],
    steps: [
      'Soften the onion, carrot and celery in the oil for 8 minutes. Add the garlic and cook 1 minute.',
      'Pour in the stock, add the thyme and the whole chicken breasts, and simmer gently for 20 minutes.',
      'Lift out the chicken, shred it with two forks and return it to the pot.',
      'Add the noodles and simmer for 5 minutes until tender. Season and stir in the parsley.',
    ],
  },
  {
    t: 'Red Lentil Soup', d: 'A thick, warming soup of red lentils with cumin and lemon; vegan and naturally gluten-free.',
    cuisine: 'middle-eastern', meal: 'lunch', s: 4, prep: 10, cook: 30, eq: 'large saucepan|stick blender',
    i: [[2, 'tbsp', 'olive-oil'], [1, '', 'onion', 'chopped'], [1, '', 'carrot', 'chopped'], [2, 'clove', 'garlic'], [2, 'tsp', 'cumin'], [1, 'tsp', 'paprika'], [1, 'cup', 'red-lentil', 'rinsed'], [5, 'cup', 'vegetable-stock'], [1, '', 'lemon'], [null, '', 'salt']],
    steps: [
      'Cook the onion and carrot in the oil for 8 minutes, then add the garlic, cumin and paprika and cook for 1 minute.',
      'Add the lentils and stock, bring to the boil and simmer for 20 minutes until the lentils collapse.',
      'Blend until smooth, season and squeeze in lemon juice to taste.',
    ],
  },
  {
    t: 'Minestrone', d: 'A hearty Italian vegetable soup with beans and small pasta.',
    cuisine: 'italian', meal: 'dinner', s: 6, prep: 15, cook: 40, eq: 'large pot|wooden spoon',
    i: [[3, 'tbsp', 'olive-oil'], [1, '', 'onion'], [2, '', 'carrot'], [2, '', 'celery'], [2, 'clove', 'garlic'], [1, '', 'zucchini'], [1, 'can', 'canned-tomato'], [6, 'cup', 'vegetable-stock'], [1, 'can', 'white-bean', 'drained'], [100, 'g', 'macaroni'], [2, 'handful', 'kale'], [30, 'g', '?parmesan', 'to serve']],
    steps: [
      'Dice the onion, carrot, celery and courgette. Soften the onion, carrot and celery in the oil for 10 minutes, then add the garlic and courgette for 3 minutes.',
      'Add the tomatoes and stock, bring to the boil and simmer for 15 minutes.',
      'Add the beans and pasta and cook for 10 minutes, stirring now and then, until the pasta is tender.',
      'Stir in the kale for the last 2 minutes, season and serve with grated parmesan if you like.',
    ],
  },
  {
    t: 'French Onion Soup', d: 'Deeply caramelised onions in beef broth under cheesy toasted bread.',
    cuisine: 'french', meal: 'dinner', s: 4, prep: 15, cook: 75, eq: 'heavy pot|ovenproof bowls|grill',
    i: [[1, 'kg', 'onion', 'thinly sliced'], [50, 'g', 'butter'], [1, 'tsp', 'sugar'], [2, 'clove', 'garlic'], [0.5, 'cup', 'white-wine'], [6, 'cup', 'beef-stock'], [3, 'sprig', 'thyme'], [4, 'slice', 'baguette'], [120, 'g', 'gruyere', 'grated']],
    steps: [
      'Melt the butter in a heavy pot and add the onions and sugar. Cook over medium-low heat for 45 to 50 minutes, stirring often, until deep golden brown.',
      'Add the garlic for 1 minute, then pour in the wine and let it bubble away.',
      'Add the stock and thyme and simmer for 20 minutes. Season.',
      'Ladle into ovenproof bowls, float a slice of toasted baguette on each, cover with cheese and grill until bubbling.',
    ],
  },
  {
    t: 'Butternut Squash Soup', d: 'Velvety roasted squash soup with a little ginger and coconut milk.',
    cuisine: 'international', meal: 'lunch', s: 4, prep: 15, cook: 45, eq: 'roasting tin|large saucepan|stick blender',
    i: [[1, '', 'butternut-squash', 'peeled and cubed'], [2, 'tbsp', 'olive-oil'], [1, '', 'onion'], [2, 'clove', 'garlic'], [1, 'tbsp', 'ginger', 'grated'], [4, 'cup', 'vegetable-stock'], [0.5, 'can', 'coconut-milk'], [null, '', 'salt']],
    steps: [
      'Heat the oven to 200°C. Toss the squash with half the oil and roast for 30 to 35 minutes until soft and caramelised.',
      'Meanwhile soften the chopped onion in the remaining oil, adding the garlic and ginger for the last 2 minutes.',
      'Add the squash and stock, simmer for 10 minutes, then blend until smooth. Stir in the coconut milk and season.',
    ],
  },
  {
    t: 'Miso Soup with Tofu', d: 'A quick, savoury broth with silken tofu, seaweed and spring onion.',
    cuisine: 'japanese', meal: 'side', s: 4, prep: 5, cook: 10, eq: 'saucepan|small bowl|whisk',
    i: [[4, 'cup', 'water'], [3, 'tbsp', 'miso'], [200, 'g', 'tofu', 'silken, cubed'], [1, '', 'nori', 'cut into strips'], [2, '', 'spring-onion', 'sliced']],
    steps: [
      'Bring the water to a gentle simmer and add the nori and tofu for 2 minutes.',
      'Whisk the miso with a ladleful of the hot water until smooth, then stir it back into the pan. Do not let it boil.',
      'Serve topped with spring onion.',
    ],
  },
  {
    t: 'Pho-Style Beef Noodle Soup', d: 'A fragrant spiced broth poured over rice noodles and thinly sliced beef.',
    cuisine: 'vietnamese', meal: 'dinner', s: 4, prep: 20, cook: 40, eq: 'large pot|dry frying pan|sieve',
    i: [[8, 'cup', 'beef-stock'], [1, '', 'onion', 'halved'], [1, '', 'ginger', 'thumb-sized, halved'], [3, '', 'star-anise'], [1, '', 'cinnamon', 'stick'], [3, 'tbsp', 'fish-sauce'], [1, 'tsp', 'sugar'], [300, 'g', 'rice-noodle'], [250, 'g', 'steak', 'very thinly sliced'], [2, 'cup', 'bean-sprout'], [1, 'handful', 'basil', 'thai basil'], [2, '', 'lime'], [1, '', 'chili-pepper']],
    steps: [
      'Char the onion and ginger cut side down in a dry pan until blackened in spots. Toast the star anise and cinnamon for 1 minute.',
      'Add them to the stock with the fish sauce and sugar and simmer for 30 minutes. Strain.',
      'Soak or cook the noodles as the packet says and divide between bowls. Lay the raw beef slices on top.',
      'Bring the broth back to a rolling boil and ladle it over the beef, which will cook in the heat. Serve with sprouts, basil, lime and chili.',
    ],
  },
  {
    t: 'Tom Yum Soup with Shrimp', d: 'Hot and sour Thai soup with lemongrass, mushrooms and shrimp.',
    cuisine: 'thai', meal: 'dinner', s: 4, prep: 15, cook: 15, eq: 'large saucepan',
    i: [[5, 'cup', 'chicken-stock'], [2, '', 'lemongrass', 'bruised and cut into lengths'], [1, '', 'ginger', 'sliced'], [3, '', 'chili-pepper', 'bruised'], [200, 'g', 'mushroom', 'halved'], [300, 'g', 'shrimp', 'peeled'], [3, 'tbsp', 'fish-sauce'], [3, '', 'lime', 'juiced'], [150, 'g', 'cherry-tomato'], [1, 'handful', 'cilantro']],
    steps: [
      'Simmer the stock with the lemongrass, ginger and chilies for 10 minutes.',
      'Add the mushrooms and tomatoes for 3 minutes, then the shrimp for 2 minutes until pink.',
      'Take off the heat and season with fish sauce and lime juice; it should be sour, salty and hot. Top with cilantro.',
    ],
  },
  {
    t: 'Leek and Potato Soup', d: 'A silky classic with soft leeks, potatoes and a splash of cream.',
    cuisine: 'british', meal: 'lunch', s: 4, prep: 15, cook: 30, eq: 'large saucepan|stick blender',
    i: [[30, 'g', 'butter'], [3, '', 'leek', 'sliced'], [1, '', 'onion'], [500, 'g', 'potato', 'peeled and diced'], [5, 'cup', 'vegetable-stock'], [0.25, 'cup', 'cream'], [1, 'tbsp', 'chive']],
    steps: [
      'Melt the butter and cook the leeks and onion gently with the lid on for 10 minutes until soft.',
      'Add the potatoes and stock and simmer for 20 minutes until the potatoes break up.',
      'Blend, stir in the cream, season and scatter with chives.',
    ],
  },
  {
    t: 'Black Bean Soup', d: 'A smoky Latin-style bean soup, thick and filling, topped with lime and cilantro.',
    cuisine: 'latin-american', meal: 'dinner', s: 4, prep: 10, cook: 30, eq: 'large saucepan|stick blender',
    i: [[2, 'tbsp', 'olive-oil'], [1, '', 'onion'], [1, '', 'red-bell-pepper'], [3, 'clove', 'garlic'], [2, 'tsp', 'cumin'], [1, 'tsp', 'smoked-paprika'], [2, 'can', 'black-bean'], [3, 'cup', 'vegetable-stock'], [1, '', 'lime'], [1, 'handful', 'cilantro']],
    steps: [
      'Soften the chopped onion and pepper in the oil for 8 minutes, then add the garlic and spices for 1 minute.',
      'Add the beans with their liquid and the stock and simmer for 20 minutes.',
      'Blend half the soup and stir it back in for a thick but chunky texture. Finish with lime juice and cilantro.',
    ],
  },
  {
    t: 'Chicken Tortilla Soup', d: 'Spiced tomato and chicken broth topped with crisp tortilla chips and avocado.',
    cuisine: 'mexican', meal: 'dinner', s: 4, prep: 15, cook: 30, eq: 'large pot|ladle',
    i: [[1, 'tbsp', 'vegetable-oil'], [1, '', 'onion'], [2, 'clove', 'garlic'], [1, '', 'jalapeno'], [2, 'tsp', 'cumin'], [1, 'tsp', 'chili-powder'], [1, 'can', 'canned-tomato'], [5, 'cup', 'chicken-stock'], [2, '', 'chicken-thigh'], [1, 'cup', 'corn'], [1, '', 'lime'], [1, '', 'avocado'], [1, 'cup', 'tortilla-chip']],
    steps: [
      'Cook the onion, garlic and jalapeño in the oil for 6 minutes, then stir in the cumin and chili powder.',
      'Add the tomatoes, stock and chicken thighs and simmer for 20 minutes. Shred the chicken in the pot.',
      'Add the corn for 3 minutes and squeeze in the lime.',
      'Serve topped with diced avocado and crushed tortilla chips.',
    ],
  },
  {
    t: 'Split Pea and Ham Soup', d: 'A thick, smoky soup of peas and ham that gets better the next day.',
    cuisine: 'british', meal: 'dinner', s: 6, prep: 10, cook: 60, eq: 'large pot',
    i: [[2, 'cup', 'pea', 'frozen'], [1, '', 'onion'], [2, '', 'carrot'], [2, '', 'celery'], [200, 'g', 'ham', 'diced'], [6, 'cup', 'chicken-stock'], [2, '', 'bay-leaf'], [1, 'tbsp', 'butter']],
    steps: [
      'Melt the butter and soften the chopped onion, carrot and celery for 10 minutes.',
      'Add the stock and bay leaves and simmer for 40 minutes.',
      'Add the peas and half the ham and cook 10 minutes more. Remove the bay leaves, blend until smooth and stir in the rest of the ham.',
    ],
  },
  {
    t: 'Moroccan Chickpea and Vegetable Stew', d: 'A warmly spiced stew of chickpeas, carrots and tomatoes.',
    cuisine: 'north-african', meal: 'dinner', s: 4, prep: 15, cook: 35, eq: 'large pot|wooden spoon',
    i: [[2, 'tbsp', 'olive-oil'], [1, '', 'onion'], [2, '', 'carrot'], [1, '', 'sweet-potato'], [3, 'clove', 'garlic'], [2, 'tsp', 'cumin'], [1, 'tsp', 'cinnamon'], [1, 'tsp', 'turmeric'], [1, 'can', 'canned-tomato'], [2, 'can', 'chickpea'], [3, 'cup', 'vegetable-stock'], [0.33, 'cup', 'raisin'], [1, 'handful', 'cilantro']],
    steps: [
      'Soften the chopped onion in the oil for 6 minutes, then add the garlic and spices for 1 minute.',
      'Add the diced carrot and sweet potato, tomatoes, drained chickpeas, stock and raisins.',
      'Simmer for 25 to 30 minutes until the vegetables are tender and the sauce has thickened. Season and scatter with cilantro.',
    ],
  },
  {
    t: 'Beef and Vegetable Stew', d: 'Slow-simmered beef with carrots and potatoes in a rich gravy.',
    cuisine: 'british', meal: 'dinner', s: 6, prep: 20, cook: 150, eq: 'casserole dish with lid|tongs',
    i: [[1, 'kg', 'beef', 'stewing, cubed'], [2, 'tbsp', 'flour'], [2, 'tbsp', 'vegetable-oil'], [2, '', 'onion'], [3, '', 'carrot'], [500, 'g', 'potato'], [2, 'tbsp', 'tomato-paste'], [4, 'cup', 'beef-stock'], [1, 'tbsp', 'worcestershire-sauce'], [3, 'sprig', 'thyme'], [2, '', 'bay-leaf']],
    steps: [
      'Toss the beef in the flour with salt and pepper. Brown it in batches in the oil in a casserole dish and set aside.',
      'Soften the chopped onions in the same dish for 5 minutes, then stir in the tomato paste.',
      'Return the beef, add the stock, Worcestershire sauce, thyme and bay, cover and simmer gently for 1½ hours.',
      'Add the chunked carrots and potatoes and cook for another 45 minutes until the beef is tender.',
    ],
  },
  {
    t: 'Korean Kimchi Stew', d: 'Kimchi jjigae: a spicy, sour stew of kimchi, pork and tofu.',
    cuisine: 'korean', meal: 'dinner', s: 4, prep: 10, cook: 30, eq: 'heavy saucepan',
    i: [[250, 'g', 'pork', 'belly, sliced'], [2, 'cup', 'kimchi'], [1, 'tbsp', 'gochujang'], [1, 'tsp', 'chili-flake'], [4, 'cup', 'water'], [300, 'g', 'tofu', 'cubed'], [1, '', 'onion', 'sliced'], [3, '', 'spring-onion'], [1, 'tsp', 'sesame-oil']],
    steps: [
      'Fry the pork in the saucepan for 5 minutes until it renders fat. Add the kimchi and onion and cook for 5 minutes.',
      'Stir in the gochujang and chili flakes, add the water and simmer for 15 minutes.',
      'Add the tofu and simmer 5 minutes more. Finish with spring onion and sesame oil and serve with rice.',
    ],
  },
  {
    t: 'Carrot and Coriander Soup', d: 'A bright, simple soup of carrots, ground coriander and fresh cilantro.',
    cuisine: 'british', meal: 'lunch', s: 4, prep: 10, cook: 25, eq: 'large saucepan|stick blender',
    i: [[1, 'tbsp', 'olive-oil'], [1, '', 'onion'], [700, 'g', 'carrot', 'chopped'], [2, 'tsp', 'ground-coriander'], [5, 'cup', 'vegetable-stock'], [1, 'handful', 'cilantro']],
    steps: [
      'Soften the onion in the oil for 5 minutes, then add the carrots and ground coriander.',
      'Pour in the stock and simmer for 20 minutes until the carrots are soft.',
      'Add most of the cilantro, blend until smooth, season and top with the remaining leaves.',
    ],
  },
  {
    t: 'Mushroom Soup', d: 'Earthy blended mushrooms with thyme and a little cream.',
    cuisine: 'french', meal: 'lunch', s: 4, prep: 10, cook: 25, eq: 'large saucepan|stick blender',
    i: [[30, 'g', 'butter'], [1, '', 'onion'], [2, 'clove', 'garlic'], [500, 'g', 'mushroom', 'sliced'], [3, 'sprig', 'thyme'], [4, 'cup', 'vegetable-stock'], [0.33, 'cup', 'cream']],
    steps: [
      'Melt the butter and cook the onion for 5 minutes, then add the garlic, mushrooms and thyme leaves and cook for 10 minutes until the mushrooms release their liquid.',
      'Add the stock and simmer for 10 minutes.',
      'Blend until smooth, stir in the cream and season.',
    ],
  },
  {
    t: 'Gazpacho', d: 'Chilled Spanish soup of raw tomatoes, cucumber, pepper and garlic.',
    cuisine: 'spanish', meal: 'lunch', s: 4, prep: 15, cook: 0, eq: 'blender|sieve|bowl',
    i: [[1, 'kg', 'tomato', 'very ripe'], [0.5, '', 'cucumber'], [1, '', 'red-bell-pepper'], [1, 'clove', 'garlic'], [3, 'tbsp', 'olive-oil'], [2, 'tbsp', 'red-wine-vinegar'], [null, '', 'salt']],
    steps: [
      'Roughly chop the tomatoes, cucumber, pepper and garlic.',
      'Blend with the oil, vinegar and a good pinch of salt until very smooth. Sieve for a silkier soup.',
      'Chill for at least 1 hour and serve very cold with a drizzle of oil.',
    ],
  },
  {
    t: 'Dal Tadka', d: 'Yellow lentils finished with a sizzling tempering of cumin, garlic and chili.',
    cuisine: 'indian', meal: 'dinner', s: 4, prep: 10, cook: 35, eq: 'saucepan|small frying pan',
    i: [[1, 'cup', 'red-lentil'], [4, 'cup', 'water'], [1, 'tsp', 'turmeric'], [2, 'tbsp', 'vegetable-oil'], [1, 'tsp', 'cumin', 'seeds'], [1, '', 'onion', 'finely chopped'], [3, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [2, '', 'tomato'], [1, '', 'chili-pepper'], [1, 'tsp', 'garam-masala'], [1, 'handful', 'cilantro']],
    steps: [
      'Rinse the lentils and simmer with the water and turmeric for 20 to 25 minutes until soft, whisking to a rough purée.',
      'Heat the oil in a frying pan, add the cumin seeds until they crackle, then the onion for 6 minutes.',
      'Add the garlic, ginger, chili and chopped tomatoes and cook for 5 minutes until jammy.',
      'Stir the tempering and garam masala into the lentils, season, and scatter with cilantro.',
    ],
  },
  {
    t: 'Fish and Shrimp Chowder', d: 'A creamy chowder with white fish, shrimp, potato and bacon.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 15, cook: 30, eq: 'large pot',
    i: [[3, 'slice', 'bacon'], [1, '', 'onion'], [2, '', 'celery'], [400, 'g', 'potato'], [3, 'cup', 'chicken-stock'], [1, 'cup', 'milk'], [0.5, 'cup', 'cream'], [300, 'g', 'cod'], [200, 'g', 'shrimp'], [1, 'cup', 'corn'], [1, 'handful', 'parsley']],
    steps: [
      'Fry the chopped bacon until crisp. Add the onion and celery and cook for 6 minutes.',
      'Add the diced potatoes and stock and simmer for 12 minutes until tender.',
      'Pour in the milk and cream, add the fish in chunks, the shrimp and the corn, and simmer gently for 5 minutes.',
      'Season and stir in the parsley.',
    ],
  },
  {
    t: 'Ribollita', d: 'Tuscan bread and bean soup, thick with cavolo nero.',
    cuisine: 'italian', meal: 'dinner', s: 6, prep: 15, cook: 45, eq: 'large pot',
    i: [[3, 'tbsp', 'olive-oil'], [1, '', 'onion'], [2, '', 'carrot'], [2, '', 'celery'], [3, 'clove', 'garlic'], [1, 'can', 'canned-tomato'], [2, 'can', 'white-bean'], [6, 'cup', 'vegetable-stock'], [1, 'bunch', 'kale'], [4, 'slice', 'sourdough', 'stale']],
    steps: [
      'Soften the chopped onion, carrot and celery in the oil for 10 minutes, then add the garlic.',
      'Add the tomatoes, beans and stock and simmer for 20 minutes.',
      'Add the shredded kale and torn bread and simmer for 15 minutes until the bread dissolves into a thick soup. Serve with more olive oil.',
    ],
  },
  {
    t: 'Egg Drop Soup', d: 'Silky ribbons of egg in a lightly thickened ginger broth.',
    cuisine: 'chinese', meal: 'side', s: 4, prep: 5, cook: 10, eq: 'saucepan|whisk',
    i: [[4, 'cup', 'chicken-stock'], [1, 'tsp', 'ginger', 'grated'], [1, 'tbsp', 'cornstarch'], [2, 'tbsp', 'water'], [2, '', 'egg', 'beaten'], [1, 'tbsp', 'tamari'], [2, '', 'spring-onion'], [1, 'tsp', 'sesame-oil']],
    steps: [
      'Bring the stock, ginger and tamari to a simmer.',
      'Mix the cornstarch with the water, stir it into the broth and simmer for 1 minute to thicken slightly.',
      'Stir the soup in one direction and slowly drizzle in the beaten egg so it forms ribbons. Finish with spring onion and sesame oil.',
    ],
  },
  {
    t: 'Sweet Potato and Peanut Stew', d: 'A West African–inspired stew of sweet potato, tomato and peanut butter.',
    cuisine: 'west-african', meal: 'dinner', s: 4, prep: 15, cook: 35, eq: 'large pot',
    i: [[1, 'tbsp', 'vegetable-oil'], [1, '', 'onion'], [3, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [1, 'tsp', 'cumin'], [0.5, 'tsp', 'cayenne'], [2, '', 'sweet-potato'], [1, 'can', 'canned-tomato'], [0.33, 'cup', 'peanut-butter'], [3, 'cup', 'vegetable-stock'], [2, 'handful', 'spinach'], [0.25, 'cup', 'peanut']],
    steps: [
      'Soften the onion in the oil, then add the garlic, ginger, cumin and cayenne for 1 minute.',
      'Add the cubed sweet potato, tomatoes and stock and simmer for 20 minutes.',
      'Stir in the peanut butter until smooth and simmer 5 minutes more. Wilt in the spinach and top with chopped peanuts.',
    ],
  },
  {
    t: 'Hungarian Goulash Soup', d: 'Beef, peppers and potatoes in a paprika-rich broth.',
    cuisine: 'german', meal: 'dinner', s: 6, prep: 20, cook: 110, eq: 'large heavy pot',
    i: [[800, 'g', 'beef'], [2, 'tbsp', 'vegetable-oil'], [2, '', 'onion'], [2, 'tbsp', 'paprika'], [1, 'tsp', 'cumin'], [2, 'tbsp', 'tomato-paste'], [6, 'cup', 'beef-stock'], [2, '', 'red-bell-pepper'], [500, 'g', 'potato'], [0.5, 'cup', '?sour-cream']],
    steps: [
      'Brown the cubed beef in the oil in batches. Add the chopped onions and cook for 8 minutes.',
      'Take the pot off the heat, stir in the paprika, cumin and tomato paste, then add the stock.',
      'Simmer covered for 1 hour, then add the peppers and potatoes and cook 40 minutes more until the beef is tender. Serve with sour cream if you like.',
    ],
  },
  {
    t: 'Thai Coconut Chicken Soup', d: 'Tom kha gai: chicken and mushrooms in a fragrant coconut and lime broth.',
    cuisine: 'thai', meal: 'dinner', s: 4, prep: 15, cook: 20, eq: 'large saucepan',
    i: [[2, 'can', 'coconut-milk'], [2, 'cup', 'chicken-stock'], [2, '', 'lemongrass'], [1, '', 'ginger'], [400, 'g', 'chicken-thigh', 'sliced'], [200, 'g', 'mushroom'], [3, 'tbsp', 'fish-sauce'], [2, '', 'lime'], [1, 'tsp', 'brown-sugar'], [1, 'handful', 'cilantro']],
    steps: [
      'Simmer the coconut milk and stock with the bruised lemongrass and sliced ginger for 10 minutes.',
      'Add the chicken and mushrooms and simmer gently for 8 minutes until the chicken is cooked.',
      'Season with fish sauce, lime juice and sugar, and serve with cilantro.',
    ],
  },
  {
    t: 'Pea and Mint Soup', d: 'A bright green soup made in minutes from frozen peas.',
    cuisine: 'british', meal: 'lunch', s: 4, prep: 5, cook: 15, eq: 'saucepan|stick blender',
    i: [[1, 'tbsp', 'olive-oil'], [1, '', 'onion'], [4, 'cup', 'pea', 'frozen'], [4, 'cup', 'vegetable-stock'], [1, 'handful', 'mint']],
    steps: [
      'Soften the chopped onion in the oil for 5 minutes.',
      'Add the peas and stock, bring to the boil and cook for 5 minutes.',
      'Add the mint, blend until smooth and season.',
    ],
  },
  {
    t: 'White Bean and Rosemary Soup', d: 'A creamy vegan soup of cannellini beans, garlic and rosemary.',
    cuisine: 'italian', meal: 'lunch', s: 4, prep: 5, cook: 25, eq: 'saucepan|stick blender',
    i: [[3, 'tbsp', 'olive-oil'], [1, '', 'onion'], [4, 'clove', 'garlic'], [2, 'sprig', 'rosemary'], [2, 'can', 'white-bean'], [4, 'cup', 'vegetable-stock'], [0.5, '', 'lemon']],
    steps: [
      'Cook the onion in 2 tablespoons of oil for 6 minutes, then add the garlic and chopped rosemary for 1 minute.',
      'Add the beans and stock and simmer for 15 minutes.',
      'Blend until creamy, season, and finish with lemon juice and the remaining oil.',
    ],
  },
  {
    t: 'Caribbean Pumpkin Soup', d: 'Pumpkin simmered with thyme, allspice and a little chili, then blended smooth.',
    cuisine: 'caribbean', meal: 'lunch', s: 4, prep: 15, cook: 30, eq: 'large saucepan|stick blender',
    i: [[1, 'kg', 'pumpkin', 'peeled and cubed'], [1, '', 'onion'], [2, 'clove', 'garlic'], [3, 'sprig', 'thyme'], [0.5, 'tsp', 'allspice'], [1, '', 'chili-pepper', 'left whole'], [4, 'cup', 'vegetable-stock'], [0.5, 'can', 'coconut-milk'], [1, 'tbsp', 'vegetable-oil']],
    steps: [
      'Soften the onion and garlic in the oil for 5 minutes.',
      'Add the pumpkin, thyme, allspice, whole chili and stock and simmer for 25 minutes.',
      'Remove the chili and thyme stalks, add the coconut milk and blend until smooth. Season.',
    ],
  },
  {
    t: 'Chicken and Rice Soup', d: 'Comforting chicken soup with rice, lemon and dill.',
    cuisine: 'greek', meal: 'dinner', s: 4, prep: 10, cook: 35, eq: 'large pot|whisk|bowl',
    i: [[6, 'cup', 'chicken-stock'], [2, '', 'chicken-breast'], [0.5, 'cup', 'rice'], [1, '', 'carrot'], [1, '', 'onion'], [2, '', 'egg'], [2, '', 'lemon'], [1, 'tbsp', 'dill']],
    steps: [
      'Simmer the stock with the diced onion and carrot and the whole chicken breasts for 20 minutes. Lift out and shred the chicken.',
      'Add the rice and simmer for 12 minutes until tender.',
      'Whisk the eggs with the lemon juice, then whisk in a ladleful of hot broth. Take the pot off the heat and stir the egg mixture in to thicken the soup.',
      'Return the chicken, season and stir in the dill.',
    ],
  },
];
