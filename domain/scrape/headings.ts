/**
 * The section headings of a recipe in the languages we read (English, French, German, Spanish,
 * Italian, Dutch, Portuguese, Swedish, Danish, Norwegian, Polish, Hungarian, Czech, and a few
 * more): one list, used by the plain-HTML reader, the pasted-text reader and step tidying.
 */
export const INGREDIENT_HEADING =
  /^(?:the\s+)?(?:ingredients?|ingrediënten|ingredienten|zutaten|ingrédients|ingredienti|ingredientes|ingredienser|ingredienserne|składniki|hozzávalók|hozzávalók listája|suroviny|přísady|ingredience|potřebujeme|potřebujete|ainekset|malzemeler|用料|材料|食材|配料|재료|what you(?:'|’)ll need|you(?:'|’)ll need|you will need|shopping list|du behöver|du trenger|det skal du bruge|wat heb je nodig|benodigdheden|was sie brauchen|was du brauchst|il vous faut|ce qu'il vous faut|necesitas|vas a necesitar|você vai precisar|occorrente)(?:\s+list|\s+(?:for|für|voor|pour|per|para|til|för|na|do|a|az)\s.{1,30})?\s*[:*.：]?$/iu;
export const METHOD_HEADING =
  /^(?:instructions?|directions?|method|preparation(?: method)?|procedure|steps?|step[- ]by[- ]step|how to make(?: it)?|get started|let(?:'|’)s cook|cooking instructions|zubereitung|anleitung|so geht(?:'|’)?s|so wird(?:'|’)?s gemacht|bereiding(?:swijze)?|werkwijze|zo maak je het|aan de slag|préparation|étapes|etapes|déroulé|preparazione|procedimento|come si prepara|preparación|elaboración|instrucciones|pasos|modo de preparo|modo de preparação|modo de fazer|preparo|como fazer|przygotowanie|sposób przygotowania|wykonanie|fremgangsmåde|sådan gør du|fremgangsmåte|slik gjør du|tilberedning|tillagning|gör så här|instruktioner|elkészítés|elkészítése|az elkészítés menete|postup|postup přípravy|příprava|做法|作り方|步骤|조리법|만드는 법)\s*[:*.：]?$/iu;

/** Headings of the sections that follow a recipe's lists (notes, tips, nutrition…), in the
 * languages of METHOD_HEADING: a list under them is the writer's aside, not more lines. */
export const ANY_SECTION =
  /^(?:notes?|tips?|nutrition|equipment|video|comments?|reviews?|related|you may also like|serving suggestions?|suggestions?|notizen|hinweise?|tipps?|tricks?|anmerkungen?|nährwerte|opmerkingen?|notities|weetjes|voedingswaarde|remarques?|astuces?|conseils?|suggestions? de service|valeurs nutritionnelles|note|consigli|suggerimenti|valori nutrizionali|notas?|consejos?|trucos?|sugerencias?|sugerencia de presentación|información nutricional|dicas?|sugestões|sugestão|informação nutricional|uwagi|wskazówki|porady|rada|wartości odżywcze|tips og tricks|tips och tricks|näringsvärde|næringsinnhold|næringsindhold|noter|megjegyzések?|tippek?|jegyzetek|tápérték|poznámky?|tipy?|rady|výživové hodnoty)(?![\p{L}])/iu;
