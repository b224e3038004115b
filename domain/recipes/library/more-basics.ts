import type { RecipeDraft } from '../build.ts';

/** Sauces and basics: stocks, dressings, doughs, condiments, gravies, dips and spreads. */
export const MORE_BASICS_DRAFTS: readonly RecipeDraft[] = [
  {
    t: 'Homemade Chicken Stock', d: 'A clear, rich stock from chicken bones and vegetables, the base of soups and sauces.',
    cuisine: 'international', meal: 'side', s: 8, prep: 15, cook: 180, eq: 'large stockpot|sieve|ladle',
    i: [[1.5, 'kg', '~chicken', 'carcasses, wings or backs'], [1, '', 'onion', 'halved, skin on'], [2, '', 'carrot', 'in chunks'], [2, '', 'celery', 'in chunks'], [2, '', '?bay-leaf'], [1, 'tsp', 'black-pepper', 'whole peppercorns'], [3, 'l', 'water', 'cold']],
    steps: [
      'Put the chicken bones in a large stockpot and cover with the cold water. Bring slowly to a simmer, skimming off the grey foam as it rises.',
      'Add the onion, carrots, celery, bay leaves and peppercorns. Keep at the barest simmer, uncovered, for 2½ to 3 hours; never let it boil hard or it turns cloudy.',
      'Strain through a sieve and discard the bones and vegetables.',
      'Cool, then chill overnight and lift off the fat. Keeps 4 days in the fridge or 3 months frozen. Salt it only when you use it.',
    ],
  },
  {
    t: 'Simple Vegetable Stock', d: 'A light, all-purpose stock from onion, carrot and celery in under an hour.',
    cuisine: 'international', meal: 'side', s: 6, prep: 10, cook: 50, eq: 'large saucepan|sieve',
    i: [[2, '', 'onion', 'quartered'], [3, '', 'carrot', 'chopped'], [3, '', 'celery', 'chopped'], [2, 'clove', '?garlic', 'bashed'], [1, 'tbsp', '?oil'], [1, 'handful', '?parsley', 'stalks'], [1, '', '?bay-leaf'], [2, 'l', 'water']],
    steps: [
      'Warm the oil in a large saucepan and cook the onions, carrots, celery and garlic over medium heat for 8 minutes until lightly coloured; this deepens the flavour.',
      'Add the water, parsley stalks and bay leaf and bring to the boil.',
      'Simmer gently, partly covered, for 40 minutes.',
      'Strain, pressing the vegetables to get all the liquid out. Use within 4 days or freeze.',
    ],
  },
  {
    t: 'Roasted Beef Stock', d: 'A dark, deep-flavoured stock from roasted beef bones, for gravy, stews and onion soup.',
    cuisine: 'french', meal: 'side', s: 8, prep: 15, cook: 300, eq: 'roasting tin|large stockpot|sieve',
    i: [[2, 'kg', '~beef', 'bones, marrow or shin'], [2, '', 'onion', 'quartered'], [2, '', 'carrot', 'chopped'], [2, '', 'celery', 'chopped'], [2, 'tbsp', 'tomato-paste'], [2, '', '?bay-leaf'], [3.5, 'l', 'water']],
    steps: [
      'Heat the oven to 220°C. Roast the beef bones in a tin for 40 minutes, then add the onions, carrots and celery, smear with the tomato paste and roast 20 minutes more until deeply browned.',
      'Tip everything into a stockpot. Pour a little of the water into the tin, scrape up the browned bits and add them too, with the rest of the water and the bay leaves.',
      'Bring to a simmer, skim, and cook very gently, uncovered, for 4 hours.',
      'Strain, cool and chill, then lift off the fat. Freeze in portions.',
    ],
  },
  {
    t: 'Quick Marinara Sauce', d: 'A bright, garlicky tomato sauce for pasta, pizza and dipping, ready in 20 minutes.',
    cuisine: 'italian', meal: 'side', s: 4, prep: 5, cook: 20, eq: 'saucepan|wooden spoon',
    i: [[2, 'can', 'canned-tomato'], [3, 'clove', 'garlic', 'sliced'], [3, 'tbsp', 'olive-oil'], [1, 'handful', '?basil'], [0.5, 'tsp', '?oregano', 'dried'], [1, 'pinch', '?chili-flake'], [null, '', 'salt']],
    steps: [
      'Warm the olive oil in a saucepan over medium-low heat and cook the garlic for 1 to 2 minutes until just golden.',
      'Add the tomatoes, oregano, chili flakes and a good pinch of salt and crush the tomatoes with a spoon.',
      'Simmer for 15 to 20 minutes, stirring now and then, until thickened.',
      'Tear in the basil and taste for salt. Use straight away or keep for 5 days in the fridge.',
    ],
  },
  {
    t: 'Béchamel Sauce', d: 'The classic white sauce of butter, flour and milk, the base of lasagne, gratins and cheese sauces.',
    cuisine: 'french', meal: 'side', s: 4, prep: 2, cook: 12, eq: 'saucepan|whisk',
    i: [[3, 'tbsp', 'butter'], [3, 'tbsp', 'flour'], [2, 'cup', 'milk'], [1, 'pinch', '?nutmeg'], [null, '', 'salt'], [null, '', 'black-pepper']],
    steps: [
      'Melt the butter in a saucepan over medium heat, stir in the flour and cook, stirring, for 2 minutes without letting it brown.',
      'Pour in the milk a little at a time, whisking hard after each addition so no lumps form.',
      'Bring to a simmer and cook gently for 5 minutes, whisking, until it coats the back of a spoon.',
      'Season with salt, pepper and a grating of nutmeg.',
    ],
  },
  {
    t: 'Cheddar Cheese Sauce', d: 'A smooth, sharp cheese sauce for macaroni, cauliflower, nachos or toast.',
    cuisine: 'british', meal: 'side', s: 4, prep: 5, cook: 10, eq: 'saucepan|whisk|grater',
    i: [[2, 'tbsp', 'butter'], [2, 'tbsp', 'flour'], [1.5, 'cup', 'milk'], [150, 'g', 'cheddar', 'grated'], [1, 'tsp', '?mustard'], [null, '', 'salt']],
    steps: [
      'Melt the butter in a saucepan, stir in the flour and cook for 1 minute.',
      'Gradually whisk in the milk and simmer, whisking, for 4 minutes until thickened.',
      'Take off the heat and stir in the cheddar and mustard until melted and smooth. Season with salt.',
    ],
  },
  {
    t: 'Blender Hollandaise', d: 'Rich, lemony butter sauce for eggs, asparagus and fish, made foolproof in a blender.',
    cuisine: 'french', meal: 'side', s: 4, prep: 5, cook: 3, eq: 'blender|small saucepan',
    i: [[3, '', 'egg', 'yolks only'], [1, 'tbsp', 'lemon', 'juice'], [115, 'g', 'butter'], [1, 'pinch', '?cayenne'], [null, '', 'salt']],
    steps: [
      'Blend the egg yolks, lemon juice and a pinch of salt for 5 seconds.',
      'Melt the butter in a small saucepan until hot and bubbling.',
      'With the blender running, pour in the hot butter in a thin stream; the sauce thickens as it goes.',
      'Taste, adding more lemon or salt as needed and a pinch of cayenne. Keep warm over a bowl of warm water and use within 30 minutes.',
    ],
  },
  {
    t: 'Basil Pesto', d: 'Fresh Genovese-style pesto of basil, pine nuts, garlic and parmesan.',
    cuisine: 'italian', meal: 'side', s: 6, prep: 10, cook: 3, eq: 'food processor or mortar and pestle|dry frying pan',
    i: [[2, 'cup', 'basil', 'leaves, packed'], [0.33, 'cup', 'pine-nut'], [1, 'clove', 'garlic'], [50, 'g', 'parmesan', 'grated'], [0.5, 'cup', 'olive-oil'], [null, '', 'salt']],
    steps: [
      'Toast the pine nuts in a dry frying pan for 2 to 3 minutes until golden, then cool.',
      'Pulse the basil, pine nuts, garlic and a pinch of salt in a food processor until finely chopped.',
      'With the motor running, pour in the olive oil, then pulse in the parmesan.',
      'Spoon into a jar and cover with a thin layer of oil. Keeps a week in the fridge.',
    ],
  },
  {
    t: 'Chimichurri', d: 'Argentina\'s sharp, garlicky parsley and vinegar sauce for grilled meat.',
    cuisine: 'latin-american', meal: 'side', s: 6, prep: 10, cook: 0, eq: 'knife and board|bowl',
    i: [[1, 'cup', 'parsley', 'finely chopped'], [3, 'clove', 'garlic', 'minced'], [3, 'tbsp', 'red-wine-vinegar'], [0.5, 'cup', 'olive-oil'], [1, 'tsp', '?oregano', 'dried'], [0.5, 'tsp', '?chili-flake'], [null, '', 'salt']],
    steps: [
      'Stir the garlic, vinegar, oregano, chili flakes and a good pinch of salt together and leave for 5 minutes to mellow the garlic.',
      'Stir in the parsley and olive oil.',
      'Leave for at least 20 minutes for the flavours to meld. Spoon over steak, chicken or roast vegetables.',
    ],
  },
  {
    t: 'Italian Salsa Verde', d: 'A punchy green sauce of parsley, capers, garlic and lemon for fish, meat and potatoes.',
    cuisine: 'italian', meal: 'side', s: 6, prep: 10, cook: 0, eq: 'knife and board|bowl',
    i: [[1, 'cup', 'parsley', 'finely chopped'], [2, 'tbsp', 'caper', 'chopped'], [1, 'clove', 'garlic', 'minced'], [1, '', 'lemon', 'juiced'], [0.5, 'cup', 'olive-oil'], [3, '', '?anchovy', 'chopped'], [1, 'tsp', '?mustard']],
    steps: [
      'Mash the garlic with the anchovies (if using) to a paste on a board.',
      'Mix in a bowl with the parsley, capers, mustard and lemon juice.',
      'Stir in the olive oil to a loose sauce and season with pepper. Use the same day.',
    ],
  },
  {
    t: 'Simple Brown Gravy', d: 'A smooth gravy from butter, flour and stock, with or without meat drippings.',
    cuisine: 'british', meal: 'side', s: 6, prep: 2, cook: 10, eq: 'saucepan or roasting tin|whisk',
    i: [[3, 'tbsp', 'butter', 'or fat from the roasting tin'], [3, 'tbsp', 'flour'], [2, 'cup', 'stock', 'beef or chicken'], [1, 'tsp', '?worcestershire-sauce'], [null, '', 'salt'], [null, '', 'black-pepper']],
    steps: [
      'Melt the butter (or heat the drippings) over medium heat, stir in the flour and cook, stirring, for 3 minutes until nutty brown.',
      'Whisk in the stock gradually until smooth.',
      'Simmer for 5 minutes until thickened, adding the Worcestershire sauce.',
      'Season with salt and pepper and strain if needed.',
    ],
  },
  {
    t: 'Mushroom Gravy', d: 'A rich vegetarian gravy of browned mushrooms, onion and thyme.',
    cuisine: 'american', meal: 'side', s: 6, prep: 10, cook: 20, eq: 'frying pan|whisk',
    i: [[250, 'g', 'mushroom', 'finely chopped'], [1, '', 'onion', 'finely chopped'], [3, 'tbsp', 'butter'], [2, 'tbsp', 'flour'], [2, 'cup', 'vegetable-stock'], [1, 'tbsp', '?soy-sauce'], [1, 'tsp', '?thyme']],
    steps: [
      'Melt the butter in a frying pan and cook the onion for 5 minutes, then add the mushrooms and thyme and cook over high heat for 8 minutes until browned and dry.',
      'Sprinkle in the flour and stir for 1 minute.',
      'Whisk in the stock and soy sauce and simmer for 5 minutes until thick. Season with pepper; blend if you like it smooth.',
    ],
  },
  {
    t: 'Thai Peanut Sauce', d: 'A creamy, tangy peanut sauce for satay, noodles, rolls and salads.',
    cuisine: 'thai', meal: 'side', s: 6, prep: 5, cook: 3, eq: 'small saucepan|whisk',
    i: [[0.5, 'cup', 'peanut-butter'], [2, 'tbsp', 'soy-sauce'], [1, '', 'lime', 'juiced'], [1, 'tbsp', 'sugar', 'or honey'], [0.5, 'cup', 'water', 'hot'], [1, 'clove', '?garlic', 'grated'], [0.5, 'cup', '?coconut-milk'], [1, 'tsp', '?sriracha']],
    steps: [
      'Put the peanut butter, soy sauce, lime juice, sugar and garlic in a small saucepan.',
      'Whisk in the hot water (or coconut milk) and warm over low heat for 2 to 3 minutes until smooth and pourable.',
      'Add sriracha to taste and thin with more water if needed. It thickens as it cools.',
    ],
  },
  {
    t: 'Teriyaki Sauce', d: 'Glossy sweet soy glaze with ginger and garlic for chicken, salmon and tofu.',
    cuisine: 'japanese', meal: 'side', s: 6, prep: 5, cook: 5, eq: 'small saucepan|small bowl',
    i: [[0.5, 'cup', 'soy-sauce'], [0.25, 'cup', 'rice-wine', 'mirin'], [3, 'tbsp', 'sugar', 'or honey'], [1, 'tsp', 'ginger', 'grated'], [1, 'clove', 'garlic', 'grated'], [2, 'tsp', 'cornstarch']],
    steps: [
      'Put the soy sauce, mirin, sugar, ginger and garlic in a small saucepan and bring to a simmer.',
      'Mix the cornstarch with 2 tablespoons of cold water and stir it in.',
      'Simmer for 1 to 2 minutes, stirring, until thick and glossy. Keeps 2 weeks in the fridge.',
    ],
  },
  {
    t: 'All-Purpose Stir-Fry Sauce', d: 'A jar-ready soy, garlic and ginger sauce that turns any vegetables and protein into dinner.',
    cuisine: 'chinese', meal: 'side', s: 4, prep: 5, cook: 1, eq: 'jar with lid|grater',
    i: [[0.33, 'cup', 'soy-sauce'], [2, 'clove', 'garlic', 'grated'], [1, 'tbsp', 'ginger', 'grated'], [1, 'tbsp', '?sugar'], [1, 'tbsp', '?cornstarch'], [1, 'tsp', '?sesame-oil'], [1, 'tbsp', '?rice-vinegar'], [0.33, 'cup', 'water']],
    steps: [
      'Shake the soy sauce, garlic, ginger, sugar, cornstarch, sesame oil, rice vinegar and water together in a jar.',
      'At the end of a stir-fry, shake again, pour it in and toss for 1 minute over high heat until it bubbles and coats everything.',
    ],
  },
  {
    t: 'Smoky Barbecue Sauce', d: 'A sticky, tangy tomato barbecue sauce made from the cupboard.',
    cuisine: 'american', meal: 'side', s: 8, prep: 5, cook: 20, eq: 'saucepan|whisk',
    i: [[1, 'cup', 'ketchup'], [0.33, 'cup', 'brown-sugar'], [3, 'tbsp', 'apple-cider-vinegar'], [1, 'tbsp', 'worcestershire-sauce'], [1, 'tsp', 'smoked-paprika'], [1, 'tsp', '?garlic-powder'], [1, 'tsp', '?mustard'], [0.25, 'cup', 'water']],
    steps: [
      'Whisk the ketchup, brown sugar, vinegar, Worcestershire sauce, smoked paprika, garlic powder, mustard and water in a saucepan.',
      'Bring to a simmer and cook gently for 15 to 20 minutes, stirring often, until thick and glossy.',
      'Cool and keep in a jar in the fridge for up to 2 weeks.',
    ],
  },
  {
    t: 'Red Enchilada Sauce', d: 'A smooth, mildly spicy chili sauce for enchiladas and burritos.',
    cuisine: 'mexican', meal: 'side', s: 6, prep: 5, cook: 15, eq: 'saucepan|whisk',
    i: [[2, 'tbsp', 'oil'], [2, 'tbsp', 'flour'], [2, 'tbsp', 'chili-powder'], [1, 'tsp', 'cumin'], [1, 'tsp', '?garlic-powder'], [2, 'tbsp', 'tomato-paste'], [2, 'cup', 'stock'], [null, '', 'salt']],
    steps: [
      'Heat the oil in a saucepan, stir in the flour and cook for 1 minute.',
      'Add the chili powder, cumin and garlic powder and stir for 30 seconds until fragrant.',
      'Whisk in the tomato paste and then the stock until smooth.',
      'Simmer for 10 minutes until slightly thickened and season with salt.',
    ],
  },
  {
    t: 'Toum', d: 'Lebanese whipped garlic sauce, white and fluffy, made from garlic, lemon and oil.',
    cuisine: 'middle-eastern', meal: 'side', s: 16, prep: 20, cook: 0, eq: 'food processor|jug',
    i: [[0.5, 'cup', 'garlic', 'peeled cloves, germs removed'], [1, 'tsp', 'salt'], [1, '', 'lemon', 'juiced'], [1.5, 'cup', 'oil', 'neutral'], [0.25, 'cup', 'water', 'iced']],
    steps: [
      'Process the garlic and salt for 1 minute, scraping down, until finely minced.',
      'With the motor running, add the oil a few drops at a time at first, alternating with a splash of lemon juice and iced water, until it turns white and fluffy.',
      'Keep going slowly until all the oil, lemon and water are in; this takes about 10 minutes and the sauce should be as thick as mayonnaise.',
      'Keeps 4 weeks in the fridge. Serve with chicken, grilled vegetables or in wraps.',
    ],
  },
  {
    t: 'Homemade Mayonnaise', d: 'Creamy mayonnaise whisked from egg yolk, mustard, lemon and oil.',
    cuisine: 'french', meal: 'side', s: 8, prep: 10, cook: 0, eq: 'bowl|whisk or stick blender',
    i: [[1, '', 'egg', 'yolk only, at room temperature'], [1, 'tsp', 'mustard'], [1, 'tbsp', 'lemon', 'juice'], [0.75, 'cup', 'oil', 'neutral'], [null, '', 'salt']],
    steps: [
      'Whisk the egg yolk, mustard, half the lemon juice and a pinch of salt in a bowl set on a damp cloth.',
      'Add the oil drop by drop, whisking constantly, until it starts to thicken, then in a thin stream.',
      'Whisk in the rest of the lemon juice and season. Keep in the fridge and use within 3 days.',
    ],
  },
  {
    t: 'Garlic Aioli', d: 'A pungent garlic mayonnaise made with olive oil, for chips, fish and sandwiches.',
    cuisine: 'spanish', meal: 'side', s: 8, prep: 15, cook: 0, eq: 'mortar and pestle or bowl|whisk',
    i: [[3, 'clove', 'garlic'], [1, '', 'egg', 'yolk only'], [1, '', 'lemon', 'juiced'], [0.75, 'cup', 'olive-oil', 'light'], [null, '', 'salt']],
    steps: [
      'Crush the garlic with a pinch of salt to a smooth paste.',
      'Whisk in the egg yolk and a squeeze of the lemon juice.',
      'Whisk in the olive oil drop by drop until thick, then in a thin stream, adding more lemon juice to loosen. Season and chill.',
    ],
  },
  {
    t: 'Tartar Sauce', d: 'Mayonnaise with capers, lemon and herbs, for fish and chips and fish cakes.',
    cuisine: 'british', meal: 'side', s: 6, prep: 5, cook: 0, eq: 'bowl',
    i: [[0.75, 'cup', 'mayonnaise'], [2, 'tbsp', 'caper', 'chopped'], [1, '', 'lemon', 'juiced'], [2, 'tbsp', 'parsley', 'chopped'], [1, 'tbsp', '?dill', 'chopped'], [1, '', '?shallot', 'finely chopped']],
    steps: [
      'Mix the mayonnaise with the capers, shallot, parsley and dill.',
      'Add lemon juice to taste and season with pepper. Chill until needed; best made the same day.',
    ],
  },
  {
    t: 'Salted Caramel Sauce', d: 'A silky caramel sauce of sugar, butter and cream for ice cream, cakes and apples.',
    cuisine: 'french', meal: 'dessert', s: 10, prep: 2, cook: 12, eq: 'heavy saucepan|whisk|jar',
    i: [[1, 'cup', 'sugar'], [85, 'g', 'butter', 'cubed'], [0.5, 'cup', 'cream', 'warm'], [1, 'tsp', 'salt', 'flaky']],
    steps: [
      'Heat the sugar in a heavy saucepan over medium heat, stirring with a whisk as it melts, until it is a deep amber liquid.',
      'Add the butter all at once (it will foam up) and whisk until melted.',
      'Take off the heat and slowly whisk in the warm cream, then boil for 1 minute.',
      'Stir in the salt and cool. It thickens as it cools; warm it to pour. Keeps 2 weeks in the fridge.',
    ],
  },
  {
    t: 'Pantry Chocolate Sauce', d: 'A glossy pouring chocolate sauce made with cocoa powder, no bar of chocolate needed.',
    cuisine: 'american', meal: 'dessert', s: 8, prep: 2, cook: 6, eq: 'small saucepan|whisk',
    i: [[0.5, 'cup', 'cocoa'], [0.75, 'cup', 'sugar'], [0.75, 'cup', 'water'], [1, 'tsp', 'vanilla'], [1, 'pinch', 'salt']],
    steps: [
      'Whisk the cocoa, sugar and salt in a small saucepan, then whisk in the water until smooth.',
      'Bring to the boil and simmer for 3 to 4 minutes, whisking, until slightly thickened.',
      'Take off the heat and stir in the vanilla. Serve warm over ice cream or pancakes; keeps 3 weeks in the fridge.',
    ],
  },
  {
    t: 'Chocolate Ganache', d: 'Dark chocolate melted into hot cream: a glaze, a filling or whipped frosting.',
    cuisine: 'french', meal: 'dessert', s: 8, prep: 5, cook: 3, eq: 'small saucepan|heatproof bowl|spatula',
    i: [[200, 'g', 'chocolate', 'dark, finely chopped'], [1, 'cup', 'cream'], [1, 'tbsp', '?butter']],
    steps: [
      'Put the chocolate in a heatproof bowl.',
      'Heat the cream until just steaming and pour it over the chocolate. Leave for 2 minutes.',
      'Stir from the middle outwards until smooth and glossy, then stir in the butter for extra shine.',
      'Pour warm as a glaze, cool for 1 hour to spread, or chill and whip into a fluffy frosting.',
    ],
  },
  {
    t: 'Vanilla Custard', d: 'Proper pouring custard, crème anglaise, thickened with egg yolks.',
    cuisine: 'british', meal: 'dessert', s: 6, prep: 5, cook: 10, eq: 'saucepan|bowl|whisk|sieve',
    i: [[2, 'cup', 'milk', 'or half cream'], [4, '', 'egg', 'yolks only'], [0.25, 'cup', 'sugar'], [1, 'tsp', 'vanilla'], [2, 'tsp', '?cornstarch', 'for insurance']],
    steps: [
      'Heat the milk in a saucepan until steaming.',
      'Whisk the egg yolks, sugar and cornstarch in a bowl, then pour in the hot milk slowly, whisking.',
      'Return to the pan and stir over low heat for 5 to 6 minutes, without boiling, until it coats the back of a spoon.',
      'Strain, stir in the vanilla and serve warm or cold.',
    ],
  },
  {
    t: 'Mixed Berry Compote', d: 'Warm, jammy berries for pancakes, porridge, yogurt or cheesecake.',
    cuisine: 'international', meal: 'side', s: 4, prep: 2, cook: 10, eq: 'small saucepan',
    i: [[2, 'cup', 'berry', 'fresh or frozen'], [2, 'tbsp', 'sugar'], [1, 'tsp', 'lemon', 'juice']],
    steps: [
      'Put the berries, sugar and lemon juice in a small saucepan.',
      'Simmer for 8 to 10 minutes, stirring now and then, until the fruit has softened and the juice turns syrupy.',
      'Serve warm or cold. Keeps 5 days in the fridge.',
    ],
  },
  {
    t: 'Homemade Applesauce', d: 'Soft, lightly spiced apple purée for pork, pancakes or eating from the jar.',
    cuisine: 'american', meal: 'side', s: 6, prep: 10, cook: 20, eq: 'saucepan with lid|masher',
    i: [[1, 'kg', 'apple', 'peeled, cored and chopped'], [0.5, 'cup', 'water'], [2, 'tbsp', '?sugar'], [0.5, 'tsp', '?cinnamon'], [1, 'tsp', '?lemon', 'juice']],
    steps: [
      'Put the apples and water in a saucepan, cover and cook over medium-low heat for 15 to 20 minutes, stirring now and then, until completely soft.',
      'Mash smooth or leave chunky, and stir in sugar, cinnamon and lemon juice to taste.',
      'Cool and keep in the fridge for up to a week, or freeze.',
    ],
  },
  {
    t: 'Lemon Curd', d: 'A tangy, silky spread of lemon, sugar, eggs and butter for toast, tarts and cakes.',
    cuisine: 'british', meal: 'side', s: 10, prep: 10, cook: 12, eq: 'heatproof bowl|saucepan|whisk|sieve|jars',
    i: [[3, '', 'lemon', 'zest and juice'], [0.75, 'cup', 'sugar'], [3, '', 'egg'], [85, 'g', 'butter', 'cubed']],
    steps: [
      'Put the lemon zest and juice, sugar, eggs and butter in a heatproof bowl over a pan of barely simmering water.',
      'Whisk constantly for 10 to 12 minutes until thick enough to coat the back of a spoon.',
      'Strain into clean jars and cool; it thickens more as it chills. Keeps 2 weeks in the fridge.',
    ],
  },
  {
    t: 'Sweetened Whipped Cream', d: 'Soft clouds of cream lightly sweetened with vanilla, for cakes, pies and fruit.',
    cuisine: 'international', meal: 'dessert', s: 6, prep: 5, cook: 0, eq: 'chilled bowl|whisk or electric whisk',
    i: [[1, 'cup', 'cream', 'well chilled'], [1, 'tbsp', '?powdered-sugar'], [0.5, 'tsp', '?vanilla']],
    steps: [
      'Pour the cream into a chilled bowl and add the powdered sugar and vanilla.',
      'Whisk until it holds soft peaks that just flop over; stop early, as over-whipped cream turns grainy.',
      'Use straight away or chill for up to 2 hours and whisk briefly again.',
    ],
  },
  {
    t: 'Vanilla Buttercream', d: 'A fluffy American buttercream for cupcakes, layer cakes and cookies.',
    cuisine: 'american', meal: 'dessert', s: 12, prep: 10, cook: 0, eq: 'bowl|electric whisk|sieve',
    i: [[225, 'g', 'butter', 'soft'], [3, 'cup', 'powdered-sugar', 'sifted'], [2, 'tsp', 'vanilla'], [3, 'tbsp', 'milk'], [1, 'pinch', 'salt']],
    steps: [
      'Beat the butter for 3 minutes until very pale and creamy.',
      'Beat in the powdered sugar a cup at a time on low speed.',
      'Add the vanilla, milk and salt and beat on high for 2 to 3 minutes until fluffy. Add more milk for a softer frosting.',
    ],
  },
  {
    t: 'Cream Cheese Frosting', d: 'Tangy, creamy frosting for carrot cake, red velvet and cinnamon rolls.',
    cuisine: 'american', meal: 'dessert', s: 12, prep: 10, cook: 0, eq: 'bowl|electric whisk',
    i: [[225, 'g', 'cream-cheese', 'cold'], [85, 'g', 'butter', 'soft'], [2, 'cup', 'powdered-sugar'], [1, 'tsp', 'vanilla']],
    steps: [
      'Beat the butter until smooth, then beat in the powdered sugar and vanilla.',
      'Add the cold cream cheese and beat briefly, just until smooth; over-beating makes it runny.',
      'Chill for 30 minutes if it is too soft to spread.',
    ],
  },
  {
    t: 'Lemon Vinaigrette', d: 'A bright everyday dressing of lemon and olive oil, with mustard and honey if you have them.',
    cuisine: 'mediterranean', meal: 'side', s: 6, prep: 5, cook: 0, eq: 'jar with lid',
    i: [[1, '', 'lemon', 'juiced'], [0.33, 'cup', 'olive-oil'], [1, 'tsp', '?mustard'], [1, 'tsp', '?honey'], [1, 'clove', '?garlic', 'grated'], [null, '', 'salt'], [null, '', 'black-pepper']],
    steps: [
      'Put the lemon juice, mustard, honey, garlic and a good pinch of salt and pepper in a jar and shake to dissolve the salt.',
      'Add the olive oil and shake hard until thick and emulsified. Taste on a leaf and adjust. Keeps a week in the fridge.',
    ],
  },
  {
    t: 'Balsamic Vinaigrette', d: 'A classic sweet-sharp dressing of balsamic vinegar, mustard and olive oil.',
    cuisine: 'italian', meal: 'side', s: 6, prep: 5, cook: 0, eq: 'jar with lid',
    i: [[3, 'tbsp', 'balsamic-vinegar'], [1, 'tsp', 'mustard'], [0.5, 'cup', 'olive-oil'], [1, 'tsp', '?honey'], [1, '', '?shallot', 'very finely chopped'], [null, '', 'salt'], [null, '', 'black-pepper']],
    steps: [
      'Shake the balsamic vinegar, mustard, honey, shallot, salt and pepper in a jar.',
      'Add the olive oil and shake again until emulsified. Shake before each use.',
    ],
  },
  {
    t: 'Creamy Ranch Dressing', d: 'Herby buttermilk ranch with garlic, dill and chives, for salads, wings and dipping.',
    cuisine: 'american', meal: 'side', s: 8, prep: 10, cook: 0, eq: 'bowl|whisk',
    i: [[0.5, 'cup', 'mayonnaise'], [0.5, 'cup', 'sour-cream'], [0.5, 'cup', 'buttermilk', 'or milk with a squeeze of lemon'], [1, 'clove', 'garlic', 'grated'], [1, 'tbsp', 'dill', 'chopped'], [2, 'tbsp', 'chive', 'snipped'], [1, 'tbsp', '?parsley', 'chopped'], [null, '', 'salt'], [null, '', 'black-pepper']],
    steps: [
      'Whisk the mayonnaise, sour cream and buttermilk until smooth.',
      'Stir in the garlic, dill, chives and parsley and season with salt and plenty of pepper.',
      'Chill for 30 minutes to thicken. Keeps 5 days in the fridge.',
    ],
  },
  {
    t: 'Caesar Dressing', d: 'A creamy, savoury dressing with anchovy, garlic, lemon and parmesan.',
    cuisine: 'american', meal: 'side', s: 6, prep: 10, cook: 0, eq: 'bowl|whisk|grater',
    i: [[0.5, 'cup', 'mayonnaise'], [2, '', 'anchovy', 'mashed'], [1, 'clove', 'garlic', 'grated'], [1, '', 'lemon', 'juiced'], [30, 'g', 'parmesan', 'finely grated'], [1, 'tsp', '?worcestershire-sauce'], [2, 'tbsp', 'olive-oil'], [null, '', 'black-pepper']],
    steps: [
      'Mash the anchovies and garlic together to a paste in a bowl.',
      'Whisk in the mayonnaise, lemon juice, Worcestershire sauce and olive oil.',
      'Stir in the parmesan and plenty of black pepper, and loosen with a spoon of water if thick.',
    ],
  },
  {
    t: 'Lemon Tahini Dressing', d: 'Nutty, creamy tahini thinned with lemon and water, for falafel, bowls and roast vegetables.',
    cuisine: 'middle-eastern', meal: 'side', s: 6, prep: 5, cook: 0, eq: 'bowl|whisk',
    i: [[0.33, 'cup', 'tahini'], [1, '', 'lemon', 'juiced'], [1, 'clove', 'garlic', 'grated'], [0.25, 'cup', 'water', 'cold'], [null, '', 'salt']],
    steps: [
      'Whisk the tahini with the lemon juice, garlic and a pinch of salt; it will seize and thicken.',
      'Whisk in the cold water a spoonful at a time until smooth, pale and pourable.',
    ],
  },
  {
    t: 'Sesame Ginger Dressing', d: 'A savoury Asian-style dressing for noodles, slaws and rice bowls.',
    cuisine: 'japanese', meal: 'side', s: 6, prep: 5, cook: 0, eq: 'jar with lid|grater',
    i: [[3, 'tbsp', 'rice-vinegar'], [2, 'tbsp', 'soy-sauce'], [1, 'tbsp', 'sesame-oil'], [1, 'tbsp', 'ginger', 'grated'], [1, 'tbsp', 'honey'], [3, 'tbsp', 'oil', 'neutral'], [1, 'tsp', '?sesame-seed']],
    steps: [
      'Put the rice vinegar, soy sauce, sesame oil, ginger and honey in a jar and shake.',
      'Add the oil and sesame seeds and shake again until combined.',
    ],
  },
  {
    t: 'Honey Mustard Dressing', d: 'Sweet, tangy and creamy: for salads, chicken tenders and pretzels.',
    cuisine: 'american', meal: 'side', s: 6, prep: 5, cook: 0, eq: 'bowl|whisk',
    i: [[3, 'tbsp', 'honey'], [3, 'tbsp', 'mustard', 'dijon'], [2, 'tbsp', 'apple-cider-vinegar'], [0.25, 'cup', 'oil'], [2, 'tbsp', '?mayonnaise'], [null, '', 'salt']],
    steps: [
      'Whisk the honey, mustard, vinegar and mayonnaise (for a creamier dressing) together with a pinch of salt.',
      'Whisk in the oil in a thin stream until thick.',
    ],
  },
  {
    t: 'Miso Dressing', d: 'A salty-sweet miso and rice vinegar dressing for greens, aubergine and salmon.',
    cuisine: 'japanese', meal: 'side', s: 6, prep: 5, cook: 0, eq: 'bowl|whisk',
    i: [[2, 'tbsp', 'miso', 'white'], [2, 'tbsp', 'rice-vinegar'], [1, 'tbsp', 'honey', 'or sugar'], [3, 'tbsp', 'oil'], [1, 'tsp', '?ginger', 'grated'], [1, 'tbsp', 'water']],
    steps: [
      'Whisk the miso with the rice vinegar, honey, ginger and water until smooth.',
      'Whisk in the oil until emulsified.',
    ],
  },
  {
    t: 'Cilantro Lime Dressing', d: 'A zingy green dressing for taco salads, bowls and grilled corn.',
    cuisine: 'mexican', meal: 'side', s: 6, prep: 5, cook: 0, eq: 'blender',
    i: [[1, 'cup', 'cilantro', 'leaves and soft stems'], [2, '', 'lime', 'juiced'], [0.33, 'cup', 'olive-oil'], [1, 'clove', '?garlic'], [1, 'tsp', '?honey'], [0.25, 'cup', '?greek-yogurt', 'for a creamy version'], [null, '', 'salt']],
    steps: [
      'Put the cilantro, lime juice, garlic, honey and a good pinch of salt in a blender.',
      'Blend, pouring in the olive oil, until smooth. Blend in the yogurt if you want it creamy. Keeps 3 days.',
    ],
  },
  {
    t: 'Burger Sauce', d: 'Tangy pink diner sauce for burgers, fries and sandwiches.',
    cuisine: 'american', meal: 'side', s: 6, prep: 5, cook: 0, eq: 'bowl',
    i: [[0.5, 'cup', 'mayonnaise'], [2, 'tbsp', 'ketchup'], [1, 'tbsp', 'mustard'], [1, 'tsp', '?paprika'], [0.5, 'tsp', '?garlic-powder'], [1, 'tsp', '?vinegar']],
    steps: [
      'Stir the mayonnaise, ketchup, mustard, paprika, garlic powder and vinegar together.',
      'Chill for 15 minutes so the flavours come together. Keeps a week in the fridge.',
    ],
  },
  {
    t: 'Homemade Pizza Dough', d: 'A chewy, crisp-bottomed dough for two large pizzas, with an overnight option.',
    cuisine: 'italian', meal: 'side', s: 4, prep: 15, cook: 0, eq: 'large bowl|clean tea towel',
    i: [[3.5, 'cup', 'flour', 'bread or 00 flour if you have it'], [1.5, 'tsp', 'yeast'], [1.5, 'tsp', 'salt'], [1, 'tsp', '?sugar'], [1.33, 'cup', 'water', 'lukewarm'], [2, 'tbsp', 'olive-oil']],
    steps: [
      'Mix the flour, yeast, salt and sugar, then add the water and olive oil and stir to a shaggy dough.',
      'Knead for 8 to 10 minutes until smooth and elastic. Put in an oiled bowl, cover and leave to rise for 1½ hours until doubled (or 24 to 48 hours in the fridge for more flavour).',
      'Divide in two, shape into balls and rest for 20 minutes before stretching and topping.',
    ],
  },
  {
    t: 'Shortcrust Pastry', d: 'Crisp, buttery pastry for pies, tarts and quiches, by hand in ten minutes.',
    cuisine: 'british', meal: 'side', s: 8, prep: 15, cook: 0, eq: 'bowl|cling film',
    i: [[2, 'cup', 'flour'], [125, 'g', 'butter', 'cold, cubed'], [4, 'tbsp', 'water', 'iced'], [1, 'pinch', 'salt'], [1, '', '?egg', 'yolk, for a richer pastry']],
    steps: [
      'Rub the butter into the flour and salt with your fingertips until it looks like fine breadcrumbs.',
      'Stir in the egg yolk (if using) and enough iced water, a spoonful at a time, to bring it together into a dough.',
      'Flatten into a disc, wrap and chill for 30 minutes before rolling. This makes enough to line a 23 cm tin.',
    ],
  },
  {
    t: 'Sweet Tart Pastry', d: 'Pâte sucrée: a crisp, cookie-like sweet pastry for fruit tarts and custard tarts.',
    cuisine: 'french', meal: 'dessert', s: 8, prep: 15, cook: 25, eq: 'bowl|rolling pin|23 cm tart tin|baking beans',
    i: [[1.5, 'cup', 'flour'], [100, 'g', 'butter', 'cold, cubed'], [0.33, 'cup', 'powdered-sugar'], [1, '', 'egg'], [1, 'pinch', 'salt']],
    steps: [
      'Rub the butter into the flour, powdered sugar and salt until sandy, then add the egg and bring together into a dough. Wrap and chill for 1 hour.',
      'Roll out between sheets of baking paper and line the tart tin. Chill for 20 minutes. Heat the oven to 180°C.',
      'Line with paper and baking beans and bake for 15 minutes, then remove the beans and bake 8 to 10 minutes more until golden. Cool before filling.',
    ],
  },
  {
    t: 'Fresh Egg Pasta', d: 'Silky fresh pasta from flour and eggs, rolled by hand or machine.',
    cuisine: 'italian', meal: 'side', s: 4, prep: 60, cook: 3, eq: 'board|fork|rolling pin or pasta machine|large pot',
    i: [[2, 'cup', 'flour', '00 flour if you have it'], [3, '', 'egg'], [1, 'pinch', 'salt']],
    steps: [
      'Heap the flour on a board, make a well and crack in the eggs with the salt. Beat with a fork, drawing in the flour, until a shaggy dough forms.',
      'Knead for 8 to 10 minutes until smooth and silky, wrap and rest for 30 minutes.',
      'Roll out very thinly, in batches, and cut into ribbons. Dust with flour.',
      'Cook in plenty of salted boiling water for 2 to 3 minutes until tender.',
    ],
  },
  {
    t: 'Potato Gnocchi', d: 'Light little potato dumplings to toss with butter and sage or tomato sauce.',
    cuisine: 'italian', meal: 'dinner', s: 4, prep: 40, cook: 60, eq: 'baking tray|potato ricer or masher|board|large pot|slotted spoon',
    i: [[1, 'kg', 'potato', 'floury'], [1.25, 'cup', 'flour'], [1, '', 'egg', 'yolk only'], [1, 'tsp', 'salt'], [30, 'g', '?parmesan', 'grated, to serve']],
    steps: [
      'Bake the potatoes whole at 200°C for about 1 hour until tender. While hot, scoop out the flesh and press it through a ricer or mash until smooth. Cool for 10 minutes.',
      'Add the flour, egg yolk and salt and knead gently, just until a soft dough forms.',
      'Roll into ropes 2 cm thick and cut into 2 cm pieces.',
      'Cook in salted boiling water in batches; when they float, give them 30 seconds more and lift out. Toss with your sauce and parmesan.',
    ],
  },
  {
    t: 'Herb Dumplings for Stew', d: 'Fluffy little dumplings steamed on top of a stew or soup.',
    cuisine: 'british', meal: 'side', s: 4, prep: 10, cook: 20, eq: 'bowl|pot of simmering stew with lid',
    i: [[1, 'cup', 'flour'], [1.5, 'tsp', 'baking-powder'], [50, 'g', 'butter', 'cold'], [0.33, 'cup', 'milk'], [1, 'tbsp', '?parsley', 'chopped'], [1, 'tsp', '?thyme'], [1, 'pinch', 'salt']],
    steps: [
      'Rub the butter into the flour, baking powder and salt, then stir in the parsley and thyme.',
      'Add the milk and mix to a soft, sticky dough. Roll into 8 balls with floured hands.',
      'Sit them on top of a gently simmering stew, cover and cook for 18 to 20 minutes without lifting the lid, until risen and fluffy.',
    ],
  },
  {
    t: 'Garlic Parsley Butter', d: 'A log of butter with garlic and parsley for steak, bread, corn and fish.',
    cuisine: 'french', meal: 'side', s: 8, prep: 10, cook: 0, eq: 'bowl|fork|baking paper',
    i: [[115, 'g', 'butter', 'soft'], [2, 'clove', 'garlic', 'crushed'], [2, 'tbsp', 'parsley', 'finely chopped'], [1, 'tsp', '?lemon', 'juice'], [null, '', 'salt']],
    steps: [
      'Mash the butter with the garlic, parsley, lemon juice and a pinch of salt until evenly mixed.',
      'Spoon onto baking paper, roll into a log and twist the ends. Chill until firm, then slice as needed. Keeps 2 weeks in the fridge or 3 months frozen.',
    ],
  },
  {
    t: 'Whipped Honey Butter', d: 'Light, sweet butter whipped with honey for cornbread, biscuits and toast.',
    cuisine: 'southern-us', meal: 'side', s: 8, prep: 5, cook: 0, eq: 'bowl|electric whisk',
    i: [[115, 'g', 'butter', 'soft'], [3, 'tbsp', 'honey'], [0.25, 'tsp', '?cinnamon'], [1, 'pinch', 'salt']],
    steps: [
      'Beat the butter for 2 minutes until pale.',
      'Add the honey, cinnamon and salt and beat until light and fluffy. Keep in the fridge and soften before serving.',
    ],
  },
  {
    t: 'Slow-Roasted Garlic', d: 'Whole heads of garlic roasted until soft, sweet and spreadable.',
    cuisine: 'international', meal: 'side', s: 4, prep: 5, cook: 45, eq: 'foil|baking tray',
    i: [[4, 'head', 'garlic'], [2, 'tbsp', 'olive-oil'], [null, '', 'salt'], [2, 'sprig', '?thyme']],
    steps: [
      'Heat the oven to 200°C. Slice the tops off the garlic heads to expose the cloves.',
      'Set them on foil, drizzle with olive oil, sprinkle with salt, add the thyme and wrap loosely.',
      'Roast for 40 to 45 minutes until the cloves are golden and soft. Squeeze out onto bread, into mash or into dressings.',
    ],
  },
  {
    t: 'Caramelized Onions', d: 'Onions cooked low and slow until deep brown, sweet and jammy.',
    cuisine: 'french', meal: 'side', s: 6, prep: 10, cook: 50, eq: 'wide heavy frying pan|wooden spoon',
    i: [[1, 'kg', 'onion', 'thinly sliced'], [3, 'tbsp', 'oil'], [2, 'tbsp', '?butter'], [1, 'tsp', 'salt'], [1, 'tbsp', '?balsamic-vinegar']],
    steps: [
      'Heat the oil and butter in a wide heavy frying pan over medium heat and add the onions and salt.',
      'Cook, stirring every few minutes, for 45 to 50 minutes, turning the heat down as they colour. If they catch, add a splash of water and scrape up the brown bits.',
      'When they are deep golden brown and jammy, stir in the balsamic vinegar. Use on burgers, tarts, toast or in soup; keeps a week in the fridge.',
    ],
  },
  {
    t: 'Steakhouse Worcestershire Onions', d: 'Soft buttery onions glazed with Worcestershire sauce, piled on burgers and steaks.',
    cuisine: 'american', meal: 'side', s: 4, prep: 5, cook: 15, eq: 'frying pan',
    i: [[2, '', 'onion', 'sliced into rings'], [2, 'tbsp', 'butter'], [1, 'tbsp', 'worcestershire-sauce'], [null, '', 'black-pepper']],
    steps: [
      'Melt the butter in a frying pan over medium heat and cook the onions for 12 minutes, stirring, until soft and golden.',
      'Add the Worcestershire sauce and cook for 2 minutes until glossy. Season with black pepper and pile onto burgers or steak.',
    ],
  },
  {
    t: 'Garlic Croutons', d: 'Crunchy golden cubes of bread for salads and soups.',
    cuisine: 'french', meal: 'side', s: 4, prep: 5, cook: 15, eq: 'bowl|baking tray',
    i: [[4, 'slice', 'bread', 'a day old, cubed'], [3, 'tbsp', 'olive-oil'], [1, 'clove', '?garlic', 'crushed'], [1, 'tsp', '?italian-seasoning'], [null, '', 'salt']],
    steps: [
      'Heat the oven to 190°C.',
      'Toss the bread cubes with the olive oil, garlic, dried herbs and a pinch of salt.',
      'Spread on a baking tray and bake for 12 to 15 minutes, shaking once, until golden and crisp. Cool; keep in a jar for a week.',
    ],
  },
  {
    t: 'Pangrattato', d: 'Crisp garlicky breadcrumbs with lemon and parsley, the poor man\'s parmesan for pasta and vegetables.',
    cuisine: 'italian', meal: 'side', s: 4, prep: 5, cook: 6, eq: 'frying pan|grater',
    i: [[1, 'cup', 'breadcrumb', 'coarse, fresh or dried'], [3, 'tbsp', 'olive-oil'], [1, 'clove', 'garlic', 'crushed'], [1, '', '?lemon', 'zested'], [1, 'tbsp', '?parsley', 'chopped'], [1, 'pinch', '?chili-flake']],
    steps: [
      'Warm the olive oil in a frying pan with the garlic over medium heat.',
      'Add the breadcrumbs and chili flakes and fry, stirring, for 4 to 5 minutes until golden and crisp.',
      'Tip into a bowl and stir in the lemon zest, parsley and a pinch of salt. Scatter over pasta or roast vegetables.',
    ],
  },
  {
    t: 'Gremolata', d: 'A fresh Italian garnish of parsley, lemon zest and garlic for stews, fish and roast meat.',
    cuisine: 'italian', meal: 'side', s: 4, prep: 5, cook: 0, eq: 'knife and board|grater',
    i: [[1, 'cup', 'parsley', 'leaves'], [1, '', 'lemon', 'zested'], [1, 'clove', 'garlic'], [2, 'tbsp', 'olive-oil']],
    steps: [
      'Chop the parsley finely with the garlic on a board.',
      'Grate over the lemon zest, chop everything together once more and stir in the olive oil so it clings.',
      'Scatter over osso buco, stews, grilled fish or beans just before serving.',
    ],
  },
  {
    t: 'Persillade', d: 'A French mince of parsley and garlic, warmed in olive oil to finish potatoes, mushrooms and steak.',
    cuisine: 'french', meal: 'side', s: 4, prep: 5, cook: 1, eq: 'knife and board|small pan',
    i: [[1, 'cup', 'parsley', 'leaves'], [3, 'clove', 'garlic'], [3, 'tbsp', 'olive-oil'], [null, '', 'salt']],
    steps: [
      'Chop the parsley and garlic together very finely.',
      'Warm the olive oil in a small pan, stir in the parsley and garlic with a pinch of salt and take off the heat after 30 seconds, before the garlic colours.',
      'Spoon over sautéed potatoes, mushrooms, prawns or steak.',
    ],
  },
  {
    t: 'Quick Pickled Cucumbers', d: 'Crunchy sweet-sour refrigerator pickles ready in an hour.',
    cuisine: 'international', meal: 'side', s: 6, prep: 10, cook: 3, eq: 'jar|small saucepan',
    i: [[2, '', 'cucumber', 'thinly sliced'], [0.75, 'cup', 'vinegar', 'white or cider'], [0.5, 'cup', 'water'], [3, 'tbsp', 'sugar'], [1, 'tsp', 'salt'], [1, 'tbsp', '?dill'], [1, 'tsp', '?mustard-seed']],
    steps: [
      'Pack the cucumbers into a jar with the dill and mustard seeds.',
      'Heat the vinegar, water, sugar and salt until dissolved and pour over the cucumbers.',
      'Cool, close and chill for at least 1 hour. Keeps 2 weeks in the fridge.',
    ],
  },
  {
    t: 'Pickled Jalapeños', d: 'Tangy, crunchy pickled jalapeño slices for tacos, nachos and burgers.',
    cuisine: 'mexican', meal: 'side', s: 8, prep: 10, cook: 3, eq: 'jar|small saucepan',
    i: [[8, '', 'jalapeno', 'sliced into rings'], [1, 'cup', 'vinegar'], [1, 'cup', 'water'], [2, 'tbsp', 'sugar'], [1, 'tbsp', 'salt'], [2, 'clove', '?garlic', 'smashed'], [0.5, 'tsp', '?oregano']],
    steps: [
      'Pack the jalapeños and garlic into a jar with the oregano.',
      'Bring the vinegar, water, sugar and salt to the boil and pour over the peppers.',
      'Cool, then chill for at least 1 hour before using. They keep 1 month in the fridge.',
    ],
  },
  {
    t: 'Sichuan-Style Chili Oil', d: 'Fragrant red chili oil with garlic and sesame, for noodles, dumplings and eggs.',
    cuisine: 'chinese', meal: 'side', s: 16, prep: 10, cook: 10, eq: 'small saucepan|heatproof bowl|thermometer',
    i: [[0.33, 'cup', 'chili-flake'], [1, 'cup', 'oil', 'neutral'], [4, 'clove', 'garlic', 'minced'], [1, 'tbsp', '?sesame-seed'], [1, '', '?star-anise'], [1, '', '?cinnamon', 'stick'], [1, 'tsp', 'salt']],
    steps: [
      'Put the chili flakes, sesame seeds and salt in a heatproof bowl.',
      'Heat the oil in a small saucepan with the garlic, star anise and cinnamon stick over medium-low heat for 8 to 10 minutes, until the garlic is golden and the oil reaches about 120°C.',
      'Pick out the whole spices and pour the hot oil over the chili, which will sizzle. Stir and cool.',
      'Keep in a jar; stir before using. Keeps a month in the fridge.',
    ],
  },
  {
    t: 'Ginger Scallion Sauce', d: 'A Cantonese relish of spring onion and ginger under hot oil, for chicken, noodles and rice.',
    cuisine: 'chinese', meal: 'side', s: 6, prep: 10, cook: 3, eq: 'heatproof bowl|small saucepan',
    i: [[6, '', 'spring-onion', 'very finely sliced'], [2, 'tbsp', 'ginger', 'finely grated'], [0.33, 'cup', 'oil', 'neutral'], [1, 'tsp', 'salt'], [1, 'tsp', '?soy-sauce']],
    steps: [
      'Mix the spring onions, ginger and salt in a heatproof bowl.',
      'Heat the oil in a small pan until just smoking and pour it over; it will sizzle fiercely.',
      'Stir, add the soy sauce if using, and leave to cool. Keeps 3 days in the fridge.',
    ],
  },
  {
    t: 'Homemade Harissa', d: 'A smoky, fiery North African chili paste with roasted pepper, garlic and spices.',
    cuisine: 'north-african', meal: 'side', s: 10, prep: 15, cook: 20, eq: 'baking tray|dry frying pan|blender',
    i: [[1, '', 'red-bell-pepper'], [4, '', 'chili-pepper', 'red'], [3, 'clove', 'garlic'], [1, 'tsp', 'cumin', 'seeds'], [1, 'tsp', 'ground-coriander'], [1, 'tsp', '?smoked-paprika'], [1, 'tbsp', 'lemon', 'juice'], [0.25, 'cup', 'olive-oil'], [null, '', 'salt']],
    steps: [
      'Roast the red pepper and chilies at 220°C for 20 minutes until blackened in patches. Cover, cool, then peel and seed them.',
      'Toast the cumin seeds in a dry frying pan for 1 minute.',
      'Blend the peppers, chilies, garlic, cumin, coriander, smoked paprika, lemon juice and a good pinch of salt, pouring in the olive oil, to a thick paste.',
      'Spoon into a jar, cover with a little more oil and keep for 2 weeks in the fridge.',
    ],
  },
  {
    t: 'Spanish Sofrito', d: 'The slow-cooked base of onion, garlic and tomato in olive oil that starts paella and stews.',
    cuisine: 'spanish', meal: 'side', s: 6, prep: 10, cook: 40, eq: 'wide frying pan|grater',
    i: [[2, '', 'onion', 'finely chopped'], [4, 'clove', 'garlic', 'finely chopped'], [0.33, 'cup', 'olive-oil'], [3, '', 'tomato', 'grated'], [1, '', '?green-bell-pepper', 'finely chopped'], [1, 'tsp', '?smoked-paprika'], [null, '', 'salt']],
    steps: [
      'Warm the olive oil in a wide pan over low heat and cook the onions and green pepper with a pinch of salt for 15 minutes until very soft.',
      'Add the garlic and cook for 2 minutes.',
      'Add the grated tomatoes and paprika and cook slowly for 20 minutes, stirring now and then, until dark, thick and jammy.',
      'Use as the base of rice, bean and fish dishes. Keeps 5 days in the fridge or freeze in portions.',
    ],
  },
  {
    t: 'Roasted Tomato Salsa', d: 'A smoky blended salsa of charred tomatoes, onion, garlic and jalapeño.',
    cuisine: 'mexican', meal: 'snack', s: 6, prep: 10, cook: 15, eq: 'baking tray|blender',
    i: [[4, '', 'tomato'], [0.5, '', 'onion', 'in wedges'], [2, 'clove', 'garlic', 'unpeeled'], [1, '', 'jalapeno'], [1, 'handful', 'cilantro'], [1, '', '?lime', 'juiced'], [null, '', 'salt']],
    steps: [
      'Heat the grill to high. Grill the tomatoes, onion, garlic and jalapeño on a tray for 12 to 15 minutes, turning, until blackened in spots.',
      'Peel the garlic and pull the stem off the jalapeño.',
      'Blend everything with the cilantro, lime juice and a good pinch of salt to a chunky salsa. Serve with chips or tacos.',
    ],
  },
  {
    t: 'Sweet Mango Chutney', d: 'A spiced, jammy mango chutney for curries, cheese and sandwiches.',
    cuisine: 'indian', meal: 'side', s: 12, prep: 15, cook: 40, eq: 'heavy saucepan|jars',
    i: [[3, '', 'mango', 'firm, peeled and diced'], [0.75, 'cup', 'sugar'], [0.5, 'cup', 'apple-cider-vinegar'], [1, 'tbsp', 'ginger', 'grated'], [1, 'clove', 'garlic', 'grated'], [1, 'tsp', '?chili-flake'], [0.5, 'tsp', '?cardamom', 'ground'], [1, 'tsp', 'salt']],
    steps: [
      'Put the mango, sugar, vinegar, ginger, garlic, chili flakes, cardamom and salt in a heavy saucepan.',
      'Bring to the boil, stirring until the sugar dissolves, then simmer for 35 to 40 minutes, stirring more often as it thickens, until jammy.',
      'Spoon into clean jars and cool. Keeps a month in the fridge.',
    ],
  },
  {
    t: 'British Mint Sauce', d: 'A sharp, sweet sauce of fresh mint and vinegar for roast lamb.',
    cuisine: 'british', meal: 'side', s: 4, prep: 10, cook: 0, eq: 'knife and board|kettle|small bowl',
    i: [[1, 'bunch', 'mint', 'leaves picked'], [2, 'tbsp', 'sugar'], [3, 'tbsp', 'vinegar', 'malt or white wine'], [3, 'tbsp', 'water', 'boiling'], [1, 'pinch', 'salt']],
    steps: [
      'Chop the mint leaves finely with the sugar and salt (the sugar helps it chop).',
      'Scrape into a small bowl, pour over the boiling water and stir to dissolve the sugar.',
      'Stir in the vinegar and leave for 30 minutes before serving with lamb.',
    ],
  },
  {
    t: 'Nước Chấm', d: 'Vietnam\'s sweet, sour, salty dipping sauce for spring rolls, noodles and grilled meat.',
    cuisine: 'vietnamese', meal: 'side', s: 6, prep: 5, cook: 0, eq: 'bowl|whisk',
    i: [[3, 'tbsp', 'fish-sauce'], [2, '', 'lime', 'juiced'], [3, 'tbsp', 'sugar'], [0.5, 'cup', 'water', 'warm'], [1, 'clove', 'garlic', 'minced'], [1, '', '?chili-pepper', 'finely sliced']],
    steps: [
      'Stir the sugar into the warm water until dissolved.',
      'Add the fish sauce, lime juice, garlic and chili and taste: it should be balanced between sweet, sour and salty. Adjust with more lime or sugar.',
    ],
  },
  {
    t: 'Garlic Yogurt Sauce', d: 'Cool yogurt with garlic, lemon and mint, for kebabs, roast vegetables and rice.',
    cuisine: 'turkish', meal: 'side', s: 4, prep: 5, cook: 0, eq: 'bowl',
    i: [[1, 'cup', 'yogurt'], [1, 'clove', 'garlic', 'grated'], [1, 'tbsp', 'lemon', 'juice'], [1, 'tbsp', '?mint', 'chopped, or 1 tsp dried'], [1, 'tbsp', '?olive-oil'], [null, '', 'salt']],
    steps: [
      'Stir the garlic, lemon juice, mint and a pinch of salt into the yogurt.',
      'Leave for 10 minutes for the garlic to mellow and drizzle with olive oil before serving.',
    ],
  },
  {
    t: 'Cheddar and Onion Dip', d: 'A thick, tangy party dip of sour cream, sharp cheddar and onion.',
    cuisine: 'american', meal: 'snack', s: 6, prep: 10, cook: 0, eq: 'bowl|grater',
    i: [[1, 'cup', 'sour-cream'], [100, 'g', 'cheddar', 'finely grated'], [0.5, '', 'onion', 'very finely grated'], [1, 'tbsp', '?chive', 'snipped'], [null, '', 'black-pepper']],
    steps: [
      'Mix the sour cream with the cheddar and grated onion.',
      'Season with pepper, scatter with chives and chill for 30 minutes. Serve with crisps, crackers or raw vegetables.',
    ],
  },
  {
    t: 'Queso Dip', d: 'Smooth, melty Tex-Mex cheese dip with jalapeño, for tortilla chips.',
    cuisine: 'mexican', meal: 'snack', s: 6, prep: 5, cook: 10, eq: 'saucepan|whisk|grater',
    i: [[1, 'tbsp', 'butter'], [1, 'tbsp', 'flour'], [1, 'cup', 'milk'], [200, 'g', 'cheese', 'cheddar or monterey jack, grated'], [1, '', 'jalapeno', 'finely chopped'], [0.5, 'tsp', '?cumin'], [2, 'tbsp', '?salsa']],
    steps: [
      'Melt the butter in a saucepan, add the jalapeño and cook for 2 minutes, then stir in the flour for 1 minute.',
      'Whisk in the milk and simmer for 3 minutes until thickened.',
      'Take the pan off the heat and stir in the cheese a handful at a time until smooth. Add the cumin and salsa and serve warm with tortilla chips.',
    ],
  },
  {
    t: 'Homemade Ricotta', d: 'Soft, fresh ricotta from milk and lemon juice in under an hour.',
    cuisine: 'italian', meal: 'side', s: 4, prep: 5, cook: 10, eq: 'large saucepan|sieve|muslin or kitchen paper|thermometer',
    i: [[1, 'l', 'milk', 'whole'], [0.5, 'cup', '?cream'], [3, 'tbsp', 'lemon', 'juice'], [0.5, 'tsp', 'salt']],
    steps: [
      'Heat the milk, cream and salt in a large saucepan, stirring now and then, until it reaches 90°C and is steaming with small bubbles at the edge.',
      'Take off the heat, stir in the lemon juice gently once and leave for 5 minutes; curds will separate from the yellowish whey.',
      'Spoon the curds into a sieve lined with muslin and drain for 15 to 30 minutes, depending on how firm you like it. Keeps 4 days in the fridge.',
    ],
  },
  {
    t: 'Homemade Paneer', d: 'Firm, sliceable Indian fresh cheese made with milk and vinegar, pressed into a block.',
    cuisine: 'indian', meal: 'side', s: 4, prep: 10, cook: 15, eq: 'large saucepan|sieve|muslin|heavy weight',
    i: [[2, 'l', 'milk', 'whole'], [4, 'tbsp', 'vinegar', 'or lemon juice'], [0.25, 'cup', 'water']],
    steps: [
      'Bring the milk to a gentle boil in a large saucepan, stirring so it does not catch.',
      'Mix the vinegar with the water, turn off the heat and stir it in a little at a time until the milk splits into white curds and clear greenish whey.',
      'Pour into a muslin-lined sieve, rinse the curds with cold water, gather the cloth and squeeze out the whey.',
      'Flatten into a block, put a heavy weight on top and press for 1 hour. Cut into cubes for curries or frying.',
    ],
  },
  {
    t: 'Homemade Yogurt', d: 'Thick, mild plain yogurt from milk and a spoonful of live yogurt.',
    cuisine: 'international', meal: 'breakfast', s: 8, prep: 10, cook: 15, eq: 'heavy saucepan|thermometer|clean jars or a bowl|towel',
    i: [[1, 'l', 'milk', 'whole'], [2, 'tbsp', 'yogurt', 'plain, with live cultures']],
    steps: [
      'Heat the milk in a heavy saucepan, stirring, until it reaches 85°C. Cool to 43°C, warm to the touch.',
      'Stir a ladle of the warm milk into the yogurt, then stir that back into the pan.',
      'Pour into clean jars, wrap in a towel and leave somewhere warm (an oven with just the light on is ideal) for 8 to 12 hours until set.',
      'Chill for 4 hours. Keep 2 spoonfuls back to start the next batch.',
    ],
  },
  {
    t: 'Brown Butter Sage Sauce', d: 'Nutty browned butter with crisp sage leaves, for gnocchi, ravioli and squash.',
    cuisine: 'italian', meal: 'side', s: 4, prep: 2, cook: 5, eq: 'light-coloured frying pan',
    i: [[85, 'g', 'butter'], [12, '', 'sage', 'leaves'], [1, 'tsp', '?lemon', 'juice'], [null, '', 'salt']],
    steps: [
      'Melt the butter in a light-coloured pan over medium heat.',
      'Let it foam and bubble, swirling, for 3 to 4 minutes until it smells nutty and the specks on the bottom turn hazelnut brown.',
      'Add the sage leaves; they crackle and crisp in 30 seconds. Take off the heat, add a squeeze of lemon and salt, and spoon straight over pasta or vegetables.',
    ],
  },
  {
    t: 'Cream and White Wine Pan Sauce', d: 'A quick restaurant-style sauce made in the pan after frying chicken, pork or fish.',
    cuisine: 'french', meal: 'side', s: 4, prep: 3, cook: 10, eq: 'frying pan used for the meat|wooden spoon',
    i: [[1, '', 'shallot', 'finely chopped'], [0.5, 'cup', 'white-wine'], [0.5, 'cup', 'stock', 'chicken or vegetable'], [0.5, 'cup', 'cream'], [1, 'tbsp', 'butter'], [1, 'tbsp', '?parsley', 'chopped']],
    steps: [
      'Pour off all but a spoonful of fat from the pan you cooked the meat in, add the butter and cook the shallot over medium heat for 2 minutes.',
      'Add the wine and bubble, scraping up the browned bits, until reduced by half.',
      'Add the stock and reduce for 3 minutes, then stir in the cream and simmer for 2 to 3 minutes until it coats a spoon.',
      'Season, stir in the parsley and pour over the meat.',
    ],
  },
  {
    t: 'Creamed Onions', d: 'A holiday side of tender onions in a nutmeg cream sauce.',
    cuisine: 'american', meal: 'side', s: 6, prep: 15, cook: 25, eq: 'saucepan|colander',
    i: [[700, 'g', 'onion', 'small, peeled, or large ones in wedges'], [2, 'tbsp', 'butter'], [0.75, 'cup', 'cream'], [1, 'pinch', 'nutmeg'], [1, 'tbsp', '?parsley', 'chopped'], [null, '', 'salt'], [null, '', 'black-pepper']],
    steps: [
      'Simmer the onions in salted water for 12 to 15 minutes until just tender, then drain well.',
      'Melt the butter in the pan, add the onions and cook for 2 minutes.',
      'Pour in the cream, add the nutmeg and simmer for 5 to 8 minutes until the cream thickens and coats the onions.',
      'Season well and scatter with parsley.',
    ],
  },
  {
    t: 'Sauce Soubise', d: 'A soft, sweet onion cream sauce, slow-cooked then blended, for roast meats and vegetables.',
    cuisine: 'french', meal: 'side', s: 6, prep: 10, cook: 35, eq: 'saucepan with lid|blender',
    i: [[3, '', 'onion', 'thinly sliced'], [3, 'tbsp', 'butter'], [1, 'tbsp', 'flour'], [0.75, 'cup', 'cream', 'or milk'], [1, 'pinch', '?nutmeg'], [null, '', 'salt']],
    steps: [
      'Melt the butter in a saucepan, add the onions and a pinch of salt, cover and cook on low for 25 minutes, stirring now and then, until very soft but not coloured.',
      'Stir in the flour for 1 minute, then the cream, and simmer for 5 minutes.',
      'Blend until silky, season with salt and nutmeg and serve warm.',
    ],
  },
  {
    t: 'Onion Tadka', d: 'The sizzling Indian tempering of cumin, garlic and onion in hot oil that finishes dal and beans.',
    cuisine: 'indian', meal: 'side', s: 4, prep: 5, cook: 8, eq: 'small frying pan',
    i: [[3, 'tbsp', 'oil', 'or ghee'], [1, 'tsp', 'cumin', 'seeds'], [1, '', 'onion', 'finely sliced'], [3, 'clove', 'garlic', 'sliced'], [1, '', '?chili-pepper', 'dried or fresh'], [0.5, 'tsp', '?chili-powder']],
    steps: [
      'Heat the oil in a small frying pan until hot and add the cumin seeds; they should sizzle and darken in seconds.',
      'Add the onion and fry for 5 to 6 minutes until golden brown, then the garlic and chili pepper for 1 minute more.',
      'Take off the heat, stir in the chili powder and pour at once over a pot of dal, beans or yogurt.',
    ],
  },
  {
    t: 'Fresh Cilantro Chutney', d: 'A bright green Indian chutney of cilantro, green chili and lime.',
    cuisine: 'indian', meal: 'side', s: 3, prep: 10, cook: 0, eq: 'blender',
    i: [[2, 'cup', 'cilantro', 'leaves and stems'], [2, '', 'chili-pepper', 'green'], [1, '', 'lime', 'juiced'], [2, 'tsp', 'sugar'], [0.5, 'cup', '?mint', 'leaves'], [1, 'tbsp', '?ginger'], [3, 'tbsp', 'water'], [0.5, 'tsp', 'salt']],
    steps: [
      'Put the cilantro, mint, green chilies, ginger, lime juice, sugar, salt and water in a blender.',
      'Blend to a smooth, bright paste, scraping down and adding a little more water if needed.',
      'Taste for salt and lime. Serve with samosas, pakoras, sandwiches or grilled meat; keeps 3 days.',
    ],
  },
  {
    t: 'Taco Seasoning', d: 'A homemade blend of chili, cumin, paprika and oregano for tacos and fajitas.',
    cuisine: 'mexican', meal: 'side', s: 4, prep: 5, cook: 0, eq: 'jar',
    i: [[2, 'tbsp', 'chili-powder'], [1, 'tbsp', 'cumin'], [2, 'tsp', 'paprika'], [1, 'tsp', 'garlic-powder'], [1, 'tsp', 'onion-powder'], [1, 'tsp', 'oregano', 'dried'], [1, 'tsp', 'salt'], [0.5, 'tsp', 'black-pepper']],
    steps: [
      'Stir the chili powder, cumin, paprika, garlic powder, onion powder, oregano, salt and pepper together.',
      'Keep in a sealed jar. Use about 2 tablespoons with a little water for 500 g of meat, beans or vegetables.',
    ],
  },
  {
    t: 'Cajun Spice Blend', d: 'A punchy Louisiana seasoning of paprika, garlic, cayenne and herbs.',
    cuisine: 'cajun', meal: 'side', s: 4, prep: 5, cook: 0, eq: 'jar',
    i: [[2, 'tbsp', 'paprika'], [2, 'tsp', 'garlic-powder'], [2, 'tsp', 'onion-powder'], [1, 'tsp', 'cayenne'], [1, 'tsp', 'oregano', 'dried'], [1, 'tsp', 'thyme', 'dried'], [1, 'tsp', 'black-pepper'], [2, 'tsp', 'salt']],
    steps: [
      'Mix the paprika, garlic powder, onion powder, cayenne, oregano, thyme, black pepper and salt.',
      'Store in a sealed jar. Rub onto chicken, shrimp or fish before cooking, or stir into beans and rice.',
    ],
  },
  {
    t: 'Berbere Spice Blend', d: 'Ethiopia\'s warm, fiery red spice mix, the heart of wots and stews.',
    cuisine: 'ethiopian', meal: 'side', s: 6, prep: 5, cook: 3, eq: 'dry frying pan|jar',
    i: [[3, 'tbsp', 'paprika'], [1, 'tbsp', 'cayenne'], [1, 'tsp', 'ground-ginger'], [1, 'tsp', 'ground-coriander'], [0.5, 'tsp', 'cardamom', 'ground'], [0.5, 'tsp', 'cinnamon'], [0.25, 'tsp', 'ground-clove'], [0.25, 'tsp', 'allspice'], [1, 'tsp', 'salt']],
    steps: [
      'Warm the paprika, cayenne, ground ginger, coriander, cardamom, cinnamon, cloves and allspice in a dry frying pan over low heat for 2 to 3 minutes, stirring, until fragrant; do not let it scorch.',
      'Stir in the salt, cool and keep in a sealed jar for up to 3 months.',
    ],
  },
  {
    t: 'Ethiopian Spiced Butter', d: 'Niter kibbeh: butter slowly infused with onion, garlic, ginger and spices, then clarified.',
    cuisine: 'ethiopian', meal: 'side', s: 16, prep: 10, cook: 45, eq: 'heavy saucepan|sieve|muslin|jar',
    i: [[450, 'g', 'butter'], [0.5, '', 'onion', 'chopped'], [3, 'clove', 'garlic', 'crushed'], [1, 'tbsp', 'ginger', 'grated'], [1, 'tsp', 'cumin'], [0.5, 'tsp', 'turmeric'], [4, '', '?cardamom', 'pods, cracked'], [1, 'tsp', '?oregano']],
    steps: [
      'Melt the butter in a heavy saucepan over low heat.',
      'Add the onion, garlic, ginger, cumin, turmeric, cardamom and oregano and keep at the gentlest simmer for 40 to 45 minutes, without stirring, until the milk solids on the bottom turn golden.',
      'Strain through muslin into a jar. Use to cook lentils, stews and vegetables; keeps 2 months in the fridge.',
    ],
  },
  {
    t: 'Candied Pecans', d: 'Crunchy cinnamon-sugar glazed pecans for salads, desserts or snacking.',
    cuisine: 'southern-us', meal: 'snack', s: 8, prep: 5, cook: 10, eq: 'frying pan|baking paper',
    i: [[2, 'cup', 'pecan', 'halves'], [0.33, 'cup', 'brown-sugar'], [2, 'tbsp', 'butter'], [1, 'tsp', 'cinnamon'], [1, 'pinch', 'salt']],
    steps: [
      'Melt the butter in a frying pan over medium heat and stir in the brown sugar, cinnamon and salt until bubbling.',
      'Add the pecans and stir for 4 to 5 minutes until the nuts are coated and the sugar has caramelised onto them.',
      'Spread on baking paper, separating the nuts, and leave for 15 minutes to harden.',
    ],
  },
  {
    t: 'Quick Strawberry Jam', d: 'A small batch of fresh strawberry jam with no special equipment, kept in the fridge.',
    cuisine: 'british', meal: 'side', s: 12, prep: 10, cook: 25, eq: 'wide saucepan|cold saucer|jars',
    i: [[500, 'g', 'strawberry', 'hulled and halved'], [1.5, 'cup', 'sugar'], [1, '', 'lemon', 'juiced']],
    steps: [
      'Put a saucer in the freezer. Mash the strawberries lightly in a wide saucepan with the sugar and lemon juice and leave for 10 minutes.',
      'Bring to a rolling boil, stirring until the sugar dissolves, and boil for 15 to 20 minutes, stirring more as it thickens.',
      'Drop a little onto the cold saucer: if it wrinkles when pushed after a minute, it is ready. If not, boil 3 minutes more and test again.',
      'Pour into clean jars, cool and keep in the fridge for up to a month.',
    ],
  },
  {
    t: 'Sweet and Sour Sauce', d: 'A tangy, glossy sauce of pineapple juice, vinegar and ketchup for stir-fries and dipping.',
    cuisine: 'chinese', meal: 'side', s: 6, prep: 5, cook: 5, eq: 'small saucepan|whisk',
    i: [[0.5, 'cup', 'pineapple', 'juice from a can, or crushed pineapple'], [0.25, 'cup', 'rice-vinegar'], [3, 'tbsp', 'ketchup'], [3, 'tbsp', 'brown-sugar'], [1, 'tbsp', 'soy-sauce'], [1, 'tbsp', 'cornstarch']],
    steps: [
      'Whisk the pineapple juice, rice vinegar, ketchup, brown sugar and soy sauce in a small saucepan and bring to a simmer.',
      'Mix the cornstarch with 2 tablespoons of water, whisk it in and simmer for 1 minute until thick and glossy.',
    ],
  },
  {
    t: 'Spicy Sriracha Mayo', d: 'A creamy, hot dipping sauce for sushi bowls, fries and fried chicken.',
    cuisine: 'international', meal: 'side', s: 4, prep: 3, cook: 0, eq: 'bowl',
    i: [[0.5, 'cup', 'mayonnaise'], [2, 'tbsp', 'sriracha'], [0.5, '', '?lime', 'juiced'], [1, 'tsp', '?sesame-oil']],
    steps: [
      'Stir the mayonnaise, sriracha, lime juice and sesame oil together until smooth and evenly pink.',
      'Taste and add more sriracha for more heat. Keeps 5 days in the fridge.',
    ],
  },
  {
    t: 'Crispy Fried Shallots', d: 'Golden, crunchy shallot rings and a jar of shallot oil, to scatter over rice, noodles and salads.',
    cuisine: 'indonesian', meal: 'side', s: 8, prep: 10, cook: 15, eq: 'small saucepan|slotted spoon|kitchen paper|sieve',
    i: [[6, '', 'shallot', 'very thinly and evenly sliced'], [1, 'cup', 'oil', 'neutral'], [null, '', 'salt']],
    steps: [
      'Put the shallots and oil in a small saucepan, cold, and set over medium heat.',
      'Cook, stirring often, for 10 to 15 minutes as the oil bubbles, until the shallots turn light golden; they darken quickly at the end.',
      'Strain at once, spread on kitchen paper and sprinkle with salt; they crisp as they cool. Keep the shallot oil for stir-fries.',
    ],
  },
  {
    t: 'Polish Beetroot Relish', d: 'Ćwikła-style grated beetroot relish with vinegar and sugar, for cold meats and sandwiches.',
    cuisine: 'polish', meal: 'side', s: 8, prep: 15, cook: 45, eq: 'saucepan|grater|jar',
    i: [[500, 'g', 'beetroot'], [3, 'tbsp', 'vinegar'], [1, 'tbsp', 'sugar'], [1, 'tsp', 'salt'], [1, 'tbsp', '?lemon', 'juice'], [1, 'tsp', '?mustard']],
    steps: [
      'Boil the beetroots whole in their skins for 40 to 45 minutes until tender. Cool, then peel.',
      'Grate them finely into a bowl.',
      'Stir in the vinegar, sugar, salt, lemon juice and mustard, taste for balance and pack into a jar. Chill for an hour before serving; keeps a week.',
    ],
  },
];
