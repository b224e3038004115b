import type { RecipeDraft } from '../build.ts';

/** Desserts, cakes and cookies. */
export const DESSERT_DRAFTS: readonly RecipeDraft[] = [
  {
    t: 'Chocolate Chip Cookies', d: 'Chewy-centred cookies with crisp edges and plenty of chocolate.',
    cuisine: 'american', meal: 'dessert', s: 24, prep: 15, cook: 12, eq: 'mixing bowl|electric whisk|baking trays',
    i: [[115, 'g', 'butter', 'soft'], [0.5, 'cup', 'sugar'], [0.5, 'cup', 'brown-sugar'], [1, '', 'egg'], [1, 'tsp', 'vanilla'], [1.5, 'cup', 'flour'], [0.5, 'tsp', 'baking-soda'], [0.5, 'tsp', 'salt'], [1, 'cup', 'chocolate-chip']],
    steps: [
      'Heat the oven to 180°C and line two trays.',
      'Beat the butter and both sugars until creamy, then beat in the egg and vanilla.',
      'Stir in the flour, baking soda and salt, then the chocolate chips.',
      'Roll tablespoons of dough into balls, space them well apart and bake for 10 to 12 minutes until golden at the edges but soft in the middle. Cool on the tray for 5 minutes.',
    ],
  },
  {
    t: 'Fudgy Brownies', d: 'Dense, glossy-topped chocolate brownies.',
    cuisine: 'american', meal: 'dessert', s: 16, prep: 15, cook: 25, eq: 'square tin|saucepan|bowl',
    i: [[115, 'g', 'butter'], [150, 'g', 'chocolate', 'dark'], [1, 'cup', 'sugar'], [2, '', 'egg'], [1, 'tsp', 'vanilla'], [0.5, 'cup', 'flour'], [3, 'tbsp', 'cocoa'], [0.25, 'tsp', 'salt']],
    steps: [
      'Heat the oven to 175°C and line a 20 cm square tin.',
      'Melt the butter and chocolate together over low heat, then whisk in the sugar, eggs and vanilla until glossy.',
      'Fold in the flour, cocoa and salt.',
      'Spread in the tin and bake for 22 to 25 minutes until just set with a moist crumb on a skewer. Cool completely before cutting.',
    ],
  },
  {
    t: 'Apple Crumble', d: 'Soft cinnamon apples under a buttery oat crumble.',
    cuisine: 'british', meal: 'dessert', s: 6, prep: 15, cook: 40, eq: 'baking dish|bowl',
    i: [[6, '', 'apple', 'peeled and sliced'], [2, 'tbsp', 'sugar'], [1, 'tsp', 'cinnamon'], [1, 'cup', 'flour'], [0.5, 'cup', 'oat'], [0.5, 'cup', 'brown-sugar'], [100, 'g', 'butter', 'cold, cubed']],
    steps: [
      'Heat the oven to 190°C. Toss the apples with the sugar and cinnamon in a baking dish.',
      'Rub the butter into the flour until crumbly, then stir in the oats and brown sugar.',
      'Scatter over the apples and bake for 35 to 40 minutes until golden and bubbling.',
    ],
  },
  {
    t: 'Vegan Chocolate Cake', d: 'A moist, egg-free and dairy-free chocolate cake made with oil and vinegar.',
    cuisine: 'american', meal: 'dessert', s: 10, prep: 10, cook: 35, eq: 'cake tin|bowl|whisk',
    i: [[1.5, 'cup', 'flour'], [1, 'cup', 'sugar'], [0.33, 'cup', 'cocoa'], [1, 'tsp', 'baking-soda'], [0.5, 'tsp', 'salt'], [1, 'cup', 'water'], [0.33, 'cup', 'vegetable-oil'], [1, 'tbsp', 'vinegar'], [1, 'tsp', 'vanilla']],
    steps: [
      'Heat the oven to 180°C and line a 20 cm cake tin.',
      'Whisk the flour, sugar, cocoa, baking soda and salt in a bowl.',
      'Add the water, oil, vinegar and vanilla and whisk until smooth.',
      'Pour into the tin and bake for 30 to 35 minutes until a skewer comes out clean.',
    ],
  },
  {
    t: 'Classic Victoria Sponge', d: 'Two light sponges sandwiched with jam and whipped cream.',
    cuisine: 'british', meal: 'dessert', s: 10, prep: 20, cook: 25, eq: '2 sandwich tins|mixing bowl|electric whisk',
    i: [[200, 'g', 'butter', 'soft'], [200, 'g', 'sugar'], [4, '', 'egg'], [200, 'g', 'self-raising-flour'], [2, 'tbsp', 'milk'], [0.33, 'cup', 'jam', 'raspberry'], [0.66, 'cup', 'cream', 'whipped'], [1, 'tbsp', 'powdered-sugar']],
    steps: [
      'Heat the oven to 180°C and line two 20 cm tins.',
      'Beat the butter and sugar until pale, beat in the eggs one at a time, then fold in the flour and milk.',
      'Divide between the tins and bake for 20 to 25 minutes until springy. Cool.',
      'Sandwich with jam and whipped cream and dust with icing sugar.',
    ],
  },
  {
    t: 'Rice Pudding', d: 'Creamy baked rice pudding with nutmeg.',
    cuisine: 'british', meal: 'dessert', s: 4, prep: 5, cook: 120, eq: 'baking dish',
    i: [[0.33, 'cup', 'arborio-rice'], [3, 'cup', 'milk'], [3, 'tbsp', 'sugar'], [15, 'g', 'butter'], [0.25, 'tsp', 'nutmeg'], [1, 'tsp', 'vanilla']],
    steps: [
      'Heat the oven to 150°C and butter a baking dish.',
      'Stir the rice, milk, sugar and vanilla in the dish and dot with butter and nutmeg.',
      'Bake for 2 hours, stirring after the first 30 minutes, until thick and creamy with a golden skin.',
    ],
  },
  {
    t: 'Coconut Rice Pudding', d: 'A vegan stovetop rice pudding made with coconut milk and cardamom.',
    cuisine: 'thai', meal: 'dessert', s: 4, prep: 5, cook: 35, eq: 'saucepan',
    i: [[0.5, 'cup', 'jasmine-rice'], [1, 'can', 'coconut-milk'], [1.5, 'cup', 'almond-milk'], [0.25, 'cup', 'sugar'], [4, '', 'cardamom', 'lightly crushed'], [1, '', 'mango']],
    steps: [
      'Simmer the rice with the coconut milk, almond milk, sugar and cardamom, stirring often, for 30 to 35 minutes until thick.',
      'Remove the cardamom pods and serve warm or cold with diced mango.',
    ],
  },
  {
    t: 'Mango Sticky Rice', d: 'Sweet coconut rice with ripe mango and a salty coconut sauce.',
    cuisine: 'thai', meal: 'dessert', s: 4, prep: 10, cook: 25, eq: 'saucepan with lid|small saucepan',
    i: [[1, 'cup', 'rice', 'glutinous or short-grain'], [1, 'can', 'coconut-milk'], [0.33, 'cup', 'sugar'], [0.5, 'tsp', 'salt'], [2, '', 'mango'], [1, 'tsp', 'sesame-seed'], [1, 'tsp', 'cornstarch']],
    steps: [
      'Cook the rinsed rice with 1¼ cups of water, covered, on low for 18 minutes.',
      'Warm two-thirds of the coconut milk with the sugar and half the salt and stir into the hot rice. Cover and rest 15 minutes.',
      'Simmer the rest of the coconut milk with the remaining salt and the cornstarch until slightly thick.',
      'Serve the rice with sliced mango, the sauce spooned over and sesame seeds.',
    ],
  },
  {
    t: 'Panna Cotta with Berries', d: 'Silky set vanilla cream with a quick berry sauce.',
    cuisine: 'italian', meal: 'dessert', s: 6, prep: 15, cook: 5, eq: 'saucepan|moulds or glasses',
    i: [[2, 'cup', 'cream'], [1, 'cup', 'milk'], [0.33, 'cup', 'sugar'], [1, 'tsp', 'vanilla'], [2.5, 'tsp', 'gelatin'], [1.5, 'cup', 'berry'], [1, 'tbsp', 'powdered-sugar']],
    steps: [
      'Sprinkle the gelatin over 3 tablespoons of the cold milk and leave for 5 minutes.',
      'Warm the cream, remaining milk, sugar and vanilla until steaming, take off the heat and stir in the gelatin until dissolved.',
      'Pour into glasses and chill for at least 4 hours until set.',
      'Crush half the berries with the icing sugar, stir in the rest and spoon over the panna cotta.',
    ],
  },
  {
    t: 'Creme Brulee', d: 'Baked vanilla custard under a shell of burnt sugar.',
    cuisine: 'french', meal: 'dessert', s: 4, prep: 15, cook: 40, eq: 'ramekins|roasting tin|whisk|blowtorch or grill',
    i: [[2, 'cup', 'cream'], [5, '', 'egg', 'yolks only'], [0.33, 'cup', 'sugar'], [1, 'tsp', 'vanilla'], [4, 'tbsp', 'sugar', 'for the tops']],
    steps: [
      'Heat the oven to 150°C. Warm the cream with the vanilla.',
      'Whisk the yolks with the sugar, then whisk in the warm cream. Strain into ramekins.',
      'Bake in a tin half-filled with hot water for 30 to 40 minutes until set with a slight wobble. Chill.',
      'Sprinkle each with sugar and caramelise with a blowtorch or under a very hot grill.',
    ],
  },
  {
    t: 'Chocolate Mousse', d: 'Light, airy dark chocolate mousse made with whipped eggs.',
    cuisine: 'french', meal: 'dessert', s: 4, prep: 20, cook: 5, eq: 'heatproof bowl|electric whisk|glasses',
    i: [[150, 'g', 'chocolate', 'dark'], [4, '', 'egg', 'separated'], [2, 'tbsp', 'sugar'], [1, 'pinch', 'salt']],
    steps: [
      'Melt the chocolate over a pan of simmering water and let it cool slightly. Stir in the yolks.',
      'Whisk the whites with the salt to soft peaks, then whisk in the sugar until glossy.',
      'Fold a third of the whites into the chocolate to loosen it, then gently fold in the rest.',
      'Spoon into glasses and chill for at least 2 hours.',
    ],
  },
  {
    t: 'Three-Ingredient Peanut Butter Cookies', d: 'Flourless, gluten-free cookies of peanut butter, sugar and egg.',
    cuisine: 'american', meal: 'dessert', s: 16, prep: 10, cook: 10, eq: 'bowl|fork|baking tray',
    i: [[1, 'cup', 'peanut-butter'], [0.75, 'cup', 'sugar'], [1, '', 'egg']],
    steps: [
      'Heat the oven to 180°C and line a tray.',
      'Mix the peanut butter, sugar and egg until smooth, roll into balls and press a criss-cross on each with a fork.',
      'Bake for 9 to 10 minutes until just set. Cool on the tray; they firm up as they cool.',
    ],
  },
  {
    t: 'Oatmeal Raisin Cookies', d: 'Soft, spiced oat cookies dotted with raisins.',
    cuisine: 'american', meal: 'dessert', s: 20, prep: 15, cook: 12, eq: 'bowl|baking trays',
    i: [[115, 'g', 'butter', 'soft'], [0.75, 'cup', 'brown-sugar'], [1, '', 'egg'], [1, 'tsp', 'vanilla'], [1, 'cup', 'flour'], [0.5, 'tsp', 'baking-soda'], [1, 'tsp', 'cinnamon'], [1.5, 'cup', 'oat'], [0.75, 'cup', 'raisin']],
    steps: [
      'Heat the oven to 180°C. Beat the butter and sugar, then the egg and vanilla.',
      'Stir in the flour, baking soda and cinnamon, then the oats and raisins.',
      'Drop spoonfuls onto lined trays and bake for 10 to 12 minutes.',
    ],
  },
  {
    t: 'Bread and Butter Pudding', d: 'Buttered bread baked in vanilla custard with raisins.',
    cuisine: 'british', meal: 'dessert', s: 6, prep: 15, cook: 40, eq: 'baking dish|whisk',
    i: [[8, 'slice', 'bread'], [50, 'g', 'butter'], [0.33, 'cup', 'raisin'], [3, '', 'egg'], [1.5, 'cup', 'milk'], [0.5, 'cup', 'cream'], [0.33, 'cup', 'sugar'], [1, 'tsp', 'vanilla'], [0.25, 'tsp', 'nutmeg']],
    steps: [
      'Butter the bread, cut into triangles and layer in a buttered dish with the raisins.',
      'Whisk the eggs, milk, cream, sugar and vanilla and pour over. Leave to soak for 15 minutes.',
      'Grate over nutmeg and bake at 170°C for 35 to 40 minutes until puffed and just set.',
    ],
  },
  {
    t: 'Sticky Toffee Pudding', d: 'Date sponge soaked in a rich toffee sauce.',
    cuisine: 'british', meal: 'dessert', s: 8, prep: 20, cook: 35, eq: 'square tin|saucepan|bowl',
    i: [[1, 'cup', 'date', 'chopped'], [1, 'tsp', 'baking-soda'], [0.75, 'cup', 'water', 'boiling'], [60, 'g', 'butter'], [0.75, 'cup', 'brown-sugar'], [2, '', 'egg'], [1.25, 'cup', 'self-raising-flour'], [1, 'cup', 'cream'], [0.5, 'cup', 'brown-sugar', 'for the sauce'], [50, 'g', 'butter', 'for the sauce']],
    steps: [
      'Soak the dates in the boiling water with the baking soda for 10 minutes.',
      'Beat the butter and sugar, beat in the eggs, fold in the flour, then the dates and their liquid.',
      'Bake in a lined tin at 180°C for 30 to 35 minutes.',
      'For the sauce, simmer the cream, sugar and butter for 3 minutes. Pour half over the warm pudding and serve with the rest.',
    ],
  },
  {
    t: 'Carrot Cake', d: 'Spiced, moist carrot cake with cream cheese frosting.',
    cuisine: 'american', meal: 'dessert', s: 12, prep: 25, cook: 40, eq: 'cake tin|bowls|grater|electric whisk',
    i: [[1.5, 'cup', 'flour'], [1, 'cup', 'brown-sugar'], [1, 'tsp', 'baking-soda'], [2, 'tsp', 'cinnamon'], [0.5, 'tsp', 'nutmeg'], [3, '', 'egg'], [0.66, 'cup', 'vegetable-oil'], [2, 'cup', 'carrot', 'grated'], [0.5, 'cup', 'walnut'], [200, 'g', 'cream-cheese'], [60, 'g', 'butter'], [1.5, 'cup', 'powdered-sugar']],
    steps: [
      'Heat the oven to 175°C and line a 23 cm tin.',
      'Whisk the flour, sugar, soda and spices; add the eggs and oil and mix, then fold in the carrot and walnuts.',
      'Bake for 35 to 40 minutes until a skewer comes out clean. Cool completely.',
      'Beat the cream cheese, butter and icing sugar until smooth and spread over the cake.',
    ],
  },
  {
    t: 'Lemon Drizzle Cake', d: 'A buttery loaf soaked with sharp lemon syrup and a crunchy top.',
    cuisine: 'british', meal: 'dessert', s: 10, prep: 15, cook: 45, eq: 'loaf tin|bowl|skewer',
    i: [[175, 'g', 'butter', 'soft'], [175, 'g', 'sugar'], [3, '', 'egg'], [175, 'g', 'self-raising-flour'], [2, '', 'lemon'], [0.5, 'cup', 'powdered-sugar']],
    steps: [
      'Heat the oven to 180°C and line a loaf tin.',
      'Beat the butter and sugar, beat in the eggs, then fold in the flour and lemon zest.',
      'Bake for 40 to 45 minutes until golden.',
      'Mix the lemon juice with the icing sugar, prick the hot cake all over and pour the syrup over. Cool in the tin.',
    ],
  },
  {
    t: 'Red Wine Poached Pears', d: 'Pears poached in spiced red wine until ruby red; vegan and gluten-free.',
    cuisine: 'french', meal: 'dessert', s: 4, prep: 10, cook: 40, eq: 'saucepan',
    i: [[4, '', 'pear', 'peeled'], [2, 'cup', 'red-wine'], [0.5, 'cup', 'sugar'], [1, '', 'cinnamon', 'stick'], [2, '', 'star-anise'], [1, '', 'orange', 'peel only']],
    steps: [
      'Bring the wine, sugar, spices and orange peel to a simmer.',
      'Add the pears, cover with a circle of paper and poach for 25 to 30 minutes, turning, until tender.',
      'Lift out the pears and boil the liquid until syrupy. Spoon over the pears.',
    ],
  },
  {
    t: 'Baked Apples with Oats and Cinnamon', d: 'Whole apples stuffed with oats, raisins and maple, baked until soft.',
    cuisine: 'american', meal: 'dessert', s: 4, prep: 10, cook: 35, eq: 'baking dish|apple corer',
    i: [[4, '', 'apple'], [0.33, 'cup', 'oat'], [2, 'tbsp', 'raisin'], [2, 'tbsp', 'maple-syrup'], [1, 'tsp', 'cinnamon'], [1, 'tbsp', 'coconut-oil']],
    steps: [
      'Heat the oven to 180°C. Core the apples, leaving the base intact.',
      'Mix the oats, raisins, maple syrup, cinnamon and coconut oil and pack into the apples.',
      'Stand in a dish with a little water and bake for 30 to 35 minutes until tender.',
    ],
  },
  {
    t: 'Flourless Chocolate Cake', d: 'A dense, gluten-free chocolate cake that is almost a truffle.',
    cuisine: 'french', meal: 'dessert', s: 10, prep: 15, cook: 30, eq: 'springform tin|saucepan|bowl',
    i: [[200, 'g', 'chocolate', 'dark'], [115, 'g', 'butter'], [0.75, 'cup', 'sugar'], [4, '', 'egg'], [0.5, 'cup', 'cocoa']],
    steps: [
      'Heat the oven to 175°C and line a 20 cm springform tin.',
      'Melt the chocolate and butter together, then whisk in the sugar, eggs one at a time, and the cocoa.',
      'Bake for 25 to 30 minutes until the top has a thin crust and the centre is just set. Cool before slicing.',
    ],
  },
  {
    t: 'Pavlova with Berries', d: 'Crisp meringue with a marshmallow centre, topped with cream and berries.',
    cuisine: 'international', meal: 'dessert', s: 8, prep: 20, cook: 90, eq: 'electric whisk|baking tray',
    i: [[4, '', 'egg', 'whites only'], [1, 'cup', 'sugar'], [1, 'tsp', 'cornstarch'], [1, 'tsp', 'vinegar'], [1.5, 'cup', 'cream'], [2, 'cup', 'berry']],
    steps: [
      'Heat the oven to 130°C. Whisk the whites to stiff peaks, then add the sugar a spoonful at a time until thick and glossy. Fold in the cornstarch and vinegar.',
      'Spread into a 20 cm round on a lined tray with a slight hollow in the middle.',
      'Bake for 1½ hours, then turn off the oven and leave the pavlova inside to cool.',
      'Top with whipped cream and berries just before serving.',
    ],
  },
  {
    t: 'Apple Pie', d: 'A double-crust pie filled with cinnamon-spiced apples.',
    cuisine: 'american', meal: 'dessert', s: 8, prep: 30, cook: 55, eq: 'pie dish|rolling pin|bowl',
    i: [[2, '', 'pie-crust'], [7, '', 'apple'], [0.66, 'cup', 'sugar'], [2, 'tbsp', 'flour'], [1, 'tsp', 'cinnamon'], [1, '', 'lemon'], [1, '', 'egg']],
    steps: [
      'Heat the oven to 200°C. Line a pie dish with one pastry sheet.',
      'Toss the sliced apples with the sugar, flour, cinnamon and lemon juice and pile into the dish.',
      'Cover with the second sheet, crimp the edges, cut vents and brush with beaten egg.',
      'Bake for 50 to 55 minutes until golden and the filling bubbles. Cool for an hour before cutting.',
    ],
  },
  {
    t: 'Pumpkin Pie', d: 'Smooth spiced pumpkin custard in a crisp pastry case.',
    cuisine: 'american', meal: 'dessert', s: 8, prep: 15, cook: 60, eq: 'pie dish|bowl|whisk',
    i: [[1, '', 'pie-crust'], [2, 'cup', 'pumpkin', 'puréed'], [0.75, 'cup', 'brown-sugar'], [2, '', 'egg'], [1, 'cup', 'cream'], [1, 'tsp', 'cinnamon'], [0.5, 'tsp', 'ground-ginger'], [0.25, 'tsp', 'nutmeg']],
    steps: [
      'Heat the oven to 200°C and line a pie dish with the pastry.',
      'Whisk the pumpkin, sugar, eggs, cream and spices until smooth.',
      'Pour into the case and bake for 15 minutes, then at 175°C for 40 to 45 minutes until just set. Cool completely.',
    ],
  },
  {
    t: 'Banana Nice Cream', d: 'Frozen bananas blended into a soft-serve style vegan ice cream.',
    cuisine: 'international', meal: 'dessert', s: 2, prep: 5, cook: 0, eq: 'food processor',
    i: [[3, '', 'banana', 'sliced and frozen'], [2, 'tbsp', 'almond-milk'], [1, 'tbsp', '?cocoa', 'for a chocolate version'], [1, 'tbsp', 'peanut-butter']],
    steps: [
      'Blend the frozen banana with the almond milk, scraping down often, until smooth and creamy.',
      'Blend in the cocoa and peanut butter and serve straight away, or freeze for 30 minutes for a firmer scoop.',
    ],
  },
  {
    t: 'Fruit Salad with Mint and Lime', d: 'Fresh fruit dressed with lime and torn mint.',
    cuisine: 'international', meal: 'dessert', s: 6, prep: 15, cook: 0, eq: 'large bowl|knife',
    i: [[1, '', 'mango'], [2, 'cup', 'strawberry'], [1, 'cup', 'blueberry'], [2, '', 'orange', 'segmented'], [1, 'cup', 'grape'], [1, '', 'lime'], [1, 'tbsp', 'maple-syrup'], [1, 'handful', 'mint']],
    steps: [
      'Cut the fruit into bite-sized pieces and put in a bowl.',
      'Mix the lime juice and maple syrup, pour over the fruit, add torn mint and toss gently.',
    ],
  },
  {
    t: 'Coconut Macaroons', d: 'Chewy golden coconut mounds, naturally gluten-free.',
    cuisine: 'american', meal: 'dessert', s: 16, prep: 10, cook: 20, eq: 'bowl|whisk|baking tray',
    i: [[3, 'cup', 'coconut'], [0.66, 'cup', 'sugar'], [3, '', 'egg', 'whites only'], [1, 'tsp', 'vanilla'], [1, 'pinch', 'salt']],
    steps: [
      'Heat the oven to 165°C and line a tray.',
      'Whisk the whites with the salt until foamy, then stir in the sugar, vanilla and coconut.',
      'Scoop into mounds and bake for 18 to 20 minutes until golden at the edges.',
    ],
  },
  {
    t: 'Yogurt with Honey and Walnuts', d: 'Thick Greek yogurt with honey and toasted walnuts.',
    cuisine: 'greek', meal: 'dessert', s: 2, prep: 5, cook: 3, eq: 'small frying pan|bowls',
    i: [[1, 'cup', 'greek-yogurt'], [2, 'tbsp', 'honey'], [0.33, 'cup', 'walnut'], [0.25, 'tsp', 'cinnamon']],
    steps: [
      'Toast the walnuts in a dry pan for 3 minutes.',
      'Spoon the yogurt into bowls, drizzle with honey and top with the walnuts and a pinch of cinnamon.',
    ],
  },
  {
    t: 'Kheer', d: 'Indian rice pudding with cardamom, saffron-style warmth and pistachios.',
    cuisine: 'indian', meal: 'dessert', s: 4, prep: 5, cook: 45, eq: 'heavy saucepan',
    i: [[0.25, 'cup', 'basmati-rice'], [4, 'cup', 'milk'], [0.33, 'cup', 'sugar'], [4, '', 'cardamom'], [2, 'tbsp', 'pistachio'], [2, 'tbsp', 'almond']],
    steps: [
      'Rinse and soak the rice for 10 minutes.',
      'Bring the milk to the boil, add the rice and cardamom and simmer, stirring often, for 35 to 40 minutes until thick.',
      'Stir in the sugar and serve warm or chilled with chopped nuts.',
    ],
  },
  {
    t: 'Churros with Chocolate Sauce', d: 'Crisp cinnamon-sugar churros with a thick dipping chocolate.',
    cuisine: 'spanish', meal: 'dessert', s: 4, prep: 15, cook: 20, eq: 'saucepan|piping bag with star nozzle|deep pan',
    i: [[1, 'cup', 'water'], [2, 'tbsp', 'sugar'], [30, 'g', 'butter'], [1, 'cup', 'flour'], [1, '', 'egg'], [3, 'cup', '~vegetable-oil', 'for frying'], [0.33, 'cup', 'sugar', 'for coating'], [1, 'tsp', 'cinnamon'], [100, 'g', 'chocolate'], [0.5, 'cup', 'cream']],
    steps: [
      'Bring the water, sugar and butter to the boil, tip in the flour and beat until it forms a ball. Cool for 5 minutes and beat in the egg.',
      'Heat the oil to 180°C. Pipe 10 cm lengths into the oil and fry for 2 to 3 minutes until golden.',
      'Roll in the cinnamon sugar.',
      'Heat the cream and pour it over the chopped chocolate, stirring until smooth, for dipping.',
    ],
  },
  {
    t: 'Strawberry Shortcake', d: 'Tender biscuits split and filled with strawberries and cream.',
    cuisine: 'american', meal: 'dessert', s: 6, prep: 20, cook: 15, eq: 'bowl|baking tray|round cutter',
    i: [[2, 'cup', 'flour'], [3, 'tbsp', 'sugar'], [1, 'tbsp', 'baking-powder'], [80, 'g', 'butter', 'cold'], [0.75, 'cup', 'milk'], [3, 'cup', 'strawberry'], [1, 'cup', 'cream']],
    steps: [
      'Heat the oven to 220°C. Rub the butter into the flour, sugar and baking powder, then stir in the milk to a soft dough.',
      'Pat out, cut into 6 rounds and bake for 12 to 15 minutes until golden.',
      'Slice the strawberries and toss with a spoon of sugar. Whip the cream.',
      'Split the biscuits and fill with strawberries and cream.',
    ],
  },
  {
    t: 'Shortbread', d: 'Crumbly, buttery Scottish shortbread fingers.',
    cuisine: 'british', meal: 'dessert', s: 16, prep: 15, cook: 30, eq: 'bowl|square tin',
    i: [[225, 'g', 'butter', 'soft'], [100, 'g', 'sugar'], [300, 'g', 'flour'], [1, 'pinch', 'salt']],
    steps: [
      'Heat the oven to 160°C.',
      'Beat the butter and sugar until smooth, then work in the flour and salt to a dough.',
      'Press into a square tin, prick all over and bake for 30 minutes until pale golden. Cut into fingers while warm and cool in the tin.',
    ],
  },
  {
    t: 'Berry Chia Jam Yogurt Pots', d: 'Quick chia berry jam layered with coconut yogurt-style cream.',
    cuisine: 'international', meal: 'dessert', s: 4, prep: 10, cook: 5, eq: 'saucepan|glasses',
    i: [[2, 'cup', 'berry'], [2, 'tbsp', 'maple-syrup'], [2, 'tbsp', 'chia-seed'], [1, 'can', 'coconut-milk', 'chilled, thick part only'], [0.5, 'cup', 'granola']],
    steps: [
      'Simmer the berries and maple syrup for 5 minutes, mash lightly and stir in the chia. Cool to thicken.',
      'Whisk the thick coconut cream until fluffy.',
      'Layer the jam and coconut cream in glasses and top with granola.',
    ],
  },
];
