import type { RecipeDraft } from '../build.ts';

/** Lunches: sandwiches, wraps, toasts, noodle and pasta salads, bowls and savoury pancakes. */
export const MORE_LUNCH_DRAFTS: readonly RecipeDraft[] = [
  {
    t: 'BLT Sandwich', d: 'Crisp bacon, cold lettuce and ripe tomato on toasted bread with mayonnaise.',
    cuisine: 'american', meal: 'lunch', s: 2, prep: 5, cook: 8, eq: 'frying pan|toaster',
    i: [[6, 'slice', 'bacon'], [4, 'slice', 'bread'], [2, 'tbsp', 'mayonnaise'], [1, 'handful', 'lettuce', 'leaves'], [1, '', 'tomato', 'sliced']],
    steps: [
      'Fry the bacon until crisp and drain on paper.',
      'Toast the bread and spread each slice with mayonnaise.',
      'Layer the lettuce, tomato seasoned with salt and pepper, and bacon between the toast, press down and cut in half.',
    ],
  },
  {
    t: 'Chicken, Pesto and Mozzarella Panini', d: 'Leftover chicken pressed in bread with pesto, mozzarella and tomato until melting.',
    cuisine: 'italian', meal: 'lunch', s: 2, prep: 5, cook: 8, eq: 'griddle pan or sandwich press|heavy pan to weigh down',
    i: [[4, 'slice', 'bread', 'sourdough'], [2, 'tbsp', 'pesto'], [150, 'g', 'chicken', 'cooked, sliced'], [125, 'g', 'mozzarella', 'sliced'], [1, '', 'tomato', 'sliced'], [1, 'tbsp', 'olive-oil'], [1, 'handful', '?arugula']],
    steps: [
      'Spread the bread with pesto and fill with the chicken, mozzarella, tomato and arugula if using.',
      'Brush the outsides with olive oil and cook in a hot griddle pan, pressed under a heavy pan, for 3 to 4 minutes a side until golden and the cheese melts.',
    ],
  },
  {
    t: 'Classic Chicken Salad Sandwich', d: 'Creamy chicken salad with celery, grapes and a little mustard in soft bread.',
    cuisine: 'american', meal: 'lunch', s: 4, prep: 15, cook: 0, eq: 'bowl',
    i: [[300, 'g', 'chicken', 'cooked, diced'], [2, '', 'celery', 'finely diced'], [1, 'cup', 'grape', 'halved'], [0.33, 'cup', 'mayonnaise'], [1, 'tsp', 'mustard'], [8, 'slice', 'bread'], [1, 'handful', '?pecan', 'chopped'], [1, 'handful', '?lettuce']],
    steps: [
      'Mix the mayonnaise and mustard with salt and pepper.',
      'Fold in the chicken, celery, grapes and pecans if using.',
      'Pile onto the bread with lettuce if you like and close the sandwiches.',
    ],
  },
  {
    t: 'Pan Bagnat', d: 'Nice’s picnic sandwich: tuna, egg, tomato and olives pressed in a baguette until the juices soak in.',
    cuisine: 'french', meal: 'lunch', s: 2, prep: 45, cook: 10, eq: 'saucepan|cling film|heavy weight',
    i: [[250, 'g', 'bread', 'one baguette or long soft roll'], [1, 'can', 'tuna', 'in oil, drained'], [2, '', 'egg'], [2, '', 'tomato', 'sliced'], [1, 'handful', 'olive', 'black, pitted'], [0.25, '', 'red-onion', 'thinly sliced'], [2, 'tbsp', 'olive-oil'], [1, 'tsp', 'red-wine-vinegar'], [1, 'handful', '?basil']],
    steps: [
      'Hard-boil the eggs for 9 minutes, cool and slice.',
      'Split the bread and drizzle the insides with the olive oil and red wine vinegar.',
      'Layer the tomato, tuna, egg, olives, red onion and basil, season and close.',
      'Wrap tightly in cling film and press under a weight for at least 30 minutes before cutting.',
    ],
  },
  {
    t: 'Halloumi and Roasted Pepper Wraps', d: 'Seared halloumi, sweet roasted peppers and hummus rolled in warm tortillas.',
    cuisine: 'mediterranean', meal: 'lunch', s: 2, prep: 10, cook: 10, eq: 'frying pan',
    i: [[225, 'g', 'halloumi', 'sliced'], [2, '', 'flour-tortilla'], [1, '', 'bell-pepper', 'sliced'], [3, 'tbsp', 'tahini'], [0.5, '', 'lemon'], [1, 'handful', 'mixed-greens'], [1, 'tbsp', 'oil']],
    steps: [
      'Fry the bell pepper in the oil for 6 minutes until soft and charred. Push aside and sear the halloumi for a minute a side until golden.',
      'Loosen the tahini with the lemon juice and a little water.',
      'Warm the flour tortillas, spread with the tahini sauce, add the mixed greens, pepper and halloumi and roll up.',
    ],
  },
  {
    t: 'Toast Skagen', d: 'Swedish shrimp in a dill and lemon mayonnaise, piled on butter-fried bread.',
    cuisine: 'scandinavian', meal: 'lunch', s: 2, prep: 10, cook: 5, eq: 'bowl|frying pan',
    i: [[200, 'g', 'shrimp', 'cooked, peeled'], [2, 'tbsp', 'mayonnaise'], [2, 'tbsp', 'sour-cream'], [1, 'handful', 'dill', 'chopped'], [0.5, '', 'lemon'], [2, 'slice', 'bread'], [20, 'g', 'butter'], [0.25, '', '?red-onion', 'very finely chopped']],
    steps: [
      'Mix the mayonnaise, sour cream, most of the dill, a squeeze of lemon and the red onion if using. Fold in the shrimp and season.',
      'Fry the bread in the butter until golden on both sides.',
      'Pile the shrimp onto the toast and finish with dill and a lemon wedge.',
    ],
  },
  {
    t: 'Ricotta Toast with Peas, Mint and Lemon', d: 'Creamy ricotta on toast topped with crushed peas, mint and lemon zest.',
    cuisine: 'italian', meal: 'lunch', s: 2, prep: 10, cook: 5, eq: 'saucepan|toaster|bowl',
    i: [[150, 'g', 'pea'], [150, 'g', 'ricotta'], [2, 'slice', 'bread', 'sourdough'], [1, 'handful', 'mint'], [1, '', 'lemon'], [1, 'tbsp', 'olive-oil'], [0.25, 'tsp', '?chili-flake']],
    steps: [
      'Cook the peas for 2 minutes, drain and roughly crush with the olive oil, half the mint, lemon zest, salt and pepper.',
      'Toast the bread and spread thickly with ricotta.',
      'Top with the peas, the remaining mint, a squeeze of lemon and chili flakes if you like.',
    ],
  },
  {
    t: 'Tofu Banh Mi', d: 'Crisp lemony tofu in a baguette with quick-pickled carrot, cucumber, cilantro and spicy mayo.',
    cuisine: 'vietnamese', meal: 'lunch', s: 2, prep: 15, cook: 10, eq: 'bowl|frying pan',
    i: [[200, 'g', 'tofu', 'firm, sliced'], [1, '', 'baguette'], [1, '', 'carrot', 'julienned'], [0.5, '', 'cucumber', 'sliced'], [2, 'tbsp', 'rice-vinegar'], [1, 'tsp', 'sugar'], [2, 'tbsp', 'mayonnaise'], [1, 'tsp', 'sriracha'], [1, 'tbsp', 'soy-sauce'], [1, 'tbsp', 'oil'], [1, 'handful', 'cilantro'], [1, '', '?jalapeno', 'sliced']],
    steps: [
      'Toss the carrot with the rice vinegar, sugar and a pinch of salt and leave 10 minutes.',
      'Fry the tofu in the oil until golden, then splash in the soy sauce and toss.',
      'Mix the mayonnaise and sriracha. Split and warm the baguette, spread with the spicy mayo and fill with tofu, drained carrot, cucumber, cilantro and jalapeño.',
    ],
  },
  {
    t: 'Black Bean and Sweet Potato Quesadillas', d: 'Mashed sweet potato, black beans and cheese crisped in tortillas.',
    cuisine: 'mexican', meal: 'lunch', s: 4, prep: 10, cook: 25, eq: 'saucepan|bowl|frying pan',
    i: [[1, '', 'sweet-potato', 'peeled and cubed'], [1, 'can', 'black-bean', 'drained'], [1, 'tsp', 'cumin'], [4, '', 'flour-tortilla'], [100, 'g', 'cheese', 'grated, cheddar or any melting cheese'], [0.5, 'cup', '?salsa'], [0.5, 'cup', '?sour-cream']],
    steps: [
      'Boil the sweet potato for 10 minutes until soft, drain and mash with the cumin and salt. Stir in the black beans.',
      'Spread over half of each flour tortilla, scatter with cheese and fold.',
      'Cook in a dry pan for 3 minutes a side until crisp and melted. Cut in wedges and serve with salsa and sour cream.',
    ],
  },
  {
    t: 'Gimbap', d: 'Korean seaweed rice rolls with egg, carrot, spinach and cucumber, seasoned with sesame.',
    cuisine: 'korean', meal: 'lunch', s: 4, prep: 30, cook: 25, eq: 'saucepan|frying pan|bamboo mat',
    i: [[2, 'cup', 'rice', 'short-grain'], [12, 'g', 'nori', '4 sheets'], [3, '', 'egg'], [1, '', 'carrot', 'julienned'], [150, 'g', 'spinach'], [0.5, '', 'cucumber', 'cut into strips'], [2, 'tbsp', 'sesame-oil'], [1, 'tsp', 'sesame-seed'], [1, 'tbsp', 'oil'], [4, 'slice', '?ham', 'cut into strips']],
    steps: [
      'Cook the rice and season it while warm with 1 tbsp sesame oil, the sesame seeds and salt.',
      'Beat the eggs with salt and cook as a thin omelette in the oil; cut into strips. Stir-fry the carrot for 1 minute. Blanch the spinach, squeeze dry and dress with the remaining sesame oil.',
      'Lay a nori sheet on the mat, spread a thin layer of rice over two thirds, line up egg, carrot, spinach, cucumber and ham if using, and roll tightly.',
      'Brush with a little sesame oil and slice with a wet knife.',
    ],
  },
  {
    t: 'Tuna Mayo Onigiri', d: 'Japanese rice triangles filled with tuna mayonnaise and wrapped in nori.',
    cuisine: 'japanese', meal: 'lunch', s: 3, prep: 15, cook: 20, eq: 'saucepan|bowl',
    i: [[1.5, 'cup', 'rice', 'short-grain'], [1, 'can', 'tuna', 'drained'], [2, 'tbsp', 'mayonnaise'], [1, 'tsp', 'soy-sauce'], [6, 'g', 'nori', '2 sheets, cut into strips']],
    steps: [
      'Cook the rice and let it cool until you can handle it.',
      'Mix the tuna with the mayonnaise and soy sauce.',
      'With wet, salted hands, flatten a handful of rice, put a spoon of tuna in the middle, close the rice around it and press into a triangle. Wrap the base with a strip of nori.',
    ],
  },
  {
    t: 'Hiyashi Chuka', d: 'Japanese cold ramen noodles topped with egg, ham, cucumber and tomato in a tangy sesame-soy dressing.',
    cuisine: 'japanese', meal: 'lunch', s: 2, prep: 15, cook: 10, eq: 'saucepan|frying pan|bowl',
    i: [[200, 'g', 'noodle', 'ramen or thin wheat noodles'], [2, '', 'egg'], [4, 'slice', 'ham', 'cut into strips'], [0.5, '', 'cucumber', 'julienned'], [1, '', 'tomato', 'in wedges'], [3, 'tbsp', 'soy-sauce'], [2, 'tbsp', 'rice-vinegar'], [1, 'tbsp', 'sugar'], [1, 'tbsp', 'sesame-oil'], [1, 'tsp', '?mustard']],
    steps: [
      'Stir the soy sauce, rice vinegar, sugar and sesame oil with 2 tbsp water until the sugar dissolves; chill.',
      'Beat the eggs, cook into a thin omelette and cut into strips.',
      'Cook the noodles, rinse under cold water until chilled and drain well.',
      'Top the noodles with the egg, ham, cucumber and tomato in rows, pour over the dressing and add a dab of mustard if you like.',
    ],
  },
  {
    t: 'Yum Woon Sen', d: 'Thai glass noodle salad with shrimp, lime, chili and herbs.',
    cuisine: 'thai', meal: 'lunch', s: 2, prep: 15, cook: 5, eq: 'saucepan|bowl',
    i: [[100, 'g', 'rice-noodle', 'glass or thin vermicelli'], [200, 'g', 'shrimp', 'peeled'], [2, 'tbsp', 'fish-sauce'], [2, '', 'lime'], [1, 'tsp', 'sugar'], [1, '', 'chili-pepper', 'chopped'], [1, '', 'tomato', 'in wedges'], [0.5, '', 'red-onion', 'sliced'], [1, 'handful', 'cilantro'], [2, 'tbsp', '?peanut', 'roasted']],
    steps: [
      'Soak or cook the rice noodles as the packet says, then drain and cut into shorter lengths. Poach the shrimp in simmering water for 2 minutes.',
      'Mix the fish sauce, juice of the limes, sugar and chili.',
      'Toss the warm noodles and shrimp with the dressing, tomato, red onion and cilantro. Top with peanuts if using.',
    ],
  },
  {
    t: 'Lemony Orzo Salad with Spinach and Feta', d: 'Orzo with baby spinach, feta, olives and lemon, good cold the next day.',
    cuisine: 'greek', meal: 'lunch', s: 4, prep: 10, cook: 10, eq: 'saucepan|bowl',
    i: [[1.5, 'cup', 'orzo'], [100, 'g', 'spinach', 'baby'], [150, 'g', 'feta', 'crumbled'], [1, '', 'lemon'], [3, 'tbsp', 'olive-oil'], [1, 'handful', '?olive'], [1, 'handful', '?dill']],
    steps: [
      'Boil the orzo in salted water for 8 to 9 minutes and drain.',
      'While it is still hot, toss with the spinach so it wilts slightly, then the olive oil and the zest and juice of the lemon.',
      'Fold in the feta, olives and dill if using and season.',
    ],
  },
  {
    t: 'Italian Pasta Salad with Mozzarella and Olives', d: 'Fusilli tossed with tomatoes, mozzarella, olives and a red wine vinaigrette.',
    cuisine: 'italian', meal: 'lunch', s: 6, prep: 15, cook: 12, eq: 'saucepan|large bowl',
    i: [[400, 'g', 'pasta', 'short, such as fusilli'], [250, 'g', 'cherry-tomato', 'halved'], [125, 'g', 'mozzarella', 'small balls or cubed'], [1, 'handful', 'olive', 'black'], [4, 'tbsp', 'olive-oil'], [2, 'tbsp', 'vinegar', 'wine or cider'], [1, 'tsp', 'italian-seasoning'], [0.5, '', '?red-onion'], [1, 'handful', '?basil']],
    steps: [
      'Cook the pasta in salted water until just tender, rinse under cold water and drain.',
      'Whisk the olive oil, vinegar and italian seasoning with salt and pepper.',
      'Toss the pasta with the dressing, cherry tomatoes, mozzarella, olives, sliced red onion and basil.',
    ],
  },
  {
    t: 'Salmon Poke Bowl', d: 'Cubes of raw salmon in soy and sesame over rice with avocado, cucumber and edamame.',
    cuisine: 'international', meal: 'lunch', s: 2, prep: 15, cook: 20, eq: 'saucepan|bowl',
    i: [[250, 'g', 'salmon', 'very fresh, skinless'], [1, 'cup', 'rice', 'short-grain'], [2, 'tbsp', 'soy-sauce'], [1, 'tsp', 'sesame-oil'], [1, '', 'avocado'], [0.5, '', 'cucumber'], [100, 'g', 'edamame', 'shelled'], [1, 'tsp', 'sesame-seed'], [2, '', '?spring-onion'], [1, 'tsp', '?sriracha']],
    steps: [
      'Cook the rice and let it cool to warm. Cook the edamame for 3 minutes and cool.',
      'Cut the salmon into 2 cm cubes and toss with the soy sauce, sesame oil and sliced spring onion. Chill for 10 minutes.',
      'Fill bowls with rice, then the salmon, sliced avocado, cucumber and edamame. Sprinkle with sesame seeds and a line of sriracha if you like.',
    ],
  },
  {
    t: 'Halloumi, Lentil and Roast Pepper Bowl', d: 'Warm lentils with roasted peppers, seared halloumi and a lemon-herb dressing.',
    cuisine: 'mediterranean', meal: 'lunch', s: 2, prep: 10, cook: 25, eq: 'baking tray|saucepan|frying pan',
    i: [[0.75, 'cup', 'lentil'], [2, '', 'bell-pepper', 'sliced'], [150, 'g', 'halloumi', 'sliced'], [3, 'tbsp', 'olive-oil'], [1, '', 'lemon'], [1, 'handful', 'parsley', 'chopped'], [1, 'handful', '?arugula']],
    steps: [
      'Heat the oven to 220°C and roast the bell peppers with 1 tbsp of the olive oil for 20 minutes.',
      'Simmer the lentils in water for 20 to 25 minutes until tender, then drain and dress with the remaining oil, lemon juice, parsley and salt.',
      'Sear the halloumi in a dry pan for a minute a side. Build bowls of arugula, lentils, peppers and halloumi.',
    ],
  },
  {
    t: 'Jacket Potatoes with Tuna and Sweetcorn', d: 'Fluffy baked potatoes split and filled with tuna, sweetcorn and mayo.',
    cuisine: 'british', meal: 'lunch', s: 4, prep: 5, cook: 70, eq: 'baking tray|bowl',
    i: [[4, '', 'potato', 'baking'], [2, 'can', 'tuna', 'drained'], [1, 'cup', 'corn'], [4, 'tbsp', 'mayonnaise'], [20, 'g', 'butter'], [2, '', '?spring-onion'], [60, 'g', '?cheese', 'cheddar or any melting cheese']],
    steps: [
      'Heat the oven to 200°C. Prick the potatoes, rub with salt and bake for 60 to 70 minutes until crisp outside and soft in the middle.',
      'Mix the tuna, sweetcorn, mayonnaise, sliced spring onions and pepper.',
      'Split the potatoes, fluff with the butter and pile in the tuna mix. Top with grated cheese if you like.',
    ],
  },
  {
    t: 'Okonomiyaki', d: 'Japanese cabbage pancakes, topped with a quick sweet-savoury sauce and mayonnaise.',
    cuisine: 'japanese', meal: 'lunch', s: 2, prep: 15, cook: 15, eq: 'bowl|frying pan',
    i: [[0.25, 'head', 'cabbage', 'finely shredded'], [0.75, 'cup', 'flour'], [2, '', 'egg'], [0.5, 'cup', 'water'], [3, '', 'spring-onion', 'sliced'], [2, 'tbsp', 'oil'], [2, 'tbsp', 'ketchup'], [1, 'tbsp', 'worcestershire-sauce'], [2, 'tbsp', 'mayonnaise'], [4, 'slice', '?bacon']],
    steps: [
      'Whisk the flour, eggs and water into a batter with a pinch of salt, then fold in the cabbage and spring onions.',
      'Heat the oil and spread half the mixture into a thick round. Lay bacon on top if using. Cook for 5 minutes, flip, and cook 5 minutes more. Repeat.',
      'Mix the ketchup and worcestershire sauce, brush over the pancakes and drizzle with mayonnaise.',
    ],
  },
  {
    t: 'Gozleme with Spinach and Feta', d: 'Turkish griddled flatbreads stuffed with spinach, feta and onion.',
    cuisine: 'turkish', meal: 'lunch', s: 4, prep: 30, cook: 20, eq: 'bowl|rolling pin|large frying pan',
    i: [[2, 'cup', 'flour'], [0.75, 'cup', 'yogurt'], [200, 'g', 'spinach', 'chopped'], [150, 'g', 'feta', 'crumbled'], [0.5, '', 'onion', 'finely chopped'], [30, 'g', 'butter', 'melted'], [0.5, 'tsp', '?chili-flake']],
    steps: [
      'Mix the flour, yogurt, a pinch of salt and a splash of water into a soft dough; knead 2 minutes and rest 15 minutes.',
      'Mix the spinach, feta, onion and chili flakes.',
      'Divide the dough into 4, roll each into a thin oval, spread filling over half and fold over, pressing the edges.',
      'Cook in a dry pan for 3 to 4 minutes a side, brushing with the melted butter, until blistered and golden.',
    ],
  },
  {
    t: 'Causa Limena', d: 'Peruvian layered potato terrine with lime and chili, filled with creamy chicken and avocado.',
    cuisine: 'peruvian', meal: 'lunch', s: 4, prep: 30, cook: 25, eq: 'saucepan|masher|loaf tin or ring|cling film',
    i: [[800, 'g', 'potato', 'yellow, floury'], [2, '', 'lime'], [1, '', 'chili-pepper', 'yellow if possible, finely chopped'], [3, 'tbsp', 'oil'], [200, 'g', 'chicken', 'cooked, shredded'], [3, 'tbsp', 'mayonnaise'], [1, '', 'avocado', 'sliced'], [1, '', '?egg', 'hard-boiled'], [1, 'handful', '?olive']],
    steps: [
      'Boil the potatoes until tender, peel and mash smoothly. Beat in the juice of the limes, the chili pepper, oil and salt; cool.',
      'Mix the chicken with the mayonnaise and season.',
      'Line a loaf tin with cling film and press in a third of the potato, then the chicken, a second layer of potato, the avocado, and the last of the potato.',
      'Chill for 30 minutes, turn out and slice. Garnish with egg and olives if you like.',
    ],
  },
  {
    t: 'Zapiekanka', d: 'Polish street-food open baguette with mushrooms and melted cheese, striped with ketchup.',
    cuisine: 'polish', meal: 'lunch', s: 2, prep: 10, cook: 20, eq: 'frying pan|baking tray',
    i: [[250, 'g', 'bread', 'one baguette or long soft roll'], [250, 'g', 'mushroom', 'chopped'], [1, '', 'onion', 'chopped'], [20, 'g', 'butter'], [100, 'g', 'cheese', 'grated'], [2, 'tbsp', 'ketchup'], [1, 'handful', '?chive']],
    steps: [
      'Heat the oven to 220°C. Fry the mushrooms and onion in the butter for 10 minutes until golden and dry; season.',
      'Halve the bread lengthways, spread with the mushroom mixture and cover with the cheese.',
      'Bake for 8 minutes until the cheese bubbles, then stripe with ketchup and scatter with chives.',
    ],
  },
  {
    t: 'Cajun Shrimp Po Boy', d: 'Crisp cornmeal-fried shrimp in a baguette with lettuce, tomato and a spicy mayo.',
    cuisine: 'cajun', meal: 'lunch', s: 2, prep: 15, cook: 10, eq: 'bowl|frying pan',
    i: [[300, 'g', 'shrimp', 'peeled'], [0.5, 'cup', 'polenta', 'cornmeal'], [1, 'tsp', 'paprika'], [0.5, 'tsp', 'cayenne'], [0.5, 'cup', '~oil', 'for shallow frying'], [250, 'g', 'bread', 'one baguette or long soft roll'], [3, 'tbsp', 'mayonnaise'], [1, 'tsp', 'hot-sauce'], [1, 'handful', 'lettuce', 'shredded'], [1, '', 'tomato', 'sliced']],
    steps: [
      'Mix the cornmeal, paprika, cayenne and salt. Toss the damp shrimp in it to coat.',
      'Fry in the hot oil for 2 minutes a side until crisp; drain.',
      'Mix the mayonnaise and hot sauce. Split the bread, spread with the sauce and fill with lettuce, tomato and shrimp.',
    ],
  },
  {
    t: 'Pimento Cheese Sandwiches', d: 'The Southern spread of sharp cheddar, roasted red pepper and mayo, in soft bread.',
    cuisine: 'southern-us', meal: 'lunch', s: 4, prep: 10, cook: 0, eq: 'bowl|grater',
    i: [[200, 'g', 'cheddar', 'sharp, grated'], [0.33, 'cup', 'mayonnaise'], [1, '', 'red-bell-pepper', 'roasted, finely chopped'], [60, 'g', '?cream-cheese'], [0.25, 'tsp', '?cayenne'], [8, 'slice', 'bread']],
    steps: [
      'Mash the cheddar with the mayonnaise, the cream cheese if using, the chopped red pepper, cayenne and pepper until spreadable.',
      'Spread thickly between slices of bread and cut into halves. It keeps for 5 days in the fridge.',
    ],
  },
  {
    t: 'Sabich', d: 'Israeli pita stuffed with fried eggplant, boiled egg, chopped salad and tahini.',
    cuisine: 'middle-eastern', meal: 'lunch', s: 2, prep: 15, cook: 15, eq: 'frying pan|saucepan|bowl',
    i: [[1, '', 'eggplant', 'sliced into rounds'], [4, 'tbsp', 'oil'], [2, '', 'egg'], [2, '', 'pita'], [3, 'tbsp', 'tahini'], [0.5, '', 'lemon'], [1, '', 'tomato', 'diced'], [0.5, '', 'cucumber', 'diced'], [1, 'handful', 'parsley'], [1, 'tsp', '?hot-sauce']],
    steps: [
      'Salt the eggplant and fry it in the oil in batches until deep golden and soft; drain on paper.',
      'Hard-boil the eggs for 9 minutes and slice.',
      'Whisk the tahini with the lemon juice and water until pourable. Mix the tomato, cucumber and chopped parsley with a pinch of salt.',
      'Warm the pitas, fill with eggplant, egg and salad and drizzle with tahini sauce and hot sauce.',
    ],
  },
  {
    t: 'Hummus Toast with Cucumber and Za’atar', d: 'Toast spread with hummus, cool cucumber and za’atar in olive oil.',
    cuisine: 'middle-eastern', meal: 'lunch', s: 2, prep: 5, cook: 3, eq: 'toaster',
    i: [[2, 'slice', 'bread', 'sourdough'], [1, 'can', 'chickpea', 'drained'], [2, 'tbsp', 'tahini'], [0.5, '', 'lemon'], [0.5, '', 'cucumber', 'sliced'], [1, 'tsp', 'za-atar'], [1, 'tbsp', 'olive-oil']],
    steps: [
      'Mash the chickpeas with the tahini, lemon juice, salt and a splash of water into a rough hummus.',
      'Toast the bread and spread thickly with the hummus.',
      'Top with cucumber, sprinkle with za’atar and drizzle with the olive oil.',
    ],
  },
  {
    t: 'Spiced Chicken Pita Wraps with Garlic Yogurt', d: 'Spiced chicken strips, crunchy salad and garlicky yogurt rolled in warm pita.',
    cuisine: 'middle-eastern', meal: 'lunch', s: 2, prep: 10, cook: 10, eq: 'frying pan|bowl',
    i: [[250, 'g', 'chicken', 'sliced into strips, boneless breast or thigh'], [1, 'tsp', 'cumin'], [1, 'tsp', 'paprika'], [1, 'tbsp', 'oil'], [2, '', 'pita', 'large, or flatbreads'], [0.5, 'cup', 'yogurt'], [1, 'clove', 'garlic', 'grated'], [1, 'handful', 'lettuce', 'shredded'], [1, '', 'tomato', 'sliced'], [0.25, '', '?red-onion']],
    steps: [
      'Toss the chicken strips with the cumin, paprika and salt and fry in the oil for 6 to 8 minutes until cooked through.',
      'Mix the yogurt with the garlic and a pinch of salt.',
      'Warm the pitas, spread with the garlic yogurt and fill with lettuce, tomato, red onion and chicken. Roll up tightly.',
    ],
  },
  {
    t: 'Spicy Peanut Tofu Lettuce Wraps', d: 'Crumbled tofu stir-fried with peanut, soy and ginger, spooned into crisp lettuce cups.',
    cuisine: 'international', meal: 'lunch', s: 2, prep: 10, cook: 10, eq: 'frying pan|small bowl',
    i: [[400, 'g', 'tofu', 'firm, crumbled'], [2, 'tbsp', 'peanut-butter'], [2, 'tbsp', 'soy-sauce'], [1, 'tsp', 'ginger', 'grated'], [1, 'tbsp', 'oil'], [1, 'head', 'lettuce', 'leaves separated'], [1, '', 'carrot', 'grated'], [1, 'tsp', '?sriracha'], [2, 'tbsp', '?peanut']],
    steps: [
      'Fry the crumbled tofu in the oil for 8 minutes until golden and a little crisp.',
      'Whisk the peanut butter, soy sauce, ginger, sriracha and 2 tbsp water, pour over the tofu and toss until glossy.',
      'Spoon into lettuce leaves and top with grated carrot and chopped peanuts.',
    ],
  },
  {
    t: 'Curried Chickpea Wraps', d: 'Warm curried chickpeas with spinach, rolled in tortillas with cooling yogurt.',
    cuisine: 'indian', meal: 'lunch', s: 4, prep: 5, cook: 12, eq: 'frying pan',
    i: [[2, 'can', 'chickpea', 'drained'], [1, '', 'onion', 'chopped'], [2, 'tbsp', 'oil'], [2, 'tsp', 'curry-powder'], [2, '', 'tomato', 'chopped'], [100, 'g', 'spinach'], [4, '', 'flour-tortilla'], [0.5, 'cup', 'yogurt'], [1, 'handful', '?cilantro']],
    steps: [
      'Fry the onion in the oil for 5 minutes, then add the curry powder for 30 seconds.',
      'Add the tomatoes and chickpeas and cook for 5 minutes, mashing a few chickpeas; stir in the spinach until wilted and season.',
      'Spoon onto warm flour tortillas, add yogurt and cilantro, and roll up.',
    ],
  },
  {
    t: 'Cucumber Tea Sandwiches', d: 'Dainty British sandwiches of thin cucumber and soft butter on white bread.',
    cuisine: 'british', meal: 'lunch', s: 4, prep: 15, cook: 0, eq: 'sharp knife|colander',
    i: [[1, '', 'cucumber', 'peeled and very thinly sliced'], [8, 'slice', 'bread', 'thin white'], [40, 'g', 'butter', 'soft'], [1, 'tsp', 'white-wine-vinegar'], [1, 'handful', '?dill']],
    steps: [
      'Toss the cucumber slices with a pinch of salt and the white wine vinegar and drain in a colander for 10 minutes, then pat dry.',
      'Butter the bread right to the edges, layer the cucumber on half, add a little dill and pepper and close.',
      'Cut off the crusts and slice into fingers or triangles.',
    ],
  },
  {
    t: 'Tuna and Sweetcorn Pasta Salad', d: 'A lunchbox favourite: pasta, tuna and sweetcorn in a light mayonnaise.',
    cuisine: 'british', meal: 'lunch', s: 4, prep: 10, cook: 12, eq: 'saucepan|bowl',
    i: [[250, 'g', 'pasta', 'short shapes'], [1, 'can', 'tuna', 'drained'], [1, 'cup', 'corn'], [4, 'tbsp', 'mayonnaise'], [3, '', 'spring-onion', 'sliced'], [0.5, '', '?lemon'], [1, '', '?red-bell-pepper', 'diced']],
    steps: [
      'Cook the pasta in salted water, rinse under cold water and drain well.',
      'Mix the mayonnaise with a squeeze of lemon and pepper.',
      'Toss the pasta with the tuna, sweetcorn, spring onions, red pepper if using and the dressing.',
    ],
  },
  {
    t: 'Caramelised Onion and Cheese Toasties', d: 'Sweet slow-cooked onions and melting cheese pressed in buttery toasted bread.',
    cuisine: 'french', meal: 'lunch', s: 2, prep: 5, cook: 30, eq: 'frying pan',
    i: [[2, '', 'onion', 'thinly sliced'], [40, 'g', 'butter'], [4, 'slice', 'bread'], [100, 'g', 'cheese', 'grated, gruyere, cheddar or any melting cheese'], [1, 'tsp', '?mustard']],
    steps: [
      'Cook the onions in half the butter with a pinch of salt over a low heat for 20 minutes until soft and golden.',
      'Spread the bread with mustard if using, fill with the onions and cheese and butter the outsides.',
      'Fry the sandwiches over a medium heat for 3 to 4 minutes a side until golden and the cheese melts.',
    ],
  },
  {
    t: 'Scallion Oil Noodles', d: 'Shanghai cong you ban mian: noodles tossed in crisp spring onion oil and soy sauce.',
    cuisine: 'chinese', meal: 'lunch', s: 2, prep: 5, cook: 15, eq: 'small saucepan|large saucepan',
    i: [[200, 'g', 'noodle', 'thin wheat noodles'], [8, '', 'spring-onion', 'cut into 5 cm lengths'], [4, 'tbsp', 'oil'], [3, 'tbsp', 'soy-sauce'], [2, 'tsp', 'sugar'], [1, '', '?egg', 'fried, to serve']],
    steps: [
      'Fry the spring onions slowly in the oil for 10 to 12 minutes until dark brown and crisp.',
      'Add the soy sauce and sugar to the pan carefully and bubble for 30 seconds.',
      'Cook the noodles, drain and toss with the scallion oil. Top with a fried egg if you like.',
    ],
  },
  {
    t: 'Tuscan White Beans on Toast', d: 'Garlicky white beans warmed in olive oil and piled on toast with parmesan and lemon.',
    cuisine: 'italian', meal: 'lunch', s: 2, prep: 5, cook: 10, eq: 'frying pan|toaster',
    i: [[1, 'can', 'white-bean', 'drained'], [2, 'slice', 'bread', 'thick'], [3, 'tbsp', 'olive-oil'], [2, 'clove', 'garlic', 'sliced'], [20, 'g', '?parmesan'], [0.5, '', '?lemon'], [1, 'sprig', '?rosemary'], [1, 'handful', '?spinach']],
    steps: [
      'Warm 2 tbsp of the olive oil with the garlic and rosemary until the garlic is pale gold.',
      'Add the white beans and a splash of water, crush a few with a fork and simmer for 4 minutes. Stir in the spinach until wilted if using. Season and add a squeeze of lemon.',
      'Toast the bread, drizzle with the remaining oil, spoon over the beans and grate over parmesan.',
    ],
  },
  {
    t: 'Creamy Garlic White Beans with Spinach', d: 'White beans simmered in a garlic cream sauce with spinach, for scooping up with bread.',
    cuisine: 'italian', meal: 'lunch', s: 2, prep: 5, cook: 12, eq: 'frying pan',
    i: [[1, 'can', 'white-bean', 'drained'], [3, 'clove', 'garlic', 'sliced'], [20, 'g', 'butter'], [0.5, 'cup', 'cream'], [100, 'g', '?spinach'], [30, 'g', '?parmesan'], [0.25, 'tsp', '?chili-flake']],
    steps: [
      'Melt the butter and cook the garlic gently for 2 minutes without browning, adding the chili flakes if using.',
      'Add the white beans and cream and simmer for 5 minutes until the sauce thickens.',
      'Stir in the spinach and parmesan if using until wilted and melted. Season and serve with bread.',
    ],
  },
  {
    t: 'Garlic Ginger Tofu', d: 'Golden tofu cubes tossed in a sticky garlic, ginger and soy glaze.',
    cuisine: 'chinese', meal: 'lunch', s: 2, prep: 10, cook: 15, eq: 'frying pan|small bowl',
    i: [[400, 'g', 'tofu', 'firm, pressed and cubed'], [2, 'tbsp', 'oil'], [3, 'clove', 'garlic', 'chopped'], [1, 'tbsp', 'ginger', 'grated'], [2, 'tbsp', 'soy-sauce'], [1, 'tsp', '?sugar'], [1, 'tbsp', '?cornstarch'], [2, '', '?spring-onion']],
    steps: [
      'Toss the tofu in the cornstarch if using. Fry in the oil for 10 minutes, turning, until golden on all sides.',
      'Add the garlic and ginger for 1 minute, then the soy sauce, the sugar if using and 2 tbsp water, and toss until glossy.',
      'Scatter with sliced spring onion and serve with rice or noodles.',
    ],
  },
  {
    t: 'Garlic Ginger Sesame Noodles', d: 'Noodles tossed in sizzling garlic and ginger oil with soy and sesame.',
    cuisine: 'chinese', meal: 'lunch', s: 2, prep: 5, cook: 10, eq: 'saucepan|small pan',
    i: [[200, 'g', 'noodle'], [3, 'clove', 'garlic', 'finely chopped'], [1, 'tbsp', 'ginger', 'finely chopped'], [2, 'tbsp', 'oil'], [2, 'tbsp', 'soy-sauce'], [1, 'tbsp', 'sesame-oil'], [3, '', '?spring-onion'], [0.5, 'tsp', '?chili-flake']],
    steps: [
      'Cook the noodles, drain and put them in a bowl with the soy sauce and sesame oil.',
      'Heat the oil until shimmering, add the garlic, ginger and chili flakes and sizzle for 30 seconds until fragrant.',
      'Pour the hot oil over the noodles, toss well and top with sliced spring onion.',
    ],
  },
  {
    t: 'Chana Chaat', d: 'Indian chickpea salad with onion, tomato, cilantro, lemon and toasted cumin.',
    cuisine: 'indian', meal: 'lunch', s: 2, prep: 10, cook: 2, eq: 'small pan|bowl',
    i: [[1, 'can', 'chickpea', 'drained'], [0.5, '', 'onion', 'red if possible, finely chopped'], [1, '', 'tomato', 'diced'], [1, 'handful', 'cilantro', 'chopped'], [1, '', 'lemon'], [1, 'tsp', 'cumin'], [1, '', '?chili-pepper', 'green, chopped'], [0.5, 'cup', '?yogurt']],
    steps: [
      'Toast the cumin in a dry pan for a minute until fragrant.',
      'Toss the chickpeas with the onion, tomato, cilantro, chili pepper, cumin, the juice of the lemon and salt.',
      'Serve straight away, with a spoon of yogurt on top if you like.',
    ],
  },
  {
    t: 'Risi e Bisi', d: 'Venetian rice and peas, looser than a risotto, with butter and parmesan.',
    cuisine: 'italian', meal: 'lunch', s: 4, prep: 5, cook: 25, eq: 'wide saucepan',
    i: [[1.25, 'cup', 'arborio-rice'], [300, 'g', 'pea'], [1, '', 'onion', 'finely chopped'], [40, 'g', 'butter'], [1.25, 'l', 'stock', 'hot'], [40, 'g', 'parmesan', 'grated'], [1, 'handful', '?parsley']],
    steps: [
      'Melt half the butter and soften the onion for 5 minutes. Stir in the arborio rice for a minute.',
      'Add most of the hot stock and simmer, stirring often, for 15 minutes. Add the peas and cook 3 to 4 minutes more; it should be soupy.',
      'Off the heat stir in the rest of the butter, the parmesan and parsley, and a splash more stock if needed.',
    ],
  },
  {
    t: 'Revithia', d: 'Greek chickpea soup with onion, olive oil and lemon, thick and silky.',
    cuisine: 'greek', meal: 'lunch', s: 4, prep: 10, cook: 35, eq: 'pot',
    i: [[2, 'can', 'chickpea', 'with their liquid'], [2, '', 'onion', 'chopped'], [4, 'tbsp', 'olive-oil'], [1, '', 'lemon'], [3, 'cup', 'water'], [1, 'sprig', '?rosemary'], [1, '', '?bay-leaf']],
    steps: [
      'Soften the onions in the olive oil for 10 minutes.',
      'Add the chickpeas with their liquid, the water, rosemary and bay leaf and simmer for 25 minutes, mashing some chickpeas to thicken.',
      'Remove the herbs, season and stir in the juice of the lemon. Serve with a drizzle more olive oil.',
    ],
  },
  {
    t: 'White Bean Salad with Lemon and Garlic', d: 'Creamy white beans dressed with lemon, garlic and olive oil, with herbs and onion if you have them.',
    cuisine: 'mediterranean', meal: 'lunch', s: 2, prep: 10, cook: 0, eq: 'bowl',
    i: [[2, 'can', 'white-bean', 'drained and rinsed'], [1, '', 'lemon'], [1, 'clove', 'garlic', 'grated'], [3, 'tbsp', 'olive-oil'], [0.25, '', '?red-onion', 'finely sliced'], [1, 'handful', '?parsley', 'chopped'], [1, 'can', '?tuna', 'drained']],
    steps: [
      'Whisk the zest and juice of the lemon with the garlic, olive oil, salt and pepper.',
      'Toss the white beans with the dressing, red onion and parsley and leave 10 minutes to soak up the flavours.',
      'Flake over the tuna if using and serve with bread.',
    ],
  },
  {
    t: 'Spanish Migas with Chorizo', d: 'Shepherd’s breadcrumbs: stale bread fried in garlicky olive oil with paprika and chorizo.',
    cuisine: 'spanish', meal: 'lunch', s: 2, prep: 10, cook: 15, eq: 'large frying pan',
    i: [[200, 'g', 'bread', 'stale, in small cubes'], [3, 'tbsp', 'olive-oil'], [4, 'clove', 'garlic', 'unpeeled, lightly crushed'], [1, 'tsp', 'smoked-paprika'], [100, 'g', '?chorizo', 'diced'], [1, '', '?green-bell-pepper', 'sliced'], [2, '', '?egg', 'fried, to serve']],
    steps: [
      'Sprinkle the bread with a few tablespoons of water and a pinch of salt, toss and leave 10 minutes to dampen.',
      'Fry the garlic, and the chorizo and green pepper if using, in the olive oil for 3 minutes.',
      'Add the bread and smoked paprika and keep turning over a medium heat for 10 minutes until golden and crisp outside, soft inside. Serve with fried eggs if you like.',
    ],
  },
  {
    t: 'Stracciatella', d: 'Roman egg and parmesan soup: ragged egg threads in hot broth with nutmeg.',
    cuisine: 'italian', meal: 'lunch', s: 4, prep: 5, cook: 10, eq: 'saucepan|bowl|fork',
    i: [[1.25, 'l', 'stock'], [4, '', 'egg'], [40, 'g', 'parmesan', 'finely grated'], [0.25, 'tsp', '?nutmeg'], [1, 'handful', '?parsley', 'chopped'], [100, 'g', '?spinach']],
    steps: [
      'Bring the stock to a simmer, adding the spinach if using for a minute.',
      'Beat the eggs with the parmesan, nutmeg, parsley and a pinch of salt.',
      'Pour the egg mixture into the simmering stock while stirring gently with a fork, so it sets in soft threads, about 1 minute. Serve at once.',
    ],
  },
  {
    t: 'Pasta e Patate', d: 'Neapolitan pasta and potato cooked together until creamy, finished with parmesan.',
    cuisine: 'italian', meal: 'lunch', s: 4, prep: 10, cook: 30, eq: 'large pot|wooden spoon',
    i: [[500, 'g', 'potato', 'diced small'], [200, 'g', 'pasta', 'mixed short shapes'], [1, '', 'onion', 'chopped'], [3, 'tbsp', 'olive-oil'], [1.25, 'l', 'water', 'hot'], [40, 'g', 'parmesan', 'grated'], [1, '', '?celery', 'diced'], [1, 'tbsp', '?tomato-paste'], [1, 'sprig', '?rosemary']],
    steps: [
      'Soften the onion, and the celery if using, in the olive oil for 6 minutes. Stir in the tomato paste and rosemary if using.',
      'Add the potatoes and half the hot water with salt and simmer for 10 minutes.',
      'Add the pasta and cook, stirring often and adding more hot water as needed, for 10 to 12 minutes until the pasta is tender and the potatoes have broken down into a creamy sauce.',
      'Off the heat stir in the parmesan and rest 2 minutes before serving.',
    ],
  },
  {
    t: 'Mediterranean Tuna Salad', d: 'Tuna dressed with lemon and olive oil instead of mayonnaise, with onion, herbs and capers.',
    cuisine: 'mediterranean', meal: 'lunch', s: 2, prep: 10, cook: 0, eq: 'bowl',
    i: [[2, 'can', 'tuna', 'drained'], [1, '', 'lemon'], [3, 'tbsp', 'olive-oil'], [0.25, '', '?red-onion', 'finely chopped'], [1, 'handful', '?parsley', 'chopped'], [1, 'tbsp', '?caper'], [1, 'handful', '?olive'], [1, '', '?cucumber', 'diced']],
    steps: [
      'Whisk the juice of the lemon with the olive oil, salt and pepper.',
      'Flake the tuna into a bowl and fold in the red onion, parsley, capers, olives and cucumber if using.',
      'Pour over the dressing, toss gently and serve with bread, on leaves or in a wrap.',
    ],
  },
  {
    t: 'Chickpea Salad with Lemon and Cumin', d: 'Chickpeas tossed in a warm cumin and lemon dressing with whatever crunchy things you have.',
    cuisine: 'middle-eastern', meal: 'lunch', s: 2, prep: 10, cook: 2, eq: 'small pan|bowl',
    i: [[1, 'can', 'chickpea', 'drained'], [1, '', 'lemon'], [3, 'tbsp', 'olive-oil'], [1, 'tsp', 'cumin'], [0.25, '', '?red-onion', 'finely chopped'], [1, 'handful', '?parsley', 'chopped'], [0.5, '', '?cucumber', 'diced'], [1, '', '?tomato', 'diced'], [60, 'g', '?feta']],
    steps: [
      'Warm the olive oil with the cumin for 1 minute until fragrant, then take off the heat and whisk in the juice of the lemon and salt.',
      'Toss the chickpeas with the warm dressing and leave 5 minutes.',
      'Fold in the red onion, parsley, cucumber and tomato if using and crumble over feta if you have it.',
    ],
  },
  {
    t: 'Spiced Lentils on Toast', d: 'Cumin-spiced lentils with onion and garlic, spooned hot over thick toast.',
    cuisine: 'international', meal: 'lunch', s: 2, prep: 5, cook: 15, eq: 'frying pan|toaster',
    i: [[1, 'can', 'lentil', 'drained'], [1, '', 'onion', 'chopped'], [2, 'clove', 'garlic', 'chopped'], [2, 'tbsp', 'oil'], [1, 'tsp', 'cumin'], [2, 'slice', 'bread', 'thick'], [1, 'tbsp', '?tomato-paste'], [0.5, 'cup', '?yogurt'], [1, 'handful', '?cilantro']],
    steps: [
      'Fry the onion in the oil for 6 minutes until soft, then add the garlic and cumin for a minute, and the tomato paste if using.',
      'Add the lentils and a splash of water, mash a few and simmer for 5 minutes until thick. Season.',
      'Toast the bread, pile the lentils on top and finish with yogurt and cilantro if you like.',
    ],
  },
  {
    t: 'Kimchi Grilled Cheese', d: 'Melting cheese and chopped kimchi toasted in buttery bread: sour, spicy and gooey.',
    cuisine: 'korean', meal: 'lunch', s: 2, prep: 5, cook: 8, eq: 'frying pan',
    i: [[4, 'slice', 'bread'], [100, 'g', 'cheese', 'grated melting cheese'], [0.5, 'cup', 'kimchi', 'chopped and squeezed'], [30, 'g', 'butter', 'soft'], [2, '', '?spring-onion', 'sliced']],
    steps: [
      'Butter one side of each slice of bread. Layer cheese, kimchi, spring onion if using and more cheese on the unbuttered sides and close the sandwiches.',
      'Fry over a medium-low heat for 3 to 4 minutes a side, pressing gently, until golden and the cheese has melted.',
    ],
  },
  {
    t: 'Miso Butter Noodles', d: 'Noodles glossed with miso, butter and garlic, topped with spring onion.',
    cuisine: 'japanese', meal: 'lunch', s: 2, prep: 5, cook: 10, eq: 'saucepan|frying pan',
    i: [[200, 'g', 'noodle', 'udon, ramen or spaghetti'], [1.5, 'tbsp', 'miso'], [30, 'g', 'butter'], [2, 'clove', 'garlic', 'grated'], [2, '', '?spring-onion', 'sliced'], [1, '', '?egg', 'soft-boiled'], [0.25, 'tsp', '?chili-flake']],
    steps: [
      'Cook the noodles, keeping a cup of the cooking water, and drain.',
      'Melt the butter and cook the garlic for a minute, then whisk in the miso with 4 tbsp of the noodle water until smooth.',
      'Toss in the noodles until glossy, adding more water if needed. Top with spring onion, a halved egg and chili flakes if you like.',
    ],
  },
  {
    t: 'Butter Shoyu Rice', d: 'Japanese comfort rice: hot rice stirred with butter and soy sauce, topped with nori and spring onion.',
    cuisine: 'japanese', meal: 'lunch', s: 1, prep: 2, cook: 3, eq: 'microwave or small pan|bowl',
    i: [[0.5, 'cup', 'rice', 'cooked and hot (about 1½ cups cooked)'], [15, 'g', 'butter'], [2, 'tsp', 'soy-sauce'], [1, '', '?egg', 'fried'], [3, 'g', '?nori', '1 sheet, torn'], [1, '', '?spring-onion', 'sliced']],
    steps: [
      'Heat the cooked rice until steaming and put it in a bowl.',
      'Add the butter and soy sauce and stir until the butter melts into every grain.',
      'Top with torn nori, spring onion and a fried egg if you like.',
    ],
  },
];
