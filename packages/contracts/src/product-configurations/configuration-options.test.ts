import { describe, expect, it } from 'vitest';
import { CCR_PRODUCT } from '../reports/products/acrov6/acrov6.js';
import { OVWP_PRODUCT } from '../reports/products/oneviewplus/oneviewplus.js';
import { SANDBOX_SCORE_MODEL_NAME, creditScoreModelOf } from '../letters/score-models.js';
import { describeOptions, optionIssues, scoreModelName, withOptionDefaults } from './configuration-options.js';
import { CONFIGURABLE_PRODUCTS, PRODUCT_CONFIGURATION_MESSAGES, configurableProductByCode } from './product-configurations.js';

describe('product configuration options', () => {
  const ovwp = OVWP_PRODUCT.configuration;

  it('are declared by the products of the registry that can be configured', () => {
    expect(CONFIGURABLE_PRODUCTS.map((p) => p.code)).toEqual(['CCR', 'NAL', 'OVWP', 'ADV']);
    expect(configurableProductByCode('OFAC')).toBeUndefined();
  });

  it('accept the choices of the declaration', () => {
    expect(optionIssues(ovwp, OVWP_PRODUCT.name, { scoreModel: 'fico8', addOns: ['alternativeData'] })).toEqual([]);
    expect(optionIssues(ovwp, OVWP_PRODUCT.name, { addOns: [] })).toEqual([]);
  });

  it('refuse an option the product does not have, a choice not offered, the wrong shape and a repeat', () => {
    expect(optionIssues(CCR_PRODUCT.configuration, CCR_PRODUCT.name, { addOns: ['alternativeData'] })).toEqual([
      { key: 'addOns', message: "'addOns' is not an option of the Consumer Credit Report" },
    ]);
    expect(optionIssues(ovwp, OVWP_PRODUCT.name, { scoreModel: 'fico99' })).toEqual([{ key: 'scoreModel', message: "'fico99' is not a choice of Score model" }]);
    expect(optionIssues(ovwp, OVWP_PRODUCT.name, { scoreModel: ['fico8'], addOns: 'alternativeData' })).toEqual([
      { key: 'scoreModel', message: 'Score model takes one choice' },
      { key: 'addOns', message: 'Add-ons takes a list of choices' },
    ]);
    expect(optionIssues(ovwp, OVWP_PRODUCT.name, { addOns: ['alternativeData', 'alternativeData'] })).toEqual([
      { key: 'addOns', message: "'alternativeData' is given twice in Add-ons" },
    ]);
  });

  it('fill in the defaults and read as labels', () => {
    const values = withOptionDefaults(ovwp, { scoreModel: 'fico8' });
    expect(values).toEqual({ scoreModel: 'fico8', addOns: ['employmentVerification', 'alternativeData'] });
    expect(describeOptions(ovwp, { ...values, addOns: [] }).map((o) => `${o.label}: ${o.value}`)).toEqual(['Score model: FICO Score 8', 'Add-ons: None']);
  });

  it("a configured score model reads as the sandbox's for letters when no connector declares it; an unknown one stays unknown", () => {
    const sandbox = creditScoreModelOf(SANDBOX_SCORE_MODEL_NAME)!;
    expect(creditScoreModelOf(scoreModelName('fico8'))).toEqual({ ...sandbox, name: 'FICO Score 8' });
    expect(creditScoreModelOf('Made Up Score 1')).toBeUndefined();
  });

  it("an account number's delete refusal names its configurations", () => {
    expect(PRODUCT_CONFIGURATION_MESSAGES.accountNumberInUse('100200300', ['A', 'B'])).toBe(
      'This Account Number 100200300 cannot be deleted. It is being used by at least one Product Configuration. Product Configurations: A, B.',
    );
  });
});
