import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { productConfigurations } from '../../../db/schema/index.js';

/**
 * The company's product configuration of this name for this product (the profile an order names),
 * or undefined: another company's configurations are never found.
 */
export async function findProductConfiguration(db: Db, customerId: string, productCode: string, name: string) {
  const [row] = await db
    .select()
    .from(productConfigurations)
    .where(and(eq(productConfigurations.customerId, customerId), eq(productConfigurations.productCode, productCode), eq(productConfigurations.name, name)))
    .orderBy(asc(productConfigurations.createdAt))
    .limit(1);
  return row;
}

/** The company's product configuration of this id, or undefined: another company's configurations are never found. */
export async function findProductConfigurationById(db: Db, customerId: string, id: string) {
  const [row] = await db
    .select()
    .from(productConfigurations)
    .where(and(eq(productConfigurations.customerId, customerId), eq(productConfigurations.id, id)))
    .limit(1);
  return row;
}
