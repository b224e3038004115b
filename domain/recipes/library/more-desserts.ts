import type { RecipeDraft } from '../build.ts';

/** Simple desserts: fruit, stovetop puddings and no-bake sweets. */
export const MORE_DESSERT_DRAFTS: readonly RecipeDraft[] = [
  {
    t: 'Strawberries with Balsamic and Black Pepper', d: 'Strawberries macerated in balsamic vinegar and sugar with a crack of pepper.',
    cuisine: 'italian', meal: 'dessert', s: 4, prep: 10, cook: 0, eq: 'bowl',
    i: [[500, 'g', 'strawberry', 'hulled and halved'], [1, 'tbsp', 'balsamic-vinegar'], [1, 'tbsp', 'sugar'], [0.25, 'tsp', 'black-pepper'], [1, 'handful', '?mint'], [0.5, 'cup', '?mascarpone']],
    steps: [
      'Toss the strawberries with the balsamic vinegar, sugar and black pepper and leave 20 minutes until juicy.',
      'Serve with torn mint and a spoon of mascarpone if you like.',
    ],
  },
  {
    t: 'Grilled Peaches with Honey and Yogurt', d: 'Charred peach halves with honey, thick yogurt and toasted almonds.',
    cuisine: 'mediterranean', meal: 'dessert', s: 4, prep: 5, cook: 8, eq: 'griddle pan',
    i: [[4, '', 'peach', 'halved and stoned'], [2, 'tbsp', 'honey'], [1, 'cup', 'greek-yogurt'], [1, 'tsp', 'oil'], [30, 'g', '?almond', 'flaked, toasted']],
    steps: [
      'Brush the cut sides of the peaches with the oil and cook cut side down on a hot griddle for 4 to 5 minutes until charred and softened.',
      'Serve with the greek yogurt, drizzled with honey and scattered with almonds.',
    ],
  },
  {
    t: 'Honey Roasted Figs with Mascarpone', d: 'Figs roasted with honey and thyme until jammy, with cool mascarpone.',
    cuisine: 'italian', meal: 'dessert', s: 4, prep: 5, cook: 15, eq: 'baking dish',
    i: [[8, '', 'fig', 'halved'], [2, 'tbsp', 'honey'], [2, 'sprig', '?thyme'], [0.75, 'cup', 'mascarpone'], [1, 'handful', '?pistachio', 'chopped']],
    steps: [
      'Heat the oven to 200°C. Lay the figs cut side up in a dish, drizzle with honey and scatter with thyme leaves.',
      'Roast for 12 to 15 minutes until soft and syrupy.',
      'Serve warm with mascarpone and the pan juices, topped with pistachios if you like.',
    ],
  },
  {
    t: 'Bananas Foster', d: 'New Orleans bananas in a bubbling butter and brown sugar caramel with cinnamon.',
    cuisine: 'cajun', meal: 'dessert', s: 4, prep: 5, cook: 8, eq: 'frying pan',
    i: [[4, '', 'banana', 'halved lengthways'], [50, 'g', 'butter'], [0.33, 'cup', 'brown-sugar'], [0.5, 'tsp', 'cinnamon'], [0.5, 'cup', 'cream', 'or ice cream, to serve'], [1, 'tsp', '?vanilla']],
    steps: [
      'Melt the butter with the brown sugar and cinnamon and bubble for 2 minutes until syrupy.',
      'Add the bananas and cook for 2 minutes a side, spooning over the sauce. Stir in the vanilla if using.',
      'Serve straight away with the cream.',
    ],
  },
  {
    t: 'Banana Cue', d: 'Filipino street-food bananas fried in caramelising brown sugar and skewered.',
    cuisine: 'filipino', meal: 'dessert', s: 4, prep: 5, cook: 10, eq: 'deep frying pan|bamboo skewers',
    i: [[6, '', 'banana', 'firm (saba or plantain-style if you can)'], [0.5, 'cup', 'brown-sugar'], [1, 'cup', '~oil', 'for frying']],
    steps: [
      'Heat the oil over a medium heat and fry the peeled bananas for 3 minutes, turning.',
      'Sprinkle in the brown sugar and keep turning the bananas as it melts and coats them in caramel, about 3 minutes.',
      'Lift out onto skewers and cool a minute so the sugar sets crisp.',
    ],
  },
  {
    t: 'Stovetop Chocolate Pudding', d: 'Silky homemade chocolate pudding thickened with cornstarch, no eggs needed.',
    cuisine: 'american', meal: 'dessert', s: 4, prep: 5, cook: 10, eq: 'saucepan|whisk|4 cups',
    i: [[2.5, 'cup', 'milk'], [0.5, 'cup', 'sugar'], [0.33, 'cup', 'cocoa'], [3, 'tbsp', 'cornstarch'], [15, 'g', '?butter'], [1, 'tsp', 'vanilla'], [50, 'g', '?chocolate', 'chopped']],
    steps: [
      'Whisk the sugar, cocoa, cornstarch and a pinch of salt in a saucepan, then slowly whisk in the milk.',
      'Cook over a medium heat, whisking, until it boils and thickens, then 1 minute more.',
      'Off the heat stir in the vanilla, and the butter and chopped chocolate if using. Pour into cups and chill for 2 hours.',
    ],
  },
  {
    t: 'Lemon Posset', d: 'A three-ingredient English set cream, sharp with lemon and impossibly smooth.',
    cuisine: 'british', meal: 'dessert', s: 4, prep: 5, cook: 5, eq: 'saucepan|4 glasses',
    i: [[2, 'cup', 'cream'], [0.5, 'cup', 'sugar'], [2, '', 'lemon']],
    steps: [
      'Bring the cream and sugar to the boil, stirring, and boil for 3 minutes.',
      'Off the heat stir in the zest and juice of the lemons; it will thicken slightly.',
      'Pour into glasses and chill for at least 3 hours until set.',
    ],
  },
  {
    t: 'Blackberry Fool', d: 'Sharp blackberry purée rippled through softly whipped cream and yogurt.',
    cuisine: 'british', meal: 'dessert', s: 4, prep: 15, cook: 5, eq: 'saucepan|sieve|whisk|bowl',
    i: [[300, 'g', 'blackberry'], [4, 'tbsp', 'sugar'], [1, 'cup', 'cream'], [0.5, 'cup', 'greek-yogurt']],
    steps: [
      'Cook the blackberries with the sugar for 5 minutes until broken down, sieve out the seeds and cool.',
      'Whip the cream to soft peaks and fold in the greek yogurt.',
      'Ripple the blackberry purée through, spoon into glasses and chill.',
    ],
  },
  {
    t: 'Cranachan', d: 'Scottish layers of toasted oats, honeyed cream and raspberries.',
    cuisine: 'british', meal: 'dessert', s: 4, prep: 10, cook: 5, eq: 'frying pan|whisk|4 glasses',
    i: [[0.5, 'cup', 'oat'], [1.25, 'cup', 'cream'], [2, 'tbsp', 'honey'], [300, 'g', 'raspberry']],
    steps: [
      'Toast the oats in a dry pan until golden and nutty; cool.',
      'Whip the cream with the honey to soft peaks.',
      'Layer the cream, raspberries and oats in glasses, finishing with a few raspberries and oats.',
    ],
  },
  {
    t: 'Brigadeiros', d: 'Brazil’s party truffles of condensed milk, cocoa and butter rolled in chocolate.',
    cuisine: 'brazilian', meal: 'dessert', s: 10, prep: 20, cook: 15, eq: 'non-stick saucepan|plate',
    i: [[1, 'can', 'condensed-milk'], [2, 'tbsp', 'cocoa'], [15, 'g', 'butter'], [60, 'g', 'chocolate', 'grated or sprinkles']],
    steps: [
      'Cook the condensed milk, cocoa and butter over a medium-low heat, stirring constantly, for 10 to 12 minutes until it pulls away from the pan.',
      'Tip onto a buttered plate and cool completely.',
      'With buttered hands roll into small balls and coat in the grated chocolate.',
    ],
  },
  {
    t: 'Beijinhos', d: 'Brazilian coconut kisses: condensed milk and coconut truffles.',
    cuisine: 'brazilian', meal: 'dessert', s: 10, prep: 20, cook: 15, eq: 'non-stick saucepan|plate',
    i: [[1, 'can', 'condensed-milk'], [1, 'cup', 'coconut', 'desiccated'], [15, 'g', 'butter']],
    steps: [
      'Cook the condensed milk, butter and most of the coconut over a medium-low heat, stirring, for 10 minutes until thick.',
      'Cool on a buttered plate, then roll into small balls and coat in the remaining coconut.',
    ],
  },
  {
    t: 'Leche Flan', d: 'Filipino caramel custard, denser and richer than crème caramel, steamed until silky.',
    cuisine: 'filipino', meal: 'dessert', s: 8, prep: 15, cook: 50, eq: 'small saucepan|loaf tin|foil|steamer or roasting tin',
    i: [[0.75, 'cup', 'sugar'], [8, '', 'egg', 'yolks'], [1, 'can', 'condensed-milk'], [1.5, 'cup', 'milk', 'or evaporated milk'], [1, 'tsp', 'vanilla'], [1, '', '?lime', 'zest']],
    steps: [
      'Melt the sugar in a saucepan until deep amber and pour into a loaf tin, tilting to coat the base.',
      'Gently mix the egg yolks, condensed milk, milk, vanilla and lime zest without whisking in air, and strain onto the caramel.',
      'Cover with foil and steam over simmering water (or bake in a water bath at 160°C) for 45 to 50 minutes until just set.',
      'Cool, chill overnight, then run a knife round and turn out.',
    ],
  },
  {
    t: 'Buko Salad', d: 'A creamy Filipino fruit salad of coconut, pineapple and mango in sweetened cream.',
    cuisine: 'filipino', meal: 'dessert', s: 6, prep: 15, cook: 0, eq: 'large bowl',
    i: [[1, 'cup', 'coconut', 'young coconut strips or desiccated'], [2, 'cup', 'pineapple', 'chunks'], [1, '', 'mango', 'cubed'], [0.5, 'cup', 'condensed-milk'], [1, 'cup', 'cream'], [1, 'cup', '?grape']],
    steps: [
      'Mix the condensed milk and cream in a large bowl.',
      'Fold in the coconut, pineapple, mango and grapes if using and chill for at least 1 hour.',
    ],
  },
  {
    t: 'Rodgrod', d: 'Danish red berry pudding, thickened and glossy, traditionally served with cold cream.',
    cuisine: 'scandinavian', meal: 'dessert', s: 4, prep: 5, cook: 10, eq: 'saucepan',
    i: [[500, 'g', 'berry', 'mixed red berries, fresh or frozen'], [0.33, 'cup', 'sugar'], [2, 'tbsp', 'cornstarch'], [1, 'cup', 'water'], [0.5, 'cup', '?cream']],
    steps: [
      'Simmer the berries with the sugar and most of the water for 5 minutes.',
      'Stir the cornstarch into the remaining water, stir it in and bring back to a simmer until glossy and thick.',
      'Cool, then serve with cold cream poured over if you have it.',
    ],
  },
  {
    t: 'Gajar Halwa', d: 'Indian carrot pudding slowly cooked in milk with ghee, cardamom and nuts.',
    cuisine: 'indian', meal: 'dessert', s: 6, prep: 15, cook: 50, eq: 'heavy wide pan|grater',
    i: [[700, 'g', 'carrot', 'finely grated'], [3, 'cup', 'milk'], [0.5, 'cup', 'sugar'], [3, 'tbsp', 'ghee'], [0.5, 'tsp', 'cardamom', 'ground'], [2, 'tbsp', '?cashew'], [2, 'tbsp', '?raisin']],
    steps: [
      'Simmer the carrots in the milk, stirring often, for 35 to 40 minutes until the milk has almost all evaporated.',
      'Add the sugar and ghee and cook, stirring, for 10 minutes until glossy and pulling from the pan.',
      'Stir in the cardamom, cashews and raisins. Serve warm or cold.',
    ],
  },
  {
    t: 'Shrikhand', d: 'Thick sweetened yogurt with cardamom and pistachios, from Gujarat and Maharashtra.',
    cuisine: 'indian', meal: 'dessert', s: 4, prep: 10, cook: 0, eq: 'bowl|whisk',
    i: [[2, 'cup', 'greek-yogurt'], [0.33, 'cup', 'powdered-sugar'], [0.25, 'tsp', 'cardamom', 'ground'], [2, 'tbsp', 'pistachio', 'chopped']],
    steps: [
      'Whisk the greek yogurt with the powdered sugar and cardamom until smooth and creamy.',
      'Chill for at least an hour and serve topped with the pistachios.',
    ],
  },
  {
    t: 'Mango Kulfi', d: 'Dense Indian frozen dessert of mango, cream and condensed milk, no churning.',
    cuisine: 'indian', meal: 'dessert', s: 8, prep: 15, cook: 0, eq: 'blender|moulds or loaf tin|freezer',
    i: [[2, '', 'mango', 'flesh'], [1, 'can', 'condensed-milk'], [1, 'cup', 'cream'], [0.25, 'tsp', 'cardamom', 'ground'], [2, 'tbsp', '?pistachio']],
    steps: [
      'Blend the mango flesh, condensed milk, cream and cardamom until smooth.',
      'Pour into moulds or a loaf tin, scatter with chopped pistachios and freeze for at least 6 hours. Slice or unmould to serve.',
    ],
  },
  {
    t: 'Kluay Buat Chee', d: 'Thai bananas simmered in sweet, salty coconut milk.',
    cuisine: 'thai', meal: 'dessert', s: 4, prep: 5, cook: 10, eq: 'saucepan',
    i: [[4, '', 'banana', 'just ripe, in chunks'], [1, 'can', 'coconut-milk'], [3, 'tbsp', 'sugar'], [0.25, 'tsp', 'salt']],
    steps: [
      'Warm the coconut milk with the sugar and salt until dissolved, without boiling hard.',
      'Add the bananas and simmer gently for 5 minutes until soft. Serve warm.',
    ],
  },
  {
    t: 'Hong Kong Mango Pudding', d: 'Light set mango pudding with a pour of cream, a dim sum favourite.',
    cuisine: 'chinese', meal: 'dessert', s: 6, prep: 15, cook: 5, eq: 'saucepan|blender|6 cups',
    i: [[2, '', 'mango', 'flesh'], [1.5, 'tbsp', 'gelatin'], [0.33, 'cup', 'sugar'], [1, 'cup', 'water', 'hot'], [0.75, 'cup', 'cream'], [0.5, 'cup', '?milk', 'evaporated milk to pour']],
    steps: [
      'Dissolve the gelatin and sugar in the hot water.',
      'Blend the mango with the cream until smooth, then blend in the gelatin mixture.',
      'Pour into cups and chill for at least 4 hours until set. Serve with a little evaporated milk poured over if you like.',
    ],
  },
  {
    t: 'Fresas con Crema', d: 'Mexican strawberries and cream, sweetened with condensed milk and vanilla.',
    cuisine: 'mexican', meal: 'dessert', s: 4, prep: 10, cook: 0, eq: 'bowl|whisk',
    i: [[500, 'g', 'strawberry', 'sliced'], [1, 'cup', 'cream'], [0.33, 'cup', 'condensed-milk'], [1, 'tsp', 'vanilla']],
    steps: [
      'Whisk the cream, condensed milk and vanilla until lightly thickened.',
      'Fold in the strawberries and chill for 30 minutes before serving.',
    ],
  },
  {
    t: 'Zabaglione with Berries', d: 'Warm Italian egg yolk foam whisked with wine over fresh berries.',
    cuisine: 'italian', meal: 'dessert', s: 4, prep: 5, cook: 10, eq: 'heatproof bowl|saucepan|whisk',
    i: [[4, '', 'egg', 'yolks'], [0.25, 'cup', 'sugar'], [0.33, 'cup', 'white-wine', 'marsala or sweet white wine'], [300, 'g', 'berry']],
    steps: [
      'Whisk the egg yolks and sugar in a heatproof bowl, then whisk in the white wine.',
      'Set over barely simmering water and whisk constantly for 6 to 8 minutes until thick, pale and tripled in volume.',
      'Spoon over the berries in glasses and serve at once.',
    ],
  },
  {
    t: 'Natillas', d: 'Spanish soft custard scented with lemon and cinnamon.',
    cuisine: 'spanish', meal: 'dessert', s: 4, prep: 5, cook: 15, eq: 'saucepan|whisk|bowl',
    i: [[2, 'cup', 'milk'], [4, '', 'egg', 'yolks'], [0.33, 'cup', 'sugar'], [1, 'tbsp', 'cornstarch'], [1, '', 'lemon', 'peel in strips'], [1, 'stick', 'cinnamon'], [0.5, 'tsp', '?cinnamon', 'ground, to dust']],
    steps: [
      'Warm the milk with the lemon peel and cinnamon stick and leave to infuse 10 minutes; remove them.',
      'Whisk the egg yolks, sugar and cornstarch, whisk in the warm milk, return to the pan and stir over a low heat until it coats the spoon. Do not boil.',
      'Pour into bowls, chill and dust with cinnamon.',
    ],
  },
  {
    t: 'Poires Belle Helene', d: 'Pears poached in vanilla syrup under warm chocolate sauce.',
    cuisine: 'french', meal: 'dessert', s: 4, prep: 10, cook: 30, eq: 'saucepan|small saucepan',
    i: [[4, '', 'pear', 'peeled, stalks on'], [0.75, 'cup', 'sugar'], [3, 'cup', 'water'], [1, 'tsp', 'vanilla'], [100, 'g', 'chocolate', 'dark'], [0.33, 'cup', 'cream'], [2, 'tbsp', '?almond', 'flaked, toasted']],
    steps: [
      'Simmer the water, sugar and vanilla, add the pears and poach gently for 20 to 25 minutes until tender. Cool in the syrup.',
      'Melt the chocolate with the cream over a low heat, stirring until smooth.',
      'Stand each pear in a bowl and pour over the warm chocolate sauce. Scatter with almonds.',
    ],
  },
  {
    t: 'Chocolate-Dipped Strawberries', d: 'Fresh strawberries half-dipped in glossy dark chocolate.',
    cuisine: 'international', meal: 'dessert', s: 4, prep: 15, cook: 5, eq: 'heatproof bowl|saucepan|lined tray',
    i: [[400, 'g', 'strawberry', 'with stalks, dried well'], [150, 'g', 'chocolate', 'dark'], [1, 'tsp', '?coconut-oil']],
    steps: [
      'Melt the chocolate (with the coconut oil for extra gloss if using) in a bowl over simmering water.',
      'Dip each strawberry two thirds into the chocolate, let the excess drip off and lay on the lined tray.',
      'Chill for 20 minutes until set.',
    ],
  },
  {
    t: 'Chocolate Bark with Nuts and Cranberries', d: 'Snappy slabs of dark chocolate studded with almonds and dried cranberries.',
    cuisine: 'international', meal: 'dessert', s: 8, prep: 10, cook: 5, eq: 'heatproof bowl|lined tray',
    i: [[200, 'g', 'chocolate', 'dark'], [0.5, 'cup', 'almond', 'roughly chopped'], [0.33, 'cup', 'dried-cranberry'], [1, 'pinch', '?salt', 'flaky']],
    steps: [
      'Melt the chocolate and spread it 5 mm thick on the lined tray.',
      'Scatter with the almonds, dried cranberries and flaky salt and press lightly.',
      'Chill for 30 minutes until firm, then break into shards.',
    ],
  },
  {
    t: 'Chocolate Avocado Mousse', d: 'A rich dairy-free mousse blended from ripe avocado, cocoa and maple syrup.',
    cuisine: 'international', meal: 'dessert', s: 4, prep: 10, cook: 0, eq: 'food processor',
    i: [[2, '', 'avocado', 'ripe'], [0.33, 'cup', 'cocoa'], [0.33, 'cup', 'maple-syrup'], [0.25, 'cup', 'plant-milk'], [1, 'tsp', 'vanilla'], [1, 'handful', '?raspberry']],
    steps: [
      'Blend the avocado flesh, cocoa, maple syrup, plant milk, vanilla and a pinch of salt until completely smooth.',
      'Spoon into small glasses and chill 30 minutes. Top with raspberries if you like.',
    ],
  },
  {
    t: 'Pineapple with Chili Lime Salt', d: 'Juicy pineapple spears with a sprinkle of chili, lime and sugar, Mexican street style.',
    cuisine: 'mexican', meal: 'dessert', s: 4, prep: 10, cook: 0, eq: 'sharp knife|small bowl',
    i: [[1, '', 'pineapple', 'peeled and cut into spears'], [1, '', 'lime'], [1, 'tsp', 'chili-powder'], [1, 'tsp', 'sugar'], [0.5, 'tsp', 'salt']],
    steps: [
      'Mix the chili powder, sugar, salt and the lime zest.',
      'Squeeze the lime juice over the pineapple spears and sprinkle with the chili lime salt.',
    ],
  },
  {
    t: 'Moroccan Orange Salad with Cinnamon', d: 'Sliced oranges with cinnamon, dates and mint, a refreshing end to a rich meal.',
    cuisine: 'north-african', meal: 'dessert', s: 4, prep: 15, cook: 0, eq: 'sharp knife|platter',
    i: [[4, '', 'orange'], [0.5, 'tsp', 'cinnamon'], [6, '', 'date', 'chopped'], [1, 'tbsp', '?honey'], [1, 'handful', '?mint']],
    steps: [
      'Cut the peel and pith from the oranges and slice into rounds, catching the juice.',
      'Arrange on a platter, pour over the juice and honey if using, scatter with the dates and dust with cinnamon.',
      'Finish with torn mint and chill until serving.',
    ],
  },
  {
    t: 'Lemon Cheesecake Mousse with Berries', d: 'A no-bake, crustless cheesecake cream with lemon, topped with berries.',
    cuisine: 'american', meal: 'dessert', s: 4, prep: 15, cook: 0, eq: 'bowl|whisk|4 glasses',
    i: [[200, 'g', 'cream-cheese', 'soft'], [0.33, 'cup', 'powdered-sugar'], [1, '', 'lemon'], [0.75, 'cup', 'cream'], [1, 'cup', 'berry']],
    steps: [
      'Beat the cream cheese with the powdered sugar and the zest and juice of the lemon until smooth.',
      'Whip the cream to soft peaks and fold it in.',
      'Spoon into glasses, top with berries and chill for an hour.',
    ],
  },
  {
    t: 'Cinnamon Apple Compote with Yogurt', d: 'Apples cooked down with cinnamon and a little brown sugar, over thick yogurt.',
    cuisine: 'international', meal: 'dessert', s: 4, prep: 10, cook: 15, eq: 'lidded saucepan',
    i: [[4, '', 'apple', 'peeled and chopped'], [2, 'tbsp', 'brown-sugar'], [1, 'tsp', 'cinnamon'], [20, 'g', 'butter'], [1, 'cup', 'greek-yogurt'], [0.33, 'cup', '?granola']],
    steps: [
      'Cook the apples with the butter, brown sugar, cinnamon and 3 tbsp water, covered, for 10 to 12 minutes until soft but still in pieces.',
      'Spoon warm over the greek yogurt and scatter with granola if you like.',
    ],
  },
  {
    t: 'Cranberry Orange Poached Pears', d: 'Pears poached pink with fresh cranberries, orange and cinnamon.',
    cuisine: 'american', meal: 'dessert', s: 4, prep: 10, cook: 30, eq: 'saucepan',
    i: [[4, '', 'pear', 'peeled and halved'], [200, 'g', 'cranberry'], [1, '', 'orange'], [0.5, 'cup', 'sugar'], [2, 'cup', 'water'], [1, 'stick', 'cinnamon'], [0.5, 'cup', '?greek-yogurt']],
    steps: [
      'Simmer the water, sugar, cranberries, cinnamon stick and the orange zest and juice for 5 minutes until the berries pop.',
      'Add the pears and poach gently for 20 minutes, turning, until tender and blushed pink.',
      'Serve warm or cold with the cranberry syrup and greek yogurt.',
    ],
  },
  {
    t: 'Chocolate Fondue with Fruit', d: 'Warm dark chocolate and cream sauce for dipping strawberries, banana and pineapple.',
    cuisine: 'international', meal: 'dessert', s: 4, prep: 10, cook: 5, eq: 'small saucepan|fondue pot or warm bowl|skewers',
    i: [[200, 'g', 'chocolate', 'dark, chopped'], [0.75, 'cup', 'cream'], [250, 'g', 'strawberry'], [2, '', 'banana', 'in chunks'], [1, 'cup', '?pineapple', 'chunks'], [1, 'tsp', '?vanilla']],
    steps: [
      'Heat the cream until steaming, take off the heat and stir in the chocolate (and vanilla if using) until smooth.',
      'Pour into a warm bowl or fondue pot and serve with the strawberries, banana and pineapple for dipping.',
    ],
  },
  {
    t: 'Grilled Pineapple with Brown Sugar Butter', d: 'Pineapple rings caramelised on a hot griddle and brushed with brown sugar butter.',
    cuisine: 'caribbean', meal: 'dessert', s: 4, prep: 10, cook: 10, eq: 'griddle pan|small saucepan',
    i: [[1, '', 'pineapple', 'peeled, cored and sliced into rings'], [30, 'g', 'butter'], [2, 'tbsp', 'brown-sugar'], [0.5, 'tsp', 'cinnamon'], [0.5, 'cup', '?greek-yogurt']],
    steps: [
      'Melt the butter with the brown sugar and cinnamon.',
      'Brush the pineapple rings with it and cook on a hot griddle for 3 to 4 minutes a side until charred and caramelised, brushing again as you turn.',
      'Serve warm with greek yogurt if you like.',
    ],
  },
  {
    t: 'Frozen Chocolate Peanut Butter Banana Bites', d: 'Banana coins sandwiched with peanut butter and dipped in chocolate, then frozen.',
    cuisine: 'american', meal: 'dessert', s: 4, prep: 20, cook: 5, eq: 'lined tray|heatproof bowl|freezer',
    i: [[2, '', 'banana', 'sliced into coins'], [3, 'tbsp', 'peanut-butter'], [100, 'g', 'chocolate', 'dark'], [1, 'pinch', '?salt', 'flaky']],
    steps: [
      'Spread a little peanut butter on half the banana coins and top with the rest to make sandwiches. Freeze for 30 minutes.',
      'Melt the chocolate, dip each banana sandwich halfway and lay on the lined tray. Sprinkle with flaky salt if you like.',
      'Freeze for at least an hour until firm.',
    ],
  },
  {
    t: 'Lemon Granita', d: 'A sharp, icy Sicilian lemon granita made with three ingredients and a fork.',
    cuisine: 'italian', meal: 'dessert', s: 6, prep: 10, cook: 5, eq: 'saucepan|shallow metal tin|fork|freezer',
    i: [[0.75, 'cup', 'sugar'], [2, 'cup', 'water'], [4, '', 'lemon']],
    steps: [
      'Heat the sugar and water until the sugar dissolves. Cool, then stir in the zest of 2 lemons and the juice of all 4.',
      'Pour into a shallow tin and freeze. Every 30 minutes for about 3 hours, scrape and fork the ice crystals from the edges into the middle until fluffy and frozen.',
    ],
  },
  {
    t: 'Coffee Granita with Whipped Cream', d: 'Icy sweet espresso crystals under a cap of lightly whipped cream.',
    cuisine: 'italian', meal: 'dessert', s: 4, prep: 10, cook: 0, eq: 'shallow metal tin|fork|whisk|freezer',
    i: [[2, 'cup', 'coffee', 'strong, hot'], [0.33, 'cup', 'sugar'], [0.5, 'cup', 'cream']],
    steps: [
      'Stir the sugar into the hot coffee until dissolved and cool.',
      'Pour into a shallow tin and freeze, forking the crystals every 30 minutes for about 3 hours until fluffy.',
      'Whip the cream softly and serve spooned over glasses of the granita.',
    ],
  },
  {
    t: 'Chocolate Truffles', d: 'Soft dark chocolate ganache truffles rolled in cocoa.',
    cuisine: 'french', meal: 'dessert', s: 10, prep: 20, cook: 5, eq: 'saucepan|bowl|tray',
    i: [[200, 'g', 'chocolate', 'dark, finely chopped'], [0.5, 'cup', 'cream'], [20, 'g', 'butter'], [0.5, 'tsp', '?vanilla'], [3, 'tbsp', '?cocoa', 'to roll']],
    steps: [
      'Bring the cream just to the boil, pour over the chocolate and butter and leave 2 minutes, then stir until smooth with the vanilla if using.',
      'Chill for 2 hours until firm enough to scoop.',
      'Scoop and roll into small balls and roll in cocoa if using. Keep chilled.',
    ],
  },
];
