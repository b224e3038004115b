/** Authoring row of the product table: full code (with check digit), product name, ingredient key. */
export type ProductRow = readonly [code: string, name: string, key: string];
