import type { RecipeDraft } from '../build.ts';

/** Weeknight beef, pork, lamb, mince and sausage dinners. */
export const MORE_DINNERS_MEAT_DRAFTS: readonly RecipeDraft[] = [
  {
    t: 'Salisbury Steak with Mushroom Gravy', d: 'Seasoned beef patties simmered in an onion and mushroom gravy.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 15, cook: 30, eq: 'bowl|large frying pan|whisk',
    i: [[500, 'g', 'ground-beef'], [0.33, 'cup', 'breadcrumb'], [1, '', 'egg'], [1, 'tbsp', 'worcestershire-sauce'], [1, 'tbsp', 'oil'], [1, '', 'onion', 'sliced'], [200, 'g', 'mushroom', 'sliced'], [2, 'tbsp', 'flour'], [2, 'cup', 'beef-stock'], [20, 'g', '?butter']],
    steps: [
      'Mix the ground beef, breadcrumbs, egg, half the Worcestershire sauce, salt and pepper and shape into 4 oval patties.',
      'Brown the patties in the oil for 3 minutes a side. Lift out.',
      'Fry the onion and mushrooms in the pan, with the butter if using, for 6 minutes. Stir in the flour, then whisk in the stock and the rest of the Worcestershire sauce.',
      'Return the patties, cover and simmer for 12 to 15 minutes until cooked through and the gravy is thick.',
    ],
  },
  {
    t: 'Black Pepper Beef', d: 'Tender strips of beef stir-fried with onion and peppers in a peppery soy sauce.',
    cuisine: 'chinese', meal: 'dinner', s: 4, prep: 15, cook: 10, eq: 'wok|bowl',
    i: [[450, 'g', 'steak', 'thinly sliced'], [1, 'tbsp', 'cornstarch'], [3, 'tbsp', 'soy-sauce'], [2, 'tbsp', 'oil'], [1, '', 'onion', 'in wedges'], [1, '', 'bell-pepper', 'in strips'], [2, 'clove', 'garlic'], [2, 'tsp', 'black-pepper', 'coarsely ground'], [1, 'tbsp', 'oyster-sauce'], [1, 'tsp', 'sugar']],
    steps: [
      'Toss the steak with the cornstarch and 1 tablespoon of the soy sauce.',
      'Sear the beef in half the oil in a very hot wok for 1 to 2 minutes; lift out.',
      'Stir-fry the onion, pepper and garlic in the rest of the oil for 2 minutes. Add the black pepper for 30 seconds.',
      'Return the beef with the oyster sauce, the rest of the soy sauce and the sugar and toss until glossy.',
    ],
  },
  {
    t: 'Korean Ground Beef Rice Bowl', d: 'Sweet-savoury beef mince with garlic and ginger over rice, ready in 15 minutes.',
    cuisine: 'korean', meal: 'dinner', s: 4, prep: 5, cook: 15, eq: 'frying pan|saucepan',
    i: [[500, 'g', 'ground-beef'], [3, 'clove', 'garlic'], [1, 'tbsp', 'ginger', 'grated'], [0.25, 'cup', 'soy-sauce'], [2, 'tbsp', 'brown-sugar'], [1, 'tsp', 'sesame-oil'], [1.5, 'cup', 'rice', 'to serve'], [3, '', '?spring-onion'], [1, 'tsp', '?sesame-seed'], [1, 'tsp', '?gochujang']],
    steps: [
      'Cook the rice while you make the beef. Brown the beef in a frying pan, breaking it up, for 6 minutes; pour off the fat.',
      'Add the garlic and ginger for a minute, then the soy sauce, brown sugar and gochujang, if using, and simmer for 2 minutes until the liquid is glossy. Stir in the sesame oil.',
      'Spoon over the rice and scatter with spring onion and sesame seeds, if using.',
    ],
  },
  {
    t: 'Cuban Picadillo', d: 'Ground beef simmered with tomato, peppers, olives and raisins, sweet and salty.',
    cuisine: 'latin-american', meal: 'dinner', s: 4, prep: 10, cook: 25, eq: 'large frying pan',
    i: [[2, 'tbsp', 'oil'], [1, '', 'onion'], [1, '', 'bell-pepper'], [3, 'clove', 'garlic'], [500, 'g', 'ground-beef'], [1, 'tsp', 'cumin'], [1, 'tsp', 'oregano'], [1, 'can', 'canned-tomato'], [0.33, 'cup', 'olive', 'green, sliced'], [0.25, 'cup', '?raisin'], [1, 'tbsp', '?caper']],
    steps: [
      'Soften the chopped onion, pepper and garlic in the oil for 6 minutes.',
      'Add the beef, cumin and oregano and cook, breaking it up, until browned.',
      'Add the canned tomato, olives, and the raisins and capers if using; simmer for 15 minutes until thick. Season and serve with rice.',
    ],
  },
  {
    t: 'Beef and Bean Burritos', d: 'Spiced beef and pinto beans rolled in tortillas with cheese.',
    cuisine: 'mexican', meal: 'dinner', s: 4, prep: 10, cook: 20, eq: 'frying pan|potato masher',
    i: [[400, 'g', 'ground-beef'], [1, '', 'onion'], [2, 'tsp', 'chili-powder'], [1, 'tsp', 'cumin'], [1, 'can', 'pinto-bean', 'drained'], [4, '', 'flour-tortilla', 'large'], [100, 'g', 'cheese'], [0.5, 'cup', '?salsa'], [0.5, 'cup', '?sour-cream']],
    steps: [
      'Brown the beef with the chopped onion, then stir in the chili powder and cumin.',
      'Add the pinto beans and half a cup of water, roughly mash some beans, and simmer for 5 minutes until thick.',
      'Warm the tortillas, fill with the beef, cheese and salsa, if using, fold in the sides and roll up.',
      'Toast seam-side down in a dry pan for 2 minutes a side. Serve with sour cream, if you like.',
    ],
  },
  {
    t: 'Steak with Chimichurri', d: 'Seared steak with the bright Argentine sauce of parsley, garlic, oregano and vinegar.',
    cuisine: 'latin-american', meal: 'dinner', s: 4, prep: 15, cook: 10, eq: 'heavy frying pan or grill|bowl',
    i: [[700, 'g', 'steak', 'sirloin or flank'], [1, 'tbsp', 'oil'], [1, 'bunch', 'parsley'], [3, 'clove', 'garlic'], [1, 'tsp', 'oregano'], [0.5, 'tsp', 'chili-flake'], [3, 'tbsp', 'red-wine-vinegar'], [0.5, 'cup', 'olive-oil'], [1, '', '?shallot', 'finely chopped'], [600, 'g', '?potato', 'small, roasted or boiled, to serve']],
    steps: [
      'Finely chop the parsley and garlic and mix with the oregano, chili flakes, red wine vinegar, olive oil, the shallot if using, and salt. Leave for 10 minutes.',
      'Season the steak and sear in the oil in a very hot pan, 3 to 4 minutes a side for medium-rare.',
      'Rest for 5 minutes, slice across the grain and spoon the chimichurri over. Serve with potatoes, if using.',
    ],
  },
  {
    t: 'Steak au Poivre', d: 'Pepper-crusted steaks with a creamy pan sauce, the French bistro classic.',
    cuisine: 'french', meal: 'dinner', s: 2, prep: 5, cook: 15, eq: 'heavy frying pan|mortar and pestle',
    i: [[2, '', 'steak'], [1, 'tbsp', 'black-pepper', 'coarsely crushed peppercorns'], [1, 'tbsp', 'oil'], [20, 'g', 'butter'], [1, '', 'shallot', 'finely chopped'], [0.5, 'cup', 'beef-stock'], [0.33, 'cup', 'cream']],
    steps: [
      'Press the crushed black pepper onto both sides of the steaks and season with salt.',
      'Sear in the oil over high heat for 3 to 4 minutes a side for medium-rare. Rest on a warm plate.',
      'Lower the heat, melt the butter and soften the shallot for 2 minutes. Add the stock and reduce by half, then stir in the cream and simmer until it coats a spoon.',
      'Pour the sauce over the steaks.',
    ],
  },
  {
    t: 'Pork Chops with Apples and Onions', d: 'Seared pork chops with apples and onions softened in butter and cider vinegar.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 10, cook: 25, eq: 'large frying pan',
    i: [[4, '', 'pork-chop'], [1, 'tbsp', 'oil'], [30, 'g', 'butter'], [2, '', 'apple', 'sliced'], [1, '', 'onion', 'sliced'], [1, 'tsp', 'thyme'], [1, 'tbsp', 'vinegar', 'cider vinegar if you have it'], [0.5, 'cup', 'stock'], [1, 'tsp', '?brown-sugar']],
    steps: [
      'Season the pork chops and sear them in the oil for 4 to 5 minutes a side until golden and just cooked. Rest on a plate.',
      'Melt the butter in the pan and cook the apples and onion with the thyme, and the brown sugar if using, for 8 minutes until soft and golden.',
      'Add the cider vinegar and stock and bubble for 3 minutes, then return the chops and their juices to warm through.',
    ],
  },
  {
    t: 'Smothered Pork Chops', d: 'Southern pork chops braised under a rich onion gravy.',
    cuisine: 'southern-us', meal: 'dinner', s: 4, prep: 10, cook: 40, eq: 'heavy skillet with lid|shallow bowl',
    i: [[4, '', 'pork-chop', 'bone-in'], [0.5, 'cup', 'flour'], [1, 'tsp', 'paprika'], [1, 'tsp', 'garlic-powder'], [3, 'tbsp', 'oil'], [2, '', 'onion', 'sliced'], [2, 'cup', 'stock']],
    steps: [
      'Season the flour with the paprika, garlic powder, salt and pepper. Dredge the chops, keeping 2 tablespoons of the flour.',
      'Brown the chops in the oil for 3 minutes a side. Lift out.',
      'Cook the onions in the pan for 8 minutes until soft, stir in the reserved flour, then the stock, scraping the pan.',
      'Return the chops, cover and simmer for 25 minutes until tender in a thick gravy.',
    ],
  },
  {
    t: 'Garlic Rosemary Pork Tenderloin', d: 'A whole tenderloin rubbed with garlic, rosemary and mustard and roasted until just pink.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 10, cook: 25, eq: 'ovenproof frying pan|meat thermometer',
    i: [[600, 'g', 'pork', 'tenderloin'], [3, 'clove', 'garlic'], [1, 'tbsp', 'rosemary', 'chopped'], [1, 'tbsp', 'mustard'], [2, 'tbsp', 'oil']],
    steps: [
      'Heat the oven to 210°C. Mash the garlic with the rosemary, mustard, half the oil, salt and pepper and rub it over the pork.',
      'Brown the pork in the rest of the oil on all sides, about 5 minutes.',
      'Roast for 15 to 18 minutes until 63°C in the centre. Rest for 5 minutes before slicing.',
    ],
  },
  {
    t: 'Pork Carnitas', d: 'Mexican slow-cooked pork with orange and cumin, then crisped in its own fat.',
    cuisine: 'mexican', meal: 'dinner', s: 8, prep: 15, cook: 180, eq: 'heavy casserole with lid|baking tray',
    i: [[1.5, 'kg', 'pork', 'shoulder, in large chunks'], [1, '', 'orange'], [1, '', 'onion', 'halved'], [4, 'clove', 'garlic'], [2, 'tsp', 'cumin'], [1, 'tsp', 'oregano'], [2, '', 'bay-leaf'], [12, '', '?corn-tortilla'], [1, '', '?lime'], [1, 'handful', '?cilantro']],
    steps: [
      'Rub the pork with salt, the cumin and oregano and put it in a casserole with the orange juice and squeezed halves, the onion, garlic, bay leaves and water to come halfway up.',
      'Cover and bake at 160°C for 2½ to 3 hours until falling apart.',
      'Shred the pork, spread on a tray with a few spoonfuls of the fat, and grill or roast at 230°C for 10 minutes until crisp at the edges.',
      'Serve in warm corn tortillas with lime and cilantro, if using.',
    ],
  },
  {
    t: 'Char Siu Pork', d: 'Cantonese barbecue pork, glazed with hoisin, honey and five-spice.',
    cuisine: 'chinese', meal: 'dinner', s: 4, prep: 130, cook: 35, eq: 'bowl|roasting rack and tray|brush',
    i: [[700, 'g', 'pork', 'shoulder or neck, in long strips'], [3, 'tbsp', 'hoisin-sauce'], [2, 'tbsp', 'soy-sauce'], [2, 'tbsp', 'honey'], [1, 'tsp', 'five-spice'], [2, 'clove', 'garlic'], [1, 'tbsp', '?rice-wine']],
    steps: [
      'Mix the hoisin sauce, soy sauce, half the honey, the five-spice, grated garlic and rice wine, if using. Coat the pork and marinate for at least 2 hours.',
      'Heat the oven to 200°C. Set the pork on a rack over a tray with a little water in it and roast for 25 minutes, basting with the marinade.',
      'Brush with the rest of the honey and roast for 10 minutes more until sticky and charred at the edges. Rest, then slice.',
    ],
  },
  {
    t: 'Tonkatsu', d: 'Japanese panko-crumbed pork cutlets with shredded cabbage and a fruity sauce.',
    cuisine: 'japanese', meal: 'dinner', s: 4, prep: 20, cook: 15, eq: 'three shallow bowls|deep frying pan|thermometer',
    i: [[4, '', 'pork-chop', 'boneless'], [0.33, 'cup', 'flour'], [2, '', 'egg'], [1.5, 'cup', 'breadcrumb', 'panko'], [2, 'cup', '~oil', 'for frying'], [0.25, '', 'cabbage', 'finely shredded'], [3, 'tbsp', 'worcestershire-sauce'], [2, 'tbsp', 'ketchup'], [1, 'tsp', 'sugar']],
    steps: [
      'Snip the fat on the pork chops so they stay flat, season, then coat in flour, beaten egg and breadcrumbs.',
      'Heat 2 cm of oil to 170°C and fry the cutlets for 3 to 4 minutes a side until golden and cooked through. Rest on a rack, then slice.',
      'Stir the Worcestershire sauce, ketchup and sugar together for the tonkatsu sauce.',
      'Serve with a mound of the raw cabbage and the sauce.',
    ],
  },
  {
    t: 'Sausage and Peppers', d: 'Italian-American sausages cooked with sweet peppers, onions and oregano.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 10, cook: 30, eq: 'large frying pan with lid',
    i: [[8, '', 'sausage', 'Italian'], [2, 'tbsp', 'oil'], [3, '', 'bell-pepper', 'mixed colours, sliced'], [2, '', 'onion', 'sliced'], [3, 'clove', 'garlic'], [1, 'tsp', 'oregano'], [0.5, 'cup', '?passata'], [4, '', '?burger-bun', 'or sub rolls']],
    steps: [
      'Brown the sausages in the oil for 8 minutes. Lift out.',
      'Cook the peppers and onions in the pan for 10 minutes until soft and golden. Add the garlic and oregano.',
      'Return the sausages, add the passata, if using, or a splash of water, cover and cook for 10 minutes until the sausages are cooked through.',
      'Serve as they are or piled into rolls.',
    ],
  },
  {
    t: 'Sausage and Lentil Stew', d: 'Sausages braised with brown lentils, carrot and tomato, a cheap and hearty pot.',
    cuisine: 'italian', meal: 'dinner', s: 4, prep: 10, cook: 45, eq: 'heavy pot',
    i: [[6, '', 'sausage'], [1, 'tbsp', 'oil'], [1, '', 'onion'], [2, '', 'carrot'], [2, 'clove', 'garlic'], [1, 'cup', 'lentil', 'brown or green, dried'], [1, 'can', 'canned-tomato'], [3, 'cup', 'stock'], [1, 'sprig', '?rosemary']],
    steps: [
      'Brown the sausages in the oil, then cut each into three.',
      'Soften the chopped onion and carrots in the pot for 8 minutes, add the garlic.',
      'Add the rinsed lentils, canned tomato, stock, rosemary, if using, and the sausages. Simmer for 30 to 35 minutes until the lentils are tender, adding water if it gets thick.',
      'Season well before serving.',
    ],
  },
  {
    t: 'Sausage Casserole', d: 'A British family casserole of sausages, beans and smoky tomato sauce.',
    cuisine: 'british', meal: 'dinner', s: 4, prep: 10, cook: 45, eq: 'casserole dish',
    i: [[8, '', 'sausage'], [1, 'tbsp', 'oil'], [1, '', 'onion'], [1, '', 'bell-pepper'], [2, 'clove', 'garlic'], [1, 'tsp', 'smoked-paprika'], [1, 'can', 'canned-tomato'], [1, 'can', 'white-bean', 'drained'], [1, 'cup', 'stock'], [1, 'tbsp', '?worcestershire-sauce']],
    steps: [
      'Brown the sausages in the oil in a casserole. Lift out.',
      'Soften the sliced onion and pepper for 8 minutes, then add the garlic and smoked paprika.',
      'Add the canned tomato, white beans, stock and Worcestershire sauce, if using, and return the sausages.',
      'Simmer, partly covered, for 30 minutes until thick. Serve with mash or bread.',
    ],
  },
  {
    t: 'Garlic Rosemary Lamb Chops', d: 'Lamb chops marinated in garlic, rosemary and lemon and seared until pink.',
    cuisine: 'mediterranean', meal: 'dinner', s: 4, prep: 40, cook: 10, eq: 'bowl|griddle or heavy frying pan',
    i: [[800, 'g', 'lamb', 'chops (about 8)'], [3, 'clove', 'garlic'], [1, 'tbsp', 'rosemary', 'chopped'], [3, 'tbsp', 'olive-oil'], [1, '', 'lemon']],
    steps: [
      'Mix the crushed garlic, rosemary, olive oil, lemon zest and plenty of salt and pepper, coat the lamb chops and leave for 30 minutes.',
      'Sear in a very hot pan for 3 minutes a side for pink, standing them on their fat edge for a minute to crisp it.',
      'Rest for 3 minutes and squeeze the lemon over.',
    ],
  },
  {
    t: 'Beef Pot Roast', d: 'Chuck roast braised slowly with onions, carrots and potatoes in their own gravy.',
    cuisine: 'american', meal: 'dinner', s: 6, prep: 20, cook: 210, eq: 'large casserole with lid',
    i: [[1.5, 'kg', 'beef', 'chuck roast'], [2, 'tbsp', 'oil'], [2, '', 'onion', 'in wedges'], [4, 'clove', 'garlic'], [1, 'tbsp', 'worcestershire-sauce'], [2, 'cup', 'beef-stock'], [2, 'sprig', 'rosemary'], [4, '', 'carrot', 'in chunks'], [700, 'g', 'potato', 'in chunks'], [0.5, 'cup', '?red-wine']],
    steps: [
      'Heat the oven to 160°C. Season the beef well and brown all over in the oil in a casserole. Lift out.',
      'Brown the onions with the garlic, then add the red wine, if using, the stock, Worcestershire sauce and rosemary. Return the beef.',
      'Cover and braise for 2½ hours, then add the carrots and potatoes around the beef and cook for 1 hour more until everything is tender.',
      'Slice or pull the beef apart and serve with the vegetables and juices.',
    ],
  },
  {
    t: 'Mongolian Beef', d: 'Crisp-edged beef in a sweet soy, garlic and ginger glaze with spring onions.',
    cuisine: 'chinese', meal: 'dinner', s: 4, prep: 15, cook: 10, eq: 'wok|bowl',
    i: [[500, 'g', 'steak', 'flank, thinly sliced'], [3, 'tbsp', 'cornstarch'], [3, 'tbsp', 'oil'], [3, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [0.33, 'cup', 'soy-sauce'], [0.25, 'cup', 'brown-sugar'], [5, '', 'spring-onion', 'in lengths']],
    steps: [
      'Toss the steak in the cornstarch.',
      'Fry in batches in the oil over high heat for 2 minutes until crisp at the edges. Lift out.',
      'Fry the garlic and ginger for 30 seconds, add the soy sauce, brown sugar and 3 tablespoons of water and simmer for 2 minutes until syrupy.',
      'Toss in the beef and spring onions until coated.',
    ],
  },
  {
    t: 'Taco Rice', d: "Okinawa's mash-up of taco-spiced beef over rice with lettuce, tomato and cheese.",
    cuisine: 'japanese', meal: 'dinner', s: 4, prep: 10, cook: 15, eq: 'frying pan|saucepan',
    i: [[400, 'g', 'ground-beef'], [1, '', 'onion'], [2, 'tsp', 'chili-powder'], [1, 'tsp', 'cumin'], [2, 'tbsp', 'ketchup'], [1, 'tbsp', 'soy-sauce'], [1.5, 'cup', 'rice'], [2, 'handful', 'lettuce', 'shredded'], [2, '', 'tomato', 'diced'], [80, 'g', 'cheese'], [0.5, 'cup', '?salsa']],
    steps: [
      'Cook the rice. Meanwhile brown the beef with the chopped onion, add the chili powder and cumin, then the ketchup, soy sauce and a splash of water, and simmer for 3 minutes.',
      'Spoon the beef over the rice and top with the lettuce, tomato, cheese and salsa, if using.',
    ],
  },
  {
    t: 'Bun Cha', d: 'Hanoi grilled pork patties in a sweet-sour dipping broth with rice noodles and herbs.',
    cuisine: 'vietnamese', meal: 'dinner', s: 4, prep: 25, cook: 15, eq: 'bowls|grill pan|saucepan',
    i: [[500, 'g', 'ground-pork'], [3, 'tbsp', 'fish-sauce'], [3, 'tbsp', 'sugar'], [2, 'clove', 'garlic'], [1, '', 'shallot', 'minced'], [1, '', 'lime'], [250, 'g', 'rice-noodle', 'vermicelli'], [1, 'head', 'lettuce'], [1, 'handful', 'mint'], [1, '', '?chili-pepper']],
    steps: [
      'Mix the pork with 1 tablespoon each of fish sauce and sugar, half the garlic, the shallot and pepper. Shape into small flat patties.',
      'Grill the patties over high heat for 3 to 4 minutes a side until charred and cooked.',
      'Stir the remaining fish sauce and sugar with the lime juice, the rest of the garlic, sliced chili, if using, and 1 cup of warm water for the dipping broth; add the patties.',
      'Cook the rice noodles, rinse and drain. Serve the noodles, lettuce and mint alongside bowls of broth and pork to dip.',
    ],
  },
  {
    t: 'Chorizo and White Bean Stew', d: 'Spanish-style stew of chorizo, white beans and tomato with smoked paprika.',
    cuisine: 'spanish', meal: 'dinner', s: 4, prep: 10, cook: 25, eq: 'heavy pot',
    i: [[200, 'g', 'chorizo', 'sliced'], [1, 'tbsp', 'olive-oil'], [1, '', 'onion'], [3, 'clove', 'garlic'], [1, 'tsp', 'smoked-paprika'], [1, 'can', 'canned-tomato'], [2, 'can', 'white-bean', 'drained'], [1, 'cup', 'stock'], [100, 'g', '?spinach']],
    steps: [
      'Fry the chorizo in the olive oil until it releases its red oil. Add the chopped onion and cook for 6 minutes.',
      'Add the garlic and smoked paprika, then the canned tomato, white beans and stock.',
      'Simmer for 15 minutes until thick, stir in the spinach, if using, to wilt, and serve with bread.',
    ],
  },
  {
    t: 'Philly Cheesesteak', d: 'Thin-sliced steak with onions and melted cheese piled into a toasted roll.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 15, cook: 15, eq: 'large frying pan or griddle',
    i: [[500, 'g', 'steak', 'ribeye, very thinly sliced'], [2, 'tbsp', 'oil'], [2, '', 'onion', 'thinly sliced'], [1, '', '?green-bell-pepper', 'sliced'], [8, 'slice', 'cheese', 'provolone or American'], [400, 'g', 'baguette', '4 hoagie rolls, split']],
    steps: [
      'Cook the onions, and the pepper if using, in half the oil for 8 minutes until soft and golden. Push aside.',
      'Add the rest of the oil and the steak, season and cook over high heat for 2 minutes, chopping it with the spatula.',
      'Mix with the onions, divide into four piles and lay the cheese slices on top to melt.',
      'Scoop each pile into a split hoagie roll or length of baguette.',
    ],
  },
  {
    t: 'Sausage Ragu with Soft Polenta', d: 'A quick tomato and sausage sauce spooned over creamy parmesan polenta.',
    cuisine: 'italian', meal: 'dinner', s: 4, prep: 10, cook: 35, eq: 'frying pan|saucepan|whisk',
    i: [[4, '', 'sausage'], [1, 'tbsp', 'oil'], [1, '', 'onion'], [2, 'clove', 'garlic'], [1, 'can', 'canned-tomato'], [1, 'cup', 'polenta'], [4, 'cup', 'water'], [30, 'g', 'butter'], [40, 'g', 'parmesan']],
    steps: [
      'Fry the skinned sausage meat in the oil with the chopped onion until browned. Add the garlic and canned tomato and simmer for 20 minutes.',
      'Bring the water to the boil with a teaspoon of salt, whisk in the polenta in a thin stream and cook, stirring often, over low heat for the time on the packet (5 to 30 minutes) until thick and creamy.',
      'Beat the butter and parmesan into the polenta.',
      'Spoon into bowls and top with the ragu.',
    ],
  },
  {
    t: 'Garlic Butter Steak Bites', d: 'Seared cubes of steak tossed in garlic butter and parsley.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 5, cook: 10, eq: 'cast-iron skillet',
    i: [[700, 'g', 'steak', 'sirloin, in 2 cm cubes'], [1, 'tbsp', 'oil'], [40, 'g', 'butter'], [4, 'clove', 'garlic', 'minced'], [1, 'handful', 'parsley']],
    steps: [
      'Pat the steak dry and season well.',
      'Sear in the oil in a smoking-hot skillet in one layer, 2 minutes, then turn and cook for 1 to 2 minutes more.',
      'Lower the heat, add the butter and garlic and toss for a minute until fragrant. Finish with chopped parsley.',
    ],
  },
  {
    t: 'Lamb and Chickpea Curry', d: 'Lamb mince and chickpeas simmered in a spiced tomato and onion sauce.',
    cuisine: 'indian', meal: 'dinner', s: 4, prep: 10, cook: 30, eq: 'large frying pan',
    i: [[2, 'tbsp', 'oil'], [1, '', 'onion'], [3, 'clove', 'garlic'], [1, 'tbsp', 'ginger'], [500, 'g', 'ground-lamb'], [2, 'tsp', 'garam-masala'], [1, 'tsp', 'turmeric'], [1, 'can', 'canned-tomato'], [1, 'can', 'chickpea', 'drained'], [1, 'handful', '?spinach']],
    steps: [
      'Soften the chopped onion in the oil for 8 minutes, add the garlic and ginger for a minute.',
      'Add the lamb and brown it, breaking it up, then stir in the garam masala and turmeric.',
      'Add the canned tomato and chickpeas, simmer for 15 minutes, and stir in the spinach, if using, at the end.',
    ],
  },
  {
    t: 'Bacon-Wrapped Pork Tenderloin with Maple Glaze', d: 'Pork tenderloin wrapped in bacon and glazed with maple and mustard.',
    cuisine: 'american', meal: 'dinner', s: 4, prep: 10, cook: 30, eq: 'roasting tin|small bowl',
    i: [[600, 'g', 'pork', 'tenderloin'], [8, 'slice', 'bacon'], [3, 'tbsp', 'maple-syrup'], [1, 'tbsp', 'mustard'], [1, 'tsp', '?thyme']],
    steps: [
      'Heat the oven to 200°C. Season the pork with pepper and thyme, if using, and wrap it in the overlapping bacon slices.',
      'Roast for 15 minutes. Mix the maple syrup and mustard and brush over.',
      'Roast for 10 to 15 minutes more until the bacon is crisp and the pork reaches 63°C. Rest for 5 minutes and slice.',
    ],
  },
  {
    t: 'Pork and Pineapple Stir-Fry', d: 'Pork strips, pineapple and peppers in a tangy soy glaze.',
    cuisine: 'chinese', meal: 'dinner', s: 4, prep: 15, cook: 10, eq: 'wok',
    i: [[500, 'g', 'pork', 'loin, in strips'], [1, 'tbsp', 'cornstarch'], [2, 'tbsp', 'oil'], [1, '', 'bell-pepper'], [1, '', 'onion'], [1.5, 'cup', 'pineapple', 'chunks'], [3, 'tbsp', 'soy-sauce'], [2, 'tbsp', 'rice-vinegar'], [1, 'tbsp', 'brown-sugar']],
    steps: [
      'Toss the pork with the cornstarch and a pinch of salt.',
      'Stir-fry in the oil over high heat for 4 minutes until browned. Add the sliced pepper and onion for 2 minutes.',
      'Add the pineapple, soy sauce, rice vinegar and brown sugar and toss for 2 minutes until glossy.',
    ],
  },
  {
    t: 'Swedish-Style Hash with Fried Eggs', d: 'Pyttipanna: diced potato, onion and leftover meat fried crisp and topped with eggs.',
    cuisine: 'scandinavian', meal: 'dinner', s: 4, prep: 15, cook: 30, eq: 'large frying pan',
    i: [[800, 'g', 'potato', 'in 1 cm dice'], [3, 'tbsp', 'oil'], [1, '', 'onion', 'diced'], [300, 'g', 'ham', 'or sausage or leftover roast, diced'], [20, 'g', 'butter'], [4, '', 'egg'], [1, 'handful', '?parsley'], [4, '', '?beetroot', 'pickled, to serve']],
    steps: [
      'Fry the potato in the oil over medium heat for 20 minutes, turning, until golden and tender.',
      'Add the onion and ham and fry for 8 minutes more until everything is crisp. Season.',
      'Fry the eggs in the butter.',
      'Serve the hash topped with the eggs, with parsley and sliced beetroot, if using.',
    ],
  },
];
