/** The names a product key gives its files and declarations: 'demo' → Demo, DEMO_PRODUCT, code DEMO. */
export type ProductNames = { key: string; pascal: string; constant: string; code: string; name: string };

export const KEY_PATTERN = /^[a-z][a-z0-9]{1,19}$/;

export function namesOf(key: string): ProductNames {
  if (!KEY_PATTERN.test(key)) throw new Error(`a product key is 2 to 20 lower-case letters and digits, starting with a letter: '${key}'`);
  const pascal = key[0]!.toUpperCase() + key.slice(1);
  return { key, pascal, constant: key.toUpperCase(), code: key.toUpperCase().slice(0, 6), name: `${pascal} Check` };
}
