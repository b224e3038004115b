import type { RecipeDraft } from '../build.ts';

/** American, Mexican, Caribbean and Latin American mains. */
export const AMERICAS_DRAFTS: readonly RecipeDraft[] = [
  {
    t: 'Chili con Carne', d: 'Beef and kidney beans in a smoky, spiced tomato sauce.',
    cuisine: 'american', meal: 'dinner', s: 6, prep: 15, cook: 60, eq: 'large heavy pot',
    i: [[2, 'tbsp', 'vegetable-oil'], [1, '', 'onion'], [1, '', 'red-bell-pepper'], [3, 'clove', 'garlic'], [500, 'g', 'ground-beef'], [2, 'tsp', 'chili-powder'], [2, 'tsp', 'cumin'], [1, 'tsp', 'smoked-paprika'], [1, 'tsp', 'oregano'], [2, 'tbsp', 'tomato-paste'], [2, 'can', 'canned-tomato'], [2, 'can', 'kidney-bean', 'drained'], [1, 'cup', 'beef-stock'], [0.5, 'cup', '?sour-cream']],
    steps: [
      'Soften the chopped onion and pepper in the oil for 6 minutes, then add the garlic.',
      'Add the beef and brown it well, breaking it up. Stir in the spices, oregano and tomato paste for 1 minute.',
      'Add the tomatoes, beans and stock, season, and simmer gently for 45 minutes, stirring now and then, until thick.',
      'Serve with rice and a spoonful of sour cream if you like.',
    ],
  },
  {
    t: 'Three-Bean Vegan Chili', d: 'A hearty meat-free chili of black, kidney and pinto beans with sweet potato.',
    cuisine: 'american', meal: 'dinner', s: 6, prep: 15, cook: 45, eq: 'large pot',
    i: [[2, 'tbsp', 'olive-oil'], [1, '', 'onion'], [1, '', 'green-bell-pepper'], [3, 'clove', 'garlic'], [1, '', 'sweet-potato', 'diced'], [2, 'tsp', 'chili-powder'], [2, 'tsp', 'cumin'], [1, 'tsp', 'smoked-paprika'], [2, 'can', 'canned-tomato'], [1, 'can', 'black-bean'], [1, 'can', 'kidney-bean'], [1, 'can', 'pinto-bean'], [1, 'cup', 'vegetable-stock'], [1, '', 'lime'], [1, 'handful', 'cilantro']],
    steps: [
      'Cook the onion and pepper in the oil for 6 minutes, then add the garlic and spices for 1 minute.',
      'Add the sweet potato, tomatoes, drained beans and stock and bring to a simmer.',
      'Cook for 35 to 40 minutes until the sweet potato is tender and the chili is thick. Finish with lime juice and cilantro.',
    ],
  },
  {
    t: 'Baked Mac and Cheese', d: 'Macaroni in a sharp cheddar sauce under a crisp breadcrumb top.',
    cuisine: 'american', meal: 'dinner', s: 6, prep: 15, cook: 35, eq: 'large pot|saucepan|whisk|baking dish',
    i: [[400, 'g', 'macaroni'], [50, 'g', 'butter'], [50, 'g', 'flour'], [3, 'cup', 'milk'], [250, 'g', 'cheddar', 'grated'], [1, 'tsp', 'mustard'], [0.5, 'cup', 'breadcrumb'], [30, 'g', 'parmesan']],
    steps: [
      'Heat the oven to 200°C. Cook the macaroni for 2 minutes less than the packet says and drain.',
      'Melt the butter, stir in the flour for 1 minute, then whisk in the milk gradually and simmer until thick. Off the heat stir in the mustard and most of the cheddar. Season.',
      'Mix the pasta into the sauce and tip into a baking dish. Top with the rest of the cheddar, the breadcrumbs and parmesan.',
      'Bake for 20 minutes until golden and bubbling.',
    ],
  },
  {
    t: 'Classic Cheeseburgers', d: 'Juicy beef patties with melted cheese in toasted buns.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 10, cook: 10, eq: 'griddle or frying pan|spatula',
    i: [[600, 'g', 'ground-beef', '20% fat'], [4, 'slice', 'cheddar'], [4, '', 'burger-bun'], [1, '', 'tomato'], [1, 'handful', 'lettuce', 'leaves'], [0.5, '', 'red-onion'], [2, 'tbsp', 'ketchup'], [1, 'tbsp', 'mustard'], [null, '', 'salt'], [null, '', 'black-pepper']],
    steps: [
      'Divide the beef into four, shape loosely into patties a little wider than the buns and press a dimple into the centre. Season generously.',
      'Cook on a very hot griddle for 3 to 4 minutes per side. Add the cheese for the last minute and cover to melt.',
      'Toast the buns cut side down.',
      'Build the burgers with lettuce, tomato, onion, ketchup and mustard.',
    ],
  },
  {
    t: 'Beef Tacos', d: 'Spiced beef in warm tortillas with all the toppings.',
    cuisine: 'mexican', meal: 'dinner', s: 4, prep: 10, cook: 15, eq: 'frying pan|bowls',
    i: [[500, 'g', 'ground-beef'], [1, 'tbsp', 'vegetable-oil'], [1, '', 'onion'], [2, 'clove', 'garlic'], [2, 'tsp', 'chili-powder'], [1, 'tsp', 'cumin'], [1, 'tsp', 'oregano'], [2, 'tbsp', 'tomato-paste'], [8, '', 'corn-tortilla'], [1, 'cup', 'lettuce', 'shredded'], [1, '', 'tomato'], [80, 'g', 'cheddar'], [0.5, 'cup', 'salsa']],
    steps: [
      'Cook the onion in the oil for 4 minutes, add the garlic and beef and brown well.',
      'Stir in the chili powder, cumin, oregano and tomato paste with 1/3 cup water and simmer for 5 minutes until saucy.',
      'Warm the tortillas in a dry pan.',
      'Fill with the beef, lettuce, diced tomato, cheese and salsa.',
    ],
  },
  {
    t: 'Fish Tacos with Lime Slaw', d: 'Spiced white fish in corn tortillas with crunchy cabbage slaw.',
    cuisine: 'mexican', meal: 'dinner', s: 4, prep: 15, cook: 10, eq: 'frying pan|bowls',
    i: [[500, 'g', 'white-fish'], [1, 'tsp', 'chili-powder'], [1, 'tsp', 'cumin'], [2, 'tbsp', 'vegetable-oil'], [8, '', 'corn-tortilla'], [0.25, '', 'red-cabbage', 'shredded'], [2, '', 'lime'], [0.25, 'cup', 'sour-cream'], [1, 'handful', 'cilantro'], [1, '', 'avocado']],
    steps: [
      'Toss the cabbage with the juice of one lime and a pinch of salt.',
      'Rub the fish with the spices and salt and fry in the oil for 3 minutes per side. Flake into chunks.',
      'Warm the tortillas and fill with fish, slaw, avocado, sour cream and cilantro. Serve with lime wedges.',
    ],
  },
  {
    t: 'Chicken Fajitas', d: 'Sizzling strips of chicken, peppers and onions in warm flour tortillas.',
    cuisine: 'mexican', meal: 'dinner', s: 4, prep: 15, cook: 15, eq: 'large frying pan or skillet',
    i: [[600, 'g', 'chicken-breast', 'sliced'], [2, 'tsp', 'chili-powder'], [1, 'tsp', 'cumin'], [1, 'tsp', 'smoked-paprika'], [1, '', 'lime'], [2, 'tbsp', 'vegetable-oil'], [1, '', 'red-bell-pepper'], [1, '', 'green-bell-pepper'], [1, '', 'onion'], [8, '', 'flour-tortilla'], [0.5, 'cup', 'sour-cream'], [0.5, 'cup', 'salsa']],
    steps: [
      'Toss the chicken with the spices, lime juice and half the oil.',
      'Cook the chicken in a very hot pan for 6 minutes until charred and cooked through. Set aside.',
      'Add the remaining oil and the sliced peppers and onion and cook for 5 minutes until softened but still crisp. Return the chicken.',
      'Serve with warm tortillas, sour cream and salsa.',
    ],
  },
  {
    t: 'Chicken Enchiladas', d: 'Tortillas rolled around chicken and cheese, baked in red sauce.',
    cuisine: 'mexican', meal: 'dinner', s: 4, prep: 20, cook: 30, eq: 'saucepan|baking dish',
    i: [[2, 'cup', 'chicken', 'cooked, shredded'], [1, 'can', 'black-bean'], [200, 'g', 'monterey-jack', 'grated'], [8, '', 'flour-tortilla'], [2, 'cup', 'passata'], [2, 'tsp', 'chili-powder'], [1, 'tsp', 'cumin'], [1, 'clove', 'garlic'], [1, 'cup', 'chicken-stock'], [2, '', 'spring-onion']],
    steps: [
      'Simmer the passata, chili, cumin, garlic and stock for 10 minutes to make the sauce.',
      'Heat the oven to 190°C. Mix the chicken and beans with half the cheese and a few spoonfuls of sauce.',
      'Fill and roll the tortillas, lay them seam down in a dish, pour over the rest of the sauce and top with the remaining cheese.',
      'Bake for 20 minutes until bubbling. Scatter with spring onion.',
    ],
  },
  {
    t: 'Burrito Bowl with Cilantro Lime Rice', d: 'Lime rice, black beans, corn, salsa and avocado in one bowl; vegan and gluten-free.',
    cuisine: 'mexican', meal: 'lunch', s: 4, prep: 15, cook: 20, eq: 'saucepan|frying pan|bowls',
    i: [[1.5, 'cup', 'rice'], [2, '', 'lime'], [1, 'handful', 'cilantro'], [2, 'can', 'black-bean'], [1, 'tsp', 'cumin'], [1.5, 'cup', 'corn'], [1, 'cup', 'salsa'], [2, '', 'avocado'], [1, 'head', 'romaine'], [1, 'tbsp', 'olive-oil']],
    steps: [
      'Cook the rice, then stir in the juice of one lime and chopped cilantro.',
      'Warm the beans with the cumin and a splash of water. Char the corn in the oil in a hot pan.',
      'Build bowls of rice, shredded lettuce, beans, corn, salsa and sliced avocado, with lime wedges.',
    ],
  },
  {
    t: 'Cheese Quesadillas', d: 'Crisp tortillas filled with melted cheese, beans and peppers.',
    cuisine: 'mexican', meal: 'lunch', s: 2, prep: 5, cook: 10, eq: 'frying pan|spatula',
    i: [[4, '', 'flour-tortilla'], [150, 'g', 'monterey-jack'], [0.5, 'can', 'black-bean'], [1, '', 'red-bell-pepper', 'finely diced'], [1, '', 'jalapeno'], [0.5, 'cup', 'salsa']],
    steps: [
      'Scatter cheese, beans, pepper and jalapeño over half of each tortilla and fold over.',
      'Cook in a dry pan over medium heat for 2 to 3 minutes per side until crisp and the cheese has melted.',
      'Cut into wedges and serve with salsa.',
    ],
  },
  {
    t: 'Meatloaf with Ketchup Glaze', d: 'A tender beef meatloaf with a sweet, tangy glaze.',
    cuisine: 'american', meal: 'dinner', s: 6, prep: 15, cook: 60, eq: 'loaf tin|bowl',
    i: [[800, 'g', 'ground-beef'], [1, '', 'onion', 'grated'], [2, 'clove', 'garlic'], [1, 'cup', 'breadcrumb'], [0.5, 'cup', 'milk'], [2, '', 'egg'], [1, 'tbsp', 'worcestershire-sauce'], [1, 'tsp', 'thyme'], [0.5, 'cup', 'ketchup'], [2, 'tbsp', 'brown-sugar'], [1, 'tbsp', 'vinegar']],
    steps: [
      'Heat the oven to 180°C. Soak the breadcrumbs in the milk for 5 minutes.',
      'Mix with the beef, onion, garlic, eggs, Worcestershire, thyme, salt and pepper without overworking, and press into a loaf tin.',
      'Mix the ketchup, sugar and vinegar and spread half over the top. Bake for 45 minutes.',
      'Add the rest of the glaze and bake 15 minutes more. Rest for 10 minutes before slicing.',
    ],
  },
  {
    t: 'BBQ Pulled Pork', d: 'Pork shoulder slow-cooked with spices and shredded into barbecue sauce.',
    cuisine: 'american', meal: 'dinner', s: 8, prep: 15, cook: 240, eq: 'casserole dish with lid|forks',
    i: [[1.5, 'kg', 'pork', 'shoulder, boneless'], [2, 'tbsp', 'brown-sugar'], [1, 'tbsp', 'smoked-paprika'], [1, 'tsp', 'garlic-powder'], [1, 'tsp', 'cumin'], [1, '', 'onion'], [0.5, 'cup', 'apple-cider-vinegar'], [1, 'cup', 'bbq-sauce'], [8, '', 'burger-bun']],
    steps: [
      'Heat the oven to 150°C. Rub the pork with the sugar, spices and salt.',
      'Put the sliced onion in a casserole, sit the pork on top, add the vinegar and 1/2 cup water, cover and cook for 4 hours until it pulls apart.',
      'Shred the pork with two forks, discarding the fat, and stir in the barbecue sauce and some of the cooking juices.',
      'Pile into buns with coleslaw.',
    ],
  },
  {
    t: 'Chicken Pot Pie', d: 'Creamy chicken and vegetables under a golden puff pastry lid.',
    cuisine: 'american', meal: 'dinner', s: 6, prep: 20, cook: 45, eq: 'large pan|pie dish|pastry brush',
    i: [[40, 'g', 'butter'], [1, '', 'onion'], [2, '', 'carrot'], [2, '', 'celery'], [3, 'tbsp', 'flour'], [1.5, 'cup', 'chicken-stock'], [0.5, 'cup', 'milk'], [3, 'cup', 'chicken', 'cooked, shredded'], [1, 'cup', 'pea'], [1, 'tsp', 'thyme'], [1, '', 'puff-pastry'], [1, '', 'egg', 'beaten']],
    steps: [
      'Heat the oven to 200°C. Soften the diced onion, carrot and celery in the butter for 8 minutes.',
      'Stir in the flour, then gradually the stock and milk, and simmer until thick.',
      'Add the chicken, peas and thyme, season and pour into a pie dish.',
      'Cover with the pastry, trim, cut a steam hole and brush with egg. Bake for 25 to 30 minutes until puffed and golden.',
    ],
  },
  {
    t: 'Jambalaya', d: 'Louisiana rice with chicken, sausage, shrimp and the holy trinity of vegetables.',
    cuisine: 'american', meal: 'dinner', s: 6, prep: 15, cook: 45, eq: 'large heavy pot with lid',
    i: [[2, 'tbsp', 'vegetable-oil'], [400, 'g', 'chicken-thigh'], [200, 'g', 'chorizo'], [1, '', 'onion'], [1, '', 'green-bell-pepper'], [2, '', 'celery'], [3, 'clove', 'garlic'], [2, 'tsp', 'smoked-paprika'], [1, 'tsp', 'cayenne'], [1, 'tsp', 'thyme'], [1.5, 'cup', 'rice'], [1, 'can', 'canned-tomato'], [3, 'cup', 'chicken-stock'], [250, 'g', 'shrimp']],
    steps: [
      'Brown the diced chicken and sliced sausage in the oil, then add the onion, pepper and celery and cook for 6 minutes.',
      'Add the garlic, smoked paprika, cayenne, thyme and rice and stir for 1 minute.',
      'Add the tomatoes and stock, bring to the boil, cover and simmer for 20 minutes.',
      'Tuck in the shrimp, cover and cook 5 minutes more until pink and the rice is tender.',
    ],
  },
  {
    t: 'Shrimp and Sausage Gumbo', d: 'A dark roux stew with sausage, shrimp and okra.',
    cuisine: 'american', meal: 'dinner', s: 6, prep: 20, cook: 75, eq: 'heavy pot|wooden spoon',
    i: [[0.33, 'cup', 'vegetable-oil'], [0.33, 'cup', 'flour'], [1, '', 'onion'], [1, '', 'green-bell-pepper'], [2, '', 'celery'], [3, 'clove', 'garlic'], [250, 'g', 'sausage', 'smoked, sliced'], [5, 'cup', 'chicken-stock'], [200, 'g', 'okra'], [1, 'tsp', 'cayenne'], [2, '', 'bay-leaf'], [400, 'g', 'shrimp'], [3, '', 'spring-onion']],
    steps: [
      'Stir the oil and flour in a heavy pot over medium-low heat for 20 to 25 minutes until the roux is the colour of milk chocolate.',
      'Add the chopped onion, pepper and celery and cook for 8 minutes, then the garlic and sausage.',
      'Whisk in the stock, add the okra, cayenne and bay and simmer for 40 minutes.',
      'Add the shrimp for the last 5 minutes and serve over rice with spring onion.',
    ],
  },
  {
    t: 'Jerk Chicken', d: 'Fiery, fragrant Jamaican-style chicken with allspice, thyme and scotch bonnet.',
    cuisine: 'caribbean', meal: 'dinner', s: 4, prep: 20, cook: 40, eq: 'blender|roasting tin or grill',
    i: [[8, '', 'chicken-thigh', 'bone-in'], [4, '', 'spring-onion'], [2, '', 'chili-pepper', 'scotch bonnet'], [3, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [1, 'tbsp', 'allspice'], [1, 'tsp', 'thyme'], [0.5, 'tsp', 'cinnamon'], [2, 'tbsp', 'soy-sauce'], [2, 'tbsp', 'brown-sugar'], [2, '', 'lime'], [2, 'tbsp', 'vegetable-oil']],
    steps: [
      'Blend the spring onions, scotch bonnet chilies, garlic, ginger, allspice, thyme, cinnamon, soy sauce, brown sugar, the juice of the limes and the oil into a paste.',
      'Slash the chicken and rub in the paste; marinate for at least 2 hours or overnight.',
      'Roast at 200°C for 35 to 40 minutes, or grill over medium coals, turning, until charred and cooked through.',
    ],
  },
  {
    t: 'Caribbean Rice and Peas', d: 'Rice cooked with kidney beans, coconut milk, thyme and allspice.',
    cuisine: 'caribbean', meal: 'side', s: 6, prep: 5, cook: 25, eq: 'saucepan with lid',
    i: [[1.5, 'cup', 'rice'], [1, 'can', 'kidney-bean'], [1, 'can', 'coconut-milk'], [1, 'cup', 'water'], [3, '', 'spring-onion'], [2, 'sprig', 'thyme'], [0.5, 'tsp', 'allspice'], [1, 'clove', 'garlic'], [1, 'tsp', 'salt']],
    steps: [
      'Rinse the rice. Put it in a saucepan with the drained beans, coconut milk, water, sliced spring onions, thyme sprigs, allspice, crushed garlic and salt and bring to the boil.',
      'Cover and cook on low for 20 minutes until the rice is tender and the liquid absorbed.',
      'Remove the thyme stalks and fluff with a fork.',
    ],
  },
  {
    t: 'Cuban Black Beans and Rice', d: 'Moros-style rice and black beans with peppers, cumin and oregano.',
    cuisine: 'caribbean', meal: 'dinner', s: 4, prep: 10, cook: 30, eq: 'large pan with lid',
    i: [[2, 'tbsp', 'olive-oil'], [1, '', 'onion'], [1, '', 'green-bell-pepper'], [3, 'clove', 'garlic'], [1, 'tsp', 'cumin'], [1, 'tsp', 'oregano'], [1, 'cup', 'rice'], [1, 'can', 'black-bean'], [2, 'cup', 'vegetable-stock'], [1, '', 'bay-leaf'], [1, 'tbsp', 'red-wine-vinegar']],
    steps: [
      'Cook the onion and pepper in the oil for 6 minutes, then add the garlic, cumin and oregano.',
      'Stir in the rice, beans with their liquid, stock and bay and bring to the boil.',
      'Cover and simmer on low for 20 minutes. Stir in the vinegar and season.',
    ],
  },
  {
    t: 'Arroz con Pollo', d: 'Latin American chicken and rice cooked together with peppers, peas and olives.',
    cuisine: 'latin-american', meal: 'dinner', s: 6, prep: 15, cook: 45, eq: 'large heavy pot with lid',
    i: [[8, '', 'chicken-thigh'], [2, 'tbsp', 'olive-oil'], [1, '', 'onion'], [1, '', 'red-bell-pepper'], [3, 'clove', 'garlic'], [1, 'tsp', 'cumin'], [1, 'tsp', 'turmeric'], [1.5, 'cup', 'rice'], [3, 'cup', 'chicken-stock'], [2, 'tbsp', 'tomato-paste'], [1, 'cup', 'pea'], [0.5, 'cup', 'olive'], [1, 'handful', 'cilantro']],
    steps: [
      'Season and brown the chicken in the oil and set aside.',
      'Soften the onion and pepper, add the garlic, spices, tomato paste and rice and stir for 2 minutes.',
      'Add the stock and return the chicken, cover and simmer for 25 minutes.',
      'Scatter in the peas and olives, cover for 5 minutes, then fluff and top with cilantro.',
    ],
  },
  {
    t: 'Lomo Saltado', d: 'Peruvian stir-fried beef with tomatoes, onions and chips.',
    cuisine: 'latin-american', meal: 'dinner', s: 4, prep: 20, cook: 30, eq: 'wok|baking tray',
    i: [[500, 'g', 'potato', 'cut into fries'], [3, 'tbsp', 'vegetable-oil'], [500, 'g', 'steak', 'cut into strips'], [1, '', 'red-onion', 'wedges'], [3, '', 'tomato', 'wedges'], [1, '', 'jalapeno'], [2, 'clove', 'garlic'], [3, 'tbsp', 'soy-sauce'], [2, 'tbsp', 'red-wine-vinegar'], [1, 'handful', 'cilantro']],
    steps: [
      'Toss the potatoes with 1 tablespoon of oil and bake at 220°C for 25 to 30 minutes until crisp.',
      'Sear the beef in the remaining oil in a very hot wok for 2 minutes and set aside.',
      'Stir-fry the onion, jalapeño and garlic for 2 minutes, add the tomatoes, soy and vinegar, and return the beef.',
      'Toss with the fries and cilantro and serve with rice.',
    ],
  },
  {
    t: 'Chicken Tinga Tostadas', d: 'Shredded chicken in smoky chipotle-tomato sauce on crisp tortillas.',
    cuisine: 'mexican', meal: 'dinner', s: 4, prep: 15, cook: 25, eq: 'frying pan|baking tray',
    i: [[3, 'cup', 'chicken', 'cooked, shredded'], [1, 'tbsp', 'vegetable-oil'], [1, '', 'onion'], [2, 'clove', 'garlic'], [1, 'tsp', 'chili-powder', 'chipotle'], [1, 'tsp', 'oregano'], [1, 'can', 'canned-tomato'], [8, '', 'corn-tortilla'], [1, '', 'avocado'], [0.5, 'cup', 'sour-cream'], [1, 'cup', 'lettuce']],
    steps: [
      'Bake the tortillas at 200°C for 8 to 10 minutes until crisp.',
      'Cook the sliced onion in the oil for 6 minutes, add the garlic, chipotle and oregano, then the tomatoes. Simmer for 10 minutes and blend roughly.',
      'Stir in the chicken and simmer for 5 minutes.',
      'Top the tostadas with lettuce, chicken, avocado and sour cream.',
    ],
  },
  {
    t: 'Sloppy Joes', d: 'Saucy, sweet-tangy beef piled into soft buns.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 10, cook: 20, eq: 'frying pan',
    i: [[500, 'g', 'ground-beef'], [1, '', 'onion'], [1, '', 'green-bell-pepper'], [2, 'clove', 'garlic'], [0.5, 'cup', 'ketchup'], [1, 'tbsp', 'worcestershire-sauce'], [1, 'tbsp', 'brown-sugar'], [1, 'tsp', 'mustard'], [4, '', 'burger-bun']],
    steps: [
      'Brown the beef with the chopped onion and pepper, then add the garlic.',
      'Stir in the ketchup, Worcestershire, sugar, mustard and 1/4 cup water and simmer for 10 minutes.',
      'Spoon into toasted buns.',
    ],
  },
  {
    t: 'Oven-Fried Buttermilk Chicken', d: 'Buttermilk-soaked chicken with a crunchy seasoned coating, baked not fried.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 20, cook: 45, eq: 'bowl|baking tray with rack',
    i: [[8, '', 'chicken-thigh', 'bone-in'], [1.5, 'cup', 'buttermilk'], [1, 'cup', 'flour'], [1, 'cup', 'breadcrumb'], [2, 'tsp', 'paprika'], [1, 'tsp', 'garlic-powder'], [0.5, 'tsp', 'cayenne'], [3, 'tbsp', 'vegetable-oil']],
    steps: [
      'Soak the chicken in the buttermilk with a teaspoon of salt for at least 1 hour.',
      'Heat the oven to 220°C. Mix the flour, breadcrumbs and spices with salt.',
      'Dredge the chicken in the coating, set on an oiled rack, drizzle with oil and bake for 40 to 45 minutes until crisp and cooked through.',
    ],
  },
  {
    t: 'Vegetarian Black Bean Burgers', d: 'Smoky black bean patties with a crisp crust.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 20, cook: 15, eq: 'bowl|fork|frying pan',
    i: [[2, 'can', 'black-bean', 'drained and dried'], [0.5, 'cup', 'breadcrumb'], [1, '', 'egg'], [0.5, '', 'red-onion', 'grated'], [1, 'tsp', 'cumin'], [1, 'tsp', 'smoked-paprika'], [2, 'tbsp', 'vegetable-oil'], [4, '', 'burger-bun'], [1, '', 'avocado'], [1, '', 'tomato']],
    steps: [
      'Mash the beans roughly, leaving some whole, then mix in the breadcrumbs, egg, onion, spices and salt.',
      'Shape into four patties and chill for 10 minutes.',
      'Fry in the oil for 4 to 5 minutes per side until crisp. Serve in buns with avocado and tomato.',
    ],
  },
];
