import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_DOMAINS, type Endpoint } from '@creditdesk/contracts';
import { SECURITY_SCHEMES } from './endpoint-schema.js';
import { documentedParts } from './openapi-operation.js';

type Transform = typeof jsonSchemaTransform;
type TransformObject = typeof jsonSchemaTransformObject;

/**
 * OpenAPI 3.1 generated from the contracts' declarations (routeSchemaOf in endpoint-schema.ts):
 * /api/openapi.json, browsable at /api/docs. It passes Redocly's recommended rules (openapi.lint.test.ts).
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Creditdesk API',
        version: '0.1.0',
        description: 'The calls the Creditdesk portal makes, grouped by domain (tags). Every error answer carries ErrorBody.',
        contact: { name: 'Creditdesk support', url: `${app.ctx.config.publicUrl}/help` },
        // a private API: not licensed to anyone (an SPDX reference to terms of our own)
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      // the paths keep their /api prefix, so the server is the address users reach (PUBLIC_URL)
      servers: [{ url: app.ctx.config.publicUrl }],
      tags: API_DOMAINS.map(({ name, description }) => ({ name, description })),
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: withDeclaredSuccess,
    transformObject: withUsedSchemasOnly,
  });
  // grouped by tag (the domains, in API_DOMAINS' order), each group listed open
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list', deepLinking: true, displayOperationId: true } });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

/**
 * What the declaration says beyond its schemas (openapi-operation.ts): the operation's tag and
 * description, a file's or a redirect's success, a multipart or raw body's fields.
 */
const withDeclaredSuccess: Transform = (input) => {
  const result = jsonSchemaTransform(input);
  const endpoint = (input.route.config as { endpoint?: Endpoint } | undefined)?.endpoint;
  if (endpoint && result.schema && !result.schema.hide) Object.assign(result.schema, documentedParts(endpoint, result.schema));
  return result;
};

/**
 * Components from the zod registry (the contracts' error body is `ErrorBody`). The transform emits
 * each registered schema twice, for input and for output; keep only those the document refers to.
 */
const withUsedSchemasOnly: TransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as { components?: { schemas?: Record<string, unknown> } };
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')) {
        const name = value.slice('#/components/schemas/'.length);
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      } else visit(value);
    }
  };
  visit({ ...document, components: { ...document.components, schemas: undefined } });
  return {
    ...document,
    components: { ...document.components, schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))) },
  } as ReturnType<TransformObject>;
};
