import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { FastifyServerOptions } from 'fastify';

/** Compiles on the first call instead of at once. */
function onFirstCall<D, F extends (...args: any[]) => unknown>(compile: (definition: D) => F): (definition: D) => F {
  return (definition) => {
    let compiled: F | undefined;
    return ((...args: unknown[]) => (compiled ??= compile(definition))(...args)) as F;
  };
}

/**
 * The app's schema compilers. Compiling the validators and serializers of ~300 routes takes about a
 * third of a second, which every api test file pays when it builds its app; tests therefore compile
 * each route's schemas on its first request (`lazy`). The server compiles them all at start-up, so
 * a bad schema stops it there and no first request pays for it; the contract test builds an eager app.
 */
export function schemaCompilers(lazy: boolean): {
  validator: typeof TypeBoxValidatorCompiler;
  schemaController: FastifyServerOptions['schemaController'];
} {
  if (!lazy) return { validator: TypeBoxValidatorCompiler, schemaController: undefined };
  const serializers = SerializerSelector();
  return {
    validator: onFirstCall(TypeBoxValidatorCompiler),
    schemaController: { compilersFactory: { buildSerializer: (...args: Parameters<typeof serializers>) => onFirstCall(serializers(...args)) } },
  };
}
