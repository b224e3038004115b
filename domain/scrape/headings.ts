/**
 * The section headings of a recipe in the languages we read (English, French, German, Spanish,
 * Italian, Dutch, Portuguese, Swedish, Danish, Norwegian, Polish, Hungarian, Czech, and a few
 * more): one list, used by the plain-HTML reader, the pasted-text reader and step tidying.
 */

/**
 * What may follow a heading's words: the amount it is for, in brackets, after a dash or as a
 * number, for ingredients ("Ingredients (serves 4)", "Ingredients – 12 cookies", "Hozzávalók 4 személyre").
 */
const QUALIFIER = String.raw`(?:\s*[(\[][^()\[\]]{1,40}[)\]]|\s+[–—-]\s+.{1,40})?`;
const COUNT = String.raw`(?:\s+\d.{0,30})?`;

/** Longer ways of saying "Method" ("Cooking method", "How to make tuna melt", "Pasos a seguir"). */
const METHOD_PHRASES = [
  String.raw`cooking (?:method|directions|steps)`,
  String.raw`method of preparation`,
  String.raw`what to do`,
  String.raw`how to (?:make|cook|prepare)\b.{1,50}`,
  String.raw`zubereitungsschritte`,
  String.raw`schritt für schritt`,
  String.raw`préparation de la recette`,
  String.raw`étapes de (?:la )?préparation`,
  String.raw`réalisation`,
  String.raw`preparazione della ricetta`,
  String.raw`come (?:fare|preparare)\b.{1,40}`,
  String.raw`pasos a seguir`,
  String.raw`modo de preparación`,
  String.raw`cómo (?:se hace|hacer\b.{1,40})`,
  String.raw`preparação`,
  String.raw`så här gör du`,
  String.raw`elkészítési mód`,
].join('|');

export const INGREDIENT_HEADING = new RegExp(
  String.raw`^(?:the\s+)?(?:ingredients?|ingrediënten|ingredienten|zutaten|ingrédients|ingredienti|ingredientes|ingredienser|ingredienserne|składniki|hozzávalók|hozzávalók listája|suroviny|přísady|ingredience|potřebujeme|potřebujete|ainekset|malzemeler|用料|材料|食材|配料|재료|what you(?:'|’)ll need|what you need|you(?:'|’)ll need|you will need|shopping list|du behöver|du trenger|det skal du bruge|wat heb je nodig|benodigdheden|was sie brauchen|was du brauchst|il vous faut|ce qu'il vous faut|necesitas|vas a necesitar|você vai precisar|occorrente)(?:\s+list|\s+(?:for|für|voor|pour|per|para|til|för|na|do|a|az)\s.{1,30})?${QUALIFIER}${COUNT}\s*[:*.：]?$`,
  'iu',
);
const METHOD_WORDS = String.raw`instructions?|directions?|method|preparation(?: method)?|procedure|steps?|step[- ]by[- ]step|how to make(?: it)?|get started|let(?:'|’)s cook|cooking instructions|zubereitung|anleitung|so geht(?:'|’)?s|so wird(?:'|’)?s gemacht|bereiding(?:swijze)?|werkwijze|zo maak je het|aan de slag|préparation|étapes|etapes|déroulé|preparazione|procedimento|come si prepara|preparación|elaboración|instrucciones|pasos|modo de preparo|modo de preparação|modo de fazer|preparo|como fazer|przygotowanie|sposób przygotowania|wykonanie|fremgangsmåde|sådan gør du|fremgangsmåte|slik gjør du|tilberedning|tillagning|gör så här|instruktioner|elkészítés|elkészítése|az elkészítés menete|postup|postup přípravy|příprava|做法|作り方|步骤|조리법|만드는 법`;

/** A method heading in the words recipe pages usually use ("Method", "Zubereitung", "Postup (20 min)"). */
export const METHOD_HEADING = new RegExp(
  String.raw`^(?:${METHOD_WORDS})${QUALIFIER}\s*[:*.：]?$`,
  'iu',
);

/** Any method heading, also the longer ways of saying it ("How to make tuna melt", "Pasos a
 * seguir"): these are looked for only when no usual heading is on the page, since a video or a
 * related-recipes box can be titled the same way. */
export const ANY_METHOD_HEADING = new RegExp(
  String.raw`^(?:${METHOD_WORDS}|${METHOD_PHRASES})${QUALIFIER}\s*[:*.：]?$`,
  'iu',
);

/** Headings of the sections that follow a recipe's lists (notes, tips, nutrition…), in the
 * languages of METHOD_HEADING: a list under them is the writer's aside, not more lines. */
export const ANY_SECTION =
  /^(?:notes?|tips?|nutrition|equipment|video|comments?|reviews?|related|you may also like|serving suggestions?|suggestions?|notizen|hinweise?|tipps?|tricks?|anmerkungen?|nährwerte|opmerkingen?|notities|weetjes|voedingswaarde|remarques?|astuces?|conseils?|suggestions? de service|valeurs nutritionnelles|note|consigli|suggerimenti|valori nutrizionali|notas?|consejos?|trucos?|sugerencias?|sugerencia de presentación|información nutricional|dicas?|sugestões|sugestão|informação nutricional|uwagi|wskazówki|porady|rada|wartości odżywcze|tips og tricks|tips och tricks|näringsvärde|næringsinnhold|næringsindhold|noter|megjegyzések?|tippek?|jegyzetek|tápérték|poznámky?|tipy?|rady|výživové hodnoty)(?![\p{L}])/iu;
