import type { RecipeDraft } from '../build.ts';

/** Indian and other South Asian mains. */
export const SOUTH_ASIAN_DRAFTS: readonly RecipeDraft[] = [
  {
    t: 'Chicken Tikka Masala', d: 'Charred yogurt-marinated chicken in a creamy spiced tomato sauce.',
    cuisine: 'indian', meal: 'dinner', s: 4, prep: 40, cook: 35, eq: 'bowl|grill or griddle pan|large saucepan',
    i: [[600, 'g', 'chicken-thigh', 'boneless, cubed'], [0.5, 'cup', 'yogurt'], [2, 'tsp', 'garam-masala'], [1, 'tsp', 'chili-powder'], [2, 'tbsp', 'vegetable-oil'], [1, '', 'onion'], [3, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [1, 'tsp', 'cumin'], [1, 'tsp', 'paprika'], [1, 'can', 'canned-tomato'], [0.5, 'cup', 'cream'], [1, 'handful', 'cilantro']],
    steps: [
      'Mix the chicken with the yogurt, 1 teaspoon garam masala, the chili powder and salt. Marinate for at least 30 minutes.',
      'Grill or griddle the chicken over high heat for 8 to 10 minutes until charred at the edges.',
      'Meanwhile soften the chopped onion in the oil for 8 minutes, add the garlic, ginger, cumin, paprika and remaining garam masala for 1 minute, then the tomatoes. Simmer for 15 minutes and blend smooth.',
      'Stir in the cream and chicken and simmer for 5 minutes. Scatter with cilantro and serve with rice or naan.',
    ],
  },
  {
    t: 'Butter Chicken', d: 'Tender chicken in a mild, buttery tomato and cream sauce.',
    cuisine: 'indian', meal: 'dinner', s: 4, prep: 15, cook: 30, eq: 'large frying pan|blender',
    i: [[600, 'g', 'chicken-thigh', 'cubed'], [0.33, 'cup', 'yogurt'], [2, 'tsp', 'garam-masala'], [40, 'g', 'butter'], [1, '', 'onion'], [3, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [1, 'tsp', 'chili-powder'], [1, 'cup', 'passata'], [0.5, 'cup', 'cream'], [1, 'tsp', 'sugar']],
    steps: [
      'Toss the chicken with the yogurt and 1 teaspoon of garam masala.',
      'Brown the chicken in half the butter, then set aside.',
      'Cook the onion, garlic and ginger in the remaining butter for 8 minutes, add the chili powder and remaining garam masala, then the passata. Simmer for 10 minutes and blend.',
      'Return the chicken, add the cream and sugar and simmer for 10 minutes until cooked through.',
    ],
  },
  {
    t: 'Chana Masala', d: 'Chickpeas simmered in a tangy onion and tomato masala; vegan and gluten-free.',
    cuisine: 'indian', meal: 'dinner', s: 4, prep: 10, cook: 30, eq: 'large saucepan',
    i: [[2, 'tbsp', 'vegetable-oil'], [1, 'tsp', 'cumin', 'seeds'], [1, '', 'onion'], [3, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [1, '', 'chili-pepper'], [2, 'tsp', 'ground-coriander'], [1, 'tsp', 'turmeric'], [2, 'tsp', 'garam-masala'], [1, 'can', 'canned-tomato'], [2, 'can', 'chickpea'], [1, '', 'lemon'], [1, 'handful', 'cilantro']],
    steps: [
      'Fry the cumin seeds in the oil until they crackle, then add the chopped onion and cook for 8 minutes until golden.',
      'Add the garlic, ginger and chili for 1 minute, then the ground spices for 30 seconds.',
      'Add the tomatoes and cook for 5 minutes, then the drained chickpeas and 1/2 cup water. Simmer for 15 minutes, mashing a few chickpeas to thicken.',
      'Finish with lemon juice and cilantro.',
    ],
  },
  {
    t: 'Aloo Gobi', d: 'Dry-spiced potatoes and cauliflower with turmeric and cumin.',
    cuisine: 'indian', meal: 'dinner', s: 4, prep: 10, cook: 30, eq: 'large frying pan with lid',
    i: [[3, 'tbsp', 'vegetable-oil'], [1, 'tsp', 'cumin', 'seeds'], [1, '', 'onion'], [2, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [1, 'tsp', 'turmeric'], [1, 'tsp', 'ground-coriander'], [0.5, 'tsp', 'chili-powder'], [3, '', 'potato', 'cubed'], [1, 'head', 'cauliflower', 'florets'], [2, '', 'tomato'], [1, 'tsp', 'garam-masala'], [1, 'handful', 'cilantro']],
    steps: [
      'Fry the cumin seeds in the oil, then the onion for 5 minutes, then the garlic and ginger.',
      'Stir in the turmeric, coriander and chili, add the potatoes and cauliflower and toss to coat.',
      'Add the chopped tomatoes and a splash of water, cover and cook on low for 20 minutes, stirring now and then, until tender.',
      'Sprinkle with garam masala and cilantro.',
    ],
  },
  {
    t: 'Palak Paneer', d: 'Cubes of paneer in a smooth, spiced spinach sauce.',
    cuisine: 'indian', meal: 'dinner', s: 4, prep: 15, cook: 25, eq: 'saucepan|blender|frying pan',
    i: [[500, 'g', 'spinach'], [250, 'g', 'paneer', 'cubed'], [2, 'tbsp', 'ghee'], [1, '', 'onion'], [3, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [1, '', 'chili-pepper'], [1, 'tsp', 'cumin'], [1, 'tsp', 'garam-masala'], [3, 'tbsp', 'cream']],
    steps: [
      'Blanch the spinach for 1 minute, cool in cold water, squeeze and blend to a purée.',
      'Fry the paneer in half the ghee until golden and set aside.',
      'Cook the onion, garlic, ginger and chili in the remaining ghee for 8 minutes, add the cumin and garam masala, then the spinach purée and simmer for 5 minutes.',
      'Stir in the paneer and cream and heat through.',
    ],
  },
  {
    t: 'Chicken Biryani', d: 'Layers of spiced chicken and fragrant basmati rice cooked together.',
    cuisine: 'indian', meal: 'dinner', s: 6, prep: 30, cook: 60, eq: 'heavy pot with lid|large pan',
    i: [[800, 'g', 'chicken-thigh'], [1, 'cup', 'yogurt'], [2, 'tsp', 'garam-masala'], [1, 'tsp', 'turmeric'], [1, 'tsp', 'chili-powder'], [3, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [3, '', 'onion', 'thinly sliced'], [4, 'tbsp', 'ghee'], [2, 'cup', 'basmati-rice'], [4, '', 'cardamom'], [1, '', 'cinnamon', 'stick'], [1, 'handful', 'mint'], [1, 'handful', 'cilantro']],
    steps: [
      'Marinate the chicken with the yogurt, spices, garlic, ginger and salt for at least 20 minutes.',
      'Fry the onions in the ghee until deep brown and crisp. Set half aside.',
      'Par-boil the rinsed rice with the cardamom and cinnamon in salted water for 5 minutes, then drain.',
      'Cook the chicken in the pot with the remaining onions for 10 minutes, then layer the rice on top with the herbs and fried onions. Cover tightly and cook on the lowest heat for 30 minutes.',
    ],
  },
  {
    t: 'Lamb Rogan Josh', d: 'Slow-cooked lamb in a deep red Kashmiri-style sauce.',
    cuisine: 'indian', meal: 'dinner', s: 4, prep: 15, cook: 100, eq: 'heavy pot with lid',
    i: [[800, 'g', 'lamb', 'shoulder, cubed'], [3, 'tbsp', 'vegetable-oil'], [2, '', 'onion'], [4, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [2, 'tsp', 'paprika'], [1, 'tsp', 'chili-powder'], [2, 'tsp', 'garam-masala'], [4, '', 'cardamom'], [2, 'tbsp', 'tomato-paste'], [0.5, 'cup', 'yogurt']],
    steps: [
      'Brown the lamb in the oil in batches and set aside.',
      'Cook the onions for 10 minutes until golden, then add the garlic, ginger and spices for 1 minute.',
      'Add the tomato paste and yogurt a spoonful at a time, stirring, then return the lamb with 1 cup of water.',
      'Cover and simmer gently for 1½ hours until the lamb is very tender.',
    ],
  },
  {
    t: 'Vegetable Korma', d: 'Mixed vegetables in a mild, creamy cashew and coconut sauce.',
    cuisine: 'indian', meal: 'dinner', s: 4, prep: 15, cook: 30, eq: 'large saucepan|blender',
    i: [[0.5, 'cup', 'cashew'], [1, 'can', 'coconut-milk'], [2, 'tbsp', 'vegetable-oil'], [1, '', 'onion'], [3, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [2, 'tsp', 'garam-masala'], [1, 'tsp', 'turmeric'], [2, '', 'carrot'], [2, '', 'potato'], [1, 'cup', 'green-bean'], [1, 'cup', 'pea']],
    steps: [
      'Blend the cashews with the coconut milk until smooth.',
      'Cook the onion, garlic and ginger in the oil for 8 minutes, then stir in the spices.',
      'Add the diced carrots and potatoes and the cashew sauce with 1/2 cup water, cover and simmer for 15 minutes.',
      'Add the beans and peas and cook 5 minutes more. Season.',
    ],
  },
  {
    t: 'Rajma', d: 'Punjabi kidney bean curry in a thick, spiced tomato gravy.',
    cuisine: 'indian', meal: 'dinner', s: 4, prep: 10, cook: 35, eq: 'large saucepan',
    i: [[2, 'tbsp', 'vegetable-oil'], [1, 'tsp', 'cumin'], [1, '', 'onion'], [3, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [1, 'tsp', 'chili-powder'], [1, 'tsp', 'garam-masala'], [1, 'can', 'canned-tomato'], [2, 'can', 'kidney-bean'], [1, 'handful', 'cilantro']],
    steps: [
      'Fry the cumin in the oil, then the onion until golden, then the garlic and ginger.',
      'Add the spices and tomatoes and cook until thick and jammy, about 8 minutes.',
      'Add the beans with 1 cup of water and simmer for 20 minutes, mashing some beans to thicken. Top with cilantro.',
    ],
  },
  {
    t: 'Baingan Bharta', d: 'Smoky roasted aubergine mashed with onion, tomato and spices.',
    cuisine: 'indian', meal: 'dinner', s: 4, prep: 10, cook: 40, eq: 'grill or gas flame|frying pan',
    i: [[2, '', 'eggplant'], [2, 'tbsp', 'vegetable-oil'], [1, '', 'onion'], [2, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [1, '', 'chili-pepper'], [2, '', 'tomato'], [1, 'tsp', 'cumin'], [1, 'tsp', 'garam-masala'], [1, 'handful', 'cilantro']],
    steps: [
      'Char the aubergines over a gas flame or under a hot grill for 20 minutes, turning, until collapsed. Peel and mash the flesh.',
      'Cook the onion in the oil until golden, add the garlic, ginger, chili and cumin, then the chopped tomatoes and cook for 5 minutes.',
      'Stir in the aubergine and garam masala and cook for 5 minutes. Finish with cilantro.',
    ],
  },
  {
    t: 'Egg Curry', d: 'Hard-boiled eggs in an onion-tomato masala.',
    cuisine: 'indian', meal: 'dinner', s: 4, prep: 10, cook: 25, eq: 'saucepan|frying pan',
    i: [[8, '', 'egg'], [2, 'tbsp', 'vegetable-oil'], [2, '', 'onion'], [3, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [1, 'tsp', 'turmeric'], [1, 'tsp', 'chili-powder'], [2, 'tsp', 'garam-masala'], [1, 'can', 'canned-tomato'], [1, 'handful', 'cilantro']],
    steps: [
      'Boil the eggs for 9 minutes, cool and peel. Score them lightly.',
      'Cook the onions in the oil until golden, add the garlic, ginger and spices, then the tomatoes. Simmer 10 minutes.',
      'Add the eggs with a little water and simmer for 5 minutes, spooning the sauce over. Finish with cilantro.',
    ],
  },
  {
    t: 'Kerala Fish Curry', d: 'White fish simmered in a tangy coconut sauce with mustard seeds and curry spices.',
    cuisine: 'indian', meal: 'dinner', s: 4, prep: 10, cook: 20, eq: 'wide pan',
    i: [[600, 'g', 'white-fish', 'in chunks'], [2, 'tbsp', 'coconut-oil'], [1, 'tsp', 'mustard-seed'], [1, '', 'onion'], [2, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [2, '', 'chili-pepper'], [1, 'tsp', 'turmeric'], [1, 'tsp', 'chili-powder'], [1, 'can', 'coconut-milk'], [2, '', 'tomato'], [1, '', 'lime']],
    steps: [
      'Heat the oil and pop the mustard seeds, then cook the onion, garlic, ginger and chilies for 6 minutes.',
      'Add the turmeric and chili powder, then the chopped tomatoes and coconut milk, and simmer for 5 minutes.',
      'Slip in the fish and simmer gently for 6 to 8 minutes until it flakes. Finish with lime juice.',
    ],
  },
  {
    t: 'Keema Matar', d: 'Spiced minced lamb with peas, quick enough for a weeknight.',
    cuisine: 'indian', meal: 'dinner', s: 4, prep: 10, cook: 30, eq: 'large frying pan',
    i: [[500, 'g', 'ground-lamb'], [1, 'tbsp', 'vegetable-oil'], [1, '', 'onion'], [3, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [2, 'tsp', 'garam-masala'], [1, 'tsp', 'cumin'], [1, 'tsp', 'turmeric'], [2, '', 'tomato'], [1.5, 'cup', 'pea'], [1, 'handful', 'cilantro']],
    steps: [
      'Cook the onion in the oil for 6 minutes, then add the garlic and ginger.',
      'Add the lamb and cook, breaking it up, until browned. Stir in the spices.',
      'Add the chopped tomatoes and 1/2 cup water and simmer for 15 minutes, then the peas for 5 minutes. Finish with cilantro.',
    ],
  },
  {
    t: 'Saag Aloo', d: 'Potatoes and spinach cooked with garlic, cumin and chili.',
    cuisine: 'indian', meal: 'side', s: 4, prep: 10, cook: 25, eq: 'large frying pan',
    i: [[600, 'g', 'potato', 'cubed'], [3, 'tbsp', 'vegetable-oil'], [1, 'tsp', 'cumin', 'seeds'], [1, 'tsp', 'mustard-seed'], [1, '', 'onion'], [3, 'clove', 'garlic'], [1, 'tsp', 'turmeric'], [0.5, 'tsp', 'chili-flake'], [300, 'g', 'spinach']],
    steps: [
      'Par-boil the potatoes for 6 minutes and drain.',
      'Fry the seeds in the oil until they pop, then the onion and garlic for 5 minutes.',
      'Add the potatoes, turmeric and chili and fry for 10 minutes until golden. Stir in the spinach until wilted and season.',
    ],
  },
  {
    t: 'Jeera Rice', d: 'Basmati rice cooked with toasted cumin seeds and ghee.',
    cuisine: 'indian', meal: 'side', s: 4, prep: 5, cook: 20, eq: 'saucepan with lid',
    i: [[1.5, 'cup', 'basmati-rice', 'rinsed'], [1, 'tbsp', 'ghee'], [1, 'tsp', 'cumin', 'seeds'], [2.5, 'cup', 'water'], [0.5, 'tsp', 'salt']],
    steps: [
      'Heat the ghee and fry the cumin seeds for 30 seconds until fragrant.',
      'Add the rice and stir for 1 minute, then the water and salt.',
      'Bring to the boil, cover and cook on the lowest heat for 12 minutes. Rest for 5 minutes and fluff with a fork.',
    ],
  },
  {
    t: 'Mixed Vegetable Sambar', d: 'A tangy South Indian lentil and vegetable stew.',
    cuisine: 'indian', meal: 'dinner', s: 4, prep: 15, cook: 35, eq: 'large saucepan|small frying pan',
    i: [[0.75, 'cup', 'red-lentil'], [4, 'cup', 'water'], [1, 'tsp', 'turmeric'], [1, '', 'carrot'], [1, '', 'eggplant', 'small'], [100, 'g', 'okra'], [1, '', 'tomato'], [2, 'tsp', 'curry-powder'], [1, '', 'lime'], [2, 'tbsp', 'vegetable-oil'], [1, 'tsp', 'mustard-seed'], [1, '', 'chili-pepper']],
    steps: [
      'Simmer the lentils with the water and turmeric for 15 minutes.',
      'Add the chopped vegetables and curry powder and simmer for 15 minutes until tender.',
      'Fry the mustard seeds and chili in the oil until they pop and pour over the sambar. Add lime juice and season.',
    ],
  },
  {
    t: 'Tandoori-Style Baked Chicken', d: 'Yogurt and spice-marinated drumsticks roasted until charred.',
    cuisine: 'indian', meal: 'dinner', s: 4, prep: 15, cook: 40, eq: 'bowl|roasting tin',
    i: [[1.2, 'kg', 'chicken', 'drumsticks, about 8'], [1, 'cup', 'yogurt'], [1, '', 'lemon'], [3, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [2, 'tsp', 'garam-masala'], [2, 'tsp', 'paprika'], [1, 'tsp', 'cumin'], [1, 'tsp', 'turmeric'], [1, 'tbsp', 'vegetable-oil']],
    steps: [
      'Mix the yogurt with the juice of the lemon, the grated garlic and ginger, garam masala, paprika, cumin, turmeric, the oil and a good pinch of salt.', 'Slash the drumsticks, coat them in the spiced yogurt and marinate for at least 1 hour, or overnight.',
      'Heat the oven to 220°C. Arrange on a rack over a roasting tin.',
      'Roast for 35 to 40 minutes until charred and cooked through.',
    ],
  },
];
