import type { RecipeDraft } from '../build.ts';

/** Snacks, dips and party bites. */
export const MORE_SNACK_DRAFTS: readonly RecipeDraft[] = [
  {
    t: 'Whipped Feta Dip with Honey', d: 'Feta whipped with yogurt until fluffy, drizzled with honey and olive oil.',
    cuisine: 'greek', meal: 'snack', s: 6, prep: 10, cook: 0, eq: 'food processor',
    i: [[200, 'g', 'feta'], [0.5, 'cup', 'greek-yogurt'], [1, 'tbsp', 'honey'], [2, 'tbsp', 'olive-oil'], [0.5, '', '?lemon'], [0.25, 'tsp', '?chili-flake']],
    steps: [
      'Blitz the feta and greek yogurt with a squeeze of lemon until smooth and fluffy.',
      'Spread in a shallow bowl, drizzle with the honey and olive oil and sprinkle with chili flakes and pepper. Serve with bread or vegetables.',
    ],
  },
  {
    t: 'Baked Spinach and Artichoke Dip', d: 'Hot, creamy, cheesy dip of spinach and artichoke hearts.',
    cuisine: 'american', meal: 'snack', s: 8, prep: 10, cook: 25, eq: 'frying pan|bowl|small baking dish',
    i: [[200, 'g', 'spinach'], [1, 'can', 'artichoke', 'hearts, drained and chopped'], [200, 'g', 'cream-cheese'], [0.5, 'cup', 'sour-cream'], [50, 'g', 'parmesan', 'grated'], [100, 'g', 'mozzarella', 'grated'], [1, 'clove', 'garlic', 'grated']],
    steps: [
      'Heat the oven to 190°C. Wilt the spinach in a dry pan, cool and squeeze out the water, then chop.',
      'Mix the cream cheese, sour cream, garlic, parmesan and half the mozzarella, then fold in the spinach and artichoke. Season.',
      'Spread in a baking dish, top with the remaining mozzarella and bake for 20 to 25 minutes until bubbling and golden.',
    ],
  },
  {
    t: 'French Onion Dip', d: 'Slow-caramelised onions stirred into sour cream: far better than the packet.',
    cuisine: 'american', meal: 'snack', s: 6, prep: 5, cook: 30, eq: 'frying pan|bowl',
    i: [[2, '', 'onion', 'finely chopped'], [20, 'g', 'butter'], [1, 'cup', 'sour-cream'], [0.5, 'tsp', '?garlic-powder'], [1, 'tsp', '?worcestershire-sauce'], [1, 'handful', '?chive']],
    steps: [
      'Cook the onions in the butter with a pinch of salt over a low heat for 25 to 30 minutes until deep golden. Cool.',
      'Stir into the sour cream with the garlic powder, worcestershire sauce and chives if using. Chill for 30 minutes and serve with crisps.',
    ],
  },
  {
    t: 'Borani Chogondar', d: 'Persian beetroot and yogurt dip, vivid pink, with mint and walnuts.',
    cuisine: 'persian', meal: 'snack', s: 6, prep: 10, cook: 45, eq: 'saucepan or oven|grater|bowl',
    i: [[3, '', 'beetroot'], [1, 'cup', 'greek-yogurt'], [1, 'clove', 'garlic', 'grated'], [1, 'tbsp', 'mint', 'dried or fresh'], [1, 'handful', '?walnut', 'chopped'], [1, 'tbsp', '?olive-oil']],
    steps: [
      'Boil or roast the beetroot until tender, about 45 minutes. Cool, peel and grate.',
      'Mix with the greek yogurt, garlic, mint and salt.',
      'Top with walnuts and a drizzle of olive oil and serve with flatbread.',
    ],
  },
  {
    t: 'Black Bean Dip', d: 'A zesty dip of black beans blended with lime, cumin and garlic.',
    cuisine: 'mexican', meal: 'snack', s: 6, prep: 10, cook: 0, eq: 'food processor',
    i: [[1, 'can', 'black-bean', 'drained'], [1, 'clove', 'garlic'], [1, '', 'lime'], [1, 'tsp', 'cumin'], [2, 'tbsp', 'olive-oil'], [1, 'handful', '?cilantro'], [0.5, 'tsp', '?chili-powder']],
    steps: [
      'Blend the black beans, garlic, lime juice, cumin, olive oil, chili powder and salt with 2 tbsp water until smooth.',
      'Stir in chopped cilantro and serve with tortilla chips or vegetables.',
    ],
  },
  {
    t: 'Buffalo Chicken Dip', d: 'Shredded chicken baked in a creamy, cheesy hot-sauce dip.',
    cuisine: 'american', meal: 'snack', s: 8, prep: 10, cook: 20, eq: 'bowl|small baking dish',
    i: [[300, 'g', 'chicken', 'cooked, shredded'], [200, 'g', 'cream-cheese', 'softened'], [0.5, 'cup', 'hot-sauce'], [0.5, 'cup', 'sour-cream'], [100, 'g', 'cheese', 'cheddar, grated'], [2, '', '?spring-onion'], [2, '', '?celery', 'sticks, to serve']],
    steps: [
      'Heat the oven to 190°C. Beat the cream cheese with the hot sauce and sour cream until smooth.',
      'Fold in the chicken and half the cheese and spread in a baking dish. Top with the rest of the cheese.',
      'Bake for 20 minutes until bubbling. Scatter with spring onion and serve with celery sticks.',
    ],
  },
  {
    t: 'Scotch Eggs', d: 'Soft-boiled eggs wrapped in sausage meat, crumbed and fried.',
    cuisine: 'british', meal: 'snack', s: 4, prep: 30, cook: 25, eq: 'saucepan|3 shallow bowls|deep pan|thermometer',
    i: [[5, '', 'egg'], [400, 'g', 'sausage', 'meat, or skinned sausages'], [0.5, 'cup', 'flour'], [1, 'cup', 'breadcrumb'], [1, 'tsp', '?mustard'], [3, 'cup', '~oil', 'for frying']],
    steps: [
      'Boil four of the eggs for 6 minutes, cool in iced water and peel.',
      'Season the sausage meat (with the mustard if using), divide into four and flatten each around an egg, sealing well.',
      'Roll each in flour, then the remaining egg beaten, then the breadcrumbs.',
      'Fry in oil at 170°C for 7 to 8 minutes until deep golden and the sausage is cooked through. Drain and cool a little.',
    ],
  },
  {
    t: 'Pigs in Blankets', d: 'Little sausages wrapped in bacon and roasted until sticky.',
    cuisine: 'british', meal: 'snack', s: 6, prep: 10, cook: 25, eq: 'baking tray',
    i: [[12, '', 'sausage', 'chipolatas or cocktail sausages'], [6, 'slice', 'bacon', 'halved'], [1, 'tbsp', '?honey']],
    steps: [
      'Heat the oven to 200°C. Wrap each sausage in half a slice of bacon and lay seam side down on a tray.',
      'Roast for 20 to 25 minutes until crisp, brushing with honey for the last 5 minutes if you like.',
    ],
  },
  {
    t: 'Croquetas de Jamon', d: 'Spanish ham croquettes: crisp crumb outside, molten béchamel inside.',
    cuisine: 'spanish', meal: 'snack', s: 6, prep: 30, cook: 30, eq: 'saucepan|whisk|dish|3 shallow bowls|deep pan',
    i: [[60, 'g', 'butter'], [0.75, 'cup', 'flour'], [2.5, 'cup', 'milk'], [120, 'g', 'ham', 'finely chopped'], [0.25, 'tsp', 'nutmeg'], [2, '', 'egg'], [1.5, 'cup', 'breadcrumb'], [3, 'cup', '~oil', 'for frying']],
    steps: [
      'Melt the butter, stir in most of the flour for 2 minutes, then whisk in the milk slowly and cook for 10 minutes to a very thick béchamel.',
      'Stir in the ham, nutmeg and salt, spread in a dish, cover the surface and chill for at least 2 hours.',
      'Shape spoonfuls into logs, roll in the remaining flour, then beaten egg, then breadcrumbs.',
      'Fry in oil at 180°C in batches for 2 to 3 minutes until golden.',
    ],
  },
  {
    t: 'Arancini', d: 'Fried risotto balls with a melting mozzarella centre.',
    cuisine: 'italian', meal: 'snack', s: 6, prep: 30, cook: 45, eq: 'saucepan|3 shallow bowls|deep pan',
    i: [[1.5, 'cup', 'arborio-rice'], [1, 'l', 'stock', 'hot'], [30, 'g', 'butter'], [50, 'g', 'parmesan', 'grated'], [125, 'g', 'mozzarella', 'cut into small cubes'], [2, '', 'egg'], [1.5, 'cup', 'breadcrumb'], [3, 'cup', '~oil', 'for frying']],
    steps: [
      'Cook the arborio rice in the butter, adding the hot stock a ladle at a time, for 18 minutes until tender. Stir in the parmesan, spread out and cool completely.',
      'Take a golf-ball sized lump of rice, press a cube of mozzarella into the middle and close into a ball.',
      'Roll in beaten egg and then breadcrumbs.',
      'Fry in oil at 175°C for 4 minutes until deep golden and hot through.',
    ],
  },
  {
    t: 'Mozzarella Sticks', d: 'Crumbed mozzarella fingers fried until the cheese stretches; serve with marinara.',
    cuisine: 'american', meal: 'snack', s: 4, prep: 20, cook: 10, eq: '3 shallow bowls|freezer|deep pan',
    i: [[250, 'g', 'mozzarella', 'low-moisture block, cut into fingers'], [0.5, 'cup', 'flour'], [2, '', 'egg'], [1, 'cup', 'breadcrumb'], [1, 'tsp', 'italian-seasoning'], [1, 'cup', '?passata', 'warmed, to dip'], [3, 'cup', '~oil', 'for frying']],
    steps: [
      'Mix the breadcrumbs with the italian seasoning. Coat the mozzarella in flour, beaten egg and crumbs, then egg and crumbs again.',
      'Freeze for 30 minutes so the cheese does not leak.',
      'Fry in oil at 180°C for 1 to 2 minutes until golden and serve with warm passata.',
    ],
  },
  {
    t: 'Jalapeno Poppers', d: 'Jalapeño halves filled with cream cheese and cheddar and baked.',
    cuisine: 'american', meal: 'snack', s: 6, prep: 15, cook: 20, eq: 'bowl|baking tray',
    i: [[12, '', 'jalapeno', 'halved and seeded'], [150, 'g', 'cream-cheese'], [80, 'g', 'cheese', 'cheddar, grated'], [0.5, 'tsp', 'garlic-powder'], [4, 'slice', '?bacon', 'cooked and crumbled']],
    steps: [
      'Heat the oven to 200°C. Mix the cream cheese, cheese, garlic powder and bacon if using.',
      'Fill the jalapeño halves and bake on a tray for 18 to 20 minutes until bubbling and browned.',
    ],
  },
  {
    t: 'Parmesan Crisps', d: 'Lacy one-ingredient crisps of baked parmesan, with black pepper.',
    cuisine: 'italian', meal: 'snack', s: 4, prep: 5, cook: 8, eq: 'lined baking tray',
    i: [[100, 'g', 'parmesan', 'finely grated'], [0.25, 'tsp', 'black-pepper'], [1, 'sprig', '?rosemary', 'finely chopped']],
    steps: [
      'Heat the oven to 200°C. Put tablespoons of the parmesan on the tray, spaced well apart, and flatten slightly.',
      'Sprinkle with black pepper and rosemary and bake for 6 to 8 minutes until golden. Cool on the tray until crisp.',
    ],
  },
  {
    t: 'Cinnamon Sugar Tortilla Crisps', d: 'Buttered tortilla wedges baked crisp in cinnamon sugar.',
    cuisine: 'mexican', meal: 'snack', s: 4, prep: 5, cook: 10, eq: 'baking tray|small bowl',
    i: [[4, '', 'flour-tortilla'], [30, 'g', 'butter', 'melted'], [3, 'tbsp', 'sugar'], [1, 'tsp', 'cinnamon']],
    steps: [
      'Heat the oven to 190°C. Brush the flour tortillas with the melted butter and cut into wedges.',
      'Mix the sugar and cinnamon, sprinkle over and bake for 8 to 10 minutes until crisp.',
    ],
  },
  {
    t: 'Langos', d: 'Hungarian fried dough rubbed with garlic and topped with sour cream and cheese.',
    cuisine: 'hungarian', meal: 'snack', s: 4, prep: 70, cook: 15, eq: 'bowl|deep frying pan',
    i: [[2, 'cup', 'flour'], [1, 'tsp', 'yeast', 'instant'], [0.75, 'cup', 'milk', 'warm'], [1, 'tsp', 'sugar'], [2, 'clove', 'garlic', 'crushed'], [0.5, 'cup', 'sour-cream'], [80, 'g', 'cheese', 'grated'], [2, 'cup', '~oil', 'for frying']],
    steps: [
      'Mix the flour, yeast, sugar and 1 tsp salt with the warm milk into a soft dough. Knead 5 minutes, cover and leave 1 hour until doubled.',
      'Divide into 4 and stretch each into a thin round with oiled hands.',
      'Fry in 2 cm of hot oil for 2 minutes a side until puffed and golden. Drain.',
      'Mix the garlic with 2 tbsp of the oil, brush it over, spread with sour cream and scatter with cheese.',
    ],
  },
  {
    t: 'Perkedel Kentang', d: 'Indonesian potato fritters with spring onion and crisp shallots, dipped in egg and fried.',
    cuisine: 'indonesian', meal: 'snack', s: 4, prep: 20, cook: 30, eq: 'saucepan|masher|frying pan',
    i: [[600, 'g', 'potato'], [3, '', 'shallot', 'sliced'], [3, '', 'spring-onion', 'sliced'], [0.25, 'tsp', 'nutmeg'], [2, '', 'egg'], [0.5, 'cup', '~oil', 'for shallow frying']],
    steps: [
      'Boil the potatoes until soft, drain and mash. Fry the shallots in a little of the oil until crisp.',
      'Mix the mash with the shallots, spring onion, nutmeg, one egg, salt and pepper. Shape into 12 small patties.',
      'Dip each in the other egg, beaten, and fry in the remaining oil for 3 minutes a side until golden.',
    ],
  },
  {
    t: 'Curry Puffs', d: 'Malaysian pastries filled with curried potato and peas, baked golden.',
    cuisine: 'malaysian', meal: 'snack', s: 6, prep: 25, cook: 40, eq: 'saucepan|frying pan|baking tray',
    i: [[2, '', 'potato', 'small dice'], [1, '', 'onion', 'finely chopped'], [2, 'tsp', 'curry-powder'], [1, 'tbsp', 'oil'], [0.5, 'cup', 'pea'], [1, '', 'puff-pastry', 'sheet'], [1, '', 'egg', 'beaten'], [150, 'g', '?ground-chicken']],
    steps: [
      'Boil the potatoes for 6 minutes and drain. Fry the onion (and the ground chicken if using) in the oil for 6 minutes, add the curry powder, potatoes and peas, season and cool.',
      'Heat the oven to 200°C. Cut the puff pastry into 10 cm rounds, spoon filling onto each, fold and crimp the edges.',
      'Brush with the egg and bake for 20 minutes until puffed and golden.',
    ],
  },
  {
    t: 'Agedashi Tofu', d: 'Crisp-coated tofu in a light soy and ginger broth.',
    cuisine: 'japanese', meal: 'snack', s: 2, prep: 10, cook: 10, eq: 'frying pan|small saucepan',
    i: [[300, 'g', 'tofu', 'silken or soft, cubed'], [3, 'tbsp', 'cornstarch'], [0.5, 'cup', '~oil', 'for shallow frying'], [0.75, 'cup', 'stock'], [2, 'tbsp', 'soy-sauce'], [1, 'tbsp', 'rice-wine', 'mirin'], [1, 'tsp', 'ginger', 'grated'], [2, '', '?spring-onion']],
    steps: [
      'Pat the tofu dry and coat gently in the cornstarch.',
      'Fry in the hot oil, turning, for 4 to 5 minutes until pale golden and crisp.',
      'Warm the stock, soy sauce and rice wine. Put the tofu in bowls, pour the broth around it and top with ginger and spring onion.',
    ],
  },
  {
    t: 'Cajun Spiced Nuts', d: 'Almonds, cashews and pecans roasted with paprika, cayenne and thyme.',
    cuisine: 'cajun', meal: 'snack', s: 8, prep: 5, cook: 15, eq: 'bowl|baking tray',
    i: [[1, 'cup', 'almond'], [1, 'cup', 'cashew'], [1, 'cup', 'pecan'], [20, 'g', 'butter', 'melted'], [1, 'tsp', 'paprika'], [0.5, 'tsp', 'cayenne'], [0.5, 'tsp', 'garlic-powder'], [1, 'tsp', 'thyme', 'dried'], [1, 'tsp', 'brown-sugar']],
    steps: [
      'Heat the oven to 170°C. Toss the almonds, cashews and pecans with the melted butter.',
      'Mix the paprika, cayenne, garlic powder, thyme, brown sugar and 1 tsp salt and toss with the nuts.',
      'Roast for 12 to 15 minutes, stirring once, until fragrant. Cool to crisp.',
    ],
  },
  {
    t: 'Candied Cinnamon Pecans', d: 'Pecans baked in a crackly cinnamon-sugar coating.',
    cuisine: 'southern-us', meal: 'snack', s: 8, prep: 10, cook: 45, eq: 'bowl|whisk|lined baking tray',
    i: [[3, 'cup', 'pecan'], [1, '', 'egg', 'white'], [0.5, 'cup', 'sugar'], [0.5, 'cup', 'brown-sugar'], [1, 'tbsp', 'cinnamon'], [1, 'tsp', '?vanilla']],
    steps: [
      'Heat the oven to 120°C. Whisk the egg white with 1 tbsp water (and the vanilla if using) until frothy, and toss the pecans in it.',
      'Mix the sugar, brown sugar, cinnamon and 0.5 tsp salt and toss with the pecans to coat.',
      'Spread on the tray and bake for 45 minutes, stirring every 15 minutes. Cool completely.',
    ],
  },
  {
    t: 'Goat Cheese Stuffed Dates', d: 'Sweet dates filled with tangy goat cheese and a walnut.',
    cuisine: 'mediterranean', meal: 'snack', s: 6, prep: 10, cook: 0, eq: 'small knife',
    i: [[18, '', 'date', 'medjool, pitted'], [100, 'g', 'goat-cheese'], [60, 'g', '?walnut', 'halves'], [1, 'tbsp', '?honey']],
    steps: [
      'Slit each date along one side and remove the stone.',
      'Fill with a little goat cheese, press in a walnut half and drizzle with honey if you like.',
    ],
  },
  {
    t: 'Cucumber Bites with Dill Cream Cheese', d: 'Cool cucumber rounds topped with whipped dill cream cheese.',
    cuisine: 'scandinavian', meal: 'snack', s: 6, prep: 15, cook: 0, eq: 'bowl|piping bag or spoon',
    i: [[1, '', 'cucumber', 'sliced 1 cm thick'], [150, 'g', 'cream-cheese'], [1, 'handful', 'dill', 'chopped'], [0.5, '', 'lemon'], [100, 'g', '?salmon', 'smoked, in strips']],
    steps: [
      'Beat the cream cheese with most of the dill, a squeeze of lemon and pepper.',
      'Pipe or spoon onto the cucumber slices and top with smoked salmon if using and a frond of dill.',
    ],
  },
  {
    t: 'Tortilla Pinwheels', d: 'Flour tortillas spread with herby cream cheese, rolled with ham and spinach, and sliced.',
    cuisine: 'american', meal: 'snack', s: 6, prep: 15, cook: 0, eq: 'bowl|cling film|sharp knife',
    i: [[4, '', 'flour-tortilla', 'large'], [200, 'g', 'cream-cheese'], [1, 'clove', 'garlic', 'grated'], [8, 'slice', 'ham'], [2, 'handful', 'spinach', 'baby'], [1, 'handful', '?chive']],
    steps: [
      'Beat the cream cheese with the garlic and snipped chives.',
      'Spread over the flour tortillas right to the edges, lay on the ham and spinach and roll up tightly.',
      'Wrap in cling film, chill for 30 minutes and slice into 2 cm pinwheels.',
    ],
  },
  {
    t: 'Ants on a Log', d: 'Celery sticks filled with peanut butter and dotted with raisins: the classic after-school snack.',
    cuisine: 'american', meal: 'snack', s: 4, prep: 10, cook: 0, eq: 'knife|spoon',
    i: [[4, '', 'celery', 'sticks'], [4, 'tbsp', 'peanut-butter'], [2, 'tbsp', 'raisin']],
    steps: [
      'Cut each celery stick into three and fill the grooves with peanut butter.',
      'Press a line of raisins along the top of each.',
    ],
  },
  {
    t: 'Southern Sausage Balls', d: 'Savoury bites of sausage, sharp cheddar and flour baked until crisp.',
    cuisine: 'southern-us', meal: 'snack', s: 8, prep: 15, cook: 20, eq: 'bowl|lined baking tray',
    i: [[450, 'g', 'sausage', 'meat'], [200, 'g', 'cheddar', 'sharp, grated'], [1.25, 'cup', 'self-raising-flour'], [0.25, 'cup', 'milk'], [0.25, 'tsp', '?cayenne']],
    steps: [
      'Heat the oven to 190°C. Mix the sausage meat, cheddar, self-raising flour, milk and cayenne with your hands until combined.',
      'Roll into walnut-sized balls and bake on the tray for 18 to 20 minutes until browned and cooked through.',
    ],
  },
  {
    t: 'Garlic Parmesan Potato Wedges', d: 'Crispy baked wedges tossed with garlic, parmesan and parsley.',
    cuisine: 'american', meal: 'snack', s: 4, prep: 10, cook: 40, eq: 'bowl|baking tray',
    i: [[4, '', 'potato', 'in wedges'], [3, 'tbsp', 'oil'], [2, 'clove', 'garlic', 'grated'], [40, 'g', 'parmesan', 'grated'], [1, 'handful', '?parsley']],
    steps: [
      'Heat the oven to 220°C. Toss the potato wedges with the oil, salt and pepper and roast for 30 minutes, turning once.',
      'Toss with the garlic and parmesan and roast 8 to 10 minutes more until crisp. Scatter with parsley.',
    ],
  },
  {
    t: 'Cheesy Garlic Toasts', d: 'Bread rubbed with garlic butter, topped with parmesan and mozzarella and baked.',
    cuisine: 'italian', meal: 'snack', s: 4, prep: 5, cook: 10, eq: 'bowl|baking tray',
    i: [[8, 'slice', 'bread'], [50, 'g', 'butter', 'soft'], [2, 'clove', 'garlic', 'grated'], [30, 'g', 'parmesan', 'grated'], [100, 'g', '?mozzarella', 'grated'], [1, 'handful', '?parsley']],
    steps: [
      'Heat the oven to 200°C. Mash the butter with the garlic and parsley and spread over the bread.',
      'Top with parmesan and the mozzarella if using and bake for 8 to 10 minutes until golden and bubbling.',
    ],
  },
  {
    t: 'Lemon Garlic Marinated Olives', d: 'Olives warmed in olive oil with garlic, lemon zest and herbs.',
    cuisine: 'mediterranean', meal: 'snack', s: 6, prep: 5, cook: 5, eq: 'small saucepan|jar',
    i: [[2, 'cup', 'olive', 'mixed'], [0.25, 'cup', 'olive-oil'], [2, 'clove', 'garlic', 'sliced'], [1, '', 'lemon', 'zest in strips'], [2, 'sprig', '?rosemary'], [0.25, 'tsp', '?chili-flake']],
    steps: [
      'Warm the olive oil with the garlic, lemon zest, rosemary and chili flakes over a low heat for 5 minutes.',
      'Pour over the olives, toss and leave at least 30 minutes before serving. They keep for a week in the fridge.',
    ],
  },
  {
    t: 'Crispy Smashed Potatoes with Garlic Herb Dip', d: 'Boiled baby potatoes smashed flat and roasted crisp, with a yogurt herb dip.',
    cuisine: 'international', meal: 'snack', s: 4, prep: 10, cook: 50, eq: 'saucepan|baking tray|bowl',
    i: [[800, 'g', 'potato', 'baby'], [3, 'tbsp', 'oil'], [0.5, 'cup', 'yogurt'], [1, 'clove', 'garlic', 'grated'], [1, 'handful', 'parsley', 'chopped'], [1, 'handful', '?chive']],
    steps: [
      'Boil the potatoes for 15 to 20 minutes until tender. Drain and leave to steam dry.',
      'Heat the oven to 220°C. Smash each potato flat on an oiled tray, drizzle with the oil and salt and roast for 30 minutes until crisp.',
      'Mix the yogurt with the garlic, parsley, chives and salt and serve with the potatoes.',
    ],
  },
  {
    t: 'Garlic Parmesan Popcorn', d: 'Stovetop popcorn tossed with garlic butter and finely grated parmesan.',
    cuisine: 'american', meal: 'snack', s: 4, prep: 2, cook: 8, eq: 'large lidded saucepan|small pan',
    i: [[0.5, 'cup', 'popcorn', 'kernels'], [2, 'tbsp', 'oil'], [30, 'g', 'butter'], [1, 'clove', 'garlic', 'grated'], [30, 'g', 'parmesan', 'finely grated']],
    steps: [
      'Heat the oil with 3 popcorn kernels in a covered pan; when they pop add the rest, cover and shake over a medium heat until the popping slows.',
      'Melt the butter with the garlic for 1 minute.',
      'Toss the popcorn with the garlic butter, parmesan and a pinch of salt.',
    ],
  },
  {
    t: 'Mango Salsa', d: 'Sweet mango with red onion, chili, lime and cilantro, for chips, fish or tacos.',
    cuisine: 'mexican', meal: 'snack', s: 6, prep: 15, cook: 0, eq: 'bowl',
    i: [[2, '', 'mango', 'diced'], [0.5, '', 'red-onion', 'finely diced'], [1, '', 'chili-pepper', 'finely chopped'], [1, '', 'lime'], [1, 'handful', 'cilantro', 'chopped'], [1, '', '?avocado', 'diced']],
    steps: [
      'Mix the mango, red onion, chili pepper and cilantro, and the avocado if using.',
      'Squeeze over the lime juice, season with salt and leave 10 minutes for the flavours to mingle.',
    ],
  },
  {
    t: 'Sour Cream and Herb Dip', d: 'A cool dip of sour cream with chives and dill for crisps and raw vegetables.',
    cuisine: 'american', meal: 'snack', s: 6, prep: 10, cook: 0, eq: 'bowl',
    i: [[1, 'cup', 'sour-cream'], [1, 'handful', 'chive', 'snipped'], [1, 'handful', 'dill', 'chopped'], [1, 'clove', '?garlic', 'grated'], [0.5, '', '?lemon']],
    steps: [
      'Stir the chives, dill, garlic if using and a squeeze of lemon into the sour cream with salt and pepper.',
      'Chill for 20 minutes so the herbs flavour the cream, then serve with crisps or vegetable sticks.',
    ],
  },
  {
    t: 'Hot Garlic Cheese Dip', d: 'Melted cheese in garlic-infused cream, for dunking bread and vegetables.',
    cuisine: 'american', meal: 'snack', s: 6, prep: 5, cook: 15, eq: 'small saucepan',
    i: [[200, 'g', 'cheese', 'grated melting cheese'], [0.75, 'cup', 'cream'], [3, 'clove', 'garlic', 'grated'], [1, 'handful', '?chive'], [0.25, 'tsp', '?paprika']],
    steps: [
      'Warm the cream with the garlic over a low heat for 5 minutes without boiling.',
      'Add the cheese a handful at a time, stirring until smooth. Season with pepper.',
      'Pour into a warm bowl, sprinkle with paprika and chives and serve straight away.',
    ],
  },
  {
    t: 'Crispy Onion Rings', d: 'Onion rings in a light, crackly batter, fried until golden.',
    cuisine: 'american', meal: 'snack', s: 4, prep: 15, cook: 15, eq: 'bowl|whisk|deep pan|thermometer',
    i: [[2, '', 'onion', 'large, in 1 cm rings'], [1, 'cup', 'flour'], [1, 'cup', 'water', 'ice-cold, or sparkling'], [1, 'tsp', '?baking-powder'], [3, 'cup', '~oil', 'for frying']],
    steps: [
      'Whisk the flour, baking powder if using and 0.5 tsp salt with the cold water into a batter the thickness of cream.',
      'Heat the oil to 180°C. Dip the onion rings in the batter and fry a few at a time for 2 to 3 minutes until golden.',
      'Drain on paper and salt straight away.',
    ],
  },
  {
    t: 'Honey Roasted Almonds', d: 'Almonds roasted and glazed with honey and a pinch of salt.',
    cuisine: 'international', meal: 'snack', s: 6, prep: 5, cook: 15, eq: 'lined baking tray|small saucepan',
    i: [[2, 'cup', 'almond', 'whole, skin on'], [2, 'tbsp', 'honey'], [0.5, 'tsp', 'salt'], [0.5, 'tsp', '?cinnamon'], [1, 'tsp', '?oil']],
    steps: [
      'Heat the oven to 170°C. Warm the honey with the oil and cinnamon if using until runny.',
      'Toss the almonds in it, spread on the tray and roast for 12 to 15 minutes, stirring once. Sprinkle with the salt and leave to cool and crisp.',
    ],
  },
  {
    t: 'Aloo Tikki', d: 'Spiced potato patties with cumin and cilantro, pan-fried until crisp.',
    cuisine: 'indian', meal: 'snack', s: 4, prep: 20, cook: 30, eq: 'saucepan|masher|frying pan',
    i: [[600, 'g', 'potato', 'floury'], [1, 'tsp', 'cumin'], [1, 'handful', 'cilantro', 'chopped'], [3, 'tbsp', 'oil'], [1, '', '?chili-pepper', 'green, chopped'], [2, 'tbsp', '?cornstarch'], [0.5, 'cup', '?yogurt', 'to serve']],
    steps: [
      'Boil the potatoes until tender, drain, cool a little and mash.',
      'Mix in the cumin, cilantro, chili pepper, the cornstarch if using (it helps them hold) and salt. Shape into 8 patties.',
      'Fry in the oil over a medium heat for 4 minutes a side until crisp and golden. Serve with yogurt.',
    ],
  },
];
