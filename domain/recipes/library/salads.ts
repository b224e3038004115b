import type { RecipeDraft } from '../build.ts';

/** Salads and light lunches. */
export const SALAD_DRAFTS: readonly RecipeDraft[] = [
  {
    t: 'Greek Village Salad', d: 'Tomatoes, cucumber, peppers, olives and a slab of feta with oregano and olive oil.',
    cuisine: 'greek', meal: 'lunch', s: 4, prep: 15, cook: 0, eq: 'large bowl|knife|chopping board',
    i: [[4, '', 'tomato', 'cut into wedges'], [1, '', 'cucumber', 'thickly sliced'], [1, '', 'green-bell-pepper', 'sliced'], [0.5, '', 'red-onion', 'thinly sliced'], [0.5, 'cup', 'olive', 'kalamata'], [200, 'g', 'feta'], [1, 'tsp', 'oregano', 'dried'], [3, 'tbsp', 'olive-oil'], [1, 'tbsp', 'red-wine-vinegar'], [null, '', 'salt']],
    steps: [
      'Put the tomato, cucumber, pepper, onion and olives in a large bowl and season with a little salt.',
      'Drizzle with the vinegar and most of the olive oil and toss gently.',
      'Lay the feta on top in one piece, sprinkle with oregano and finish with the remaining oil.',
    ],
  },
  {
    t: 'Caesar Salad', d: 'Crisp romaine with garlic croutons, parmesan and a punchy anchovy dressing.',
    cuisine: 'american', meal: 'lunch', s: 4, prep: 15, cook: 10, eq: 'baking tray|large bowl|whisk',
    i: [[2, 'head', 'romaine'], [3, 'slice', 'bread', 'cubed'], [4, 'tbsp', 'olive-oil'], [2, 'clove', 'garlic', 'crushed'], [4, '', 'anchovy'], [1, '', 'egg', 'yolk only'], [1, 'tsp', 'mustard'], [1, '', 'lemon', 'juiced'], [50, 'g', 'parmesan', 'grated'], [null, '', 'black-pepper']],
    steps: [
      'Heat the oven to 200°C. Toss the bread cubes with 1 tablespoon of the oil and half the garlic and bake for 8 to 10 minutes until crisp.',
      'Mash the anchovies with the remaining garlic, then whisk in the egg yolk, mustard and lemon juice. Slowly whisk in the rest of the oil to make a thick dressing. Stir in half the parmesan.',
      'Tear the romaine into a large bowl, add the dressing and toss to coat.',
      'Top with croutons, the remaining parmesan and plenty of black pepper.',
    ],
  },
  {
    t: 'Caprese Salad', d: 'Ripe tomatoes and fresh mozzarella layered with basil and good olive oil.',
    cuisine: 'italian', meal: 'lunch', s: 2, prep: 10, cook: 0, eq: 'platter|knife',
    i: [[3, '', 'tomato', 'ripe, sliced'], [125, 'g', 'mozzarella', 'sliced'], [1, 'handful', 'basil'], [2, 'tbsp', 'olive-oil'], [1, 'tsp', '?balsamic-vinegar'], [null, '', 'salt'], [null, '', 'black-pepper']],
    steps: [
      'Arrange the tomato and mozzarella slices on a platter, overlapping and alternating them.',
      'Tuck basil leaves in between, season with salt and pepper and drizzle with olive oil and a few drops of balsamic if you like.',
    ],
  },
  {
    t: 'Tabbouleh', d: 'A parsley-heavy Lebanese salad with bulgur, tomato, mint and lemon.',
    cuisine: 'middle-eastern', meal: 'lunch', s: 4, prep: 20, cook: 0, eq: 'bowl|knife|chopping board',
    i: [[0.33, 'cup', 'bulgur', 'fine'], [2, 'bunch', 'parsley', 'finely chopped'], [1, 'bunch', 'mint', 'finely chopped'], [3, '', 'tomato', 'finely diced'], [3, '', 'spring-onion', 'finely sliced'], [2, '', 'lemon', 'juiced'], [4, 'tbsp', 'olive-oil'], [null, '', 'salt']],
    steps: [
      'Cover the bulgur with boiling water, leave for 15 minutes, then drain and squeeze dry.',
      'Mix the parsley, mint, tomato and spring onion in a bowl.',
      'Add the bulgur, lemon juice and olive oil, season with salt and toss well. Taste and add more lemon if needed.',
    ],
  },
  {
    t: 'Quinoa Salad with Chickpeas and Herbs', d: 'A filling vegan grain salad with cucumber, tomatoes and a lemon dressing.',
    cuisine: 'mediterranean', meal: 'lunch', s: 4, prep: 15, cook: 15, eq: 'saucepan|sieve|large bowl',
    i: [[1, 'cup', 'quinoa'], [2, 'cup', 'water'], [1, 'can', 'chickpea', 'drained'], [1, '', 'cucumber', 'diced'], [200, 'g', 'cherry-tomato', 'halved'], [0.5, '', 'red-onion', 'finely diced'], [1, 'handful', 'parsley'], [1, '', 'lemon', 'juiced'], [3, 'tbsp', 'olive-oil'], [null, '', 'salt']],
    steps: [
      'Rinse the quinoa, then simmer it in the water with a pinch of salt for 12 to 15 minutes until the water is absorbed. Spread out to cool.',
      'Whisk the lemon juice and olive oil with salt to make the dressing.',
      'Toss the cooled quinoa with the chickpeas, cucumber, tomatoes, onion and parsley, then stir through the dressing.',
    ],
  },
  {
    t: 'Thai Beef Salad', d: 'Seared steak sliced over herbs, cucumber and tomatoes with a hot, sour dressing.',
    cuisine: 'thai', meal: 'lunch', s: 2, prep: 15, cook: 10, eq: 'griddle pan|bowl|knife',
    i: [[300, 'g', 'steak'], [1, 'tbsp', 'vegetable-oil'], [2, 'tbsp', 'fish-sauce'], [2, '', 'lime', 'juiced'], [1, 'tsp', 'brown-sugar'], [1, '', 'chili-pepper', 'finely chopped'], [1, '', 'cucumber', 'sliced'], [150, 'g', 'cherry-tomato', 'halved'], [1, '', 'shallot', 'thinly sliced'], [1, 'handful', 'mint'], [1, 'handful', 'cilantro']],
    steps: [
      'Rub the steak with oil and sear in a very hot griddle pan for 3 minutes per side for medium-rare. Rest for 5 minutes.',
      'Stir the fish sauce, lime juice, sugar and chili together until the sugar dissolves.',
      'Slice the steak thinly across the grain and toss with the cucumber, tomatoes, shallot, mint, cilantro and dressing.',
    ],
  },
  {
    t: 'Nicoise Salad', d: 'Tuna, new potatoes, green beans, eggs and olives with a mustard vinaigrette.',
    cuisine: 'french', meal: 'lunch', s: 4, prep: 15, cook: 15, eq: 'saucepan|large platter|whisk',
    i: [[400, 'g', 'potato', 'new potatoes'], [200, 'g', 'green-bean', 'trimmed'], [4, '', 'egg'], [2, 'can', 'tuna', 'drained'], [200, 'g', 'cherry-tomato'], [0.5, 'cup', 'olive'], [1, 'head', 'lettuce'], [1, 'tsp', 'mustard', 'dijon'], [2, 'tbsp', 'red-wine-vinegar'], [5, 'tbsp', 'olive-oil']],
    steps: [
      'Boil the potatoes for 12 minutes until tender, adding the green beans for the last 3 minutes. Drain and cool.',
      'Boil the eggs for 7 minutes, cool in cold water, peel and quarter.',
      'Whisk the mustard, vinegar and oil with salt and pepper.',
      'Arrange the lettuce on a platter and top with the potatoes, beans, tomatoes, tuna, eggs and olives. Spoon over the dressing.',
    ],
  },
  {
    t: 'Cobb Salad', d: 'Rows of chicken, bacon, egg, avocado, tomato and blue-veined cheese over lettuce.',
    cuisine: 'american', meal: 'lunch', s: 4, prep: 20, cook: 15, eq: 'frying pan|saucepan|platter',
    i: [[2, '', 'chicken-breast'], [6, 'slice', 'bacon'], [3, '', 'egg'], [1, 'head', 'romaine', 'chopped'], [2, '', 'tomato', 'diced'], [1, '', 'avocado', 'diced'], [80, 'g', 'cheese', 'crumbled blue cheese'], [3, 'tbsp', 'olive-oil'], [1, 'tbsp', 'red-wine-vinegar'], [1, 'tsp', 'mustard']],
    steps: [
      'Season the chicken and fry in 1 tablespoon of oil for 6 minutes per side until cooked through; rest and dice.',
      'Fry the bacon until crisp and crumble it. Boil the eggs for 9 minutes, cool, peel and chop.',
      'Whisk the remaining oil with the vinegar and mustard.',
      'Spread the romaine on a platter and arrange the chicken, bacon, egg, tomato, avocado and cheese in rows. Drizzle with the dressing.',
    ],
  },
  {
    t: 'Fattoush', d: 'A crunchy Levantine salad with toasted pita, radishes and a sumac dressing.',
    cuisine: 'middle-eastern', meal: 'lunch', s: 4, prep: 15, cook: 8, eq: 'baking tray|large bowl',
    i: [[2, '', 'pita'], [4, 'tbsp', 'olive-oil'], [1, 'head', 'romaine', 'chopped'], [3, '', 'tomato', 'diced'], [1, '', 'cucumber', 'diced'], [6, '', 'radish', 'sliced'], [3, '', 'spring-onion'], [1, 'handful', 'mint'], [1, '', 'lemon', 'juiced'], [2, 'tsp', 'sumac']],
    steps: [
      'Heat the oven to 200°C. Tear the pita into pieces, toss with 1 tablespoon of oil and bake for 6 to 8 minutes until crisp.',
      'Whisk the rest of the oil with the lemon juice, sumac and a pinch of salt.',
      'Toss all the vegetables and the mint with the dressing, then fold in the pita just before serving.',
    ],
  },
  {
    t: 'Asian Sesame Noodle Salad', d: 'Cold noodles with crunchy vegetables in a peanut sesame dressing.',
    cuisine: 'chinese', meal: 'lunch', s: 4, prep: 15, cook: 8, eq: 'saucepan|colander|large bowl|whisk',
    i: [[250, 'g', 'rice-noodle'], [2, 'tbsp', 'peanut-butter'], [2, 'tbsp', 'tamari'], [1, 'tbsp', 'rice-vinegar'], [1, 'tbsp', 'sesame-oil'], [1, 'tbsp', 'maple-syrup'], [1, '', 'red-bell-pepper', 'thinly sliced'], [1, '', 'carrot', 'cut into matchsticks'], [1, '', 'cucumber', 'cut into matchsticks'], [3, '', 'spring-onion'], [1, 'tbsp', 'sesame-seed']],
    steps: [
      'Cook the noodles according to the packet, drain and rinse under cold water.',
      'Whisk the peanut butter, tamari, vinegar, sesame oil and maple syrup with 2 tablespoons of warm water until smooth.',
      'Toss the noodles with the vegetables and dressing and finish with sesame seeds.',
    ],
  },
  {
    t: 'Waldorf Salad', d: 'Apple, celery, grapes and walnuts in a light yogurt mayonnaise.',
    cuisine: 'american', meal: 'lunch', s: 4, prep: 15, cook: 0, eq: 'bowl|knife',
    i: [[2, '', 'apple', 'cored and diced'], [3, '', 'celery', 'sliced'], [1, 'cup', 'grape', 'halved'], [0.5, 'cup', 'walnut', 'toasted'], [3, 'tbsp', 'mayonnaise'], [3, 'tbsp', 'yogurt'], [0.5, '', 'lemon', 'juiced'], [1, 'head', 'lettuce']],
    steps: [
      'Toss the apple with the lemon juice so it does not brown.',
      'Stir the mayonnaise and yogurt together, then fold in the apple, celery, grapes and walnuts.',
      'Serve on lettuce leaves.',
    ],
  },
  {
    t: 'Panzanella', d: 'Tuscan bread salad soaking up tomato juices, basil and vinegar.',
    cuisine: 'italian', meal: 'lunch', s: 4, prep: 20, cook: 0, eq: 'large bowl|knife',
    i: [[4, 'slice', 'sourdough', 'stale, torn'], [6, '', 'tomato', 'ripe, chopped'], [1, '', 'cucumber', 'chopped'], [0.5, '', 'red-onion', 'thinly sliced'], [1, 'handful', 'basil'], [2, 'tbsp', 'caper'], [3, 'tbsp', 'red-wine-vinegar'], [5, 'tbsp', 'olive-oil'], [null, '', 'salt']],
    steps: [
      'Put the tomatoes in a large bowl with a good pinch of salt and leave for 10 minutes to release their juices.',
      'Add the bread, cucumber, onion, capers, vinegar and oil and toss so the bread soaks up the juices.',
      'Leave for 10 minutes, then tear in the basil and serve.',
    ],
  },
  {
    t: 'Chicken Pasta Salad with Pesto', d: 'Pasta, chicken, spinach and tomatoes tossed in basil pesto.',
    cuisine: 'italian', meal: 'lunch', s: 4, prep: 10, cook: 20, eq: 'saucepan|frying pan|large bowl',
    i: [[300, 'g', 'fusilli'], [2, '', 'chicken-breast'], [1, 'tbsp', 'olive-oil'], [4, 'tbsp', 'pesto'], [200, 'g', 'cherry-tomato', 'halved'], [2, 'handful', 'spinach'], [30, 'g', 'parmesan', 'shaved']],
    steps: [
      'Cook the pasta in salted boiling water until al dente, drain and rinse briefly under cold water.',
      'Season the chicken and fry in the oil for 6 minutes per side until cooked through. Rest, then slice.',
      'Toss the pasta with the pesto, chicken, tomatoes and spinach, and top with parmesan.',
    ],
  },
  {
    t: 'Black Bean and Corn Salad', d: 'A bright, vegan salad of beans, corn, peppers and lime.',
    cuisine: 'mexican', meal: 'lunch', s: 4, prep: 15, cook: 0, eq: 'large bowl|knife',
    i: [[2, 'can', 'black-bean', 'drained and rinsed'], [1.5, 'cup', 'corn'], [1, '', 'red-bell-pepper', 'diced'], [0.5, '', 'red-onion', 'finely diced'], [1, '', 'jalapeno', 'finely chopped'], [1, '', 'avocado', 'diced'], [2, '', 'lime', 'juiced'], [2, 'tbsp', 'olive-oil'], [1, 'tsp', 'cumin'], [1, 'handful', 'cilantro']],
    steps: [
      'Whisk the lime juice, oil, cumin and a good pinch of salt in a large bowl.',
      'Add the beans, corn, pepper, onion and jalapeño and toss well.',
      'Fold in the avocado and cilantro just before serving.',
    ],
  },
  {
    t: 'Lentil Salad with Feta', d: 'Earthy lentils with roasted peppers, red onion and crumbled feta.',
    cuisine: 'mediterranean', meal: 'lunch', s: 4, prep: 10, cook: 25, eq: 'saucepan|bowl',
    i: [[1, 'cup', 'lentil', 'green or puy'], [1, '', 'red-bell-pepper', 'diced'], [0.5, '', 'red-onion', 'finely chopped'], [100, 'g', 'feta'], [1, 'handful', 'parsley'], [3, 'tbsp', 'olive-oil'], [1, 'tbsp', 'red-wine-vinegar'], [1, 'tsp', 'mustard']],
    steps: [
      'Simmer the lentils in plenty of water for 20 to 25 minutes until tender but holding their shape. Drain.',
      'Whisk the oil, vinegar and mustard with salt and pepper and toss with the warm lentils.',
      'Once cooled a little, stir in the pepper, onion and parsley and crumble over the feta.',
    ],
  },
  {
    t: 'Vietnamese Rice Paper Rolls', d: 'Fresh rolls filled with noodles, herbs, vegetables and tofu, with a peanut dip.',
    cuisine: 'vietnamese', meal: 'lunch', s: 4, prep: 30, cook: 5, eq: 'shallow bowl|saucepan|chopping board',
    i: [[12, '', 'rice-paper'], [100, 'g', 'rice-noodle'], [200, 'g', 'tofu', 'firm, cut into strips'], [1, '', 'carrot', 'cut into matchsticks'], [1, '', 'cucumber', 'cut into matchsticks'], [1, 'head', 'lettuce'], [1, 'handful', 'mint'], [1, 'handful', 'cilantro'], [3, 'tbsp', 'peanut-butter'], [1, 'tbsp', 'hoisin-sauce'], [1, '', 'lime']],
    steps: [
      'Soak the noodles in boiling water for 4 minutes, drain and rinse.',
      'Whisk the peanut butter, hoisin, lime juice and 3 tablespoons of warm water into a dipping sauce.',
      'Dip a rice paper sheet in warm water for a few seconds until just pliable and lay it on a board.',
      'Place lettuce, noodles, tofu, vegetables and herbs along the lower third, fold in the sides and roll up tightly. Repeat and serve with the sauce.',
    ],
  },
  {
    t: 'Egg Salad Sandwich', d: 'Creamy chopped egg with mayonnaise, mustard and chives on soft bread.',
    cuisine: 'american', meal: 'lunch', s: 2, prep: 10, cook: 10, eq: 'saucepan|bowl|fork',
    i: [[4, '', 'egg'], [3, 'tbsp', 'mayonnaise'], [1, 'tsp', 'mustard'], [1, 'tbsp', 'chive'], [4, 'slice', 'bread'], [null, '', 'salt'], [null, '', 'black-pepper']],
    steps: [
      'Boil the eggs for 10 minutes, then cool in cold water and peel.',
      'Mash the eggs with a fork and stir in the mayonnaise, mustard and chives. Season well.',
      'Spread between slices of bread and cut in half.',
    ],
  },
  {
    t: 'Tuna Melt', d: 'Tuna mayo and melted cheddar on toast, grilled until bubbling.',
    cuisine: 'american', meal: 'lunch', s: 2, prep: 5, cook: 6, eq: 'grill|baking tray|bowl',
    i: [[1, 'can', 'tuna', 'drained'], [2, 'tbsp', 'mayonnaise'], [1, '', 'celery', 'finely diced'], [2, '', 'spring-onion'], [4, 'slice', 'bread'], [80, 'g', 'cheddar', 'grated']],
    steps: [
      'Heat the grill. Toast the bread lightly on both sides.',
      'Mix the tuna with the mayonnaise, celery and spring onion.',
      'Spread the tuna over the toast, cover with cheese and grill for 3 to 4 minutes until melted and bubbling.',
    ],
  },
  {
    t: 'Grilled Cheese Sandwich', d: 'Buttery, crisp bread around a thick layer of melted cheddar.',
    cuisine: 'american', meal: 'lunch', s: 1, prep: 3, cook: 6, eq: 'frying pan|spatula',
    i: [[2, 'slice', 'bread'], [60, 'g', 'cheddar', 'grated'], [1, 'tbsp', 'butter', 'soft']],
    steps: [
      'Butter one side of each slice of bread.',
      'Put one slice butter side down in a cold frying pan, pile on the cheese and top with the other slice, butter side up.',
      'Cook over medium-low heat for 3 minutes per side, pressing gently, until golden and the cheese has melted.',
    ],
  },
  {
    t: 'Hummus and Roast Vegetable Wrap', d: 'Roasted peppers and courgette with hummus-style chickpeas in a warm wrap.',
    cuisine: 'middle-eastern', meal: 'lunch', s: 2, prep: 10, cook: 25, eq: 'roasting tin|fork|bowl',
    i: [[1, '', 'red-bell-pepper', 'sliced'], [1, '', 'zucchini', 'sliced'], [1, '', 'red-onion', 'wedges'], [2, 'tbsp', 'olive-oil'], [1, 'can', 'chickpea', 'drained'], [2, 'tbsp', 'tahini'], [1, '', 'lemon', 'juiced'], [1, 'clove', 'garlic'], [2, '', 'flour-tortilla'], [1, 'handful', 'arugula']],
    steps: [
      'Heat the oven to 220°C. Toss the pepper, courgette and onion with half the oil and roast for 25 minutes.',
      'Mash the chickpeas with the tahini, lemon juice, garlic, remaining oil and a splash of water until creamy.',
      'Spread the chickpea mash over the tortillas, add the vegetables and rocket, and roll up.',
    ],
  },
  {
    t: 'Japanese Cucumber Salad', d: 'Thin cucumber slices in a sweet rice vinegar dressing with sesame.',
    cuisine: 'japanese', meal: 'side', s: 4, prep: 10, cook: 0, eq: 'bowl|knife',
    i: [[2, '', 'cucumber', 'thinly sliced'], [3, 'tbsp', 'rice-vinegar'], [1, 'tbsp', 'sugar'], [1, 'tsp', 'tamari'], [1, 'tsp', 'sesame-oil'], [1, 'tbsp', 'sesame-seed'], [0.5, 'tsp', 'salt']],
    steps: [
      'Toss the cucumber with the salt and leave for 10 minutes, then squeeze out the liquid.',
      'Stir the vinegar, sugar, tamari and sesame oil until the sugar dissolves.',
      'Toss the cucumber in the dressing and sprinkle with sesame seeds.',
    ],
  },
  {
    t: 'Kale and Apple Salad', d: 'Massaged kale with apple, cranberries and toasted pumpkin seeds.',
    cuisine: 'american', meal: 'lunch', s: 4, prep: 15, cook: 3, eq: 'large bowl|small frying pan',
    i: [[1, 'bunch', 'kale', 'stems removed'], [1, '', 'apple', 'thinly sliced'], [0.33, 'cup', 'dried-cranberry'], [0.33, 'cup', 'pumpkin-seed'], [3, 'tbsp', 'olive-oil'], [1, 'tbsp', 'apple-cider-vinegar'], [1, 'tsp', 'maple-syrup'], [null, '', 'salt']],
    steps: [
      'Tear the kale into a bowl, add 1 tablespoon of the oil and a pinch of salt and massage with your hands for 2 minutes until it softens.',
      'Toast the pumpkin seeds in a dry pan for 3 minutes.',
      'Whisk the rest of the oil with the vinegar and maple syrup and toss with the kale, apple, cranberries and seeds.',
    ],
  },
  {
    t: 'Warm Halloumi Salad', d: 'Golden fried halloumi over leaves, cherry tomatoes and cucumber with lemon.',
    cuisine: 'greek', meal: 'lunch', s: 2, prep: 10, cook: 5, eq: 'frying pan|bowl',
    i: [[225, 'g', 'halloumi', 'sliced'], [2, 'handful', 'mixed-greens'], [150, 'g', 'cherry-tomato'], [0.5, '', 'cucumber'], [1, '', 'lemon'], [2, 'tbsp', 'olive-oil'], [1, 'tsp', 'honey']],
    steps: [
      'Fry the halloumi slices in a dry non-stick pan for 2 minutes per side until golden.',
      'Whisk the juice of half the lemon with the oil and honey.',
      'Toss the leaves, tomatoes and cucumber with the dressing, top with the hot halloumi and serve with lemon wedges.',
    ],
  },
  {
    t: 'Chicken Caesar Wrap', d: 'Chicken, romaine and parmesan with a quick yogurt Caesar dressing.',
    cuisine: 'american', meal: 'lunch', s: 2, prep: 10, cook: 12, eq: 'frying pan|bowl',
    i: [[1, '', 'chicken-breast'], [2, '', 'flour-tortilla'], [1, 'head', 'romaine', 'shredded'], [3, 'tbsp', 'greek-yogurt'], [1, 'tbsp', 'mayonnaise'], [0.5, '', 'lemon'], [30, 'g', 'parmesan'], [1, 'tsp', 'olive-oil']],
    steps: [
      'Fry the seasoned chicken in the oil for 5 to 6 minutes per side until cooked through, then slice.',
      'Mix the yogurt, mayonnaise, lemon juice and half the parmesan.',
      'Toss the romaine with the dressing, lay it on the tortillas with the chicken and remaining parmesan, and roll up.',
    ],
  },
  {
    t: 'Som Tam Green Papaya-Style Slaw', d: 'A crunchy carrot and cabbage slaw in the style of Thai papaya salad.',
    cuisine: 'thai', meal: 'side', s: 4, prep: 15, cook: 0, eq: 'large bowl|mortar and pestle|grater',
    i: [[3, '', 'carrot', 'coarsely grated'], [0.25, '', 'cabbage', 'finely shredded'], [100, 'g', 'green-bean', 'cut short'], [150, 'g', 'cherry-tomato', 'halved'], [2, 'clove', 'garlic'], [1, '', 'chili-pepper'], [2, 'tbsp', 'fish-sauce'], [2, '', 'lime', 'juiced'], [1, 'tbsp', 'brown-sugar'], [0.25, 'cup', 'peanut', 'roasted, crushed']],
    steps: [
      'Pound the garlic and chili to a rough paste, then stir in the fish sauce, lime juice and sugar.',
      'Lightly bruise the green beans and tomatoes in the mortar.',
      'Toss everything with the carrot and cabbage and top with peanuts.',
    ],
  },
  {
    t: 'Mixed Bean Salad', d: 'Three kinds of beans with red onion and parsley in a sharp vinaigrette.',
    cuisine: 'british', meal: 'side', s: 6, prep: 10, cook: 0, eq: 'bowl',
    i: [[1, 'can', 'kidney-bean', 'drained'], [1, 'can', 'white-bean', 'drained'], [200, 'g', 'green-bean', 'blanched'], [0.5, '', 'red-onion', 'finely chopped'], [1, 'handful', 'parsley'], [3, 'tbsp', 'olive-oil'], [2, 'tbsp', 'red-wine-vinegar'], [1, 'tsp', 'mustard'], [1, 'tsp', 'sugar']],
    steps: [
      'Whisk the oil, vinegar, mustard and sugar with salt and pepper.',
      'Toss the beans, onion and parsley in the dressing and leave for 10 minutes for the flavours to mingle.',
    ],
  },
  {
    t: 'Coronation Chicken Sandwich', d: 'Curried chicken in mayonnaise with raisins on soft bread.',
    cuisine: 'british', meal: 'lunch', s: 4, prep: 10, cook: 15, eq: 'saucepan|bowl',
    i: [[2, '', 'chicken-breast'], [4, 'tbsp', 'mayonnaise'], [2, 'tbsp', 'greek-yogurt'], [2, 'tsp', 'curry-powder'], [1, 'tbsp', 'jam', 'mango chutney or apricot jam'], [2, 'tbsp', 'raisin'], [8, 'slice', 'bread'], [1, 'handful', 'mixed-greens']],
    steps: [
      'Poach the chicken in simmering water for 12 to 15 minutes until cooked through. Cool and shred.',
      'Stir the mayonnaise, yogurt, curry powder and jam together, then fold in the chicken and raisins.',
      'Fill the bread with the chicken and salad leaves.',
    ],
  },
  {
    t: 'Smoked Salmon Bagel-Style Toast', d: 'Cream cheese, smoked salmon, cucumber and dill on toasted bread.',
    cuisine: 'american', meal: 'lunch', s: 2, prep: 5, cook: 3, eq: 'toaster|knife',
    i: [[2, 'slice', 'sourdough'], [3, 'tbsp', 'cream-cheese'], [100, 'g', 'salmon', 'smoked'], [0.25, '', 'cucumber', 'thinly sliced'], [1, 'tsp', 'dill'], [1, 'tsp', 'caper'], [0.5, '', 'lemon']],
    steps: [
      'Toast the bread and spread thickly with cream cheese.',
      'Top with cucumber, then the smoked salmon, capers and dill. Squeeze over a little lemon.',
    ],
  },
  {
    t: 'Roasted Beetroot and Goat Cheese Salad', d: 'Sweet roasted beetroot with tangy goat cheese, walnuts and rocket.',
    cuisine: 'french', meal: 'lunch', s: 4, prep: 10, cook: 45, eq: 'roasting tin|foil|bowl',
    i: [[4, '', 'beetroot'], [2, 'handful', 'arugula'], [100, 'g', 'goat-cheese'], [0.33, 'cup', 'walnut'], [3, 'tbsp', 'olive-oil'], [1, 'tbsp', 'balsamic-vinegar'], [1, 'tsp', 'honey']],
    steps: [
      'Heat the oven to 200°C. Wrap the beetroot in foil and roast for 45 minutes until a knife slides in easily. Cool, peel and cut into wedges.',
      'Whisk the oil, vinegar and honey with salt.',
      'Toss the rocket and beetroot with the dressing, then crumble over the goat cheese and scatter with walnuts.',
    ],
  },
  {
    t: 'Chickpea Salad Sandwich', d: 'A vegan take on tuna mayo with mashed chickpeas, celery and lemon.',
    cuisine: 'american', meal: 'lunch', s: 2, prep: 10, cook: 0, eq: 'bowl|fork',
    i: [[1, 'can', 'chickpea', 'drained'], [1, 'tbsp', 'tahini'], [1, 'tsp', 'mustard'], [0.5, '', 'lemon', 'juiced'], [1, '', 'celery', 'finely diced'], [1, 'tbsp', 'caper'], [4, 'slice', 'bread'], [1, 'handful', 'lettuce']],
    steps: [
      'Mash the chickpeas roughly with a fork.',
      'Stir in the tahini, mustard, lemon juice, celery and capers and season well.',
      'Pile onto bread with lettuce and close the sandwiches.',
    ],
  },
  {
    t: 'Soba Noodle Salad', d: 'Buckwheat noodles with edamame, cucumber and a ginger-soy dressing.',
    cuisine: 'japanese', meal: 'lunch', s: 2, prep: 10, cook: 6, eq: 'saucepan|colander|bowl',
    i: [[180, 'g', 'soba'], [1, 'cup', 'edamame'], [1, '', 'cucumber', 'julienned'], [2, '', 'spring-onion'], [2, 'tbsp', 'soy-sauce'], [1, 'tbsp', 'rice-vinegar'], [1, 'tsp', 'sesame-oil'], [1, 'tsp', 'ginger', 'grated'], [1, 'tsp', 'sesame-seed']],
    steps: [
      'Cook the soba for 4 to 5 minutes, adding the edamame for the last 2 minutes. Drain and rinse in cold water.',
      'Whisk the soy sauce, vinegar, sesame oil and ginger.',
      'Toss the noodles and edamame with the cucumber, spring onion and dressing, then sprinkle with sesame seeds.',
    ],
  },
];
